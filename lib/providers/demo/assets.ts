/**
 * Paths of the demo's media under public/ (served by Next at the site root). The files are written by
 * scripts/generate-demo-assets.mjs; a unit test checks that every path used here exists on disk.
 */
export const CREATIVES_PER_NICHE = 4;
export const MEME_COUNT = 6;

/** Creative `n` (0-based) of a niche; creative n shows product n of that niche. */
export function creativePath(niche: string, n: number): string {
  return `/demo/creatives/${niche}-${(n % CREATIVES_PER_NICHE) + 1}.png`;
}

export function memePath(n: number): string {
  return `/demo/memes/meme-${(n % MEME_COUNT) + 1}.png`;
}

/** A letter avatar matching the advertiser's initial; accents folded (Á → a), non-letters → "a". */
export function avatarPath(name: string): string {
  const initial = name
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .charAt(0)
    .toLowerCase();
  return `/demo/avatars/${initial || "a"}.png`;
}

/** One short clip per niche; its poster is the niche's first creative. */
export function videoPath(niche: string): string {
  return `/demo/videos/${niche}.mp4`;
}

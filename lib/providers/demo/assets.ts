/**
 * Paths of the demo's media under public/ (served by Next at the site root). Creatives and memes are
 * SVG cards written by scripts/generate-demo-assets.ts from the catalogue, one set per product, so a
 * picture always names the product its ad sells; a unit test checks every path used here exists.
 */
/** Creatives per product: a carousel shows them all, other ads the first. */
export const CREATIVE_VARIANTS = 3;

/** Creative `n` (0-based) of a product. */
export function creativePath(productSlug: string, n: number): string {
  return `/demo/creatives/${productSlug}-${(n % CREATIVE_VARIANTS) + 1}.svg`;
}

/** The product's meme: a shopping joke around the product's card. */
export function memePath(productSlug: string): string {
  return `/demo/memes/${productSlug}.svg`;
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

/** A short clip that shows one product (see Product.clip). */
export function videoPath(clip: string): string {
  return `/demo/videos/${clip}.mp4`;
}

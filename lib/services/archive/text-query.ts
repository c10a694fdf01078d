import "server-only";
/**
 * Whether the box holds a word the ads must contain, not only -excluded ones (websearch syntax: a
 * leading '-' excludes a word or a "phrase"; "or" joins alternatives). Stop words count as words here:
 * "el -barato" (stop words and exclusions only) is still answered right, by a slower plan.
 */
export function hasWordToFind(q: string): boolean {
  const positive = q.replace(/-"[^"]*("|$)/g, " ").replace(/(^|\s)-\S*/g, " ");
  return /[\p{L}\p{N}]/u.test(positive.replace(/(^|\s)or(?=\s|$)/gi, " "));
}

/**
 * The box with its "phrases" loosened to their words (all must match, anywhere), or null when it has no
 * phrase to find. An -excluded "phrase" stays as it is: loosened, it would exclude ads that only hold
 * its words apart. The index matches the loosened query exactly; the phrase itself is then checked on
 * the few rows found, on the stored vector.
 */
export function withoutPhrases(q: string): string | null {
  let found = false;
  const loose = q.replace(/(^|\s)(-?)"([^"]*)("|$)/g, (all, lead: string, minus: string, words: string) => {
    if (minus) return all;
    found = true;
    return `${lead}${words}`;
  });
  return found ? loose : null;
}

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
 * The box as the text index can answer it, or null when it has no phrase: its "phrases" loosened to their
 * words (all must match, anywhere) and its -"excluded phrases" left out. The index keeps no word order,
 * so it can only over-approximate a phrase; it cannot exclude one, as an ad holding the words apart must
 * stay. The rows it finds are then checked against the whole box on their stored vector.
 */
export function withoutPhrases(q: string): string | null {
  let found = false;
  const loose = q.replace(/(^|\s)(-?)"([^"]*)("|$)/g, (_all, lead: string, minus: string, words: string) => {
    found = true;
    return minus ? lead : `${lead}${words}`;
  });
  return found ? loose : null;
}

/**
 * The "phrases" the ads must hold, for their adjacent-word pairs in the text index; none when the box
 * joins alternatives with "or": the pairs are all required, and an alternative may not need them.
 */
export function phrasesToFind(q: string): string[] {
  if (/(^|\s)or(?=\s|$)/i.test(q)) return [];
  return [...q.matchAll(/(^|\s)(-?)"([^"]*)("|$)/g)].flatMap((m) => (m[2] === "" && m[3].trim() !== "" ? [m[3]] : []));
}

/**
 * Whether the text index can narrow the box: it holds a word to find, and no -"excluded phrase" stands
 * beside an "or" (the index answers without excluded phrases, which is a wider answer only when every
 * part of the box must hold: 'a or -"b c"' without its exclusion would lose the ads that match it).
 */
export function indexCanNarrow(q: string): boolean {
  return hasWordToFind(q) && !(/(^|\s)or(?=\s|$)/i.test(q) && /(^|\s)-"/.test(q));
}

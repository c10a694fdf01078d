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

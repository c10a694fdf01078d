/**
 * Search text folding for the demo: accents and case removed, punctuation turned into spaces, padded
 * with one space each side so " token" finds a word start and " a phrase " a whole phrase.
 */
export function foldText(text: string): string {
  const words = text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return ` ${words} `;
}

export type TextQuery = { tokens: string[]; phrase: string; exact: boolean };

export function parseTextQuery(value: string, exact: boolean): TextQuery {
  const phrase = foldText(value).trim();
  return { tokens: phrase === "" ? [] : phrase.split(" "), phrase, exact };
}

/**
 * Unordered: every word of the query starts some word of the text ("crema" finds "Cremas", like the
 * Ad Library's own loose matching). Exact: the whole phrase appears, word for word, in order.
 * A query with no letters or digits matches nothing.
 */
export function matchesText(folded: string, query: TextQuery): boolean {
  if (query.tokens.length === 0) return false;
  if (query.exact) return folded.includes(` ${query.phrase} `);
  return query.tokens.every((t) => folded.includes(` ${t}`));
}

/**
 * Search text folding and matching for the demo. Text is folded (accents and case removed, punctuation
 * turned into spaces) and padded with one space each side, so " token" finds a word start and
 * " a phrase " a whole phrase. Spanish and Portuguese plurals are matched through their singulars
 * ("relojes" finds "reloj", "luces" finds "luz", "colchões" finds "colchão"), with rules small enough
 * to run on every ad: a stemmer would also merge words a shopper keeps apart.
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

/** Plural endings and the singular they come from, most specific first; a word may take several. */
const PLURAL_RULES: readonly (readonly [RegExp, string])[] = [
  [/[oa]es$/, "ao"], // pt: botões → botão, pães → pão
  [/ces$/, "z"], // es: luces → luz, lápices → lápiz
  [/ns$/, "m"], // pt: jardins → jardim, viagens → viagem
  [/([eo])is$/, "$1l"], // pt: anéis → anel, lençóis → lençol
  [/([lrndjzsy])es$/, "$1"], // es: relojes → reloj, colchones → colchón
  // zapatos → zapato, perfumes → perfume, champús → champú. "tenis" gives "teni", which no ad has as
  // a word: singulars are only looked up as whole words, so a wrong one finds nothing.
  [/s$/, ""],
];

/**
 * Function words a plural rule would wrongly reach: folding makes "uñas" "unas", whose singular would
 * otherwise be the article "una".
 */
const NOT_SINGULARS: ReadonlySet<string> = new Set(["una", "uno", "mes", "tre", "do", "da"]);

/** The singulars a folded word may be the plural of (none for short words and numbers). */
export function singularsOf(word: string): string[] {
  if (word.length < 4 || /\d/.test(word)) return [];
  const forms: string[] = [];
  for (const [ending, replacement] of PLURAL_RULES) {
    if (!ending.test(word)) continue;
    const form = word.replace(ending, replacement);
    if (form.length >= 2 && !NOT_SINGULARS.has(form) && !forms.includes(form)) forms.push(form);
  }
  return forms;
}

/**
 * Every word of `texts` and every singular they may stand for, once each, as " w1 w2 … ": what a
 * query word is looked up in (by prefix, so "crema" finds "cremas").
 */
export function wordIndex(texts: readonly string[]): string {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of foldText(text).trim().split(" ")) {
      if (word === "") continue;
      words.add(word);
      for (const form of singularsOf(word)) words.add(form);
    }
  }
  return ` ${[...words].join(" ")} `;
}

/** Whole phrases (product names and synonyms), folded and kept apart so a phrase never spans two. */
export function phraseIndex(phrases: readonly string[]): string {
  return ` ${phrases.map((p) => foldText(p).trim()).join(" | ")} `;
}

/** What an ad is searched by: its own folded text, and its product's words and phrases. */
export type Searchable = { text: string; words: string; productWords: string; productPhrases: string };

type QueryWord = { prefix: string; singulars: string[] };
export type TextQuery = { words: QueryWord[]; phrase: string; exact: boolean };

export function parseTextQuery(value: string, exact: boolean): TextQuery {
  const phrase = foldText(value).trim();
  const words = phrase === "" ? [] : phrase.split(" ").map((w) => ({ prefix: ` ${w}`, singulars: singularsOf(w).map((s) => ` ${s} `) }));
  return { words, phrase, exact };
}

/** A query word starts some word of `index`, or its singular is a whole word there. */
function hasWord(index: string, word: QueryWord): boolean {
  return index.includes(word.prefix) || word.singulars.some((s) => index.includes(s));
}

/**
 * Unordered: every word of the query is found in the ad's words or its product's ("crema" finds
 * "Cremas", like the Ad Library's own loose matching; "zapatillas" finds a "tenis" ad through the
 * product's synonyms). Exact: the whole phrase appears, word for word, in the ad's text or among its
 * product's names. A query with no letters or digits matches nothing.
 */
export function matchesText(ad: Searchable, query: TextQuery): boolean {
  if (query.words.length === 0) return false;
  if (query.exact) {
    const phrase = ` ${query.phrase} `;
    return ad.text.includes(phrase) || ad.productPhrases.includes(phrase);
  }
  return query.words.every((w) => hasWord(ad.words, w) || hasWord(ad.productWords, w));
}

/**
 * An inverted index over many ads' words: the sorted vocabulary, and for each word the ads (by
 * position) that have it. A query word's prefix is a range of the sorted vocabulary, so a search
 * touches only the ads that match instead of scanning every ad's text.
 */
export type WordIndex = { vocabulary: string[]; postings: Int32Array[]; size: number };

export function buildWordIndex(docs: readonly Pick<Searchable, "words" | "productWords">[]): WordIndex {
  const lists = new Map<string, number[]>();
  docs.forEach((doc, i) => {
    for (const source of [doc.words, doc.productWords]) {
      for (const word of source.trim().split(" ")) {
        if (word === "") continue;
        const list = lists.get(word);
        if (!list) lists.set(word, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      }
    }
  });
  const vocabulary = [...lists.keys()].sort();
  return { vocabulary, postings: vocabulary.map((w) => Int32Array.from(lists.get(w) ?? [])), size: docs.length };
}

/** First position in the sorted vocabulary whose word is not below `key`. */
function lowerBound(vocabulary: readonly string[], key: string): number {
  let lo = 0;
  let hi = vocabulary.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((vocabulary[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Marks (1) the ads having the query word: same rule as hasWord, through the index. */
function markWord(index: WordIndex, word: QueryWord, marks: Uint8Array): void {
  const { vocabulary, postings } = index;
  const prefix = word.prefix.slice(1);
  for (let i = lowerBound(vocabulary, prefix); i < vocabulary.length && (vocabulary[i] as string).startsWith(prefix); i++) {
    for (const doc of postings[i] as Int32Array) marks[doc] = 1;
  }
  for (const singular of word.singulars) {
    const s = singular.trim();
    const i = lowerBound(vocabulary, s);
    if (vocabulary[i] === s) for (const doc of postings[i] as Int32Array) marks[doc] = 1;
  }
}

/**
 * The ads an unordered query matches (1 = matches), as matchesText would answer for each: every
 * query word must be found in the ad. Exact queries are not indexed (callers use matchesText).
 */
export function matchingDocs(index: WordIndex, query: TextQuery): Uint8Array {
  const result = new Uint8Array(index.size);
  if (query.words.length === 0) return result;
  result.fill(1);
  const marks = new Uint8Array(index.size);
  for (const word of query.words) {
    marks.fill(0);
    markWord(index, word, marks);
    for (let i = 0; i < result.length; i++) result[i] &= marks[i] as number;
  }
  return result;
}

// How keywords are compared and inflected: shared by the local suggester and the clean-up of the
// model's answers, so both lists dedupe the same way.
import "server-only";

/** Lower case without accents: for comparing, never for showing. */
export function fold(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function lower(s: string): string {
  return s.normalize("NFC").toLocaleLowerCase("es");
}

export function tokenize(s: string): string[] {
  return lower(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Phrases equal but for accents, case, spacing or a plural "s" are one keyword to the Ad Library. */
export function dedupeKey(phrase: string): string {
  return fold(phrase)
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 ? w.replace(/s$/, "") : w))
    .join(" ");
}

export function dedupe(phrases: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of phrases) {
    const key = dedupeKey(p);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

/** The forms under which a word may be looked up: as typed, and without a plural ending. */
export function lookupKeys(word: string): string[] {
  const f = fold(word);
  return [f, f.replace(/s$/, ""), f.replace(/es$/, "")];
}

export function indexBy<T>(entries: Array<[string[], T]>): Map<string, T> {
  const index = new Map<string, T>();
  for (const [words, value] of entries) {
    for (const w of words) for (const k of lookupKeys(w)) if (!index.has(k)) index.set(k, value);
  }
  return index;
}

export function lookup<T>(index: Map<string, T>, word: string): T | undefined {
  for (const k of lookupKeys(word)) {
    const hit = index.get(k);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** Spanish plural of a single word ("cinturilla" → "cinturillas", "parlante" → "parlantes", "reloj" → "relojes"). */
export function pluralize(word: string): string {
  if (word.includes(" ") || /s$/.test(word)) return word;
  if (/z$/.test(word)) return `${word.slice(0, -1)}ces`;
  return /[aeiouáéó]$/.test(word) ? `${word}s` : `${word}es`;
}

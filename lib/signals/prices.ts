/**
 * Prices in local currency as people write them (docs/product.md §4 E-commerce signals): "$ 89.900"
 * (COP), "79.900$", "$499 MXN", "RD$3,950", "Q 135.00", "₡12.500", "$U 2.490", "Bs. 1.850", "₲ 289.000",
 * "L 799", "C$ 450", "B/. 189.99", "S/ 59", "49,90 €", "R$ 129,90", "£24.99", "3,980円", "450 lempiras",
 * "75 mil pesos", "$320 millones", lots ("2x$59.900", "3 x 100 mil"). Every country the search offers has
 * its currency (currencies.ts); a bare "$" is read with the ad's country, and without one the currency
 * stays null rather than guessed. A number without a currency ("50% OFF", "2x1", "3 cuotas", a phone
 * number, "10 mil clientes") is not a price.
 */
import { readCurrency, type Currency } from "./currencies";
import { PREFIX_SIGNS, SUFFIX_SIGNS } from "./currency-signs";
import type { SignalText } from "./text";

export { CURRENCIES, type Currency } from "./currencies";

export type Price = {
  /** null when only "$", "pesos" or a shared sign was written and the ad's country does not say which. */
  currency: Currency | null;
  amount: number;
  /** As written, for the card's badge. */
  text: string;
};

/** 89.900 · 1.299.000 · 1,299.00 · 395 000 · 49,90 · 129 · 1299; bounded repetitions keep it linear. */
const NUM = String.raw`(?:\d{1,3}(?:[., ]\d{3}){1,3}|\d{1,7})(?:[.,]\d{1,2})?`;
const MULTIPLIER = String.raw`(?:\s?(mil|millones|millon)\b)?`;

const escape = (s: string) => s.replace(/[$()*+.?[\\\]^{|}/-]/g, "\\$&");
/** Longest first, so "rd$" is read before "$" and "lps." before "l". */
function alternation(signs: Record<string, unknown>, wordEnd: boolean): string {
  return Object.keys(signs)
    .sort((a, b) => b.length - a.length)
    .map((s) => escape(s) + (wordEnd && /[a-z]$/.test(s) ? "(?![a-z])" : ""))
    .join("|");
}

/**
 * A sign, then the amount. Not inside a word or a number ("modelo q10" stays a model, "x$" a lot only
 * after a count: "2x$59.900"). A code written after the amount ("$499 MXN") wins over the sign.
 */
const PREFIXED = new RegExp(
  String.raw`(?<![a-wyz0-9$]|(?<!\d)x)(${alternation(PREFIX_SIGNS, false)})\s?(${NUM})(?!\d)${MULTIPLIER}(?:\s?(${alternation(SUFFIX_SIGNS, true)}))?`,
  "g",
);
const SUFFIXED = new RegExp(String.raw`(?<![\d.,$/])(${NUM})(?!\d)${MULTIPLIER}\s?(${alternation(SUFFIX_SIGNS, true)})`, "g");
/** "3 x 100 mil", "precio: 59 mil": thousands of the local currency, after a count or a price word. */
const BARE_THOUSANDS = /(?:\b\d{1,2} ?x ?|\b(?:precio|solo|ahora|antes|oferta|valor)\b:? ?)(\d{1,3}) ?mil\b/dg;

/**
 * "89.900" → 89900, "49,90" → 49.9, "1,299.00" → 1299, "1.299,00" → 1299, "395 000" → 395000. A
 * separator followed by exactly three digits groups thousands; one or two digits after the last
 * separator are decimals.
 */
export function parseAmount(raw: string): number {
  const m = /^(.*?)(?:[.,](\d{1,2}))?$/.exec(raw);
  const whole = (m?.[1] ?? raw).replace(/[., ]/g, "");
  const decimals = m?.[2];
  const n = Number(decimals ? `${whole}.${decimals}` : whole);
  return Number.isFinite(n) ? n : 0;
}

const SCALE: Record<string, number> = { mil: 1_000, millones: 1_000_000, millon: 1_000_000 };

/** At most this many prices are kept per ad (the card shows one; a catalogue ad lists many). */
const MAX_PRICES = 5;

export function detectPrices(t: SignalText, countries: readonly string[] = []): Price[] {
  const found: { index: number; price: Price }[] = [];
  const add = (index: number, currency: Currency | null | undefined, num: string, scale: string | undefined, text: string) => {
    // A sign that is no price in this country ("L" outside Honduras), or a number already read.
    if (currency === undefined || found.some((f) => Math.abs(f.index - index) <= 5)) return;
    found.push({ index, price: { currency, amount: parseAmount(num) * (scale ? SCALE[scale] : 1), text: text.trim() } });
  };
  for (const m of t.text.matchAll(PREFIXED)) {
    if (found.length >= MAX_PRICES * 2) break;
    const [text, prefix, num, scale, suffix] = m;
    const written = suffix ? readCurrency(SUFFIX_SIGNS[suffix], countries) : undefined;
    add(m.index ?? 0, written ?? readCurrency(PREFIX_SIGNS[prefix], countries), num, scale, text);
  }
  for (const m of t.text.matchAll(SUFFIXED)) {
    if (found.length >= MAX_PRICES * 4) break;
    const [text, num, scale, suffix] = m;
    add(m.index ?? 0, readCurrency(SUFFIX_SIGNS[suffix], countries), num, scale, text);
  }
  for (const m of t.text.matchAll(BARE_THOUSANDS)) {
    if (found.length >= MAX_PRICES * 4) break;
    const start = m.indices?.[1]?.[0] ?? m.index ?? 0;
    add(start, readCurrency("own", countries), m[1], "mil", t.text.slice(start, m.index + m[0].length));
  }
  return found
    .sort((a, b) => a.index - b.index)
    .slice(0, MAX_PRICES)
    .map((f) => f.price);
}

/**
 * Prices in local currency as people write them (docs/product.md §4 E-commerce signals): "$ 89.900"
 * (COP), "79.900$", "$499 MXN", "ARS 38.500", "$19.990" (CLP), "S/ 59" (PEN), "US$ 25", "49,90 €", "R$ 129,90",
 * "75 mil pesos". A bare "$" is read with the ad's country (Colombia → COP, Mexico → MXN, Ecuador →
 * USD...); without one the currency stays null rather than guessed. A number without a currency
 * ("50% OFF", "2x1", "3 cuotas", a phone number) is not a price.
 */
import type { SignalText } from "./text";

export const CURRENCIES = ["COP", "MXN", "ARS", "CLP", "PEN", "USD", "EUR", "BRL"] as const;
export type Currency = (typeof CURRENCIES)[number];

export type Price = {
  /** null when only "$" or "pesos" was written and the ad's country does not say which. */
  currency: Currency | null;
  amount: number;
  /** As written, for the card's badge. */
  text: string;
};

/** Which currency "$" means in each country (Peru, Ecuador, Panama, El Salvador and the US write dollars). */
const DOLLAR_SIGN: Record<string, Currency> = {
  CO: "COP",
  MX: "MXN",
  AR: "ARS",
  CL: "CLP",
  EC: "USD",
  PE: "USD",
  PA: "USD",
  SV: "USD",
  US: "USD",
  PR: "USD",
  ES: "USD",
  BR: "USD",
};
/** Which currency "pesos" means. */
const PESOS: Record<string, Currency> = { CO: "COP", MX: "MXN", AR: "ARS", CL: "CLP" };

/** 89.900 · 1.299.000 · 1,299.00 · 49,90 · 129 · 1299; bounded repetitions keep it linear. */
const NUM = String.raw`(?:\d{1,3}(?:[.,]\d{3}){1,3}|\d{1,7})(?:[.,]\d{1,2})?`;

const PREFIXED = new RegExp(
  String.raw`(?<![a-z0-9$])(r\$|us\$|u\$s|usd\$?|mx\$|mxn\$?|col\$|cop\$?|clp\$?|ars\$?|ar\$|s/\.?|€|eur|brl|\$)\s?(${NUM})(?![\d])(?:\s?(mil)\b)?(?:\s?(cop|mxn|ars|clp|usd|pen|brl|eur)\b)?`,
  "g",
);
const SUFFIXED = new RegExp(
  String.raw`(?<![\d.,$/])(${NUM})(?![\d])(?:\s?(mil)\b)?\s?(€|\$(?![a-z0-9])|eur\b|euros?\b|usd\b|dolares\b|cop\b|mxn\b|ars\b|clp\b|pen\b|brl\b|soles\b|reais\b|pesos(?: (?:mexicanos|colombianos|chilenos|argentinos))?\b)`,
  "g",
);

const CODE_OF: Record<string, Currency | "$" | "PESOS"> = {
  r$: "BRL",
  us$: "USD",
  u$s: "USD",
  usd: "USD",
  usd$: "USD",
  mx$: "MXN",
  mxn: "MXN",
  mxn$: "MXN",
  col$: "COP",
  cop: "COP",
  cop$: "COP",
  clp: "CLP",
  clp$: "CLP",
  ars: "ARS",
  ars$: "ARS",
  ar$: "ARS",
  "s/": "PEN",
  "s/.": "PEN",
  pen: "PEN",
  soles: "PEN",
  "€": "EUR",
  eur: "EUR",
  euro: "EUR",
  euros: "EUR",
  brl: "BRL",
  reais: "BRL",
  dolares: "USD",
  $: "$",
  pesos: "PESOS",
  "pesos mexicanos": "MXN",
  "pesos colombianos": "COP",
  "pesos chilenos": "CLP",
  "pesos argentinos": "ARS",
};

/**
 * "89.900" → 89900, "49,90" → 49.9, "1,299.00" → 1299, "1.299,00" → 1299. A separator followed by
 * exactly three digits groups thousands; one or two digits after the last separator are decimals.
 */
export function parseAmount(raw: string): number {
  const m = /^(.*?)(?:[.,](\d{1,2}))?$/.exec(raw);
  const whole = (m?.[1] ?? raw).replace(/[.,]/g, "");
  const decimals = m?.[2];
  const n = Number(decimals ? `${whole}.${decimals}` : whole);
  return Number.isFinite(n) ? n : 0;
}

function resolve(token: string, countries: readonly string[]): Currency | null {
  const code = CODE_OF[token];
  if (!code) return null;
  if (code === "$" || code === "PESOS") {
    const table = code === "$" ? DOLLAR_SIGN : PESOS;
    for (const c of countries) if (table[c]) return table[c];
    return null;
  }
  return code;
}

/** At most this many prices are kept per ad (the card shows one; a catalogue ad lists many). */
const MAX_PRICES = 5;

export function detectPrices(t: SignalText, countries: readonly string[] = []): Price[] {
  const found: { index: number; price: Price }[] = [];
  for (const m of t.text.matchAll(PREFIXED)) {
    if (found.length >= MAX_PRICES * 2) break;
    const [text, prefix, num, mil, suffixCode] = m;
    // "$499 MXN": the written code wins over the sign.
    const currency = suffixCode ? resolve(suffixCode, countries) : resolve(prefix, countries);
    const amount = parseAmount(num) * (mil ? 1000 : 1);
    found.push({ index: m.index ?? 0, price: { currency, amount, text: text.trim() } });
  }
  for (const m of t.text.matchAll(SUFFIXED)) {
    if (found.length >= MAX_PRICES * 4) break;
    const index = m.index ?? 0;
    if (found.some((f) => Math.abs(f.index - index) <= 5)) continue;
    const [text, num, mil, suffix] = m;
    found.push({ index, price: { currency: resolve(suffix, countries), amount: parseAmount(num) * (mil ? 1000 : 1), text: text.trim() } });
  }
  return found
    .sort((a, b) => a.index - b.index)
    .slice(0, MAX_PRICES)
    .map((f) => f.price);
}

/**
 * The currency of every country the search offers (lib/providers/catalog.ts COUNTRIES), and how a
 * sign several countries share ("$", "C$", "Bs", "kr") is read with the ad's country (docs/signals.md).
 * The signs themselves are in currency-signs.ts.
 */

export const CURRENCIES = [
  "COP",
  "MXN",
  "ARS",
  "CLP",
  "PEN",
  "USD",
  "EUR",
  "BRL",
  "BOB",
  "CRC",
  "DOP",
  "GTQ",
  "HNL",
  "NIO",
  "PAB",
  "PYG",
  "UYU",
  "VES",
  "CAD",
  "GBP",
  "CHF",
  "SEK",
  "PLN",
  "AUD",
  "NZD",
  "JPY",
  "KRW",
  "INR",
  "PHP",
  "IDR",
  "ZAR",
  "AED",
  "ILS",
  "TRY",
  "MAD",
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Each offered country's own currency; a test keeps it in step with the catalogue. */
export const COUNTRY_CURRENCY: Readonly<Record<string, Currency>> = {
  AR: "ARS",
  BO: "BOB",
  BR: "BRL",
  CL: "CLP",
  CO: "COP",
  CR: "CRC",
  DO: "DOP",
  EC: "USD",
  SV: "USD",
  GT: "GTQ",
  HN: "HNL",
  MX: "MXN",
  NI: "NIO",
  PA: "PAB",
  PY: "PYG",
  PE: "PEN",
  PR: "USD",
  UY: "UYU",
  VE: "VES",
  US: "USD",
  CA: "CAD",
  ES: "EUR",
  PT: "EUR",
  FR: "EUR",
  DE: "EUR",
  IT: "EUR",
  GB: "GBP",
  IE: "EUR",
  NL: "EUR",
  BE: "EUR",
  CH: "CHF",
  AT: "EUR",
  SE: "SEK",
  PL: "PLN",
  AU: "AUD",
  NZ: "NZD",
  JP: "JPY",
  KR: "KRW",
  IN: "INR",
  PH: "PHP",
  ID: "IDR",
  ZA: "ZAR",
  AE: "AED",
  IL: "ILS",
  TR: "TRY",
  MA: "MAD",
};

/** Countries that write their own currency "$" (pesos, local dollars); in the others "$" is the US dollar. */
const OWN_DOLLAR = new Set(["AR", "CL", "CO", "DO", "MX", "UY", "CA", "AU", "NZ"]);
/** Countries whose currency is called "pesos". */
const OWN_PESOS = new Set(["AR", "CL", "CO", "DO", "MX", "UY", "PH"]);

/**
 * How a sign reads: one currency; the country's dollar or pesos; or a currency in some countries and,
 * elsewhere, one currency, a price of unknown currency (null), the country's dollar ("$") or no price at all ("none").
 */
export type Reading =
  Currency | "$" | "pesos" | "own" | { in: Readonly<Record<string, Currency>>; elsewhere: Currency | null | "$" | "none" };

/**
 * The currency `reading` names in the first of `countries` that says; null when none does (a price in
 * an unknown currency), undefined when the sign is no price there ("Q10" outside Guatemala).
 */
export function readCurrency(reading: Reading | undefined, countries: readonly string[]): Currency | null | undefined {
  if (reading === undefined) return undefined;
  if (typeof reading === "string" && reading !== "$" && reading !== "pesos" && reading !== "own") return reading;
  if (reading === "$") {
    if (countries.length === 0) return null;
    const c = countries.find((x) => COUNTRY_CURRENCY[x]);
    if (!c) return null;
    return OWN_DOLLAR.has(c) ? COUNTRY_CURRENCY[c] : "USD";
  }
  if (reading === "pesos") {
    const c = countries.find((x) => OWN_PESOS.has(x));
    return c ? COUNTRY_CURRENCY[c] : null;
  }
  if (reading === "own") {
    const c = countries.find((x) => COUNTRY_CURRENCY[x]);
    return c ? COUNTRY_CURRENCY[c] : null;
  }
  const c = countries.find((x) => reading.in[x]);
  if (c) return reading.in[c];
  if (reading.elsewhere === "none") return undefined;
  if (reading.elsewhere === "$") return readCurrency("$", countries);
  return reading.elsewhere;
}

import { foldAll } from "@/lib/signals/text";

/**
 * The text side of "the same creative": two ads whose pictures differ but whose copy is the same once
 * the parts copiers change are gone (prices, links, emojis, punctuation, currency) count as copies.
 * Pure and client-safe; the key of the result is made by lib/services/products/creative-text-key.ts.
 */

/** Below this much text, copy is too generic ("Compra ya", "Envío gratis") to say two ads are copies. */
export const MIN_TEXT_CHARS = 40;
export const MIN_TEXT_WORDS = 6;

/** Currency codes and names that stay once digits and symbols are gone ("89.000 COP" → "cop"). */
const CURRENCY_WORDS = new Set(
  "cop mxn usd us clp pen ars brl eur gs pyg bob bs ves crc gtq hnl nio dop uyu r rd s q l c pesos peso soles sol dolares dolar euros euro reales real bolivares quetzales lempiras colones guaranies".split(
    " ",
  ),
);

/** Dynamic catalogue ads print placeholders such as "{{product.name}}": the template is not copy. */
const PLACEHOLDERS = /\{\{[^{}]{0,200}\}\}/g;
const NOT_LETTERS = /[^\p{L}\s]+/gu;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}/]+$/gu;

/** A link, a bare domain ("tiendamax.co/oferta"), an e-mail or an @handle: they name the store, not the copy. */
function isAddress(token: string): boolean {
  if (token.includes("@") || token.includes("://")) return true;
  const word = token.replace(EDGE_PUNCTUATION, "");
  return word.startsWith("www.") || /[\p{L}\p{N}]\.[a-z]{2,}(?:[/?#:]|$)/u.test(word);
}

function normalizeOne(text: string): string {
  return text
    .replace(PLACEHOLDERS, " ")
    .split(/\s+/)
    .filter((token) => token && !isAddress(token))
    .join(" ")
    .replace(NOT_LETTERS, " ")
    .split(" ")
    .filter((word) => word && !CURRENCY_WORDS.has(word))
    .join(" ");
}

function enough(text: string): boolean {
  return text.length >= MIN_TEXT_CHARS && text.split(" ").length >= MIN_TEXT_WORDS;
}

/**
 * An ad's copy reduced to what copiers keep: lower case, accents folded, links, e-mails, @handles,
 * emojis, punctuation, digits (so prices and phone numbers) and currency words gone, blanks collapsed.
 * The bodies carry the copy; the titles (often the store's or the product's name, which differ between
 * copies) are added only when the bodies alone are too short. Several bodies are sorted, so their
 * order does not matter. Null when what remains is shorter than 40 characters or 6 words.
 */
export function normalizedCreativeText(bodies: readonly string[], titles: readonly string[]): string | null {
  const parts = (values: readonly string[]) => [...new Set(foldAll(values).map(normalizeOne).filter(Boolean))].sort();
  const fromBodies = parts(bodies).join(" ");
  if (enough(fromBodies)) return fromBodies;
  const withTitles = [fromBodies, ...parts(titles)].filter(Boolean).join(" ");
  return enough(withTitles) ? withTitles : null;
}

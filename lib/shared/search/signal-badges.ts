/**
 * The e-commerce signal badges of an ad card (docs/signals.md, docs/product.md §4 E-commerce signals), as
 * one pure function: the card only lays out what this returns. Client-safe.
 */
import type { AdSignals, NotShopKind, Storefront } from "@/lib/signals";

export type SignalBadgeTone = "positive" | "shop" | "price" | "muted";

export type SignalBadge = {
  key: string;
  /** What the badge reads, in Spanish. */
  label: string;
  /** A longer reading for the tooltip and screen readers. */
  title: string;
  tone: SignalBadgeTone;
};

export const STOREFRONT_LABELS: Readonly<Record<Storefront, string>> = {
  shopify: "Tienda Shopify",
  tiendanube: "Tienda Tiendanube",
  woocommerce: "Tienda WooCommerce",
  mercadoshops: "Tienda Mercado Shops",
};

const NOT_SHOP_LABELS: Readonly<Record<NotShopKind, string>> = {
  app: "App o juego",
  marketplace: "Marketplace",
  political: "Político o social",
};

/** Words of a price that stay lower-case ("75 mil pesos", "45 soles", "450 lempiras"). */
const PRICE_WORDS = new Set([
  "mil",
  "millones",
  "millon",
  "pesos",
  "mexicanos",
  "colombianos",
  "chilenos",
  "argentinos",
  "uruguayos",
  "dominicanos",
  "soles",
  "euros",
  "euro",
  "reais",
  "dolares",
  "dollars",
  "lempiras",
  "quetzales",
  "cordobas",
  "colones",
  "guaranies",
  "bolivianos",
  "bolivares",
  "balboas",
  "rupees",
  "rupiah",
  "yen",
  "yenes",
  "rand",
  "shekels",
  "kronor",
  "zloty",
  "zlotych",
  "lira",
  "dirham",
  "dirhams",
  "dirhames",
]);
/** Signs written in mixed or lower case ("Bs. 1.850", "Gs. 185.000", "Rp 99.000", "199 kr", "129 zł"). */
const MIXED_CASE_SIGNS: Readonly<Record<string, string>> = {
  bs: "Bs",
  "bs.": "Bs.",
  gs: "Gs",
  "gs.": "Gs.",
  lps: "Lps",
  "lps.": "Lps.",
  rs: "Rs",
  "rs.": "Rs.",
  rp: "Rp",
  "rp.": "Rp.",
  kr: "kr",
  zł: "zł",
  zl: "zł",
};

/**
 * The detector hands prices back folded to lower case ("us$ 25", "$499 mxn", "s/ 59", "bs. 1.850"):
 * signs and codes go back to how they are written ("US$ 25", "$499 MXN", "S/ 59", "Bs. 1.850");
 * any other letters are a currency sign or code.
 */
export function priceLabel(text: string): string {
  return text
    .trim()
    .replace(/[a-zł][a-zł$/.]*/g, (token) => (PRICE_WORDS.has(token) ? token : (MIXED_CASE_SIGNS[token] ?? token.toUpperCase())));
}

/** Prices shown on a card: the rest stay in the ad's text, a row of amounts would crowd the badges. */
export const PRICES_SHOWN = 2;

/**
 * Badges in reading order: what makes it a store first (storefront, or 'Tienda' when the words say so),
 * then how it sells (cash on delivery, WhatsApp, free shipping), its prices as written, and last, quietly,
 * why it is not a shop.
 */
export function signalBadges(signals: AdSignals | undefined): SignalBadge[] {
  if (!signals) return [];
  const out: SignalBadge[] = [];
  if (signals.storefront) {
    out.push({
      key: "storefront",
      label: STOREFRONT_LABELS[signals.storefront],
      title: "La tienda del anuncio usa esta plataforma",
      tone: "shop",
    });
  } else if (signals.is_shop) {
    out.push({ key: "shop", label: "Tienda", title: "El anuncio es de una tienda que vende productos", tone: "shop" });
  }
  if (signals.cash_on_delivery) {
    out.push({ key: "cod", label: "Contra entrega", title: "Se paga al recibir el pedido", tone: "positive" });
  }
  if (signals.whatsapp) {
    out.push({ key: "whatsapp", label: "WhatsApp", title: "Se compra o se pregunta por WhatsApp", tone: "positive" });
  }
  if (signals.free_shipping) {
    out.push({ key: "shipping", label: "Envío gratis", title: "El envío no tiene costo", tone: "positive" });
  }
  signals.prices.slice(0, PRICES_SHOWN).forEach((price, i) => {
    const title = price.currency ? `Precio en el anuncio (${price.currency})` : "Precio en el anuncio";
    out.push({ key: `price-${i}`, label: priceLabel(price.text), title, tone: "price" });
  });
  for (const kind of signals.not_shop) {
    out.push({
      key: `not-${kind}`,
      label: NOT_SHOP_LABELS[kind],
      title: `No es una tienda: ${NOT_SHOP_LABELS[kind].toLowerCase()}`,
      tone: "muted",
    });
  }
  return out;
}

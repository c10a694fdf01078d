/**
 * The demo's e-commerce details (docs/signals.md): prices as each country writes them, storefront links
 * (Shopify, Tiendanube, WooCommerce, Mercado Shops), and a few ads that send people to a marketplace or an
 * app store, so every signal and the 'Solo tiendas' filter have something to show without a provider key.
 *
 * Each slot draws from its own generator seeded by its number, never from the data set's: adding this
 * left every id, advertiser, text and order of the data set as it was.
 */
import { createRng, hash32, type Rng } from "./prng";

export type CommerceCopy = { body: string; caption: string; linkUrl: string };

type Context = {
  slot: number;
  /** Only Spanish and Portuguese shop ads get these details: the signals read those languages. */
  language: string;
  shop: boolean;
  /** The advertiser's home country: it decides how a price is written and which Mercado Libre site. */
  home: string;
  brandSlug: string;
  domain: string;
  productSlug: string;
};

/** Share of eligible ads that get each detail. */
export const MARKETPLACE_SHARE = 0.04;
export const APP_SHARE = 0.02;
export const STOREFRONT_SHARE = 0.3;
export const PRICE_SHARE = 0.4;

/** "89.900": thousands with dots, as Spanish-speaking Latin America and Brazil write them. */
function dotted(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** A price as people in `home` write it (the styles docs/signals.md reads). */
export function localPrice(rng: Rng, home: string): string {
  switch (home) {
    case "CO":
      return `$ ${dotted(rng.int(39, 189) * 1000 + 900)}`;
    case "MX":
      return `$${rng.int(29, 99) * 10 + 9} MXN`;
    case "AR":
      return `$ ${dotted(rng.int(18, 89) * 1000 + 500)}`;
    case "CL":
      return `$${dotted(rng.int(14, 59) * 1000 + 990)}`;
    case "PE":
      return `S/ ${rng.int(39, 199)}`;
    case "ES":
    case "PT":
      return `${rng.int(19, 89)},90 €`;
    case "BR":
      return `R$ ${rng.int(49, 299)},90`;
    default:
      return `US$ ${rng.int(19, 89)}`;
  }
}

// Not Chile: its mercadolibre.cl is not among the marketplace links lib/signals reads yet.
const MERCADO_LIBRE: Readonly<Record<string, string>> = {
  MX: "articulo.mercadolibre.com.mx",
  CO: "articulo.mercadolibre.com.co",
  AR: "articulo.mercadolibre.com.ar",
  PE: "articulo.mercadolibre.com.pe",
  BR: "produto.mercadolivre.com.br",
};
const MERCADO_SHOPS_TLD: Readonly<Record<string, string>> = { MX: "com.mx", CO: "com.co", AR: "com.ar", CL: "cl", BR: "com.br" };
const GLOBAL_MARKETPLACES = ["www.temu.com", "es.shein.com", "es.aliexpress.com"] as const;

function storefrontLink(rng: Rng, c: Context): { host: string; path: string } {
  const tld = MERCADO_SHOPS_TLD[c.home];
  const kind = rng.weighted<"shopify" | "tiendanube" | "woocommerce" | "mercadoshops">([
    ["shopify", 40],
    ["tiendanube", 25],
    ["woocommerce", 20],
    ["mercadoshops", tld ? 15 : 0],
  ]);
  switch (kind) {
    case "shopify":
      return { host: `${c.brandSlug}.myshopify.com`, path: `products/${c.productSlug}` };
    case "tiendanube":
      return c.language === "pt"
        ? { host: `${c.brandSlug}.nuvemshop.com.br`, path: `produtos/${c.productSlug}` }
        : { host: `${c.brandSlug}.mitiendanube.com`, path: `productos/${c.productSlug}` };
    case "woocommerce":
      return { host: c.domain, path: `${c.language === "pt" ? "produto" : "producto"}/${c.productSlug}` };
    case "mercadoshops":
      return { host: `${c.brandSlug}.mercadoshops.${tld}`, path: c.productSlug };
  }
}

/**
 * The slot's copy with its commerce details. The link still ends in the product's slug, as every demo
 * link does; the caption names the link's host, as Meta shows it.
 */
export function withCommerce(copy: CommerceCopy, c: Context): CommerceCopy {
  if (!c.shop || (c.language !== "es" && c.language !== "pt")) return copy;
  const rng = createRng(hash32(`commerce:${c.slot}`));
  const pt = c.language === "pt";
  const roll = rng.next();
  let { body } = copy;
  let host: string | null = null;
  let path = c.productSlug;

  if (roll < MARKETPLACE_SHARE) {
    host = MERCADO_LIBRE[c.home] ?? rng.pick(GLOBAL_MARKETPLACES);
  } else if (roll < MARKETPLACE_SHARE + APP_SHARE) {
    host = "apps.apple.com";
    path = `${c.home.toLowerCase()}/app/${c.productSlug}`;
    body += pt ? " Baixe o nosso app e compre mais rápido." : " Descarga nuestra app y compra más rápido.";
  } else if (roll < MARKETPLACE_SHARE + APP_SHARE + STOREFRONT_SHARE) {
    ({ host, path } = storefrontLink(rng, c));
  }
  if (rng.next() < PRICE_SHARE) {
    const price = localPrice(rng, c.home);
    body += pt ? ` Por apenas ${price}.` : ` ${rng.pick(["Precio:", "Hoy a solo", "Llévalo por"])} ${price}.`;
  }
  return host ? { body, caption: host, linkUrl: `https://${host}/${path}` } : { ...copy, body };
}

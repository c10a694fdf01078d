/**
 * E-commerce signals of an ad, read from its texts, link, caption and CTA (docs/signals.md,
 * docs/product.md §4 E-commerce signals). Pure and client-safe: the server adds them to every ad the
 * API returns and filters on them; the cards show them as badges.
 */
import { detectCashOnDelivery } from "./cash-on-delivery";
import { detectFreeShipping } from "./free-shipping";
import { detectNotAShop, type NotShopKind } from "./not-a-shop";
import { detectPrices, type Price } from "./prices";
import { namedService, serviceWords } from "./services";
import { detectStorefront, type Storefront } from "./storefront";
import { prepare, type SignalSource, type SignalText } from "./text";
import { detectWhatsApp } from "./whatsapp";

export { CURRENCIES, parseAmount, type Price } from "./prices";
export { STOREFRONTS, type Storefront } from "./storefront";
export { NOT_SHOP_KINDS, type NotShopKind } from "./not-a-shop";
export type { SignalSource } from "./text";

/** The `signals` object of an API ad (snake_case like the rest of the ad). */
export type AdSignals = {
  cash_on_delivery: boolean;
  whatsapp: boolean;
  free_shipping: boolean;
  /** In the order written, at most 5. */
  prices: Price[];
  storefront: Storefront | null;
  /** Why the ad is not a shop; empty when nothing says so. */
  not_shop: NotShopKind[];
  /** What 'Solo tiendas' keeps: a store selling products (see isShop). */
  is_shop: boolean;
};

const SHOP_CTA_TYPES = new Set(["SHOP_NOW", "BUY_NOW", "ORDER_NOW", "ADD_TO_CART", "BUY", "GET_OFFER"]);
/**
 * Words of a store: shipping everywhere, orders, stock, sizes, models, wholesale, the best price.
 */
const SHOP_WORDS =
  /\b(?:envios? (?:a|para) (?:todo|toda)|hacemos envios|enviamos (?:a|para) (?:todo|toda)|envio para todo|despach[a-z]{0,4} (?:a|para) (?:todo|toda|regiones|provincia)|envios? a provincia|pedidos?|encomendas?|haz tu pedido|hace tu pedido|pidel[oa]s?|pide (?:el|la) tuy[oa]|compra (?:ya|ahora|aqui|el tuyo|la tuya)|compre (?:ja|agora|aqui|pelo site)|unidades limitadas|ultimas unidades|stock limitado|stock disponible|por mayor|mayoreo|mayorista|atacado|catalogo|entregamos en (?:todo|toda)|(?:nuevos )?modelos (?:nuevos|disponibles|cada semana)|(?:disenos|colores|tallas|talles|referencias) disponibles|(?:al|a) mejor precio|mejores precios|precios? de fabrica|direto da fabrica)\b/;

/**
 * A store selling products: nothing says it is not a shop, its kind of business is not a service
 * (services.ts: a restaurant on a delivery app, a trip, a flat for sale, a service's page category), and
 * something says it sells: a storefront, cash on delivery or free shipping; or, when no service words
 * are said, a price, a shop CTA, a store's words or WhatsApp to ask and order.
 */
function isShop(t: SignalText, s: Omit<AdSignals, "is_shop">): boolean {
  if (s.not_shop.length > 0 || namedService(t)) return false;
  const ships = s.storefront !== null || s.cash_on_delivery || s.free_shipping;
  if (ships) return true;
  if (serviceWords(t)) return false;
  return s.prices.length > 0 || s.whatsapp || SHOP_CTA_TYPES.has(t.ctaType) || SHOP_WORDS.test(t.text);
}

export type SignalContext = {
  /** ISO-2 countries the ad reaches or was searched in: they decide what "$" and "pesos" mean. */
  countries?: readonly string[];
  /** The search's ad type: POLITICAL_AND_ISSUE_ADS marks every ad political. */
  adType?: string;
};

export function detectSignals(source: SignalSource, context: SignalContext = {}): AdSignals {
  const t = prepare(source);
  const partial = {
    cash_on_delivery: detectCashOnDelivery(t),
    whatsapp: detectWhatsApp(t),
    free_shipping: detectFreeShipping(t),
    prices: detectPrices(t, context.countries ?? []),
    storefront: detectStorefront(t),
    not_shop: detectNotAShop(t, { adType: context.adType }),
  };
  return { ...partial, is_shop: isShop(t, partial) };
}

/** The signals as a search of `adType` reads them: every ad of a political-ads search is political. */
export function signalsForSearch(signals: AdSignals, adType: string | undefined): AdSignals {
  if (adType !== "POLITICAL_AND_ISSUE_ADS" || signals.not_shop.includes("political")) return signals;
  return { ...signals, not_shop: [...signals.not_shop, "political"], is_shop: false };
}

type AdLike = {
  page_name?: unknown;
  ad_creative_bodies?: unknown;
  ad_creative_link_titles?: unknown;
  ad_creative_link_descriptions?: unknown;
  ad_creative_link_captions?: unknown;
  countries?: unknown;
  apify_data?: { link_url?: unknown; cta_text?: unknown; cta_type?: unknown; page_categories?: unknown } | null;
};

/** The signals of a normalized ad (lib/providers/types NormalizedAd). */
export function adSignals(ad: AdLike, context: Omit<SignalContext, "countries"> & { countries?: readonly string[] } = {}): AdSignals {
  const apify = ad.apify_data ?? {};
  const own = Array.isArray(ad.countries) ? ad.countries.filter((c): c is string => typeof c === "string") : [];
  return detectSignals(
    {
      bodies: ad.ad_creative_bodies,
      titles: ad.ad_creative_link_titles,
      descriptions: ad.ad_creative_link_descriptions,
      captions: ad.ad_creative_link_captions,
      linkUrl: apify.link_url,
      ctaText: apify.cta_text,
      ctaType: apify.cta_type,
      pageName: ad.page_name,
      categories: apify.page_categories,
    },
    { countries: own.length > 0 ? own : (context.countries ?? []), adType: context.adType },
  );
}

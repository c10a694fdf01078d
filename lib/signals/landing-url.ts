/**
 * The parts of a landing URL that survive cleaning (docs/signals.md, "The store behind an ad"): the
 * target a redirector carries, the URL without trackers, and the path of one product.
 */
import { words } from "./landing-hosts";

/** Parameters that only say where a visit came from (Meta, Google, TikTok, Microsoft, Mailchimp, HubSpot…). */
const TRACKER_NAMES = new Set(
  words(`
    fbclid gclid gbraid wbraid dclid gclsrc msclkid ttclid twclid yclid li_fat_id igshid igsh _ga _gl srsltid mkt_tok
    ref ref_ ref_src ref_url referrer _hsenc _hsmi fb_action_ids fb_action_types fb_source fbc fbp campaign_id adset_id
    ad_id ad_name adset_name campaign_name placement site_source_name h_ad_id
  `),
);
const TRACKER_PREFIXES = words(`utm_ mc_ hsa_ pk_ oly_ vero_ _bta_`);

/** Where redirectors put their target: Meta's l.php and l.instagram.com `u`, Google's `q`, Tumblr's `z`… */
const TARGET_PARAMS = words(`u url q z to target dest destination redirect redirect_url redirect_uri link ued murl`);
const ABSOLUTE = /^https?:\/\//i;
const ESCAPE = /%[0-9a-f]{2}/i;

/** `value` as an absolute http(s) URL, percent-decoded up to twice more (Meta nests its wrappers). */
function absolute(value: string): string | null {
  let v = value.trim();
  for (let round = 0; round < 3; round++) {
    if (ABSOLUTE.test(v)) return v;
    if (!ESCAPE.test(v)) return null;
    try {
      v = decodeURIComponent(v).trim();
    } catch {
      return null;
    }
  }
  return null;
}

/** The URL a redirector sends to, or null; only asked of hosts that are not stores. */
export function redirectTarget(url: URL): string | null {
  for (const name of TARGET_PARAMS) {
    const value = url.searchParams.get(name);
    const target = value ? absolute(value) : null;
    if (target) return target;
  }
  // href.li and a few others write the whole target after "?".
  return absolute(url.search.slice(1));
}

function isTracker(part: string): boolean {
  const raw = part.split("=", 1)[0].replace(/\+/g, " ");
  let name: string;
  try {
    name = decodeURIComponent(raw).toLowerCase();
  } catch {
    name = raw.toLowerCase();
  }
  return TRACKER_NAMES.has(name) || TRACKER_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * https, no credentials, no fragment, no tracker; the other parameters keep their order and their
 * encoding (they are cut out of the query as written, not re-serialised).
 */
export function cleanUrl(url: URL): string {
  const clean = new URL(url.href);
  clean.protocol = "https:";
  clean.username = "";
  clean.password = "";
  clean.hash = "";
  const kept = clean.search
    .slice(1)
    .split("&")
    .filter((part) => part !== "" && !isTracker(part));
  clean.search = kept.length > 0 ? `?${kept.join("&")}` : "";
  return clean.href;
}

/** Segments followed by one product's slug: Shopify, Tiendanube/Nuvemshop, WooCommerce (es/pt/en), Wix. */
const PRODUCT_SEGMENTS = new Set(words(`products productos produtos product producto produto product-page`));
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}._~+-]{0,199}$/u;
/** A Mercado Shops listing: the site and item id of Mercado Libre ("/MCO-1234567890-faja-_JM"). */
const MERCADO_ITEM = /^(m[a-z]{2})-?(\d{6,15})(?:\D|$)/;

function segment(raw: string): string {
  try {
    return decodeURIComponent(raw).normalize("NFC").toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * "/products/<slug>" wherever it sits (/collections/x/products/y, /es/products/y), "/productos/<slug>",
 * "/producto/<slug>", VTEX's "/<slug>/p", a Mercado Shops item; lower case, percent-decoded, nothing
 * after the slug. Null for home pages, collections, categories and landing pages.
 */
export function productPath(pathname: string, domain: string): string | null {
  const segments = pathname.split("/", 40).filter(Boolean).map(segment);
  for (let i = 0; i + 1 < segments.length; i++) {
    if (PRODUCT_SEGMENTS.has(segments[i]) && SLUG.test(segments[i + 1])) return `/${segments[i]}/${segments[i + 1]}`;
  }
  const n = segments.length;
  if (n >= 2 && segments[n - 1] === "p" && SLUG.test(segments[n - 2])) return `/${segments[n - 2]}/p`;
  const item = domain.includes(".mercadoshops.") && n > 0 ? MERCADO_ITEM.exec(segments[0]) : null;
  return item ? `/${item[1]}-${item[2]}` : null;
}

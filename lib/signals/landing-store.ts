/**
 * The stores an ad sends people to (docs/signals.md, "The store behind an ad"): from its link URL, then
 * its captions (often a bare "MITIENDA.COM"), then URLs written in its texts. Redirectors are unwrapped,
 * trackers dropped; social networks, WhatsApp, link-in-bio pages, shorteners and marketplaces are not
 * stores. Nothing is fetched. Pure and client-safe; ad text is hostile input, read in bounded pieces.
 */
import { classifyHost } from "./landing-hosts";
import { cleanUrl, productPath, redirectTarget } from "./landing-url";
import { detectStorefront, type Storefront } from "./storefront";
import { MAX_FIELD_CHARS, MAX_FIELDS, prepare } from "./text";

export type LandingStore = {
  /**
   * The store's identity: the registrable domain, lower case, no "www.", IDN in punycode
   * ("xn--tiendaespaa-jhb.com"); for hosted-store platforms whose subdomain is the store
   * (x.myshopify.com, x.mitiendanube.com, x.mercadoshops.com.co, x.wixsite.com) that store's host.
   */
  domain: string;
  /** The cleaned landing URL (https, trackers removed), or null when only a bare domain was written. */
  url: string | null;
  /** "/products/faja-moldeadora" when the URL points at one product, else null (see productPath). */
  productPath: string | null;
  /** The storefront platform the signals detect for this URL, or null. */
  platform: Storefront | null;
};

type LandingSource = { linkUrl?: unknown; captions?: unknown; bodies?: unknown; titles?: unknown; descriptions?: unknown };

const MAX_STORES = 5;
/** URL-looking words parsed per ad: real ads write a handful; a pasted wall of domains stops here. */
const MAX_CANDIDATES = 200;
/** Wrappers unwrapped in a row (l.facebook.com around l.instagram.com around the store is two). */
const MAX_UNWRAPS = 3;

/** Where a word of text ends: blanks, quotes and brackets that never sit inside a URL an ad writes. */
const WORD_BREAK = /[\s<>"'`|\\^{}\u00ab\u00bb\u2018\u2019\u201c\u201d\u2039\u203a]+/;
const ALNUM = /[\p{L}\p{N}]/u;
const HTTP = /https?:\/\//i;
/** Any other scheme (javascript:, data:, mailto:, tel:, intent:) but not a port ("tienda.com:8080"). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]{0,30}:(?!\d)/i;
const BARE_HOST = /^[\p{L}\p{N}.-]{1,253}(?::\d{1,5})?$/u;
const HOST_END = /[/?#]/;

function trimStart(word: string): string {
  let i = 0;
  while (i < word.length && !ALNUM.test(word[i]) && word[i] !== "@" && word[i] !== "#") i++;
  return word.slice(i);
}

/** Drops closing punctuation ("tienda.com.", "(tienda.com)", "tienda.com!!"); a final "/" stays. */
function trimEnd(word: string): string {
  let end = word.length;
  while (end > 0 && !ALNUM.test(word[end - 1]) && word[end - 1] !== "/") end--;
  return word.slice(0, end);
}

/** "hoy.Envío gratis": a sentence run into the next in prose, not a domain ("Tienda.Co" is lost too). */
function runOnSentence(host: string): boolean {
  const dot = host.lastIndexOf(".");
  return /^\p{Lu}\p{Ll}/u.test(host.slice(dot + 1)) && /\p{Ll}/u.test(host[dot - 1] ?? "");
}

function toUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** The URL a word writes, and whether it wrote more than a bare domain. */
function readWord(word: string, prose: boolean): { url: URL; written: boolean } | null {
  const at = word.search(HTTP);
  if (at >= 0) {
    const url = toUrl(trimEnd(word.slice(at)));
    return url && { url, written: true };
  }
  const text = trimEnd(trimStart(word));
  // "@tienda.co" is an Instagram handle, "#tienda.co" a hashtag, "ventas@tienda.co" an e-mail.
  if (text === "" || text[0] === "@" || text[0] === "#" || OTHER_SCHEME.test(text)) return null;
  const host = text.split(HOST_END, 1)[0];
  if (!host.includes(".") || !BARE_HOST.test(host) || (prose && runOnSentence(host))) return null;
  const url = toUrl(`https://${text}`);
  return url && { url, written: url.pathname !== "/" || url.search !== "" };
}

function readStore(word: string, prose: boolean): LandingStore | null {
  const read = readWord(word, prose);
  if (!read) return null;
  let { url, written } = read;
  for (let unwraps = 0; ; unwraps++) {
    const host = classifyHost(url.hostname);
    if (host.kind === "store") {
      const cleaned = written ? cleanUrl(url) : null;
      return {
        domain: host.domain,
        url: cleaned,
        productPath: written ? productPath(url.pathname, host.domain) : null,
        platform: detectStorefront(prepare({ linkUrl: cleaned ?? host.domain })),
      };
    }
    // Only a host that is no store anyway is unwrapped: a store's own "?return_url=" is left alone.
    const target = host.kind === "skip" && unwraps < MAX_UNWRAPS ? redirectTarget(url) : null;
    const next = target ? toUrl(target) : null;
    if (!next) return null;
    url = next;
    written = true;
  }
}

function* wordsOf(source: LandingSource): Generator<{ word: string; prose: boolean }> {
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, MAX_FIELDS) : []);
  const fields: [unknown[], boolean][] = [
    [[source.linkUrl], false],
    [list(source.captions), false],
    [list(source.bodies), true],
    [list(source.titles), true],
    [list(source.descriptions), true],
  ];
  for (const [values, prose] of fields) {
    for (const value of values) {
      if (typeof value !== "string") continue;
      for (const word of value.slice(0, MAX_FIELD_CHARS).split(WORD_BREAK)) if (word.includes(".")) yield { word, prose };
    }
  }
}

const rank = (store: LandingStore) => (store.productPath ? 2 : store.url ? 1 : 0);

/**
 * At most 5 stores, in the order the ad names them, one per domain: a domain named again keeps the
 * better reading (a product page over a home page over a bare domain).
 */
export function landingStores(source: LandingSource): LandingStore[] {
  const found: LandingStore[] = [];
  let candidates = 0;
  for (const { word, prose } of wordsOf(source)) {
    if (++candidates > MAX_CANDIDATES) break;
    const store = readStore(word, prose);
    if (!store) continue;
    const seen = found.findIndex((s) => s.domain === store.domain);
    if (seen < 0 && found.length < MAX_STORES) found.push(store);
    else if (seen >= 0 && rank(store) > rank(found[seen])) found[seen] = store;
  }
  return found;
}

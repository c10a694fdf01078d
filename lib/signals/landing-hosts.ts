/**
 * Which host of a landing URL is a store, and under which name (docs/signals.md, "The store behind an
 * ad"). Registrable domains come from the Public Suffix List through `tldts`; the lists below only name
 * the hosts that are not stores (social networks, WhatsApp, link-in-bio pages, shorteners, redirectors,
 * marketplaces, payment links) and the hosted-store platforms whose subdomain is the store but that the
 * Public Suffix List does not list as private suffixes.
 */
import { parse } from "tldts";

/** The words of a list written as one string, one or more blanks apart. */
export function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

/** Why a host is not the store: kept apart for the docs and the tests' messages. */
type SkipKind = "social" | "link-in-bio" | "shortener" | "redirector" | "marketplace" | "payment" | "platform";

const SKIPPED_DOMAINS: Partial<Record<SkipKind, readonly string[]>> = {
  social: words(`
    facebook.com fb.com fb.me fb.watch fbcdn.net facebook.net fbsbx.com instagram.com instagr.am ig.me threads.net
    threads.com messenger.com m.me whatsapp.com whatsapp.net wa.me wa.link tiktok.com youtube.com youtu.be
    twitter.com x.com t.me telegram.me telegram.org pinterest.com pin.it linkedin.com snapchat.com reddit.com
    tumblr.com vk.com
  `),
  "link-in-bio": words(`
    linktr.ee linktree.com beacons.ai beacons.page taplink.cc taplink.at taplink.ws bio.link bio.site lnk.bio
    linkin.bio solo.to campsite.bio linkr.bio msha.ke hoo.be allmylinks.com heylink.me flow.page tap.bio
    linkpop.com snipfeed.co stan.store zaap.bio komi.io
  `),
  shortener: words(`
    bit.ly bitly.com bit.do tinyurl.com cutt.ly t.co goo.gl rebrand.ly ow.ly is.gd v.gd buff.ly shorturl.at rb.gy
    t.ly tiny.cc s.id short.gy lnkd.in bl.ink adf.ly acortar.link surl.li qrco.de gg.gg n9.cl cort.as forms.gle
    g.page g.co
  `),
  redirector: words(`wl.co href.li outlook.com urldefense.com`),
  marketplace: words(`amzn.to amzn.eu a.co shop.app`),
  payment: words(`mpago.la mpago.li paypal.me`),
};

/**
 * Brands skipped under every country suffix (mercadolibre.com.co, amazon.es, google.com.mx): the label
 * right before the public suffix. A listing on a marketplace is a seller, not a store.
 */
const SKIPPED_LABELS: Partial<Record<SkipKind, readonly string[]>> = {
  social: words(`facebook instagram google youtube pinterest`),
  marketplace: words(`
    mercadolibre mercadolivre amazon aliexpress temu shein shopee falabella linio walmart ebay etsy alibaba wish
    hotmart
  `),
  payment: words(`mercadopago paypal`),
};

/** App-store hosts of brands that are otherwise stores (apple.com sells). */
const SKIPPED_HOSTNAMES = new Set(words(`apps.apple.com itunes.apple.com`));

/**
 * Hosted-store platforms whose subdomain is the store (x.mitiendanube.com) and that the Public Suffix
 * List leaves out; those it lists (myshopify.com, wixsite.com, square.site, blogspot.com…) tldts
 * already keeps apart.
 */
const HOSTED_DOMAINS = new Set(
  words(`
    mitiendanube.com tiendanube.com nuvemshop.com.br lojavirtualnuvem.com.br company.site business.site
    jumpseller.com bigcartel.com wordpress.com weebly.com godaddysites.com mystrikingly.com lojaintegrada.com.br
    empretienda.com.ar tiendup.com ueniweb.com dooca.store myvtex.com vtexcommercestable.com.br gumroad.com
    sumupstore.com
  `),
);
/** Hosted platforms with a domain per country (x.mercadoshops.com.co, x.webnode.es). */
const HOSTED_LABELS = new Set(words(`mercadoshops webnode`));

const skippedDomain = new Map<string, SkipKind>();
const skippedLabel = new Map<string, SkipKind>();
for (const [kind, list] of Object.entries(SKIPPED_DOMAINS)) for (const d of list ?? []) skippedDomain.set(d, kind as SkipKind);
for (const [kind, list] of Object.entries(SKIPPED_LABELS)) for (const l of list ?? []) skippedLabel.set(l, kind as SkipKind);

/** What a host is: a store under `domain`, a host that is not a store, or not a public host at all. */
export type HostVerdict = { kind: "store"; domain: string } | { kind: "skip"; why: SkipKind } | { kind: "invalid" };

/**
 * `hostname` as the WHATWG URL parser gives it: lower case, IDN in punycode. IP addresses, localhost,
 * single labels and suffixes outside the ICANN section (.local, .internal, .onion, file names such as
 * "foto.jpg") are not public hosts.
 */
export function classifyHost(hostname: string): HostVerdict {
  const host = hostname.endsWith(".") ? hostname.slice(0, -1) : hostname;
  const icann = parse(host, { allowPrivateDomains: false });
  if (icann.isIp || host.startsWith("[") || !icann.isIcann || !icann.domain || !icann.domainWithoutSuffix) return { kind: "invalid" };
  const why =
    SKIPPED_HOSTNAMES.has(host) || host === "play.google.com"
      ? "marketplace"
      : (skippedDomain.get(icann.domain) ?? skippedLabel.get(icann.domainWithoutSuffix));
  if (why) return { kind: "skip", why };
  if (HOSTED_DOMAINS.has(icann.domain) || HOSTED_LABELS.has(icann.domainWithoutSuffix)) {
    // The store is the label right under the platform's domain; "www" or nothing is the platform itself.
    const labels = host.split(".");
    const depth = icann.domain.split(".").length + 1;
    const store = labels.slice(-depth);
    if (labels.length < depth || store[0] === "www") return { kind: "skip", why: "platform" };
    return { kind: "store", domain: store.join(".") };
  }
  // A private suffix (myshopify.com, wixsite.com) makes its subdomain the store; alone it is the platform.
  const withPrivate = parse(host, { allowPrivateDomains: true });
  if (!withPrivate.domain) return { kind: "skip", why: "platform" };
  return { kind: "store", domain: withPrivate.domain };
}

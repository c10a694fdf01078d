// The landing-store cases (docs/signals.md, "The store behind an ad"): real-looking ads' link URLs,
// captions and texts, and the stores a user should see for each. Read by the pure function's unit test
// (tests/unit/landing-store.test.ts) and by the archive's (tests/integration/landing-stores.test.ts),
// which stores each case as an ad and reads its "AdStore" rows back.
import type { landingStores, LandingStore } from "@/lib/signals/landing-store";

export type LandingSource = Parameters<typeof landingStores>[0];
/** One store as a user would read it; fields left out (often `url`) are not checked. */
export type ExpectedStore = Partial<LandingStore> & { domain: string };
/**
 * `stores`: every store the ad leads to, in order (an empty list: none). `first`: only these fields of
 * the first store are checked, for groups about one part of the reading (trackers, product paths).
 */
export type LandingCase = { name: string; source: LandingSource } & ({ stores: ExpectedStore[] } | { first: Partial<LandingStore> });
export type LandingGroup = { name: string; cases: LandingCase[] };

type Row = [name: string, source: LandingSource, stores: ExpectedStore[]];
const group = (name: string, rows: Row[]): LandingGroup => ({
  name,
  cases: rows.map(([caseName, source, stores]) => ({ name: caseName, source, stores })),
});
/** Rows of [name, link URL, the first store's `field`]. */
const firstField = <F extends "url" | "productPath">(name: string, field: F, rows: [string, string, LandingStore[F]][]): LandingGroup => ({
  name,
  cases: rows.map(([caseName, url, value]) => ({ name: caseName, source: link(url), first: { [field]: value } })),
});

const link = (linkUrl: string): LandingSource => ({ linkUrl });
const caption = (...captions: string[]): LandingSource => ({ captions });
const body = (...bodies: string[]): LandingSource => ({ bodies });
/** One store as a user would read it; `url` is checked only where a case names it. */
const store = (domain: string, productPath: string | null = null, platform: LandingStore["platform"] = null, url?: string | null) => ({
  domain,
  productPath,
  platform,
  ...(url === undefined ? {} : { url }),
});
const nothing = (name: string, source: LandingSource): Row => [name, source, []];
const enc = encodeURIComponent;

const SHOP_URL = "https://www.tienda.com.co/products/faja-moldeadora?utm_source=facebook&utm_medium=paid&fbclid=IwAR3x";

export const LANDING_CASES: LandingGroup[] = [
  group("redirect wrappers", [
    [
      "l.facebook.com",
      link(`https://l.facebook.com/l.php?u=${enc(SHOP_URL)}&h=AT0abc`),
      [store("tienda.com.co", "/products/faja-moldeadora", "shopify", "https://www.tienda.com.co/products/faja-moldeadora")],
    ],
    [
      "lm.facebook.com",
      link(`https://lm.facebook.com/l.php?u=${enc("https://mitienda.com.mx/")}&h=AT1`),
      [store("mitienda.com.mx", null, null, "https://mitienda.com.mx/")],
    ],
    [
      "l.instagram.com",
      link(`https://l.instagram.com/?u=${enc("https://glowskin.co/products/serum-vitamina-c?igshid=MzRl")}&e=AT2`),
      [store("glowskin.co", "/products/serum-vitamina-c", "shopify", "https://glowskin.co/products/serum-vitamina-c")],
    ],
    ["www.facebook.com/l.php", link(`https://www.facebook.com/l.php?u=${enc("https://casaviva.cl/")}`), [store("casaviva.cl")]],
    [
      "m.facebook.com/flx/warn",
      link(`https://m.facebook.com/flx/warn/?u=${enc("https://relojes.pe/producto/reloj-x/")}`),
      [store("relojes.pe", "/producto/reloj-x", "woocommerce")],
    ],
    ["l.messenger.com", link(`https://l.messenger.com/l.php?u=${enc("https://tienda.com.ar/")}&h=x`), [store("tienda.com.ar")]],
    ["Google /url?q=", link(`https://www.google.com/url?q=${enc("https://tienda.pe/")}&sa=D&source=editors`), [store("tienda.pe")]],
    [
      "YouTube /redirect?q=",
      link(`https://www.youtube.com/redirect?event=video&q=${enc("https://gadgets.com.ec/")}`),
      [store("gadgets.com.ec")],
    ],
    ["WhatsApp's l.wl.co", link(`https://l.wl.co/l?u=${enc("https://modaexpress.com.co/")}`), [store("modaexpress.com.co")]],
    [
      "href.li (target after ?)",
      link("https://href.li/?https://bellezatotal.cl/productos/crema-antiedad"),
      [store("bellezatotal.cl", "/productos/crema-antiedad", "tiendanube")],
    ],
    [
      "nested twice (l.facebook.com around l.instagram.com)",
      link(
        `https://l.facebook.com/l.php?u=${enc(`https://l.instagram.com/?u=${enc("https://shop.x.myshopify.com/collections/all/products/gel?gclid=1")}`)}&h=AT`,
      ),
      [store("x.myshopify.com", "/products/gel", "shopify", "https://shop.x.myshopify.com/collections/all/products/gel")],
    ],
    [
      "the target encoded twice",
      link(`https://l.facebook.com/l.php?u=${enc(enc("https://doblecodigo.com/products/a"))}`),
      [store("doblecodigo.com", "/products/a", "shopify")],
    ],
    ["a wrapper around WhatsApp", link(`https://l.facebook.com/l.php?u=${enc("https://wa.me/573001234567?text=Hola")}`), []],
    ["a wrapper around a shortener", link(`https://l.facebook.com/l.php?u=${enc("https://bit.ly/3xYz")}`), []],
    ["a wrapper with no target", link("https://l.facebook.com/l.php?h=AT0abc"), []],
    ["four wrappers deep is given up", link(`https://href.li/?${"https://href.li/?".repeat(3)}https://deep.com/`), []],
    [
      "a store's own return URL is not a redirect",
      link(`https://tienda.com.uy/checkout?return_url=${enc("https://www.facebook.com/")}`),
      [store("tienda.com.uy", null, null, `https://tienda.com.uy/checkout?return_url=${enc("https://www.facebook.com/")}`)],
    ],
  ]),
  firstField("trackers", "url", [
    [
      "every utm_*",
      "https://tienda.com/products/x?utm_source=fb&utm_medium=cpc&utm_campaign=v&utm_content=a&utm_term=b&utm_id=1",
      "https://tienda.com/products/x",
    ],
    ["click ids", "https://tienda.com/?fbclid=IwAR&gclid=Cj0&ttclid=E.C&msclkid=9&gbraid=0&wbraid=1", "https://tienda.com/"],
    ["_ga, _gl, Mailchimp, igshid", "https://tienda.com/?_ga=2.1&_gl=1*x&mc_cid=a&mc_eid=b&igshid=c", "https://tienda.com/"],
    ["ref-style", "https://tienda.com/?ref=instagram&ref_src=twsrc", "https://tienda.com/"],
    [
      "keeps the rest in order, as written",
      "https://tienda.com/products/x?utm_source=fb&variant=123&fbclid=x&color=rojo%20claro",
      "https://tienda.com/products/x?variant=123&color=rojo%20claro",
    ],
    ["in upper case", "https://tienda.com/?UTM_SOURCE=FB&FBCLID=1&talla=M", "https://tienda.com/?talla=M"],
    [
      "Meta's URL parameters",
      "https://tienda.com/?campaign_id=120&adset_id=121&ad_id=122&placement=Facebook_Mobile_Feed",
      "https://tienda.com/",
    ],
    ["https, no credentials, no fragment", "http://user:pass@tienda.com/products/x#reviews", "https://tienda.com/products/x"],
  ]),
  group("hosts that are not the store", [
    nothing("bit.ly", link("https://bit.ly/3xYzAbc")),
    nothing("tinyurl", link("https://tinyurl.com/2p8abc")),
    nothing("cutt.ly", caption("cutt.ly/tienda")),
    nothing("t.co", body("mira https://t.co/AbC123")),
    nothing("goo.gl", link("https://goo.gl/abc")),
    nothing("rebrand.ly", link("https://rebrand.ly/oferta")),
    nothing("acortar.link", body("Compra aquí: acortar.link/XyZ12")),
    nothing("linktr.ee", caption("linktr.ee/tiendamoda")),
    nothing("beacons.ai", link("https://beacons.ai/tienda")),
    nothing("taplink", link("https://taplink.cc/tienda")),
    nothing("bio.link", body("Todo en bio.link/tienda")),
    nothing("lnk.bio", link("https://lnk.bio/tienda")),
    nothing("linkin.bio", link("https://linkin.bio/tienda")),
    nothing("wa.me", link("https://wa.me/573001234567")),
    nothing("api.whatsapp.com", link("https://api.whatsapp.com/send?phone=5215512345678&text=Hola")),
    nothing("chat.whatsapp.com", body("Únete: https://chat.whatsapp.com/KxYz")),
    nothing("wa.link", caption("wa.link/abc123")),
    nothing("m.me", link("https://m.me/tiendamoda")),
    nothing("a Facebook page", link("https://www.facebook.com/tiendamoda")),
    nothing("fb.me", caption("fb.me/tiendamoda")),
    nothing("an Instagram profile", link("https://www.instagram.com/tiendamoda/")),
    nothing("TikTok", link("https://www.tiktok.com/@tiendamoda")),
    nothing("Telegram", body("canal t.me/ofertas")),
    nothing("Mercado Libre Colombia", link("https://articulo.mercadolibre.com.co/MCO-123456789-faja-_JM")),
    nothing("Mercado Libre México", link("https://www.mercadolibre.com.mx/p/MLM123456")),
    nothing("Mercado Libre Chile", caption("MERCADOLIBRE.CL")),
    nothing("Mercado Livre", link("https://produto.mercadolivre.com.br/MLB-123-fone-_JM")),
    nothing("Amazon México", link("https://www.amazon.com.mx/dp/B0ABC?tag=x")),
    nothing("Amazon España", link("https://www.amazon.es/dp/B0ABC")),
    nothing("amzn.to", link("https://amzn.to/3abc")),
    nothing("AliExpress", link("https://es.aliexpress.com/item/1005001.html")),
    nothing("AliExpress click", link("https://s.click.aliexpress.com/e/_abc")),
    nothing("Temu", link("https://www.temu.com/co/faja.html")),
    nothing("Shein", link("https://us.shein.com/vestido-p-123.html")),
    nothing("Shopee", link("https://shopee.com.br/produto.123")),
    nothing("Falabella", link("https://www.falabella.com.co/falabella-co/product/123/x")),
    nothing("Linio", link("https://www.linio.com.pe/p/x")),
    nothing("Walmart", link("https://www.walmart.com.mx/ip/x/123")),
    nothing("eBay", link("https://www.ebay.com/itm/123")),
    nothing("Etsy", link("https://www.etsy.com/listing/123/x")),
    nothing("a Mercado Pago link", link("https://mpago.la/2abc")),
    nothing("Mercado Pago checkout", link("https://link.mercadopago.com.co/tienda")),
    nothing("an app store", link("https://apps.apple.com/co/app/x/id123")),
    nothing("Google Play", link("https://play.google.com/store/apps/details?id=x")),
    nothing("a hosted platform's own site", link("https://www.tiendanube.com/precios")),
    ["a look-alike of Mercado Libre is a store", caption("supermercadolibre.cl"), [store("supermercadolibre.cl")]],
    ["a look-alike of Amazon is a store", caption("amazonasnaturales.com.co"), [store("amazonasnaturales.com.co")]],
  ]),
  group("domains and hosted stores", [
    [".com.co", link("https://tienda.com.co/"), [store("tienda.com.co")]],
    [".com.mx", link("https://shop.tienda.com.mx/"), [store("tienda.com.mx")]],
    [".es", link("https://www.tienda.es/"), [store("tienda.es")]],
    [".com.ar", link("https://tienda.com.ar/"), [store("tienda.com.ar")]],
    [".cl", link("https://tienda.cl/"), [store("tienda.cl")]],
    [".com.pe", link("https://tienda.com.pe/"), [store("tienda.com.pe")]],
    [".com.br", link("https://www.loja.com.br/produtos/x/"), [store("loja.com.br", "/produtos/x", "tiendanube")]],
    [".co.cr", link("https://tienda.co.cr/"), [store("tienda.co.cr")]],
    [".com.ec", caption("tienda.com.ec"), [store("tienda.com.ec")]],
    ["myshopify.com", link("https://glow-co.myshopify.com/products/serum"), [store("glow-co.myshopify.com", "/products/serum", "shopify")]],
    [
      "mitiendanube.com",
      link("https://www.remeras.mitiendanube.com/productos/basica/"),
      [store("remeras.mitiendanube.com", "/productos/basica", "tiendanube")],
    ],
    [
      "nuvemshop.com.br",
      link("https://loja.nuvemshop.com.br/produtos/tenis/"),
      [store("loja.nuvemshop.com.br", "/produtos/tenis", "tiendanube")],
    ],
    ["mercadoshops.com.co", caption("fajas.mercadoshops.com.co"), [store("fajas.mercadoshops.com.co", null, "mercadoshops", null)]],
    [
      "a Mercado Shops item",
      link("https://fajas.mercadoshops.com.co/MCO-1234567890-faja-_JM"),
      [store("fajas.mercadoshops.com.co", "/mco-1234567890", "mercadoshops")],
    ],
    ["wixsite.com", link("https://ana.wixsite.com/tienda/product-page/bolso"), [store("ana.wixsite.com", "/product-page/bolso")]],
    ["company.site", link("https://store123.company.site/"), [store("store123.company.site")]],
    ["square.site", link("https://velas.square.site/"), [store("velas.square.site")]],
    ["jumpseller.com", link("https://deco.jumpseller.com/"), [store("deco.jumpseller.com")]],
    ["lojaintegrada.com.br", link("https://moda.lojaintegrada.com.br/"), [store("moda.lojaintegrada.com.br")]],
    ["myshopify.com alone is no store", link("https://myshopify.com/"), []],
  ]),
  group("captions and texts", [
    ["an upper-case caption", caption("MITIENDA.COM"), [store("mitienda.com", null, null, null)]],
    ["www. in upper case", caption("WWW.MITIENDA.COM.CO"), [store("mitienda.com.co", null, null, null)]],
    ["mixed case", caption("MiTienda.co"), [store("mitienda.co")]],
    ["m. prefix", link("https://m.tienda.com/"), [store("tienda.com")]],
    ["a caption that is not a domain", caption("Envío gratis a todo el país"), []],
    [
      "a caption with a path",
      caption("tienda.com/products/x"),
      [store("tienda.com", "/products/x", "shopify", "https://tienda.com/products/x")],
    ],
    ["after a sentence", body("Compra en tienda.com."), [store("tienda.com")]],
    ["in brackets", body("Visítanos (www.tienda.com)"), [store("tienda.com")]],
    ["before exclamations", body("¡Entra ya a tienda.com!!"), [store("tienda.com")]],
    ["in guillemets", body("«www.tienda.es»"), [store("tienda.es")]],
    ["after an emoji", body("👉https://tienda.com/products/x 🔥"), [store("tienda.com", "/products/x", "shopify")]],
    [
      "before a comma",
      body("Pide en tienda.com/products/x, te llega en 2 días"),
      [store("tienda.com", "/products/x", "shopify", "https://tienda.com/products/x")],
    ],
    ["in a markdown link", body("[aquí](https://tienda.cl/productos/x)"), [store("tienda.cl", "/productos/x", "tiendanube")]],
    ["before an ellipsis", body("tienda.com…"), [store("tienda.com")]],
    ["after a label", body("Web: https://tienda.com/?ref=fb."), [store("tienda.com", null, null, "https://tienda.com/")]],
    ["in a link title", { titles: ["Faja moldeadora | fajas.com.co"] }, [store("fajas.com.co")]],
    [
      "in a description",
      { descriptions: ["Más en https://fajas.com.co/products/faja"] },
      [store("fajas.com.co", "/products/faja", "shopify")],
    ],
    ["a run-on sentence", body("Pídelo hoy.Envío gratis"), []],
    ["prices and numbers", body("Antes $89.900, hoy 59.900. Peso 1.5kg, versión v2.0"), []],
    ["file names", body("Descarga el catálogo.pdf y mira la foto.jpg"), []],
    ["an Instagram handle", body("Síguenos @tienda.co"), []],
    ["an e-mail", body("Escríbenos a ventas@tienda.co"), []],
    ["a hashtag", body("#tienda.co"), []],
    ["code names", body("Hecho con Next.js y node.js"), []],
  ]),
  group("ports, IDN and what is not a public web address", [
    [
      "a port",
      caption("tienda.com:8080/products/x"),
      [store("tienda.com", "/products/x", "shopify", "https://tienda.com:8080/products/x")],
    ],
    [
      "the https port",
      link("https://tienda.com:443/products/x"),
      [store("tienda.com", "/products/x", "shopify", "https://tienda.com/products/x")],
    ],
    ["the http port", link("http://tienda.com:80/"), [store("tienda.com", null, null, "https://tienda.com/")]],
    ["IDN in Unicode", link("https://tiendaespaña.com/products/año"), [store("xn--tiendaespaa-beb.com", "/products/año", "shopify")]],
    ["IDN in upper case", caption("TIENDAESPAÑA.COM"), [store("xn--tiendaespaa-beb.com")]],
    ["IDN in punycode", link("https://www.xn--tiendaespaa-beb.com/"), [store("xn--tiendaespaa-beb.com")]],
    nothing("javascript:", link("javascript:alert(document.cookie)")),
    nothing("data:", caption("data:text/html,<script>alert(1)</script>")),
    nothing("ftp:", link("ftp://tienda.com/x")),
    nothing("mailto:", body("mailto:ventas@tienda.com")),
    nothing("an IPv4 address", link("http://192.168.1.10/products/x")),
    nothing("an IPv6 address", link("http://[::1]/")),
    nothing("a hex IP", link("http://0x7f.1/")),
    nothing("localhost", caption("localhost:3000")),
    nothing("a local name", link("https://tienda.local/")),
    nothing("a single label", link("http://intranet/")),
    nothing("an empty URL", link("https://")),
    nothing("not strings", { linkUrl: 42, captions: "tienda.com", bodies: [null, 5, { url: "tienda.com" }] }),
  ]),
  firstField("product paths", "productPath", [
    ["Shopify in a collection", "https://t.com/collections/fajas/products/faja-moldeadora", "/products/faja-moldeadora"],
    ["Shopify with a locale", "https://t.com/es/products/faja", "/products/faja"],
    ["upper case, trailing slash, query", "https://t.com/products/Faja-Moldeadora/?variant=1", "/products/faja-moldeadora"],
    ["percent-encoded", "https://t.com/products/pa%C3%B1al-ecol%C3%B3gico", "/products/pañal-ecológico"],
    ["WooCommerce (es)", "https://t.com/producto/crema-facial/", "/producto/crema-facial"],
    ["WooCommerce (en)", "https://t.com/product/crema-facial/", "/product/crema-facial"],
    ["VTEX", "https://t.com/zapatilla-runner-azul/p", "/zapatilla-runner-azul/p"],
    ["a home page", "https://t.com/", null],
    ["a collection", "https://t.com/collections/ofertas", null],
    ["a landing page", "https://t.com/pages/oferta-faja", null],
    ["a category", "https://t.com/product-category/fajas/", null],
    ["products without a slug", "https://t.com/products/", null],
  ]),
  group("order and duplicates", [
    [
      "reads the link, then captions, then texts, one store per domain keeping the product page",
      { bodies: ["También en otra.com.mx y en tienda.com/products/faja"], captions: ["TIENDA.COM"], linkUrl: "https://www.tienda.com/" },
      [store("tienda.com", "/products/faja", "shopify", "https://tienda.com/products/faja"), store("otra.com.mx")],
    ],
    [
      "counts www., m. and shop. hosts of one domain once",
      body("www.tienda.com m.tienda.com shop.tienda.com tienda.com"),
      [store("tienda.com")],
    ],
    [
      "keeps at most five stores, the first named",
      body("a1.com a2.com a3.com a4.com a5.com a6.com a7.com"),
      ["a1.com", "a2.com", "a3.com", "a4.com", "a5.com"].map((domain) => ({ domain })),
    ],
  ]),
];

/**
 * What is not a shop, so 'Solo tiendas' can leave it out (docs/product.md §4 E-commerce signals):
 * apps and games, the global marketplaces (Temu, Shein, AliExpress, Mercado Libre, Amazon, Shopee),
 * and political or issue ads (candidates, votes, petitions, government notices).
 */
import type { SignalText } from "./text";

export const NOT_SHOP_KINDS = ["app", "marketplace", "political"] as const;
export type NotShopKind = (typeof NOT_SHOP_KINDS)[number];

// ---- apps and games

const APP_STORE_URL =
  /\b(?:play\.google\.com\/store\/apps|apps\.apple\.com\/|itunes\.apple\.com\/|appgallery\.huawei\.com\/|[a-z0-9-]\.onelink\.me\/|app\.adjust\.com\/|[a-z0-9-]\.app\.link\/)/;
const APP_CTA_TYPES = new Set(["INSTALL_MOBILE_APP", "INSTALL_APP", "USE_APP", "USE_MOBILE_APP", "PLAY_GAME", "PLAY_GAME_ON_FACEBOOK"]);
const APP_WORDS =
  /\b(?:descarg[a-z]{0,6}|baix[ae]|bajal[ao]|instal[ae])\b[^.!?\n]{0,25}?\b(?:app|aplicacion|aplicativo|juego|jogo)\b|\b(?:disponible en|disponivel na|gratis en|gratis na|descargalo en)\s+(?:la |a )?(?:google play|play store|app store)\b|\b(?:juega|jugá|jogue|joga)\s+(?:gratis|ahora|ya|agora)\b/;

/**
 * An app or game ad sends people to a store: the link or the CTA says so. Only when the ad names no
 * destination (Meta's Graph API gives neither) do its words decide, since shops and marketplaces also
 * say "descarga nuestra app" while linking to their site.
 */
function isApp(t: SignalText): boolean {
  if (APP_CTA_TYPES.has(t.ctaType) || APP_STORE_URL.test(t.urls)) return true;
  return !t.hasDestination && APP_WORDS.test(t.text);
}

// ---- global marketplaces

const MARKETPLACE_NAMES = String.raw`(?:temu|shein|aliexpress|mercado ?libre|mercado ?livre|amazon|shopee)`;
/**
 * Mercado Libre lists on a domain per country: mercadolibre.com.mx/.com.ar/.com.co/.com.pe/.com.uy/
 * .com.ve/.com.ec (any .com.xx), mercadolibre.cl, mercadolibre.co.cr and mercadolivre.com.br, with
 * listings on articulo./produto. subdomains. Mercado Shops storefronts (mercadoshops.com.xx) are stores.
 */
const MERCADO_LIBRE_DOMAIN = String.raw`mercadoli[bv]re\.(?:com(?:\.[a-z]{2})?|cl|co\.cr)`;
const MARKETPLACE_URL = new RegExp(
  String.raw`(?:^|[^a-z0-9-])(?:[a-z0-9-]{1,30}\.)?(?:temu\.com|shein\.com|aliexpress\.(?:com|us)|${MERCADO_LIBRE_DOMAIN}|amazon\.(?:com|es|de|fr|it|co\.uk)|amzn\.to|shopee\.com)\b`,
);
const MARKETPLACE_PAGE = new RegExp(String.raw`\b${MARKETPLACE_NAMES}\b`);
/** "Cómpralo en Mercado Libre", "compre na nossa loja no Mercado Livre"; not "más barato que en Temu". */
const MARKETPLACE_WORDS = new RegExp(
  String.raw`\b(?:compr[a-z]{0,5}|encontr[a-z]{0,5}|encuentr[a-z]{0,5}|busc[a-z]{0,5}|procur[a-z]{0,5}|disponib[a-z]{0,5}|disponivel|tienda oficial|loja oficial|nuestra tienda|nossa loja)\b[^.!?\n]{0,20}?\b(?:en|no|na|de|por) ${MARKETPLACE_NAMES}\b`,
);

function isMarketplace(t: SignalText): boolean {
  return MARKETPLACE_URL.test(t.urls) || MARKETPLACE_PAGE.test(t.pageName) || MARKETPLACE_WORDS.test(t.text);
}

// ---- political and issue ads

const POLITICAL_CATEGORY =
  /(?:politic|candidat|partido|gobierno|governo|gubernamental|governamental|government|elected|legislat|ministerio|alcaldia|prefeitura)/;
/** Government sites: nl.gob.mx, igualdad.gob.es, gov.co, curitiba.pr.gov.br, gov.br. */
const GOVERNMENT_URL = /(?:^|[^a-z0-9-])(?:[a-z0-9-]{1,40}\.){0,3}go[bv]\.[a-z]{2}(?:[^a-z]|$)/;
const POLITICAL_WORDS =
  /\b(?:elecciones|eleicoes|eleicao|candidat[oa]s? (?:a|al|ao|presidencial)\b|diputad[oa]s?|deputad[oa]s?|senador[a]?|senado|concejo|concejal[a-z]{0,3}|vereador[a-z]{0,2}|alcalde|alcaldesa|prefeit[oa]|gobernador[a]?|governador[a]?|presidenta|presidente|presidencia|plebiscito|referend[a-z]{1,3}|consulta popular|(?:a las|as) urnas|firma (?:la|esta) peticion|assine a peticao|nueva constitucion|reforma (?:tributaria|pensional|laboral|a la salud|educativa|judicial))\b/;

/** "Vota por…", "vote 13", "votá a…"; but "vota por tu sabor favorito en los comentarios" is a contest. */
const VOTE = /\bvot(?:a|e|en|emos|em|ar|o por|ou)\b/g;
const CONTEST_AFTER = /^[^.!?\n]{0,40}?(?:comentario|favorit|preferid|el mejor|la mejor|o melhor|a melhor)/;

function callsToVote(text: string): boolean {
  let seen = 0;
  for (const m of text.matchAll(VOTE)) {
    if (++seen > 50) break;
    const end = (m.index ?? 0) + m[0].length;
    if (!CONTEST_AFTER.test(text.slice(end, end + 60))) return true;
  }
  return false;
}

function isPolitical(t: SignalText, adType: string | undefined): boolean {
  if (adType === "POLITICAL_AND_ISSUE_ADS") return true;
  return POLITICAL_CATEGORY.test(t.categories) || GOVERNMENT_URL.test(t.urls) || POLITICAL_WORDS.test(t.text) || callsToVote(t.text);
}

export function detectNotAShop(t: SignalText, context: { adType?: string } = {}): NotShopKind[] {
  const kinds: NotShopKind[] = [];
  if (isApp(t)) kinds.push("app");
  if (isMarketplace(t)) kinds.push("marketplace");
  if (isPolitical(t, context.adType)) kinds.push("political");
  return kinds;
}

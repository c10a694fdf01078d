/**
 * What is not a shop, so 'Solo tiendas' can leave it out (docs/product.md §4 E-commerce signals):
 * apps and games, the global marketplaces (Temu, Shein, AliExpress, Mercado Libre, Amazon, Shopee,
 * Flipkart, Lazada, Tokopedia, noon, Trendyol…), and political or issue ads (candidates, votes, ballots,
 * petitions, government notices).
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

const MARKETPLACE_NAMES = String.raw`(?:temu|shein|aliexpress|mercado ?libre|mercado ?livre|amazon|shopee|flipkart|lazada|tokopedia|trendyol|hepsiburada|allegro|etsy|ebay|jumia|coupang|rakuten|noon\.com)`;
/**
 * Mercado Libre lists on a domain per country: mercadolibre.com.mx/.com.ar/.com.co/.com.pe/.com.uy/
 * .com.ve/.com.ec (any .com.xx), mercadolibre.cl, mercadolibre.co.cr and mercadolivre.com.br, with
 * listings on articulo./produto. subdomains. Mercado Shops storefronts (mercadoshops.com.xx) are stores.
 * Amazon, Shopee, Lazada and eBay also sell under a domain per country (amazon.com.mx, shopee.ph,
 * lazada.co.id, ebay.co.uk).
 */
const MERCADO_LIBRE_DOMAIN = String.raw`mercadoli[bv]re\.(?:com(?:\.[a-z]{2})?|cl|co\.cr)`;
const PER_COUNTRY = String.raw`(?:com(?:\.[a-z]{2})?|co\.[a-z]{2}|[a-z]{2})`;
const MARKETPLACE_URL = new RegExp(
  String.raw`(?:^|[^a-z0-9-])(?:[a-z0-9-]{1,30}\.)?(?:temu\.com|shein\.com(?:\.[a-z]{2})?|aliexpress\.(?:com|us|ru)|${MERCADO_LIBRE_DOMAIN}|(?:amazon|shopee|lazada|ebay)\.${PER_COUNTRY}|amzn\.to|flipkart\.com|tokopedia\.com|noon\.com|trendyol\.com|hepsiburada\.com|allegro\.pl|etsy\.com|jumia\.[a-z]{2}|coupang\.com|rakuten\.co\.jp)\b`,
);
const MARKETPLACE_PAGE = new RegExp(String.raw`\b${MARKETPLACE_NAMES}\b`);
/**
 * "Cómpralo en Mercado Libre", "compre na nossa loja no Mercado Livre", "buy now on Flipkart", "beli di
 * Tokopedia"; not "más barato que en Temu".
 */
const MARKETPLACE_WORDS = new RegExp(
  String.raw`\b(?:compr[a-z]{0,5}|encontr[a-z]{0,5}|encuentr[a-z]{0,5}|busc[a-z]{0,5}|procur[a-z]{0,5}|disponib[a-z]{0,5}|disponivel|tienda oficial|loja oficial|nuestra tienda|nossa loja|buy|shop|order|available|find|beli|belanja)\b[^.!?\n]{0,20}?\b(?:en|no|na|de|por|on|at|in|di) ${MARKETPLACE_NAMES}\b`,
);

function isMarketplace(t: SignalText): boolean {
  return MARKETPLACE_URL.test(t.urls) || MARKETPLACE_PAGE.test(t.pageName) || MARKETPLACE_WORDS.test(t.text);
}

// ---- political and issue ads

const POLITICAL_CATEGORY =
  /(?:politic|candidat|partido|gobierno|governo|gubernamental|governamental|government|elected|legislat|ministerio|alcaldia|prefeitura)/;
/** Government sites: nl.gob.mx, igualdad.gob.es, gov.co, curitiba.pr.gov.br, gov.br. */
const GOVERNMENT_URL = /(?:^|[^a-z0-9-])(?:[a-z0-9-]{1,40}\.){0,3}go[bv]\.[a-z]{2}(?:[^a-z]|$)/;
/**
 * Offices, institutions and elections. The offices a watch, a chair or a wine is also named after
 * ("Reloj Presidente", "Gran Senador") count only as a race: see OFFICE_SOUGHT.
 */
const POLITICAL_WORDS =
  /\b(?:elecciones|eleicoes|eleicao|candidat[oa]s? (?:a|al|ao|presidencial)\b|diputad[oa]s?|deputad[oa]s?|senado|concejo|concejal[a-z]{0,3}|vereador[a-z]{0,2}|prefeit[oa]|presidencia|prefeitura|congresista|asambleista|(?:al|para el) congreso|camara (?:de representantes|de diputados|de senadores|municipal)|plebiscito|referend[a-z]{1,3}|consulta popular|(?:a las|as) urnas|jornada electoral|firma (?:la|esta) peticion|assine a peticao|nueva constitucion|reforma (?:tributaria|pensional|laboral|a la salud|educativa|judicial))\b/;
const OFFICE = String.raw`(?:senador[a]?|alcalde(?:sa)?|gobernador[a]?|governador[a]?|president[ae])`;
/** "Juan para alcalde", "candidata a gobernadora", "presidenta municipal", "presidente de la república". */
const OFFICE_SOUGHT = new RegExp(
  String.raw`\b(?:para|a|al|como|candidat[oa]s?(?: a| al)?|futur[oa]|proxim[oa]) (?:la |el )?${OFFICE}\b|\b${OFFICE} (?:municipal|de la republica|nacional|federal)\b`,
);
/**
 * Ballots: "marca el 105 en el tarjetón", "marca la X en el logo", "marca la K", "tacha el logo",
 * "marcá la foto", "elegí la boleta de la lista 503", "aperte 45 e confirma". "La marca número 1" and
 * "marca tus toallas" are not: the verb is not a noun after an article, and the ballot is its object.
 */
const BALLOT =
  /(?<!\b(?:la|una|tu|su|nuestra|de|esta|mi|sin|a|the) )\b(?:marca|marque|marcar|tacha|tache|tachar|elegi|elige|elija|raya|cruza) (?:la |el |una |un )?(?:x\b|\d{1,4}\b|[a-z]\b|numero \d|logo|foto|casilla|estrella|boleta|lista \d|tarjeton|papeleta)|\b(?:aperte|digite) \d{2,5} e confirm|\b(?:tarjeton|papeleta electoral|boleta (?:completa|electoral|unica)|en la boleta|\d boletas|cedula de votacion)\b/;

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
  return (
    POLITICAL_CATEGORY.test(t.categories) ||
    GOVERNMENT_URL.test(t.urls) ||
    POLITICAL_WORDS.test(t.text) ||
    OFFICE_SOUGHT.test(t.text) ||
    BALLOT.test(t.text) ||
    callsToVote(t.text)
  );
}

export function detectNotAShop(t: SignalText, context: { adType?: string } = {}): NotShopKind[] {
  const kinds: NotShopKind[] = [];
  if (isApp(t)) kinds.push("app");
  if (isMarketplace(t)) kinds.push("marketplace");
  if (isPolitical(t, context.adType)) kinds.push("political");
  return kinds;
}

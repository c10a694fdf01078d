/**
 * Free shipping in the words of each country (docs/product.md §4 E-commerce signals): "envío
 * gratis", "despacho sin costo" (Chile), "domicilio gratis" (Colombia), "delivery gratis" (Peru),
 * "envío bonificado" (Argentina), "sin gastos de envío" / "portes gratis" (Spain), "frete grátis"
 * (Brazil), "te regalamos el envío", and in the other languages the search offers ("free delivery",
 * "livraison offerte", "kostenloser Versand", "spedizione gratuita", "gratis verzending", "fri frakt",
 * "darmowa dostawa", "ücretsiz kargo", "gratis ongkir", 送料無料, 무료배송, משלוח חינם). A threshold
 * ("envío $9.900 o gratis desde $150.000", "gratis por encima de $3.000") still counts; "envío incluido"
 * (in the price) does not, nor a negated clause.
 */
import { someNotNegated, type SignalText } from "./text";

/** Up to `n` characters of one clause; a "." or "," between digits ("$9.900") does not end it. */
const clause = (n: number) => String.raw`(?:[^.!?\n,]|(?<=\d)[.,](?=\d)){0,${n}}?`;
const FREE = String.raw`(?:\bgratis\b|\bgratuit[oa]s?\b|\bfree\b|\bsin (?:costo|cargo|coste)\b|\bbonificad[oa]s?\b|\$ ?0\b|\bfrete 0\b)`;
const NOUN = String.raw`\b(?:envios?|despachos?|domicilios?|entregas?|delivery|fretes?|shipping|portes)\b`;

const NOUN_THEN_FREE = new RegExp(String.raw`${NOUN}${clause(25)}${FREE}`, "g");
const FREE_THEN_NOUN = /\b(?:gratis|free|sin costo|sin cargo)\s+(?:el |en el |tu |su |de )?(?:envio|despacho|domicilio|shipping|frete)\b/g;
const SPAIN = /\b(?:sin gastos de envio|portes (?:gratis|gratuitos|pagados))\b/g;
const WE_DELIVER_FREE =
  /\b(?:enviamos|llevamos|entregamos|mandamos|despachamos|levamos)\b[^.!?\n,]{0,20}?\b(?:gratis|sin costo|sin cargo)\b/g;
const FRETE_ZERO = /\bfrete (?:zero|0)\b/g;
/** "Te regalamos el envío", "el envío va de regalo", "frete por nossa conta". */
const GIFTED =
  /\b(?:regalamos|bonificamos|obsequiamos|pagamos) (?:el |tu |su |los )?(?:envio|despacho|domicilio|delivery|frete)s?\b|\b(?:envio|despacho|domicilio|frete)s? (?:va )?de (?:regalo|presente)\b/g;
/** "El domicilio va por nuestra cuenta", "no cobramos el envío", "não cobramos frete". */
const ON_US =
  /\b(?:envio|despacho|domicilio|delivery|frete|entrega)s? (?:va |corre |es |fica )?(?:por|por la|de) (?:nuestra cuenta|cuenta nuestra|conta nossa|nossa conta)\b|\b(?:no|nao) cobramos (?:el |o |los |os )?(?:envio|despacho|domicilio|delivery|frete|entrega)s?\b/;

/** The other languages the search offers. */
const ELSEWHERE = new RegExp(
  [
    String.raw`\bfree (?:[a-z]{2,12} )?(?:shipping|delivery)\b|\bships? free\b|\bshipping is free\b`,
    String.raw`\blivraison (?:gratuite|offerte|gratuit)\b|\bfrais de (?:port|livraison) (?:offerts|gratuits)\b|\bport offert\b`,
    String.raw`\bkostenlose[rn]? (?:versand|lieferung)\b|\bversandkostenfrei\b|\bgratis ?versand\b|\bversand (?:kostenlos|gratis)\b`,
    String.raw`\bspedizion[ei] (?:gratuit[ae]|gratis)\b|\bconsegna (?:gratuita|gratis)\b`,
    String.raw`\bgratis (?:verzending|bezorging|verzonden)\b|\bverzending gratis\b`,
    String.raw`\b(?:fri|gratis) frakt\b`,
    String.raw`\bdarmowa (?:dostawa|wysy[lł]ka)\b`,
    String.raw`\bucretsiz kargo\b|\bkargo bedava\b`,
    String.raw`\b(?:gratis|free) ongkir\b`,
    String.raw`送料無料|무료 ?배송|משלוח חינם|توصيل مجاني|شحن مجاني`,
  ].join("|"),
  "g",
);

export function detectFreeShipping(t: SignalText): boolean {
  return (
    ON_US.test(t.text) ||
    [NOUN_THEN_FREE, FREE_THEN_NOUN, SPAIN, WE_DELIVER_FREE, FRETE_ZERO, GIFTED, ELSEWHERE].some((p) => someNotNegated(p, t.text))
  );
}

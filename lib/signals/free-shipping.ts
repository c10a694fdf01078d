/**
 * Free shipping in the words of each country (docs/product.md §4 E-commerce signals): "envío
 * gratis", "despacho sin costo" (Chile), "domicilio gratis" (Colombia), "delivery gratis" (Peru),
 * "envío bonificado" (Argentina), "sin gastos de envío" / "portes gratis" (Spain), "frete grátis"
 * (Brazil). A threshold ("envío gratis desde $150.000") still counts; "envío incluido" (in the price)
 * does not, nor a negated clause.
 */
import { someNotNegated, type SignalText } from "./text";

const NOUN_THEN_FREE =
  /\b(?:envios?|despachos?|domicilios?|entregas?|delivery|fretes?|shipping|portes)\b[^.!?\n,]{0,25}?(?:\bgratis\b|\bgratuit[oa]s?\b|\bfree\b|\bsin (?:costo|cargo|coste)\b|\bbonificad[oa]s?\b|\$ ?0\b|\bfrete 0\b)/g;
const FREE_THEN_NOUN = /\b(?:gratis|free|sin costo|sin cargo)\s+(?:el |en el |tu |su |de )?(?:envio|despacho|domicilio|shipping|frete)\b/g;
const SPAIN = /\b(?:sin gastos de envio|portes (?:gratis|gratuitos|pagados))\b/g;
const WE_DELIVER_FREE =
  /\b(?:enviamos|llevamos|entregamos|mandamos|despachamos|levamos|enviamos)\b[^.!?\n,]{0,20}?\b(?:gratis|sin costo|sin cargo)\b/g;
const FRETE_ZERO = /\bfrete (?:zero|0)\b/g;
/** "El domicilio va por nuestra cuenta", "no cobramos el envío", "não cobramos frete". */
const ON_US =
  /\b(?:envio|despacho|domicilio|delivery|frete|entrega)s? (?:va |corre |es |fica )?(?:por|por la|de) (?:nuestra cuenta|cuenta nuestra|conta nossa|nossa conta)\b|\b(?:no|nao) cobramos (?:el |o |los |os )?(?:envio|despacho|domicilio|delivery|frete|entrega)s?\b/;

export function detectFreeShipping(t: SignalText): boolean {
  return ON_US.test(t.text) || [NOUN_THEN_FREE, FREE_THEN_NOUN, SPAIN, WE_DELIVER_FREE, FRETE_ZERO].some((p) => someNotNegated(p, t.text));
}

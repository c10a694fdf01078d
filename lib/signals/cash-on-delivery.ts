/**
 * Cash on delivery, the way most Latin American dropshipping stores sell (docs/product.md §4
 * E-commerce signals). Read from the verbs rather than from listed phrases: a pay verb in any person
 * (paga, pagas, pagás, pague, pagamos, abonás, cancelas, cobramos) followed in its clause by when (on
 * receipt, when it arrives, at the door, to the courier); or a receive/arrive verb followed by a pay
 * verb ("lo recibes y lo pagas", "recibí y pagá", "te llega y pagas en efectivo"); and the names of the
 * method in each language the search offers ("contra entrega", "contra reembolso", "pagamento na
 * entrega", "COD", "paiement à la livraison", "kapıda ödeme"…). A negated clause ("No manejamos contra
 * entrega") does not count, nor an ad that teaches selling that way ("aprende a vender contraentrega").
 */
import { negatedBefore, type SignalText } from "./text";

const NAMED =
  /\b(?:contra[ -]?entregas?|contra[ -]?reembolsos?|contrarreembolso|cash on delivery|pay(?:ment)? on delivery|cod(?![.:]? ?\d)(?!\.)|(?:pagamento|envio) (?:a|na) cobranca|paiement (?:a|en) la (?:livraison|reception)|payer a la livraison|contre remboursement|pagamento (?:alla|in) consegna|contrassegno|per nachnahme|bei lieferung (?:bezahlen|zahlen)|betalen bij (?:levering|bezorging|aflevering)|onder rembours|przy odbiorze|kap[iı]da odeme|bayar di tempat)\b|代金引換|代引き|الدفع عند الاستلام/g;

/** A pay verb in any person and mood, or "pago"/"pagamento". "Cancelar" is paying in Colombia and Peru. */
const PAY = String.raw`\b(?:pag|abon|cancel|cobr)[a-z]{0,8}`;
/** Receiving or the parcel arriving, with a pronoun or a courier between: "te llega", "el motorizado le entrega". */
const ON_RECEIPT = String.raw`(?:al recibir[a-z]{0,3}|ao receber|al entregar|en la puerta|na porta|en (?:tu |su )?(?:casa|domicilio)|en la entrega|a la entrega|na entrega|al momento (?:de|que|en que) (?:la entrega|recib[a-z]{0,6}|te llegue|llegue)|al (?:repartidor|mensajero|motorizado|domiciliario|courier|cartero|delivery|transportador|motoboy|entregador)|(?:cuando|quando) (?:[a-z]{1,12} ){0,3}(?:recib[a-z]{0,6}|receb[a-z]{0,5}|lleg[a-z]{1,4}|cheg[a-z]{1,4}|entreg[a-z]{1,6}|teng[a-z]{0,3}|tiene[a-z]?))\b`;
const PAY_ON_RECEIPT = new RegExp(String.raw`${PAY}[^.!?\n]{0,30}?${ON_RECEIPT}`, "g");

/** Receive, then pay, in one sentence: "recibe primero y luego pagas", "lo recibís, lo revisás y recién ahí pagás". */
const RECEIVE_THEN_PAY = new RegExp(
  String.raw`\b(?:recib|receb|lleg|cheg)[a-z]{0,6}\b[^.!?\n]{0,40}?\b(?:y|e)\b[^.!?\n]{0,24}?${PAY}`,
  "g",
);
/** "…y pagas con tarjeta", "…e paga em 12x no cartão": paying online after the parcel is sent is not on delivery. */
const PAID_ONLINE =
  /^[^.!?\n]{0,12}?\b(?:con|com|por|via|en \d{1,2}|em \d{1,2}) ?(?:tarjeta|cartao|pse|nequi|daviplata|yape|plin|pix|paypal|mercado pago|transferencia|webpay|cuotas|parcelas|x)\b/;

/** "No pagas nada hasta recibir" is cash on delivery however negated it reads. */
const PAY_NOTHING_UNTIL = /\b(?:pag|abon)[a-z]{0,7} (?:nada )?(?:hasta (?:recibir|que (?:te |lo |la )?llegue)|antes de receber)/;

/**
 * Teaching or pitching the method to sellers: "aprende a vender contraentrega", "¿quieres vender con pago
 * contra entrega?", "monta tu tienda contraentrega". A course whose own material is paid on delivery
 * ("curso de costura, pago contra entrega del material") still takes cash on delivery.
 */
const ABOUT_THE_METHOD = /\b(?:vender|montar|monta tu|escalar|escala tu|crea tu|crear|emprend[a-z]{0,4}|dropshipping|negocio)\b/;

/** Whether a match at `index` is said of this store: not negated, not about the method. */
function saidOfTheStore(text: string, index: number): boolean {
  if (negatedBefore(text, index)) return false;
  const sentence = text.slice(Math.max(0, index - 60), index);
  const start = Math.max(sentence.lastIndexOf("\n"), sentence.lastIndexOf(". "), sentence.lastIndexOf("!"), sentence.lastIndexOf("?"));
  return !ABOUT_THE_METHOD.test(sentence.slice(start + 1));
}

const MAX_MATCHES = 50;

function anySaid(pattern: RegExp, text: string, accept: (m: RegExpExecArray) => boolean = () => true): boolean {
  let seen = 0;
  for (const m of text.matchAll(pattern)) {
    if (++seen > MAX_MATCHES) break;
    if (accept(m) && saidOfTheStore(text, m.index ?? 0)) return true;
  }
  return false;
}

export function detectCashOnDelivery(t: SignalText): boolean {
  return (
    PAY_NOTHING_UNTIL.test(t.text) ||
    anySaid(NAMED, t.text) ||
    anySaid(PAY_ON_RECEIPT, t.text) ||
    anySaid(
      RECEIVE_THEN_PAY,
      t.text,
      (m) => !PAID_ONLINE.test(t.text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40)),
    )
  );
}

/**
 * Cash on delivery, the way most Latin American dropshipping stores sell (docs/product.md §4
 * E-commerce signals): "pago contra entrega", "contraentrega", "paga al recibir", Spain's
 * "contra reembolso", Brazil's "pagamento na entrega" and "pague quando receber". A negated
 * clause ("No manejamos contra entrega") does not count.
 */
import { someNotNegated, type SignalText } from "./text";

const NAMED = /\b(?:contra[ -]?entregas?|contra[ -]?reembolsos?|contrarreembolso|cash on delivery)\b/g;

/** A pay verb ("cancelar" is paying in Colombia and Peru) followed, within the clause, by when: on receipt, at the door, on delivery. */
const PAY_ON_RECEIPT =
  /\b(?:pag|abon|cancel)[a-z]{0,7} [^.!?\n]{0,30}?\b(?:al recibir[a-z]{0,3}|en la puerta|cuando (?:te |lo |la |los |las |el pedido |el producto |o produto )?(?:llegue|lleguen|recib[a-z]{0,4}|teng[a-z]{0,3}|receber|chegar)|en (?:tu |su )?(?:casa|domicilio)|en la entrega|a la entrega|al momento de (?:recibir|la entrega)|na entrega|ao receber|quando (?:o produto )?(?:receber|chegar))\b/g;

/** "Recibe primero y luego pagas", "receba e pague". */
const RECEIVE_THEN_PAY = /\b(?:recib|receb)[a-z]{0,4} (?:primero |em casa |en casa )?(?:y|e) (?:luego |despues |depois |so )?(?:pag|abon)/g;

/** "No pagas nada hasta recibir" is cash on delivery however negated it reads. */
const PAY_NOTHING_UNTIL = /\b(?:pag|abon)[a-z]{0,7} (?:nada )?(?:hasta (?:recibir|que (?:te |lo |la )?llegue)|antes de receber)/;

export function detectCashOnDelivery(t: SignalText): boolean {
  return (
    PAY_NOTHING_UNTIL.test(t.text) ||
    someNotNegated(NAMED, t.text) ||
    someNotNegated(PAY_ON_RECEIPT, t.text) ||
    someNotNegated(RECEIVE_THEN_PAY, t.text)
  );
}

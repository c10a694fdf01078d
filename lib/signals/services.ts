/**
 * Businesses that sell a service, not products (docs/signals.md, `is_shop`). Two strengths:
 *
 * - A business named by its kind (a page category such as 'Restaurante' or 'Inmobiliaria'; a booking
 *   CTA; a restaurant ordered through a delivery app; a trip; a dwelling for sale or rent) is a service
 *   whatever else it says: a restaurant's "domicilio gratis" or a flat's price make neither a store.
 * - A service's category or words (a course, an appointment, a session, a ticket) leave it out unless
 *   it ships (cash on delivery, free shipping, a storefront): a store may also say "agenda tu asesoría".
 */
import type { SignalText } from "./text";

/** Page categories that name a service business outright. */
const SERVICE_KIND_CATEGORY =
  /(?:restaurante|inmobiliari|imobiliari|agencia de viajes|turismo|hotel|hostal|dentist|odontolog|clinica|hospital|gimnasio|universidad|escuela|escola|autoescuela|seguros|banco)/;
/** Page categories of services in general ("Producto/servicio" is Meta's category of any seller). */
const SERVICE_CATEGORY =
  /(?:dentist|odontolog|educaci|educacao|escuela|escola|universidad|seguro|banco|financ|restaurante|gimnasio|academia|inmobiliari|imobiliari|agencia de viajes|abogad|advogad|psicolog|clinica|nutricion|fisioterap|kinesiolog|barberia|veterinari|autoescuela|profesor|entrenador|(?<!producto\/)servicio|servico|empresa de seguridad|empresa de reformas|cooperativa|software|club|organizacion|organizacao|sin animo de lucro|sin fines de lucro|hotel|hostal|turismo|viajes|alquiler)/;

/** Meta's CTA types of a booking. */
const SERVICE_CTA_TYPES = new Set(["BOOK_TRAVEL", "BOOK_NOW"]);

/** Delivery apps: a restaurant's menu, not a store (Rappi's own app ads are apps, see not-a-shop.ts). */
const FOOD_APPS = String.raw`(?:rappi|pedidos ?ya|uber ?eats|didi ?food|ifood|glovo|just ?eat|deliveroo|doordash|grubhub|talabat|swiggy|zomato|foodpanda)`;
const FOOD_APP_URL =
  /(?:^|[^a-z0-9-])(?:[a-z0-9-]{1,30}\.)?(?:rappi|pedidosya|ubereats|didi-food|ifood|glovoapp|just-eat|deliveroo|doordash|grubhub|talabat|swiggy|zomato|foodpanda)\.[a-z]{2,3}\b/;
const ON_A_FOOD_APP = new RegExp(String.raw`\b(?:en|por|no|pelo|via|on) ${FOOD_APPS}\b`);

/** A trip: nights, days and nights, all inclusive, flight and hotel, per person, a tour. */
const TRAVEL =
  /\b(?:\d{1,2} ?(?:dias|d) ?(?:\/|y) ?\d{1,2} ?(?:noches|n)\b|\d{1,2} noches|todo incluido|all inclusive|(?:vuelo|aereo|aereos) (?:\+|y) hotel|con aereo|paquetes? turistic[oa]s?|tours? (?:a|al|por|de)|excursion(?:es)? (?:a|al|por)|escapada a|desayuno incluido|check-?(?:in|out)|hospedaje|alojamiento|por persona|salidas diarias)\b/;

/** Homes and land for sale or rent: "apartamentos en venta", "se arrienda departamento", "appartement à vendre". */
const DWELLING = String.raw`(?:apartamentos?|apartaestudios?|departamentos?|casas?|terrenos?|fincas?|chalets?|duplex|penthouses?|inmuebles?|propiedades|appartements?|maisons?|imoveis|imovel|sobrados?|townhouses?|condominios?|(?:lotes?|pisos?|locales?|oficinas?|bodegas?)(?= (?:en |a la |campestres?|residencial(?:es)?|comercial(?:es)?|urbanos?)))`;
const FOR_SALE_OR_RENT = String.raw`(?:en venta|en preventa|en arriendo|en alquiler|en renta|a la venta|a vendre|a venda|a louer|para alugar|for sale|for rent)`;
const REAL_ESTATE = new RegExp(
  String.raw`\b${DWELLING}\b(?: [a-z0-9]{1,15})? ${FOR_SALE_OR_RENT}\b|\b(?:se (?:vende|arrienda|alquila|renta|aluga)|venta de|arriendo de|alquiler de|preventa de|aluguel de) (?:un |una |o |a )?${DWELLING}\b`,
);

/** A service's words: courses, appointments, sessions, tickets, insurance, credit, works at home. */
const SERVICE_WORDS =
  /\b(?:curso|cursos|clase gratuita|clases (?:en vivo|en linea|online|de)|aula (?:gratuita|gratis|ao vivo|experimental)|taller (?:en linea|online|virtual|presencial)|webinar|masterclass|mentoria|diplomado|maestria|oposiciones|inscri[a-z]{0,6}|matricula|agenda (?:tu|su|sua|por)|agende|reserva (?:tu|con|directa)|tu cita|valoracion (?:gratis|gratuita)|cotiza (?:en linea|con un)|seguro de|apartamentos|casas de|prestamos?|credito|cuenta de ahorros|consulta (?:gratis|de)|sesion|tour|alquil[a-z]{1,4}|aluguel|reserva online|gana hasta|ganhe ate|renda extra|ingresos extra|concierto|boletos|entradas para|presupuesto sin compromiso|llave en mano|mudanzas?)\b/;

/** A business its category, its booking CTA or its words name as a service, whatever it also says. */
export function namedService(t: SignalText): boolean {
  return (
    SERVICE_KIND_CATEGORY.test(t.categories) ||
    SERVICE_CTA_TYPES.has(t.ctaType) ||
    FOOD_APP_URL.test(t.urls) ||
    ON_A_FOOD_APP.test(t.text) ||
    TRAVEL.test(t.text) ||
    REAL_ESTATE.test(t.text)
  );
}

/** A service's category or words; a store that ships may have them too. */
export function serviceWords(t: SignalText): boolean {
  return SERVICE_CATEGORY.test(t.categories) || SERVICE_WORDS.test(t.text);
}

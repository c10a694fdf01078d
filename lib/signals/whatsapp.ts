/**
 * WhatsApp as the way to buy or ask (docs/product.md §4 E-commerce signals): wa.me and
 * api.whatsapp.com links, Meta's WhatsApp CTA, and texts that send people there ("escríbenos al
 * WhatsApp", "pedidos al wsp", "chama no zap", a number after the word), and a mobile number
 * announced with a verb of writing or ordering or a messaging emoji, without the word ("Escríbenos 📲
 * 809-555-0142", "Pedidos al 📲 8888-1234"): in these markets writing to a number is WhatsApp; calling
 * it ("Llámanos ☎️ 601 745 0000") is not. Ads *about* WhatsApp (sales courses, chatbots, "compártelo por
 * WhatsApp") are not calls to action.
 */
import type { SignalText } from "./text";

const LINK =
  /(?:\bwa\.me\/|\bwa\.link\/|\bapi\.whatsapp\.com\/|\bweb\.whatsapp\.com\/send|\bchat\.whatsapp\.com\/|\bwhatsapp\.com\/send|\bwhatsapp:\/\/)/;
const CTA_TYPES = new Set(["WHATSAPP_MESSAGE", "WHATSAPP"]);

/** The word and its spellings; "zap" is Brazilian and needs a stronger context (see below). */
const WORD = /\b(?:whats ?app|whatsap|whats|wsp|wpp|wasap|guasap|zap ?zap|zap)\b/g;

/** Said just before the word: "por", "al", "pelo", "no" (Portuguese "on the")... */
const PREPOSITION_BEFORE =
  /(?:^|[^a-z])(?:por|al|a|via|pelo|pela|no|nuestro|nuestra|nosso|nossa|mi|tu|su|del|de la|linea de|numero de)\s*(?:📲|👉|📱)?\s*$/;
/** A verb of contact somewhere in the clause before. */
const CONTACT_VERB =
  /(?:escrib|contact|pedid|pide|pedi|pidel|haz tu pedido|hace tu pedido|consult|chate|habl|mand|envi(?:a|e)|agend|reserv|cotiz|encarg|chama|chame|fale|fala|mande|peca|pedir|solicit|informes|info|orcamento|pregunt|llam|comunic|respond|escreva|atendimento)/;
/** Ads about WhatsApp rather than through it. */
const ABOUT_WHATSAPP =
  /(?:vender|vende |automati|chatbot|bot |integra|api |marketing|estrategia|curso|aprend|status|estados|compart|comparte|disparo|clonar|espiar)/;
/**
 * "Aumenta tus ventas en WhatsApp": someone's sales as the topic. "Línea de ventas por WhatsApp" or
 * "WhatsApp de ventas" is the store's own sales line.
 */
const SALES_ON_WHATSAPP = /\b(?:tus|sus|mas|las|suas|nossas|as) (?:ventas|vendas)[^0-9]{0,25}$/;
/** A number or a pointer right after the word: "WhatsApp 300 456 7890", "whatsapp: +57...". */
const NUMBER_AFTER = /^\s*(?:[:\-–]|al|ao|y|o)?\s*(?:📲|👉|📱)?\s*\+?\(?\d/;

const MAX_MENTIONS = 50;

/**
 * Writing or ordering, then a number: "escríbenos", "escribinos", "contáctanos", "mándanos un mensaje",
 * "envíanos un mensaje", "pedidos", "haz tu pedido", "pide el tuyo", "chama no", "cotiza"; or 📲 / 💬.
 */
const WRITE_TO =
  /(?:\b(?:escrib[a-z]{0,6}|escreva|contact[a-z]{0,6}|mensaje[a-z]{0,2}|mensagem|pedidos?|encomendas?|haz tu pedido|hace tu pedido|pide (?:el|la|los|las) tuy[oa]s?|pidel[oa]s?|chama(?: no)?|chame|cotiza[a-z]{0,4}|informes)\b|📲|💬)/g;
/** Between the verb and the number: a few words, an emoji, a colon; no money sign and no call. */
const GAP = /^[^\d$€\n.!?☎📞]{0,24}$/u;
/** A phone number: 7 to 15 digits in groups, with an optional + and parentheses. */
const PHONE = /^\+?\(?\d[\d\s().-]{5,19}/;

function writesToANumber(text: string): boolean {
  let seen = 0;
  for (const m of text.matchAll(WRITE_TO)) {
    if (++seen > MAX_MENTIONS) break;
    const from = (m.index ?? 0) + m[0].length;
    const after = text.slice(from, from + 48);
    const digit = after.search(/[+(]?\d/);
    if (digit < 0 || !GAP.test(after.slice(0, digit)) || /llam|call|telefono|fijo/.test(after.slice(0, digit))) continue;
    const phone = PHONE.exec(after.slice(digit))?.[0] ?? "";
    const digits = phone.replace(/\D/g, "").length;
    if (digits >= 7 && digits <= 15) return true;
  }
  return false;
}

export function detectWhatsApp(t: SignalText): boolean {
  if (CTA_TYPES.has(t.ctaType) || t.ctaText.includes("whatsapp")) return true;
  if (LINK.test(t.urls)) return true;
  if (writesToANumber(t.text)) return true;
  let seen = 0;
  for (const m of t.text.matchAll(WORD)) {
    // A bounded look at each mention keeps hostile texts made of the word linear.
    if (++seen > MAX_MENTIONS) break;
    const index = m.index ?? 0;
    const window = t.text.slice(Math.max(0, index - 60), index);
    const cut = Math.max(window.lastIndexOf("\n"), window.lastIndexOf(". "), window.lastIndexOf("!"), window.lastIndexOf("?"));
    const before = window.slice(cut + 1);
    const after = t.text.slice(index + m[0].length, index + m[0].length + 20);
    const zap = m[0].startsWith("zap");
    // A number right after the word is a contact, whatever the sentence is about.
    if (NUMBER_AFTER.test(after)) return true;
    if (ABOUT_WHATSAPP.test(before) || SALES_ON_WHATSAPP.test(before)) continue;
    if (zap) {
      // "chama no zap", "pelo zap", "encomendas pelo zap": the Brazilian nickname needs its preposition.
      if (/(?:^|[^a-z])(?:no|pelo|via)\s*$/.test(before)) return true;
      continue;
    }
    if (PREPOSITION_BEFORE.test(before) || CONTACT_VERB.test(before)) return true;
  }
  return false;
}

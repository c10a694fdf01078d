/**
 * WhatsApp as the way to buy or ask (docs/product.md §4 E-commerce signals): wa.me and
 * api.whatsapp.com links, Meta's WhatsApp CTA, and texts that send people there ("escríbenos al
 * WhatsApp", "pedidos al wsp", "chama no zap", a number after the word). Ads *about* WhatsApp (sales
 * courses, chatbots, "compártelo por WhatsApp") are not calls to action.
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
  /(?:vender|vende |vendas|ventas|automati|chatbot|bot |integra|api |marketing|estrategia|curso|aprend|status|estados|compart|comparte|disparo|clonar|espiar)/;
/** A number or a pointer right after the word: "WhatsApp 300 456 7890", "whatsapp: +57...". */
const NUMBER_AFTER = /^\s*(?:[:\-–]|al|ao|y|o)?\s*(?:📲|👉|📱)?\s*\+?\(?\d/;

const MAX_MENTIONS = 50;

export function detectWhatsApp(t: SignalText): boolean {
  if (CTA_TYPES.has(t.ctaType) || t.ctaText.includes("whatsapp")) return true;
  if (LINK.test(t.urls)) return true;
  let seen = 0;
  for (const m of t.text.matchAll(WORD)) {
    // A bounded look at each mention keeps hostile texts made of the word linear.
    if (++seen > MAX_MENTIONS) break;
    const index = m.index ?? 0;
    const window = t.text.slice(Math.max(0, index - 60), index);
    const cut = Math.max(window.lastIndexOf("\n"), window.lastIndexOf(". "), window.lastIndexOf("!"), window.lastIndexOf("?"));
    const before = window.slice(cut + 1);
    const after = t.text.slice(index + m[0].length, index + m[0].length + 20);
    if (ABOUT_WHATSAPP.test(before)) continue;
    const zap = m[0].startsWith("zap");
    if (NUMBER_AFTER.test(after)) return true;
    if (zap) {
      // "chama no zap", "pelo zap", "encomendas pelo zap": the Brazilian nickname needs its preposition.
      if (/(?:^|[^a-z])(?:no|pelo|via)\s*$/.test(before)) return true;
      continue;
    }
    if (PREPOSITION_BEFORE.test(before) || CONTACT_VERB.test(before)) return true;
  }
  return false;
}

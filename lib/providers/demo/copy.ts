/**
 * The demo's ad copy templates. Every template names the ad's product ({producto}, {nombre} or, in
 * other languages, {produto}), so text, headline and picture agree; the products are in catalogue.ts.
 */
import type { Niche, Product } from "./catalogue";
import { hash32 } from "./prng";

export const CTAS = {
  SHOP_NOW: "Comprar ahora",
  LEARN_MORE: "Más información",
  MESSAGE_PAGE: "Enviar mensaje",
  WHATSAPP_MESSAGE: "Enviar mensaje de WhatsApp",
  ORDER_NOW: "Pedir ahora",
  SIGN_UP: "Registrarte",
  APPLY_NOW: "Solicitar ahora",
  GET_OFFER: "Obtener oferta",
  GET_QUOTE: "Solicitar cotización",
  DONATE_NOW: "Donar ahora",
  SUBSCRIBE: "Suscribirte",
  DOWNLOAD: "Descargar",
} as const;
export type CtaType = keyof typeof CTAS;

/** Templates for the shop niches. */
export const SHOP_BODIES = [
  "✨ {Producto} de {marca}: {beneficio}. {Oferta}. Enviamos a todo {pais}. {urgencia}",
  "¿{Dolor}? Prueba {producto} de {marca}. {Beneficio}. {prueba}. {Oferta} 👉 haz tu pedido hoy.",
  "{prueba}. Descubre por qué todos hablan de {producto} de {marca}: {beneficio}. {urgencia}",
  "🔥 {urgencia} {Oferta} en {producto}. {Beneficio}. Pago contra entrega en {pais}.",
  "Probamos {producto} durante 30 días. Resultado: {beneficio}. {Oferta}. Compra segura en {marca}.",
  "NUEVO en {marca} 🎉 {Producto}. {Beneficio}. {Oferta}. Unidades limitadas.",
] as const;

export const TITLES = ["{Nombre} {marca}", "{Nombre}: {oferta}", "{Nombre} | Tienda oficial {marca}", "{Nombre} – {oferta}"] as const;
export const DESCRIPTIONS = [
  "Envío gratis a todo {pais}",
  "Paga al recibir tu pedido",
  "Garantía de satisfacción de 30 días",
  "Compra 100% segura",
  "Atención personalizada por WhatsApp",
] as const;

export const URGENCY = [
  "Solo por hoy.",
  "Últimas unidades disponibles.",
  "Oferta válida hasta agotar existencias.",
  "Termina este domingo.",
  "Quedan pocas unidades.",
] as const;
export const SOCIAL_PROOF = [
  "Más de 10.000 clientes felices",
  "4,9 ⭐ de calificación en más de 2.000 reseñas",
  "Recomendado por especialistas",
  "El más vendido del mes",
  "Miles de pedidos entregados en {pais}",
] as const;

/**
 * Meme captions about shopping itself, so they fit any product; the meme picture adds the product
 * (public/demo/memes/<product slug>.svg). The last one only suits pets.
 */
export const MEME_CAPTIONS = [
  ["Cuando llega tu pedido", "antes de lo prometido 😂"],
  ["Yo: solo voy a mirar", "También yo: 3 en el carrito 🛒"],
  ["Mi cara cuando veo", "envío gratis 😍"],
  ["Nadie: …", "Yo a las 2 a. m. comprando esto 🤣"],
  ["Expectativa vs. realidad:", "aquí sí es igual a la foto ✅"],
] as const;
export const PET_MEME_CAPTION = ["Cuando tu mascota", "lo ama más que a ti 🐶"] as const;

/** The meme a product's ads use, fixed per product so its picture and the ad's caption agree. */
export function memeCaptionOf(niche: Niche, product: Product): readonly [string, string] {
  const captions: readonly (readonly [string, string])[] =
    niche.group.key === "mascotas" ? [...MEME_CAPTIONS, PET_MEME_CAPTION] : MEME_CAPTIONS;
  return captions[hash32(product.slug) % captions.length] as readonly [string, string];
}

/** Copy for languages other than Spanish: English and Portuguese in full, the rest a localized line. */
export type LocaleCopy = { bodies: readonly string[]; titles: readonly string[]; descriptions: readonly string[] };

export const LOCALE_COPY: Readonly<Record<string, LocaleCopy>> = {
  en: {
    bodies: [
      "Meet the {produto} by {marca} that thousands of customers love. Free shipping today only!",
      "Upgrade your routine with the {produto} by {marca}. 40% off this week. Shop now 👉",
      "Why is everyone talking about the {produto} by {marca}? Rated 4.9 ⭐ by thousands of buyers. Limited stock!",
    ],
    titles: ["{Produto} – {marca} Official Store", "{Produto}: 40% off today", "{Produto} with free shipping"],
    descriptions: ["Free shipping on all orders", "30-day money-back guarantee"],
  },
  pt: {
    bodies: [
      "Conheça {produto} da {marca}, que conquistou milhares de clientes. Frete grátis só hoje!",
      "Renove sua rotina com {produto} da {marca}. 40% de desconto nesta semana. Compre agora 👉",
      "Por que todo mundo fala de {produto} da {marca}? Nota 4,9 ⭐. Estoque limitado!",
    ],
    titles: ["{Produto} – {marca} Loja oficial", "{Produto} com frete grátis", "{Produto}: 40% de desconto hoje"],
    descriptions: ["Frete grátis para todo o país", "Pague na entrega"],
  },
  fr: {
    bodies: ["{Produto} · Découvrez {marca}. Livraison gratuite aujourd'hui seulement !"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Livraison gratuite"],
  },
  de: {
    bodies: ["{Produto} · Entdecke {marca}. Nur heute versandkostenfrei!"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Kostenloser Versand"],
  },
  it: {
    bodies: ["{Produto} · Scopri {marca}. Spedizione gratuita solo oggi!"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Spedizione gratuita"],
  },
  nl: {
    bodies: ["{Produto} · Ontdek {marca}. Alleen vandaag gratis verzending!"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Gratis verzending"],
  },
  pl: {
    bodies: ["{Produto} · Odkryj {marca}. Darmowa dostawa tylko dzisiaj!"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Darmowa dostawa"],
  },
  sv: { bodies: ["{Produto} · Upptäck {marca}. Fri frakt endast idag!"], titles: ["{Produto} – {marca}"], descriptions: ["Fri frakt"] },
  ca: {
    bodies: ["{Produto} · Descobreix {marca}. Enviament gratuït només avui!"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Enviament gratuït"],
  },
  ro: {
    bodies: ["{Produto} · Descoperă {marca}. Livrare gratuită doar astăzi!"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Livrare gratuită"],
  },
  el: {
    bodies: ["{Produto} · Ανακαλύψτε το {marca}. Δωρεάν αποστολή μόνο σήμερα!"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Δωρεάν αποστολή"],
  },
  ru: {
    bodies: ["{Produto} · Откройте для себя {marca}. Бесплатная доставка только сегодня!"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Бесплатная доставка"],
  },
  uk: {
    bodies: ["{Produto} · Відкрийте для себе {marca}. Безкоштовна доставка лише сьогодні!"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Безкоштовна доставка"],
  },
  tr: {
    bodies: ["{Produto} · {marca} ile tanışın. Sadece bugün ücretsiz kargo!"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Ücretsiz kargo"],
  },
  ar: { bodies: ["{Produto} · اكتشف {marca}. شحن مجاني اليوم فقط!"], titles: ["{Produto} – {marca}"], descriptions: ["شحن مجاني"] },
  he: { bodies: ["{Produto} · גלו את {marca}. משלוח חינם רק היום!"], titles: ["{Produto} – {marca}"], descriptions: ["משלוח חינם"] },
  hi: { bodies: ["{Produto} · {marca} देखें। केवल आज मुफ़्त शिपिंग!"], titles: ["{Produto} – {marca}"], descriptions: ["मुफ़्त शिपिंग"] },
  zh: { bodies: ["{Produto} · 探索 {marca}。仅限今日免运费！"], titles: ["{Produto} – {marca}"], descriptions: ["免运费"] },
  ja: { bodies: ["{Produto} · {marca} をチェック。本日限り送料無料！"], titles: ["{Produto} – {marca}"], descriptions: ["送料無料"] },
  ko: { bodies: ["{Produto} · {marca}을(를) 만나보세요. 오늘만 무료 배송!"], titles: ["{Produto} – {marca}"], descriptions: ["무료 배송"] },
  id: {
    bodies: ["{Produto} · Temukan {marca}. Gratis ongkir hanya hari ini!"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Gratis ongkir"],
  },
  tl: {
    bodies: ["{Produto} · Tuklasin ang {marca}. Libreng shipping ngayong araw lang!"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Libreng shipping"],
  },
  vi: {
    bodies: ["{Produto} · Khám phá {marca}. Miễn phí vận chuyển chỉ hôm nay!"],
    titles: ["{Produto} – {marca}"],
    descriptions: ["Miễn phí vận chuyển"],
  },
};

/** Special-category bodies in English and Portuguese (the shop lines would read oddly there). */
export const SPECIAL_LOCALE_BODIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: {
    vivienda: "{Produto} by {marca}: flexible financing and move-in ready units. Book a visit today.",
    empleo: "{marca} is hiring: {produto}! Flexible schedules, paid training and room to grow. Apply today.",
    finanzas: "{Produto} by {marca}: apply online in minutes. No fees, no paperwork.",
    causas: "Join the {produto} by {marca} and make your voice heard in your community. Sign and share.",
  },
  pt: {
    vivienda: "{Produto} com a {marca}: financiamento facilitado. Agende sua visita.",
    empleo: "A {marca} está contratando: {produto}! Horário flexível e treinamento pago. Candidate-se hoje.",
    finanzas: "{Produto} da {marca}: peça online em minutos, sem tarifas e sem burocracia.",
    causas: "Participe da {produto} com a {marca} e faça sua voz ser ouvida. Assine e compartilhe.",
  },
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Fills `{name}` placeholders; `{Name}` gives the capitalized value. Spanish contractions are fixed
 * afterwards ("de el" → "del", "a el" → "al"), since templates put an article after a preposition,
 * and so is a doubled full stop.
 */
export function fillTemplate(template: string, vars: Readonly<Record<string, string>>): string {
  const filled = template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = vars[lower];
    if (value === undefined) return whole;
    return key === lower ? value : capitalize(value);
  });
  return (
    filled
      .replace(/\b([Dd]e|[Aa]) el\b/g, (_m, prep: string) => (prep.toLowerCase() === "de" ? `${prep.charAt(0)}el` : `${prep}l`))
      // A value ending in a period ("Crecer & Co.") before the template's own period.
      .replace(/([.!?])\./g, "$1")
  );
}

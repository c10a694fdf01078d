/**
 * Text preparation shared by the e-commerce signal detectors (docs/signals.md). Ad texts are hostile
 * input: every field is cut to a bounded length before any pattern runs, and every pattern of this
 * folder is written without nested or unbounded quantifiers over the same characters, so a detector
 * runs in time linear in its input (tests/unit/signals.test.ts feeds it 100 KB strings).
 */

/** Longest part of one field that is read; real ad texts are a few hundred characters. */
export const MAX_FIELD_CHARS = 5_000;
/** At most this many fields of each kind (bodies, titles...) are read. */
export const MAX_FIELDS = 20;

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const SPACES = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g;

/**
 * Lower case, no accents ("Envío" → "envio", "não" → "nao"), one space for any run of blanks but line
 * breaks. Composed again after the accents go, or Korean syllables ("원") would stay split into jamo.
 */
export function fold(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  return value
    .slice(0, MAX_FIELD_CHARS)
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/\r\n?/g, "\n")
    .replace(SPACES, (run) => (run.includes("\n") ? "\n" : " "));
}

export function foldAll(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  return values.slice(0, MAX_FIELDS).map(fold).filter(Boolean);
}

/** What the detectors read of an ad, already folded. */
export type SignalText = {
  /** Bodies, link titles, descriptions and captions, one per line. */
  text: string;
  /** The link, the captions (often a bare domain) and the texts again, where URLs are looked for. */
  urls: string;
  /** Whether the ad says where it leads (a link or a CTA type): then the destination decides, not the wording. */
  hasDestination: boolean;
  ctaText: string;
  /** Upper case, as Meta writes it (SHOP_NOW, WHATSAPP_MESSAGE...). */
  ctaType: string;
  pageName: string;
  categories: string;
};

export type SignalSource = {
  bodies?: unknown;
  titles?: unknown;
  descriptions?: unknown;
  captions?: unknown;
  linkUrl?: unknown;
  ctaText?: unknown;
  ctaType?: unknown;
  pageName?: unknown;
  categories?: unknown;
};

export function prepare(source: SignalSource): SignalText {
  const captions = foldAll(source.captions);
  const text = [...foldAll(source.bodies), ...foldAll(source.titles), ...foldAll(source.descriptions), ...captions].join("\n");
  const link = fold(source.linkUrl);
  const ctaType = typeof source.ctaType === "string" ? source.ctaType.slice(0, 64).toUpperCase() : "";
  return {
    text,
    urls: [link, ...captions, text].join("\n"),
    hasDestination: link !== "" || ctaType !== "",
    ctaText: fold(source.ctaText).slice(0, 200),
    ctaType,
    pageName: fold(source.pageName).slice(0, 200),
    categories: foldAll(source.categories).join("\n").slice(0, 2_000),
  };
}

/** Characters that end the clause a negation can reach across. */
const CLAUSE_BREAK = /[.,;:!?¡¿\n()]/;
/** "no manejamos", "não trabalhamos com", "ni"...; a bare "no" is Portuguese for "in the", so it needs its verb. */
const NEGATION =
  /(?:^|[^a-z])(?:nao|ni|tampoco|no (?:hacemos|manejamos|tenemos|aceptamos|hay|ofrecemos|realizamos|contamos con|es|aplica|incluye|trabajamos|disponemos de|se hace|se hacen|hacemos envios|enviamos|se acepta|se aceptan))(?:[^a-z]|$)/;
/** "sin pago contra entrega", "sin opción de contraentrega": "sin" at most two words before. */
const SIN_BEFORE = /(?:^|[^a-z])sin (?:[a-z]+ ){0,2}$/;

/**
 * Whether the clause before `index` negates what starts there ("No manejamos contra entrega"). Only
 * the last 40 characters of the same clause are read, so "¿No tienes tarjeta? Paga al recibir" and
 * "Sin riesgos: pago contra entrega" stay positive.
 */
export function negatedBefore(text: string, index: number): boolean {
  const window = text.slice(Math.max(0, index - 40), index);
  let cut = -1;
  for (let i = window.length - 1; i >= 0; i--) {
    if (CLAUSE_BREAK.test(window[i])) {
      cut = i;
      break;
    }
  }
  const clause = cut >= 0 ? window.slice(cut + 1) : window;
  return NEGATION.test(clause) || SIN_BEFORE.test(clause);
}

/** Every match of a global pattern whose clause is not negated. */
export function someNotNegated(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  for (const m of text.matchAll(pattern)) {
    if (!negatedBefore(text, m.index ?? 0)) return true;
  }
  return false;
}

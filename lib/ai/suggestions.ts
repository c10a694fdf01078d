import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, Output, type LanguageModel } from "ai";
import { env } from "@/lib/env";
import { z } from "@/lib/validation/zod";

export const MIN_SUGGESTIONS = 6;
export const MAX_SUGGESTIONS = 12;
/** Past this the user is better served by the local list than by a spinner. */
export const AI_TIMEOUT_MS = 20_000;

export type SuggestionSource = "ai" | "local";
export type KeywordSuggestions = { suggestions: string[]; source: SuggestionSource };

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

/** Lower case without accents: for comparing, never for showing. */
function fold(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function lower(s: string): string {
  return s.normalize("NFC").toLocaleLowerCase("es");
}

function tokenize(s: string): string[] {
  return lower(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Phrases equal but for accents, case, spacing or a plural "s" are one keyword to the Ad Library. */
function dedupeKey(phrase: string): string {
  return fold(phrase)
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 ? w.replace(/s$/, "") : w))
    .join(" ");
}

function dedupe(phrases: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of phrases) {
    const key = dedupeKey(p);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

/** The forms under which a word may be looked up: as typed, and without a plural ending. */
function lookupKeys(word: string): string[] {
  const f = fold(word);
  return [f, f.replace(/s$/, ""), f.replace(/es$/, "")];
}

function indexBy<T>(entries: Array<[string[], T]>): Map<string, T> {
  const index = new Map<string, T>();
  for (const [words, value] of entries) {
    for (const w of words) for (const k of lookupKeys(w)) if (!index.has(k)) index.set(k, value);
  }
  return index;
}

function lookup<T>(index: Map<string, T>, word: string): T | undefined {
  for (const k of lookupKeys(word)) {
    const hit = index.get(k);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Lexicon of the local suggester (Spanish of Latin America and Spain, e-commerce vocabulary)
// ---------------------------------------------------------------------------------------------

/** Words that say nothing about the product: grammar, the seller's intent, places. Stored folded. */
const STOP_WORDS = new Set(
  [
    // grammar
    "a", "al", "algo", "algun", "alguna", "alguno", "algunas", "algunos", "ante", "bajo", "cada", "como", "con", "contra",
    "cual", "cuales", "de", "del", "desde", "donde", "e", "el", "ella", "ellas", "ellos", "en", "entre", "es", "esa", "esas",
    "ese", "eso", "esos", "esta", "estas", "este", "esto", "estos", "hacia", "hasta", "la", "las", "le", "les", "lo", "los",
    "me", "mi", "mis", "muy", "ni", "nos", "o", "otra", "otro", "para", "pero", "por", "que", "quien", "se", "segun", "ser",
    "si", "sin", "sobre", "su", "sus", "tambien", "te", "tu", "tus", "u", "un", "una", "unas", "uno", "unos", "y", "ya", "yo",
    // the seller talking about selling
    "quiero", "queremos", "quisiera", "busco", "buscar", "buscando", "vender", "vendo", "venta", "ventas", "comprar", "compra",
    "idea", "ideas", "producto", "productos", "articulo", "articulos", "anuncio", "anuncios", "nicho", "nichos", "negocio",
    "tienda", "online", "dropshipping", "ecommerce", "commerce", "facebook", "instagram", "meta", "ads", "ad", "hay",
    "tengo", "tener", "hacer", "mejor", "mejores", "ganador", "ganadores", "ganadora", "ganadoras", "tendencia", "tendencias",
    "viral", "virales", "cosa", "cosas", "tipo", "tipos", "etc", "gente", "personas", "publico", "clientes", "mercado",
    "ano", "anos", "mes", "meses",
    // places: the country is a search filter of its own, not a keyword
    "latam", "latinoamerica", "mexico", "colombia", "argentina", "chile", "peru", "espana", "ecuador", "venezuela",
    "guatemala", "bolivia", "uruguay", "paraguay", "panama", "honduras", "nicaragua", "cdmx", "bogota", "madrid",
  ],
);

/** Correct spelling for words people often type without accents. */
const ACCENTED = new Map(
  [
    "audífono", "audífonos", "inalámbrico", "inalámbrica", "inalámbricos", "inalámbricas", "móvil", "móviles", "teléfono",
    "teléfonos", "cámara", "cámaras", "lámpara", "lámparas", "bebé", "bebés", "niño", "niños", "niña", "niñas", "pañal",
    "pañales", "sérum", "colágeno", "ácido", "hialurónico", "eléctrico", "eléctrica", "eléctricos", "eléctricas", "térmico",
    "térmica", "magnético", "magnética", "portátil", "portátiles", "ergonómico", "ergonómica", "automático", "automática",
    "plástico", "batería", "baterías", "energía", "pantalón", "pantalones", "jardín", "decoración", "protección", "algodón",
    "fácil", "rápido", "rápida", "mágico", "mágica", "música", "vehículo", "vehículos", "diseño", "baño", "uña", "uñas",
    "pestaña", "pestañas", "arnés", "joyería", "lencería", "láser", "cinturón", "cojín", "colchón", "sábana", "sábanas",
    "café", "ecológico", "ecológica", "orgánico", "orgánica", "cerámica", "depilación", "didáctico", "didácticos",
    "sartén", "pequeño", "pequeña", "cómodo", "cómoda", "anticaída",
  ].map((w) => [fold(w), w] as const),
);

/** Spanish plural of a single word ("cinturilla" → "cinturillas", "parlante" → "parlantes", "reloj" → "relojes"). */
function pluralize(word: string): string {
  if (word.includes(" ") || /s$/.test(word)) return word;
  if (/z$/.test(word)) return `${word.slice(0, -1)}ces`;
  return /[aeiouáéó]$/.test(word) ? `${word}s` : `${word}es`;
}

function canonical(word: string): string {
  return ACCENTED.get(fold(word)) ?? word;
}

/** Regional names for the same thing: an advertiser in Mexico and one in Spain write different words. */
const SYNONYM_GROUPS: string[][] = [
  ["audífonos", "auriculares", "cascos"],
  ["celular", "móvil", "teléfono"],
  ["carro", "coche", "auto"],
  ["camiseta", "playera", "remera", "polera"],
  ["zapatillas", "tenis"],
  ["lentes", "gafas", "anteojos"],
  ["bolso", "cartera"],
  ["computadora", "ordenador", "laptop"],
  ["aretes", "pendientes", "aros"],
  ["calcetines", "medias"],
  ["sudadera", "buzo"],
  ["chaqueta", "chamarra", "campera"],
  ["parlante", "bocina", "altavoz"],
  ["refrigerador", "nevera", "heladera"],
  ["jugo", "zumo"],
  ["mochila", "morral"],
  ["cobija", "manta", "frazada"],
  ["smartwatch", "reloj inteligente"],
  ["faja", "cinturilla"],
  ["sérum", "suero facial"],
  ["biberón", "mamila", "tetero"],
  ["piscina", "alberca", "pileta"],
];
const SYNONYMS = indexBy(SYNONYM_GROUPS.map((g) => [g.filter((w) => !w.includes(" ")), g] as [string[], string[]]));

/** Niches dropshippers sell in, with what their advertisers also call them. */
const NICHES: Array<[string[], string[]]> = [
  [
    ["perro", "perrito", "gato", "gatito", "mascota", "cachorro", "canino", "felino"],
    ["accesorios para mascotas", "cama para perro", "juguetes para perros", "arnés para perro", "rascador para gato", "comedero automático"],
  ],
  [
    ["crema", "serum", "piel", "facial", "cara", "arruga", "acne", "mancha", "skincare", "colageno", "maquillaje", "labial", "pestana", "cosmetico"],
    ["cuidado de la piel", "sérum facial", "crema antiarrugas", "rutina skincare", "tratamiento para manchas", "colágeno"],
  ],
  [
    ["cabello", "pelo", "shampoo", "champu", "alisador", "plancha", "secador", "rizador", "calvicie", "capilar"],
    ["cuidado del cabello", "cepillo alisador", "tratamiento capilar", "crecimiento del cabello", "plancha para cabello"],
  ],
  [
    ["faja", "gym", "gimnasio", "ejercicio", "fitness", "abdomen", "abdominal", "cintura", "pesa", "mancuerna", "yoga", "entrenamiento", "deportivo"],
    ["faja moldeadora", "faja reductora", "ropa deportiva", "bandas de resistencia", "ejercicio en casa", "moldeador de cintura"],
  ],
  [
    ["cocina", "licuadora", "sarten", "freidora", "olla", "cuchillo", "utensilio", "cafetera", "picador", "termo", "vaso"],
    ["freidora de aire", "utensilios de cocina", "organizador de cocina", "picador de verduras", "accesorios de cocina"],
  ],
  [
    ["hogar", "casa", "lampara", "organizador", "limpieza", "decoracion", "almohada", "colchon", "sabana", "cortina", "trapeador", "aspiradora", "bano"],
    ["decoración del hogar", "lámpara led", "productos para el hogar", "organizador para casa", "artículos de limpieza"],
  ],
  [
    ["audifono", "auricular", "celular", "movil", "telefono", "cargador", "smartwatch", "reloj", "bluetooth", "parlante", "bocina", "altavoz", "camara", "tablet", "laptop", "computadora", "gamer", "gadget"],
    ["accesorios para celular", "audífonos inalámbricos", "reloj inteligente", "cargador rápido", "parlante bluetooth", "gadgets tecnológicos"],
  ],
  [
    ["bebe", "nino", "nina", "infantil", "juguete", "didactico", "panal", "biberon", "maternidad", "embarazada"],
    ["productos para bebé", "juguetes didácticos", "juguetes para niños", "accesorios para bebé", "ropa infantil"],
  ],
  [
    ["ropa", "vestido", "blusa", "camisa", "camiseta", "pantalon", "jean", "zapato", "zapatilla", "tenis", "bolso", "cartera", "mochila", "billetera", "gorra", "chaqueta", "lentes", "gafas", "moda", "lenceria", "pijama"],
    ["ropa de mujer", "moda femenina", "zapatillas deportivas", "bolsos de mujer", "ropa de hombre", "accesorios de moda"],
  ],
  [
    ["joya", "joyeria", "collar", "anillo", "arete", "pulsera", "plata", "oro", "acero", "dije"],
    ["joyería de acero", "collares para mujer", "pulseras", "aretes", "joyería personalizada"],
  ],
  [
    ["dolor", "postura", "corrector", "masajeador", "masaje", "espalda", "rodilla", "plantilla", "ronquido", "vitamina", "salud", "bienestar"],
    ["corrector de postura", "masajeador eléctrico", "alivio del dolor", "suplementos naturales", "bienestar y salud"],
  ],
  [
    ["adelgazar", "peso", "quemador", "grasa", "dieta", "detox", "suplemento", "reductor", "celulitis"],
    ["bajar de peso", "quemador de grasa", "té detox", "suplementos para adelgazar", "faja reductora"],
  ],
  [
    ["auto", "carro", "coche", "moto", "vehiculo", "llanta", "automovil", "camioneta"],
    ["accesorios para auto", "limpieza de auto", "soporte de celular para auto", "organizador para auto", "accesorios para moto"],
  ],
  [
    ["herramienta", "taladro", "jardin", "planta", "maceta", "riego", "camping", "pesca", "bicicleta"],
    ["herramientas eléctricas", "accesorios de jardín", "artículos de camping", "herramientas para el hogar", "accesorios para bicicleta"],
  ],
];
const NICHE_INDEX = indexBy(NICHES);

/** How Spanish-speaking e-commerce ads sell: these words are in the ad copy people search. */
const BUYING_INTENT = ["envío gratis", "pago contra entrega", "oferta", "2x1"];
const MORE_INTENT = ["descuento", "original", "al por mayor"];
/** Ideas that start with a verb ("bajar de peso") are not bought: no "comprar …" for them. */
const IDEA_VERBS = new Set(["bajar", "adelgazar", "aprender", "ganar", "dormir", "quitar", "eliminar", "mejorar", "limpiar", "organizar", "cuidar", "crecer", "perder", "reducir", "aliviar", "quemar", "evitar", "dejar"]);
const GENERIC_SUGGESTIONS = [
  "envío gratis",
  "pago contra entrega",
  "oferta",
  "2x1",
  "descuento",
  "compra ahora",
  "últimas unidades",
  "tienda online",
  "más vendidos",
  "producto viral",
];

// ---------------------------------------------------------------------------------------------
// Local suggester
// ---------------------------------------------------------------------------------------------

/**
 * Deterministic Spanish keywords for an idea, with no network: the idea's own product words,
 * their regional synonyms, related products of its niche and buying-intent modifiers.
 */
export function localSuggestions(idea: string): string[] {
  const tokens = tokenize(idea).map(canonical);
  const content = tokens.map((t, i) => ({ t, i })).filter(({ t }) => !STOP_WORDS.has(fold(t)) && !/^\d+$/.test(t));
  if (content.length === 0) return GENERIC_SUGGESTIONS.slice(0, MAX_SUGGESTIONS);

  // The idea as the user phrased it, from its first to its last product word ("cama para perros grandes"),
  // at most five words: longer reads like a sentence, not like the words of an ad.
  const first = content[0].i;
  const last = content[content.length - 1].i;
  const core = tokens.slice(first, Math.min(last + 1, first + 5));
  while (STOP_WORDS.has(fold(core[core.length - 1]))) core.pop();
  // The head of the idea (first two product words and what joins them) carries the modifiers.
  const second = content[1]?.i;
  const headSpan = second === undefined ? [tokens[first]] : tokens.slice(first, second + 1);
  const head = headSpan.length <= 3 ? headSpan : [tokens[first], tokens[second!]];
  const headText = head.join(" ");

  const variants: string[] = [];
  for (let i = 0; i < head.length && variants.length < 2; i++) {
    const group = lookup(SYNONYMS, head[i]);
    if (!group) continue;
    // "fajas" matched "faja": keep the plural in the replacement ("cinturillas moldeadoras").
    const plural = !group.some((w) => fold(w) === fold(head[i]));
    for (const alt of group) {
      if (lookupKeys(head[i]).includes(fold(alt)) || variants.length >= 2) continue;
      variants.push([...head.slice(0, i), plural ? pluralize(alt) : alt, ...head.slice(i + 1)].join(" "));
    }
  }

  // One related term from each niche the idea touches in turn, so a "soporte de celular para carro"
  // gets car accessories as well as phone accessories. Words past the core ("… para gym") are
  // context, used only when the core names no niche.
  const nichesOf = (words: string[]) => {
    const found: string[][] = [];
    for (const w of words) {
      const niche = lookup(NICHE_INDEX, w);
      if (niche && !found.includes(niche)) found.push(niche);
    }
    return found;
  };
  const coreNiches = nichesOf(core);
  const niches = coreNiches.length > 0 ? coreNiches : nichesOf(content.map((c) => c.t));
  const related: string[] = [];
  for (let i = 0; niches.some((n) => i < n.length); i++) for (const n of niches) if (i < n.length) related.push(n[i]);

  const intents = BUYING_INTENT.map((m) => `${headText} ${m}`);
  return dedupe([
    core.join(" "),
    headText,
    ...variants,
    ...intents.slice(0, 2),
    ...dedupe(related).slice(0, 4),
    ...intents.slice(2),
    ...(IDEA_VERBS.has(fold(head[0])) ? [] : [`comprar ${headText}`]),
    ...MORE_INTENT.map((m) => `${headText} ${m}`),
  ]).slice(0, MAX_SUGGESTIONS);
}

// ---------------------------------------------------------------------------------------------
// AI suggester
// ---------------------------------------------------------------------------------------------

const SYSTEM_PROMPT = `Eres un especialista en investigación de anuncios para dropshipping y comercio electrónico en Latinoamérica y España.
A partir de la idea de producto o nicho que escribe el usuario, propones palabras clave para buscar anuncios en la Biblioteca de Anuncios de Meta (Facebook e Instagram).
Reglas:
- Devuelve entre 6 y 12 palabras clave o frases cortas (de 1 a 4 palabras), en español y en minúsculas, sin repetir.
- Piensa en las palabras que los anunciantes escriben en sus anuncios: el nombre del producto y sus variantes regionales (por ejemplo celular/móvil, audífonos/auriculares, carro/coche), productos relacionados del mismo nicho, beneficios o problemas que resuelve, y ganchos de venta como "envío gratis", "pago contra entrega", "oferta" o "2x1".
- Nada de hashtags, emojis, comillas, explicaciones ni marcas que la idea no mencione.`;

const keywordsSchema = z.object({
  keywords: z
    .array(z.string())
    .describe("Entre 6 y 12 palabras clave o frases cortas en español, en minúsculas, sin repetir"),
});

/** One model answer made into a search keyword, or "" if it cannot be one. */
function cleanKeyword(raw: string): string {
  const k = lower(raw)
    .replace(/^\s*(?:\d+[.)]\s+|[-–•*]\s*)/u, "")
    .replace(/[#"“”«»]/gu, "")
    .replace(/[.,;:!?]+$/u, "")
    .replace(/\s+/g, " ")
    .trim();
  return k.length >= 2 && k.length <= 60 && k.split(" ").length <= 6 ? k : "";
}

function configuredModel(): LanguageModel | null {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, AI_MODEL } = env();
  if (!OPENAI_API_KEY) return null;
  // `.chat` speaks /chat/completions, which every OpenAI-compatible server implements.
  return createOpenAI({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL }).chat(AI_MODEL);
}

export type SuggestOptions = {
  /** Defaults to the configured OpenAI-compatible model, or none without OPENAI_API_KEY. */
  model?: LanguageModel;
  timeoutMs?: number;
};

/**
 * Keywords for an idea (already validated): from the model when one is configured, otherwise
 * or on any model failure from the local suggester, so the user always gets a list.
 */
export async function suggestKeywords(idea: string, opts: SuggestOptions = {}): Promise<KeywordSuggestions> {
  const model = opts.model ?? configuredModel();
  if (model) {
    try {
      const { output } = await generateText({
        model,
        system: SYSTEM_PROMPT,
        prompt: `Idea: ${idea}`,
        output: Output.object({ schema: keywordsSchema, name: "keywords" }),
        temperature: 0.4,
        maxRetries: 1,
        timeout: opts.timeoutMs ?? AI_TIMEOUT_MS,
      });
      const fromModel = dedupe(output.keywords.map(cleanKeyword)).slice(0, MAX_SUGGESTIONS);
      if (fromModel.length > 0) {
        // A short answer is topped up locally rather than thrown away; the model still answered.
        const suggestions = fromModel.length >= MIN_SUGGESTIONS ? fromModel : dedupe([...fromModel, ...localSuggestions(idea)]).slice(0, MIN_SUGGESTIONS);
        return { suggestions, source: "ai" };
      }
      console.warn("[suggestions] the model returned no usable keywords; answering with the local suggester");
    } catch (e) {
      console.warn(`[suggestions] the model call failed; answering with the local suggester: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { suggestions: localSuggestions(idea), source: "local" };
}

/** Which source would answer now, for the health route (the model is not called). */
export function suggestionsStatus(): { source: SuggestionSource; model: string | null } {
  const { OPENAI_API_KEY, AI_MODEL } = env();
  return OPENAI_API_KEY ? { source: "ai", model: AI_MODEL } : { source: "local", model: null };
}

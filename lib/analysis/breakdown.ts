/**
 * 'Analizar con IA': the breakdown the model returns (its zod schema, the model's structured output).
 * Client-safe, but the screens import only its types: the schema would bring zod into their first load
 * (about 27 kB gzipped); the labels they show are in ./labels.ts.
 */
import * as z from "@/lib/validation/zod";
import { SOURCES } from "./labels";

export const HOOK_TYPES = [
  "pregunta",
  "problema",
  "testimonio",
  "demostración",
  "oferta",
  "curiosidad",
  "beneficio",
  "urgencia",
  "otro",
] as const;

const line = (max: number) => z.string().trim().min(1).max(max);
const sources = z.array(z.enum(SOURCES)).min(1).max(3).describe("Qué partes del anuncio sostienen esta respuesta");

/**
 * The model's answer. Everything in Spanish; `hook.quote` is a literal quote of the ad's text or
 * transcript (checked after the call: a quote that does not occur in them makes the answer malformed).
 */
export const breakdownSchema = z.object({
  hook: z.object({
    quote: line(300).describe("El gancho copiado literalmente del texto o de la transcripción, sin cambiar ni una palabra"),
    type: z.enum(HOOK_TYPES).describe("El tipo de gancho"),
    sources,
  }),
  angle: z.object({ text: line(400).describe("El ángulo de venta: la idea central que usa para vender"), sources }),
  offer: z.object({
    text: line(400).describe(
      "La oferta tal como el anuncio la dice: precio, combo, garantía, envío y forma de pago. Si el anuncio no da una cifra, no la inventes",
    ),
    sources,
  }),
  cta: z.object({ text: line(200).describe("La llamada a la acción"), sources }),
  audience: z.object({ text: line(300).describe("El público probable"), sources }),
  emotion: z.object({ text: line(200).describe("La emoción que explota"), sources }),
  copy: z
    .array(z.object({ text: line(300), sources }))
    .length(3)
    .describe("Tres puntos de 'Qué copiar', adaptados al país del usuario"),
  avoid: z.object({ text: line(300).describe("Un punto de 'Qué evitar'"), sources }),
});
export type Breakdown = z.output<typeof breakdownSchema>;

/** One analysis as the API returns it. */
export type AdAnalysisView = {
  adId: string;
  breakdown: Breakdown;
  /** The country 'Qué copiar' was adapted to (ISO-2; null: Latin America in general). */
  country: string | null;
  /** The model and prompt version that wrote it. */
  model: string;
  /** When it was written (ISO). */
  createdAt: string;
  /** True when this request reused a stored analysis (nothing charged). */
  cached: boolean;
  /** Whether 'Volver a analizar' is offered: to admins, or when the ad's text changed since. */
  canReanalyze: boolean;
  /** Whether the video's transcript was part of what the model read. */
  usedTranscript: boolean;
};

/** GET /api/ads/{id}/analysis when there is none yet: what the button should say. */
export type AnalysisAvailability = {
  /** False without OPENAI_API_KEY or OPENAI_BASE_URL: the button says an administrator must configure it. */
  configured: boolean;
  /** Analyses left this month on the user's plan (cached answers cost nothing). */
  remaining: number;
  limit: number;
};

/** Case, accents, punctuation and spacing folded away: how a quoted hook is found in its source. */
export function normalizeForQuote(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** True when `quote` occurs, normalised, in one of the sources. */
export function quoteOccursIn(quote: string, sources: readonly string[]): boolean {
  const q = normalizeForQuote(quote);
  if (q.length === 0) return false;
  return sources.some((s) => ` ${normalizeForQuote(s)} `.includes(` ${q} `));
}

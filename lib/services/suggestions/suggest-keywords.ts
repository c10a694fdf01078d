import "server-only";
import { generateText, Output, type LanguageModel } from "ai";
import * as z from "@/lib/validation/zod";
import { dedupe, lower } from "./keyword-text";
import { localSuggestions, MAX_SUGGESTIONS, MIN_SUGGESTIONS } from "./local-suggestions";
import { configuredModel, type SuggestionSource } from "./model";

/** Past this the user is better served by the local list than by a spinner. */
export const AI_TIMEOUT_MS = 20_000;

export type KeywordSuggestions = { suggestions: string[]; source: SuggestionSource };

const SYSTEM_PROMPT = `Eres un especialista en investigación de anuncios para dropshipping y comercio electrónico en Latinoamérica y España.
A partir de la idea de producto o nicho que escribe el usuario, propones palabras clave para buscar anuncios en la Biblioteca de Anuncios de Meta (Facebook e Instagram).
Reglas:
- Devuelve entre 6 y 12 palabras clave o frases cortas (de 1 a 4 palabras), en español y en minúsculas, sin repetir.
- Piensa en las palabras que los anunciantes escriben en sus anuncios: el nombre del producto y sus variantes regionales (por ejemplo celular/móvil, audífonos/auriculares, carro/coche), productos relacionados del mismo nicho, beneficios o problemas que resuelve, y ganchos de venta como "envío gratis", "pago contra entrega", "oferta" o "2x1".
- Nada de hashtags, emojis, comillas, explicaciones ni marcas que la idea no mencione.`;

const keywordsSchema = z.object({
  keywords: z.array(z.string()).describe("Entre 6 y 12 palabras clave o frases cortas en español, en minúsculas, sin repetir"),
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
        const suggestions =
          fromModel.length >= MIN_SUGGESTIONS ? fromModel : dedupe([...fromModel, ...localSuggestions(idea)]).slice(0, MIN_SUGGESTIONS);
        return { suggestions, source: "ai" };
      }
      console.warn("[suggestions] the model returned no usable keywords; answering with the local suggester");
    } catch (e) {
      console.warn(
        `[suggestions] the model call failed; answering with the local suggester: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  }
  return { suggestions: localSuggestions(idea), source: "local" };
}

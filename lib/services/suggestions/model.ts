import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { env } from "@/lib/env";

export type SuggestionSource = "ai" | "local";

/** The OpenAI-compatible model of OPENAI_API_KEY, or none: then the local suggester answers. */
export function configuredModel(): LanguageModel | null {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, AI_MODEL } = env();
  if (!OPENAI_API_KEY) return null;
  // `.chat` speaks /chat/completions, which every OpenAI-compatible server implements.
  return createOpenAI({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL }).chat(AI_MODEL);
}

/** Which source would answer now, for the health route (the model is not called). */
export function suggestionsStatus(): { source: SuggestionSource; model: string | null } {
  const { OPENAI_API_KEY, AI_MODEL } = env();
  return OPENAI_API_KEY ? { source: "ai", model: AI_MODEL } : { source: "local", model: null };
}

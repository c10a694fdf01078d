import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { env } from "@/lib/env";

/**
 * Bumped whenever the prompt or the breakdown's schema changes in a way that makes earlier answers
 * stale: the cache is one analysis per ad and `model@version`.
 */
export const ANALYSIS_PROMPT_VERSION = 1;

/** Past this the user gets a clear error, not an endless skeleton. */
export const ANALYSIS_TIMEOUT_MS = 45_000;

/** True when an OpenAI-compatible model can answer: a key, or a base URL of a server that needs none. */
export function analysisConfigured(): boolean {
  const { OPENAI_API_KEY, OPENAI_BASE_URL } = env();
  return Boolean(OPENAI_API_KEY || OPENAI_BASE_URL);
}

/** The cache key's model part: the configured model and the prompt's version. */
export function analysisModelVersion(): string {
  return `${env().AI_MODEL}@${ANALYSIS_PROMPT_VERSION}`;
}

/** The configured OpenAI-compatible chat model, or null when none is configured. */
export function analysisModel(): LanguageModel | null {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, AI_MODEL } = env();
  if (!analysisConfigured()) return null;
  // A self-hosted server behind OPENAI_BASE_URL may take no key; the client still sends a header.
  // `.chat` speaks /chat/completions, which every OpenAI-compatible server implements.
  return createOpenAI({ apiKey: OPENAI_API_KEY || "sin-clave", baseURL: OPENAI_BASE_URL }).chat(AI_MODEL);
}

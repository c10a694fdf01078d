import { z } from "./zod";

export const IDEA_MAX_LENGTH = 300;
const IDEA_REQUIRED = "Ingresa una idea primero";

/** POST /api/suggestions: the product or niche idea the keywords are suggested for. */
export const suggestionsRequestSchema = z.object({
  idea: z
    .string({ error: IDEA_REQUIRED })
    .trim()
    .min(1, { error: IDEA_REQUIRED })
    .max(IDEA_MAX_LENGTH, { error: `La idea no puede superar los ${IDEA_MAX_LENGTH} caracteres` }),
});
export type SuggestionsInput = z.output<typeof suggestionsRequestSchema>;

import * as z from "./zod";
import { text } from "./primitives";

export const IDEA_MAX_LENGTH = 300;
const IDEA_REQUIRED = "Ingresa una idea primero";

/** POST /api/suggestions: the product or niche idea the keywords are suggested for. */
export const suggestionsRequestSchema = z.object({
  idea: text({
    max: IDEA_MAX_LENGTH,
    min: 1,
    required: IDEA_REQUIRED,
    tooLong: `La idea no puede superar los ${IDEA_MAX_LENGTH} caracteres`,
  }),
});

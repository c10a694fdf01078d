import * as z from "./zod";

/** POST /api/ads/{id}/analysis: `reanalyze` asks for 'Volver a analizar' (admins, or after the ad's text changed). */
export const analyzeAdSchema = z.object({
  reanalyze: z.boolean({ error: "reanalyze debe ser verdadero o falso" }).optional().default(false),
});

import * as z from "./zod";
import { queryInt } from "./primitives";

/** GET /api/user-plans/limits: how many ads the next search expects (default one page, 20). */
export const limitsQuerySchema = z.object({
  estimatedAds: queryInt({ min: 0, max: 100_000 }).default(20),
});

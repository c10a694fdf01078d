import * as z from "./zod";
import { list, queryInt, text } from "./primitives";

const limit = (label: string) =>
  z
    .union([z.null(), z.literal(""), queryInt({ min: 0, max: 100_000_000, message: `${label}: escribe un número entero de 0 o más` })])
    .transform((v) => (v === "" ? null : v));

/** PUT /api/admin/plans/{type}: what an admin may change on a plan (name and type stay). */
export const updatePlanSchema = z.object({
  price: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.replace(",", "."))) : v),
    z
      .number({ error: "El precio debe ser un número" })
      .min(0, { error: "El precio no puede ser negativo" })
      .max(100_000, { error: "El precio es demasiado alto" })
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: "El precio admite como máximo 2 decimales" }),
  ),
  adsLimit: queryInt({ min: 0, max: 100_000_000, message: "Anuncios por mes: escribe un número entero de 0 o más" }),
  /** Empty or null = unlimited. */
  savedAdsLimit: limit("Anuncios guardados"),
  trackedAdvertisersLimit: limit("Anunciantes en seguimiento"),
  /** Watches a user of the plan may keep (0 = not included). Optional: an older form leaves them as they are. */
  maxWatches: queryInt({ min: 0, max: 1000, message: "Vigilancias: escribe un número entero entre 0 y 1000" }).optional(),
  /** The fastest watch frequency: 24 (daily only) or 6 (every 6 hours). */
  watchMinIntervalHours: z
    .preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
      z.union([z.literal(24), z.literal(6)], { error: "Frecuencia mínima de vigilancias: elige 24 (diaria) o 6 (cada 6 horas)" }),
    )
    .optional(),
  /** 'Analizar con IA' runs a month (0 = not included). Optional: an older form leaves the cap as it is. */
  aiAnalysesLimit: queryInt({ min: 0, max: 1_000_000, message: "Análisis con IA: escribe un número entero de 0 o más" }).optional(),
  features: list(text({ max: 120, tooLong: "Cada característica admite hasta 120 caracteres" }), { max: 12 }).transform((items) =>
    items.filter((f) => f.length > 0),
  ),
  popular: z.boolean({ error: "Debe ser verdadero o falso" }),
  paymentLink: text({ max: 500, tooLong: "El enlace de pago es demasiado largo" })
    .refine((v) => v === "" || /^https:\/\/[^\s]+$/i.test(v), { error: "El enlace de pago debe empezar por https://" })
    .transform((v) => (v === "" ? null : v))
    .nullable(),
});
export type UpdatePlanInput = z.output<typeof updatePlanSchema>;

export const planTypeParamSchema = z.object({
  type: text({ max: 32, min: 1 }).regex(/^[a-z0-9_-]+$/, { error: "El plan no es válido" }),
});

/** The plan editor: features typed one per line. */
export const updatePlanFormSchema = updatePlanSchema.extend({
  features: text({ max: 2000, trim: false })
    .transform((s) =>
      s
        .split("\n")
        .map((f) => f.trim())
        .filter(Boolean),
    )
    .pipe(updatePlanSchema.shape.features),
});
export type UpdatePlanFormInput = z.input<typeof updatePlanFormSchema>;

import { z } from "./zod";
import { queryInt, text } from "./primitives";

/** The watch dialog's fields: the body of PATCH /api/watches/{id}, and of POST with the search added. */
export const watchFormSchema = z.object({
  /** Blank: the server names the watch after its search. */
  name: text({ max: 80, tooLong: "El nombre no puede superar 80 caracteres" }),
  frequencyHours: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
    z.union([z.literal(24), z.literal(6)], { error: "La frecuencia debe ser diaria o cada 6 horas" }),
  ),
  minScore: queryInt({ min: 0, max: 100, message: "La puntuación mínima debe ser un número entero entre 0 y 100" }),
  channels: z
    .object({ telegram: z.boolean(), inApp: z.boolean() })
    .refine((c) => c.telegram || c.inApp, { error: "Elige al menos un canal: Telegram o En la app" }),
});
export type WatchFormInput = z.input<typeof watchFormSchema>;
export type WatchFormValues = z.output<typeof watchFormSchema>;

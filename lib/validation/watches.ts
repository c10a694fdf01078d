import { z } from "./zod";
import { id, int, list, strictObject, text } from "./primitives";
import { searchParamsSchema } from "./search";
import { WATCH_NAME_MAX } from "@/lib/shared/watches/labels";

/** Daily, or every 6 hours on the plans that allow it (Plan.watchMinIntervalHours). */
export const WATCH_FREQUENCIES = [24, 6] as const;
export type WatchFrequency = (typeof WATCH_FREQUENCIES)[number];
export const WATCH_STATUSES = ["active", "paused", "paused_quota", "paused_plan"] as const;
export type WatchStatus = (typeof WATCH_STATUSES)[number];

export { WATCH_NAME_MAX };
export const NO_CHANNEL_MESSAGE = "Elige al menos un canal: Telegram o Novedades";

const frequencyHours = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
  z.union([z.literal(24), z.literal(6)], { error: "La frecuencia debe ser diaria (24) o cada 6 horas (6)" }),
);

const minScore = int({ min: 0, max: 100, message: "La puntuación mínima debe ser un número entero entre 0 y 100" });

const channels = strictObject({
  telegram: z.boolean({ error: "Indica si quieres recibirla por Telegram" }),
  inApp: z.boolean({ error: "Indica si quieres recibirla en Novedades" }),
}).refine((c) => c.telegram || c.inApp, { error: NO_CHANNEL_MESSAGE });

const name = text({
  max: WATCH_NAME_MAX,
  min: 1,
  required: "El nombre es requerido",
  tooLong: `El nombre no puede superar ${WATCH_NAME_MAX} caracteres`,
});

/** POST /api/watches: a search's params or a saved complete search (exactly one), and how to deliver. */
export const createWatchSchema = z
  .object({
    name: name.optional(),
    params: searchParamsSchema.optional(),
    completeSearchId: id("La búsqueda guardada no es válida").optional(),
    frequencyHours: frequencyHours.default(24),
    minScore: minScore.default(0),
    channels: channels.default({ telegram: false, inApp: true }),
    /** 'Incluir análisis IA': the Telegram message carries each ad's hook and angle (counted against the plan's cap). */
    includeAnalysis: z.boolean({ error: "Indica si quieres incluir el análisis IA" }).default(false),
  })
  .superRefine((v, ctx) => {
    if ((v.params === undefined) === (v.completeSearchId === undefined)) {
      ctx.addIssue({ code: "custom", path: ["params"], message: "Indica una búsqueda o una búsqueda guardada para vigilar" });
    }
  });
export type CreateWatchInput = z.output<typeof createWatchSchema>;

/** PATCH /api/watches/{id}: only these fields change; the search itself is fixed (create another watch). */
export const updateWatchSchema = strictObject({
  name: name.optional(),
  frequencyHours: frequencyHours.optional(),
  minScore: minScore.optional(),
  channels: channels.optional(),
  includeAnalysis: z.boolean({ error: "Indica si quieres incluir el análisis IA" }).optional(),
  status: z.enum(["active", "paused"], { error: "El estado debe ser activa o pausada" }).optional(),
});
export type UpdateWatchInput = z.output<typeof updateWatchSchema>;

/** GET /api/feed: the opaque cursor of the previous page. */
export const feedQuerySchema = z.object({
  cursor: text({ max: 200 }).optional(),
});

/** POST /api/feed/read: some entries, or all of them. */
export const markFeedReadSchema = z
  .object({
    ids: list(id("La novedad no es válida"), { max: 200 }).optional(),
    all: z.literal(true, { error: "all solo puede ser true" }).optional(),
  })
  .refine((v) => v.all === true || (v.ids !== undefined && v.ids.length > 0), { error: "Indica qué novedades marcar como leídas" });
export type MarkFeedReadInput = z.output<typeof markFeedReadSchema>;

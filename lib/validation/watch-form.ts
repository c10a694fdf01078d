import type { z } from "./zod";
import { text } from "./primitives";
import { updateWatchSchema, WATCH_NAME_MAX } from "./watches";

/**
 * The watch dialog's fields: PATCH /api/watches/{id}'s body with every setting required, and a name
 * that may be left blank (the dialog then leaves it out and the server names the watch after its search).
 */
export const watchFormSchema = updateWatchSchema
  .pick({ frequencyHours: true, minScore: true, channels: true, includeAnalysis: true })
  .required()
  .extend({ name: text({ max: WATCH_NAME_MAX, tooLong: `El nombre no puede superar ${WATCH_NAME_MAX} caracteres` }) });
export type WatchFormInput = z.input<typeof watchFormSchema>;
export type WatchFormValues = z.output<typeof watchFormSchema>;

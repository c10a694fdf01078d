import * as z from "./zod";
import { isSafeText } from "./primitives";

/** True when every string (keys included) of a parsed JSON value is text PostgreSQL's JSONB can hold. */
function safeJson(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (typeof value === "string") return isSafeText(value);
  if (Array.isArray(value)) return value.every((v) => safeJson(v, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).every(([k, v]) => isSafeText(k) && safeJson(v, depth + 1));
  }
  return true;
}

/**
 * A webhook update: an update_id Telegram counts up from (it fits a bigint column) and nothing a
 * JSONB column refuses (a NUL or a lone surrogate anywhere in it). Its content is Telegram's, read by
 * grammY; only what it is stored by is checked here.
 */
export const telegramUpdateSchema = z
  .object({ update_id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER) })
  .passthrough()
  .refine((u) => safeJson(u), { error: "Actualización no válida" });

import { isAppError } from "@/lib/errors";
import { ZodError } from "zod";

/** What every server action returns: the UI shows `message` (Spanish) next to `field` or as a toast. */
export type ActionResult<T = undefined> =
  ({ ok: true } & (T extends undefined ? { data?: undefined } : { data: T })) | { ok: false; message: string; field?: string };

/** Turns a thrown error into the action's failure result; unknown errors never leak details. */
export function actionError(e: unknown, fallback: string): { ok: false; message: string; field?: string } {
  if (isAppError(e)) return { ok: false, message: e.message, field: e.field };
  if (e instanceof ZodError) {
    const issue = e.issues[0];
    return { ok: false, message: issue?.message ?? fallback, field: issue?.path[0]?.toString() };
  }
  console.error(e);
  return { ok: false, message: fallback };
}

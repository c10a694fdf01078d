import "server-only";
import { AppError } from "@/lib/errors";
import * as z from "@/lib/validation/zod";
import { isInstant } from "@/lib/validation/primitives";

/**
 * The paging cursor of the keyset lists (the archive, the products): the last row's sort value and id,
 * so page 500 costs what page 1 does, as base64url JSON. It only names a position in public data, so
 * it is not signed; it is still parsed strictly, and one made for another sort is refused.
 */
export const INVALID_CURSOR = "El cursor de paginación no es válido. Vuelve a buscar.";

export type KeysetCursor<S extends string> = { sort: S; value: string | number; id: string };

const cursorSchema = z.strictObject({
  s: z.string().max(32),
  v: z.union([z.number().int().min(0).max(2_147_483_647), z.string().refine(isInstant)]),
  i: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/),
});

export function encodeKeysetCursor<S extends string>(c: KeysetCursor<S>): string {
  return Buffer.from(JSON.stringify({ s: c.sort, v: c.value, i: c.id }), "utf8").toString("base64url");
}

/** The cursor of `sort`, whose value is an instant when `dateSort` says so; null when there is none. */
export function decodeKeysetCursor<S extends string>(raw: string | undefined, sort: S, dateSort: boolean): KeysetCursor<S> | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  const c = cursorSchema.safeParse(parsed);
  if (!c.success || c.data.s !== sort) throw invalid();
  if ((typeof c.data.v === "string") !== dateSort) throw invalid();
  return { sort, value: c.data.v, id: c.data.i };
}

function invalid(): AppError {
  return new AppError("BAD_REQUEST", INVALID_CURSOR, { field: "cursor" });
}

import "server-only";
import { AppError } from "@/lib/errors";
import * as z from "@/lib/validation/zod";
import { isInstant } from "@/lib/validation/primitives";
import type { ArchiveSort } from "@/lib/validation/archive";

/**
 * The archive's paging cursor: the last card's sort value and id (keyset paging, so page 500 costs what
 * page 1 does), base64url JSON. It only names a position in public data, so it is not signed; it is
 * still parsed strictly, and one made for another sort is refused.
 */
export const INVALID_ARCHIVE_CURSOR = "El cursor de paginación no es válido. Vuelve a buscar.";

export type ArchiveCursor = { sort: ArchiveSort; value: string | number; id: string };

const cursorSchema = z.strictObject({
  s: z.enum(["lastSeen", "lifespan", "variants"]),
  v: z.union([z.number().int().min(0).max(2_147_483_647), z.string().refine(isInstant)]),
  i: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/),
});

export function encodeArchiveCursor(c: ArchiveCursor): string {
  return Buffer.from(JSON.stringify({ s: c.sort, v: c.value, i: c.id }), "utf8").toString("base64url");
}

export function decodeArchiveCursor(raw: string | undefined, sort: ArchiveSort): ArchiveCursor | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  const c = cursorSchema.safeParse(parsed);
  if (!c.success || c.data.s !== sort) throw invalid();
  const isDate = typeof c.data.v === "string";
  if (isDate !== (sort === "lastSeen")) throw invalid();
  return { sort, value: c.data.v, id: c.data.i };
}

function invalid(): AppError {
  return new AppError("BAD_REQUEST", INVALID_ARCHIVE_CURSOR, { field: "cursor" });
}

import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { SearchParamsValues } from "@/lib/validation/search";
import { searchCacheKey } from "./cache-key";

export const INVALID_CURSOR = "El cursor de paginación no es válido. Vuelve a buscar.";

/**
 * Cursors leave the server signed and bound to their search, so a forged or borrowed one is refused
 * before it can reach the provider or add a cache row. The provider's own cursor travels inside it.
 */
function mac(params: SearchParamsValues, raw: string): Buffer {
  return createHmac("sha256", authSecret())
    .update(`cursor:${searchCacheKey(params, null)}\n${raw}`)
    .digest();
}

export function signCursor(params: SearchParamsValues, raw: string | null): string | null {
  if (raw === null) return null;
  return `${Buffer.from(raw, "utf8").toString("base64url")}.${mac(params, raw).toString("base64url")}`;
}

/** The provider's cursor inside a signed one; a 400 for anything this server did not hand out for this search. */
export function verifyCursor(params: SearchParamsValues, signed: string | null | undefined): string | null {
  if (signed === null || signed === undefined || signed === "") return null;
  const [body, sig, extra] = signed.split(".");
  if (!body || !sig || extra !== undefined) throw invalidCursor();
  const raw = Buffer.from(body, "base64url").toString("utf8");
  const given = Buffer.from(sig, "base64url");
  const expected = mac(params, raw);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidCursor();
  return raw;
}

function invalidCursor(): AppError {
  return new AppError("BAD_REQUEST", INVALID_CURSOR, { field: "cursor" });
}

import { NextResponse } from "next/server";
import type { ErrorBody } from "./handler";

export const MALFORMED_PATH = "La dirección solicitada no es válida";

/**
 * True when a path segment's percent-encoding does not decode (`%ff%fe`, a lone `%`). Next decodes
 * dynamic segments itself and answers such a path with a plain-text 500, before any handler runs, so
 * the proxy refuses it first.
 */
export function hasMalformedPath(pathname: string): boolean {
  for (const segment of pathname.split("/")) {
    if (!segment.includes("%")) continue;
    try {
      decodeURIComponent(segment);
    } catch {
      return true;
    }
  }
  return false;
}

/** The API's error shape (lib/api/handler.ts), built here because the proxy must not load the database layer. */
export function malformedPathResponse(): NextResponse<ErrorBody> {
  return NextResponse.json({ success: false, error: MALFORMED_PATH, message: MALFORMED_PATH, code: "BAD_REQUEST" }, { status: 400 });
}

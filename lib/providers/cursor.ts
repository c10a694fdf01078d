/**
 * Opaque cursors: base64url JSON. Callers must treat them as strings; providers decode them and
 * refuse (bad_request) anything they did not issue for the same query.
 */
export type CursorData = { [key: string]: string | number };

export function encodeCursor(data: CursorData): string {
  return Buffer.from(JSON.stringify(data), "utf8").toString("base64url");
}

/** The decoded object, or null when the string is not one of ours. */
export function decodeCursor(cursor: string): { [key: string]: unknown } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as { [key: string]: unknown }) : null;
  } catch {
    return null;
  }
}

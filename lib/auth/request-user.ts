import "server-only";
import { getToken } from "next-auth/jwt";
import { authSecret } from "@/lib/env";
import { readApiToken } from "@/lib/auth/tokens";
import { loadSessionUser, type CurrentUser } from "@/lib/auth/current-user";
import { verifiedCredential } from "@/lib/auth/verified-credentials";

function bearerToken(req: Request): string | null {
  const header = req.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1].trim() : null;
}

function isSecure(req: Request): boolean {
  const forwarded = req.headers.get("x-forwarded-proto");
  if (forwarded) return forwarded.split(",")[0].trim() === "https";
  return new URL(req.url).protocol === "https:";
}

/** The user behind a JSON API request: a bearer token (docs/product.md §7) or the browser's session cookie. */
export async function getRequestUser(req: Request): Promise<CurrentUser | null> {
  const bearer = bearerToken(req);
  if (bearer) {
    const claims = await readApiToken(bearer);
    return claims ? loadSessionUser(claims.userId, claims.sessionVersion) : null;
  }
  const cookie = req.headers.get("cookie");
  if (!cookie) return null;
  const secureCookie = isSecure(req);
  // Keyed by the whole Cookie header: what getToken reads, so the same text always decodes the same.
  const token = await verifiedCredential(`cookie ${secureCookie ? "s" : "-"} ${cookie}`, async () => {
    // Only the cookie: Auth.js would also read an Authorization header.
    const found = await getToken({ req: { headers: new Headers({ cookie }) }, secret: authSecret(), secureCookie });
    if (!found?.sub || typeof found.exp !== "number") return null;
    return { value: { sub: found.sub, sv: found.sv }, expiresAt: found.exp * 1000 };
  });
  if (!token) return null;
  return loadSessionUser(token.sub, token.sv);
}

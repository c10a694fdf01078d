import "server-only";
import { getToken } from "next-auth/jwt";
import { authSecret } from "@/lib/env";
import { readApiToken } from "@/lib/auth/tokens";
import { loadSessionUser, type CurrentUser } from "@/lib/auth/current-user";

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
  // Strip the Authorization header so Auth.js only ever reads the cookie here.
  const headers = new Headers(req.headers);
  headers.delete("authorization");
  const token = await getToken({ req: { headers }, secret: authSecret(), secureCookie: isSecure(req) });
  if (!token?.sub) return null;
  return loadSessionUser(token.sub, token.sv);
}

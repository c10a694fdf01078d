import { NextResponse, type NextRequest } from "next/server";
import { auth } from "@/lib/auth/config";
import { ORIGIN_HEADER } from "@/lib/auth/origin";
import { newNonce, pageCsp } from "@/lib/security/headers";

const DEV = process.env.NODE_ENV === "development";

/**
 * Every page's Content-Security-Policy with a fresh nonce: on the response for the browser, and on the
 * request, where Next reads the nonce and puts it on its own scripts (pages are rendered per request).
 */
function withCsp(req: NextRequest, requestHeaders: Headers, respond: (init: { request: { headers: Headers } }) => NextResponse) {
  const https = (req.headers.get("x-forwarded-proto")?.split(",")[0].trim() ?? req.nextUrl.protocol.replace(":", "")) === "https";
  const csp = pageCsp({ nonce: newNonce(), dev: DEV, https });
  requestHeaders.set("content-security-policy", csp);
  const res = respond({ request: { headers: requestHeaders } });
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

function isAuthScreen(pathname: string): boolean {
  return pathname === "/auth" || pathname.startsWith("/auth/");
}

/**
 * Every page gets its CSP. Signed-out visitors of a protected screen go to /auth, remembering where
 * they were going. Only the cookie is checked here; every page re-checks the user against the database
 * (revocation) through requireUser, and /auth itself sends a verified user to / (so a revoked cookie
 * can never bounce in a loop).
 */
export default auth((req) => {
  const target = `${req.nextUrl.pathname}${req.nextUrl.search}`;
  const headers = new Headers(req.headers);
  // Only this proxy sets it; a client's own copy never reaches a page.
  headers.delete(ORIGIN_HEADER);
  if (isAuthScreen(req.nextUrl.pathname)) return withCsp(req, headers, (init) => NextResponse.next(init));
  if (req.auth?.user) {
    // Pages need the origin too, for a cookie that turns out to be revoked (see requireUser).
    headers.set(ORIGIN_HEADER, target);
    return withCsp(req, headers, (init) => NextResponse.next(init));
  }
  const url = new URL("/auth", req.nextUrl.origin);
  if (target !== "/") url.searchParams.set("callbackUrl", target);
  return withCsp(req, headers, () => NextResponse.redirect(url));
});

export const config = {
  // Every page, /auth included. Not the API (it answers 401 itself; its headers come from
  // next.config.ts), Next's assets or static files.
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|demo/|.*\\.(?:png|jpg|jpeg|svg|webp|gif|ico|mp4|webm|woff2?)$).*)"],
};

import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { auth } from "@/lib/auth/config";
import { ORIGIN_HEADER } from "@/lib/auth/origin";
import { newNonce, pageCsp } from "@/lib/security/headers";
import { hasMalformedPath, malformedPathResponse } from "@/lib/api/malformed-path";

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
const pages = auth((req) => {
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

/**
 * A path whose percent-encoding does not decode gets the API's JSON 400, pages and API alike. The API
 * is otherwise left alone here: it authenticates in its route wrapper and answers 401 itself.
 */
export default function proxy(req: NextRequest, event: NextFetchEvent) {
  if (hasMalformedPath(req.nextUrl.pathname)) return malformedPathResponse();
  if (req.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
  // Auth.js types its wrapper for route handlers; as a proxy Next calls it with the fetch event.
  return pages(req, event as unknown as Parameters<typeof pages>[1]);
}

export const config = {
  // Every page, /auth included, and the API (only to refuse malformed paths: the API answers 401 itself
  // and gets its headers from next.config.ts). Not Next's assets or static files, nor POST /api/search:
  // a fixed path with nothing to decode, and the hot path, where this step was a
  // measurable share of each request. Nor /robots.txt (app/robots.ts): crawlers ask for it signed out,
  // and a redirect to /auth would hide the rules from them.
  matcher: [
    "/((?!api|_next/static|_next/image|favicon.ico|robots.txt$|demo/|.*\\.(?:png|jpg|jpeg|svg|webp|gif|ico|mp4|webm|woff2?)$).*)",
    "/api/((?!search$).*)",
  ],
};

import { NextResponse } from "next/server";
import { auth } from "@/lib/auth/config";
import { ORIGIN_HEADER } from "@/lib/auth/origin";

/**
 * Sends signed-out visitors of a protected screen to /auth, remembering where they were going.
 * Only the cookie is checked here; pages re-check the user against the database (revocation),
 * and /auth itself sends a verified user to / (so a revoked cookie can never bounce in a loop).
 */
export default auth((req) => {
  const target = `${req.nextUrl.pathname}${req.nextUrl.search}`;
  if (req.auth?.user) {
    // The layout needs the origin too, for a cookie that turns out to be revoked (see requireUser).
    const headers = new Headers(req.headers);
    headers.set(ORIGIN_HEADER, target);
    return NextResponse.next({ request: { headers } });
  }
  const url = new URL("/auth", req.nextUrl.origin);
  if (target !== "/") url.searchParams.set("callbackUrl", target);
  return NextResponse.redirect(url);
});

export const config = {
  // Everything except the auth screen, the API (which answers 401 itself), Next's assets and static files.
  matcher: ["/((?!auth|api|_next/static|_next/image|favicon.ico|demo/|.*\\.(?:png|jpg|jpeg|svg|webp|gif|ico|mp4|webm|woff2?)$).*)"],
};

import { describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { POST as cancelPending } from "@/app/api/ads/cancel-pending/route";
import { POST as saveAd } from "@/app/api/saved-ads/route";
import { GET as multiplePages } from "@/app/api/search/multiple-pages/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { callRoute, signedInUser } from "../support/factories";

// Route handlers called in-process with the browser's session cookie, as Auth.js writes it.
const COOKIE = "authjs.session-token";

async function sessionCookie(user: { id: string; sessionVersion: number }) {
  const value = await encode({ token: { sub: user.id, sv: user.sessionVersion }, secret: process.env.AUTH_SECRET!, salt: COOKIE });
  return `${COOKIE}=${value}`;
}

const ORIGIN = "http://localhost";
const sameOrigin = { origin: ORIGIN, "sec-fetch-site": "same-origin" };
const crossSite = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
const INITIAL_URL =
  "https://www.facebook.com/ads/library/?active_status=active&ad_type=all&country=ALL&media_type=all&q=crema&search_type=keyword_unordered";
const multiplePagesUrl = `${ORIGIN}/api/search/multiple-pages?initialUrl=${encodeURIComponent(INITIAL_URL)}&maxPages=1`;

function expectCrossSiteRefusal(res: { status: number; json: Record<string, unknown> }) {
  expect(res.status).toBe(403);
  expect(res.json).toEqual({
    success: false,
    code: "CROSS_SITE",
    error: "Solicitud rechazada: origen no permitido",
    message: "Solicitud rechazada: origen no permitido",
  });
}

describe("cross-site requests riding the session cookie", () => {
  it("a state-changing POST from another site is refused with a JSON 403; the same POST same-origin passes", async () => {
    const { user } = await signedInUser();
    const cookie = await sessionCookie(user);
    expectCrossSiteRefusal(
      await callRoute(cancelPending, { method: "POST", url: `${ORIGIN}/api/ads/cancel-pending`, headers: { cookie, ...crossSite } }),
    );
    const ok = await callRoute(cancelPending, {
      method: "POST",
      url: `${ORIGIN}/api/ads/cancel-pending`,
      headers: { cookie, ...sameOrigin },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.success).toBe(true);
  });

  it("refuses a sibling subdomain (same-site is not same-origin), an opaque origin and a bare Origin from elsewhere", async () => {
    const { user } = await signedInUser();
    const cookie = await sessionCookie(user);
    const body = { adData: { id: "1" } };
    const variants: Record<string, string>[] = [
      { origin: "https://sub.localhost", "sec-fetch-site": "same-site" },
      { origin: "null" },
      { origin: "https://evil.example" },
    ];
    for (const headers of variants) {
      expectCrossSiteRefusal(await callRoute(saveAd, { body, url: `${ORIGIN}/api/saved-ads`, headers: { cookie, ...headers } }));
    }
  });

  it("GET /api/search/multiple-pages spends quota and calls upstream, so a link on another site cannot trigger it", async () => {
    const { user } = await signedInUser();
    const cookie = await sessionCookie(user);
    // A top-level navigation from another site carries no Origin, only Sec-Fetch-Site.
    expectCrossSiteRefusal(await callRoute(multiplePages, { url: multiplePagesUrl, headers: { cookie, "sec-fetch-site": "cross-site" } }));
    const ok = await callRoute(multiplePages, { url: multiplePagesUrl, headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(ok.status).toBe(200);
    expect(ok.json.success).toBe(true);
  });

  it("a bearer request is not a cookie request: it passes whatever site it claims", async () => {
    const { token } = await signedInUser();
    const res = await callRoute(multiplePages, { token, url: multiplePagesUrl, headers: crossSite });
    expect(res.status).toBe(200);
    const post = await callRoute(cancelPending, { method: "POST", token, url: `${ORIGIN}/api/ads/cancel-pending`, headers: crossSite });
    expect(post.status).toBe(200);
  });

  it("a plain GET that changes nothing is still served cross-site (reading is what CORS guards)", async () => {
    const { user } = await signedInUser();
    const cookie = await sessionCookie(user);
    const res = await callRoute(me, { url: `${ORIGIN}/api/auth/me`, headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(200);
  });

  it("logout from another site is refused, so the session survives", async () => {
    const { user, token } = await signedInUser();
    const cookie = await sessionCookie(user);
    expectCrossSiteRefusal(
      await callRoute(logout, { method: "POST", url: `${ORIGIN}/api/auth/logout`, headers: { cookie, ...crossSite } }),
    );
    expect((await callRoute(me, { token, url: `${ORIGIN}/api/auth/me` })).status).toBe(200);
  });
});

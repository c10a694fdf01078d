import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { API_CSP, newNonce, pageCsp } from "@/lib/security/headers";

describe("page Content-Security-Policy", () => {
  it("allows scripts by nonce only, with no unsafe-eval in production, and refuses framing", () => {
    const csp = pageCsp({ nonce: "abc123==" });
    expect(csp).toContain("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("adds unsafe-eval only in development, and upgrade-insecure-requests only over https", () => {
    expect(pageCsp({ nonce: "n", dev: true })).toContain("'unsafe-eval'");
    expect(pageCsp({ nonce: "n", https: true })).toContain("upgrade-insecure-requests");
  });

  it("makes a fresh base64 nonce of 128 bits each time", () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
  });
});

describe("next.config.ts headers", () => {
  it("sends nosniff, Referrer-Policy and Permissions-Policy everywhere, HSTS only over https, a no-load CSP on the API", async () => {
    const rules = await nextConfig.headers!();
    const all = rules.filter((r) => r.source === "/:path*" && !r.has);
    const keys = all.flatMap((r) => r.headers.map((h) => h.key));
    expect(keys).toEqual(expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]));
    expect(keys).not.toContain("Strict-Transport-Security");

    const hsts = rules.find((r) => r.headers.some((h) => h.key === "Strict-Transport-Security"));
    expect(hsts?.has).toEqual([{ type: "header", key: "x-forwarded-proto", value: "https" }]);

    const api = rules.find((r) => r.source === "/api/:path*");
    expect(api?.headers).toEqual([{ key: "Content-Security-Policy", value: API_CSP }]);
    expect(API_CSP).toContain("frame-ancestors 'none'");
  });
});

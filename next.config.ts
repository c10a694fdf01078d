import type { NextConfig } from "next";
import { API_CSP, HSTS_HEADER, STATIC_SECURITY_HEADERS } from "./lib/security/headers";

const nextConfig: NextConfig = {
  // Native and Wasm-backed server packages stay out of the bundle.
  serverExternalPackages: ["@node-rs/argon2", "pg", "@prisma/adapter-pg", "rate-limiter-flexible"],
  poweredByHeader: false,
  images: { unoptimized: true },
  typedRoutes: false,
  // `npm test` and `npm run local` run `tsc` themselves (scripts/lib/build.mjs sets this), so the build's
  // own type check would only repeat it; any other build (a preview host) still type-checks.
  typescript: { ignoreBuildErrors: process.env.ADRADAR_BUILD_TYPECHECKED === "1" },
  experimental: {
    // Writing the build cache took about 50 s of a build on 2 cores, and a clean clone (CI, a first
    // `npm run local`) never reads it back: only a developer's repeated `npm test` asks for it.
    turbopackFileSystemCacheForBuild: process.env.ADRADAR_BUILD_CACHE === "1",
  },
  // Pages get their nonce-based Content-Security-Policy from proxy.ts; these cover every response.
  async headers() {
    return [
      { source: "/:path*", headers: STATIC_SECURITY_HEADERS },
      // Served over https means behind a TLS-terminating proxy that says so (scripts/serve.mjs drops
      // this header from clients when the app is served directly).
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [HSTS_HEADER] },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
    ];
  },
};

export default nextConfig;

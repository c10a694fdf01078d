import type { NextConfig } from "next";
import { API_CSP, HSTS_HEADER, STATIC_SECURITY_HEADERS } from "./lib/security/headers";

const nextConfig: NextConfig = {
  // Native and Wasm-backed server packages stay out of the bundle.
  serverExternalPackages: ["@node-rs/argon2", "pg", "@prisma/adapter-pg", "rate-limiter-flexible"],
  poweredByHeader: false,
  images: { unoptimized: true },
  typedRoutes: false,
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

import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and Wasm-backed server packages stay out of the bundle.
  serverExternalPackages: ["@node-rs/argon2", "pg", "@prisma/adapter-pg", "rate-limiter-flexible"],
  poweredByHeader: false,
  images: { unoptimized: true },
  typedRoutes: false,
};

export default nextConfig;

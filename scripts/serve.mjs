#!/usr/bin/env node
// `npm start`: the production build (`next build`) served by Next's request handler behind a plain
// node:http server, the documented custom-server setup. The one thing it adds: when the app is served
// directly (TRUSTED_PROXY_HOPS=0, the default), the client address is the socket's, not whatever a
// client puts in X-Forwarded-For (see scripts/lib/client-address.mjs and README "Client address").
//
// Knobs: PORT (default 3000), HOST (default 0.0.0.0; `npm run local` passes 127.0.0.1), TRUSTED_PROXY_HOPS.
import http from "node:http";
import { ROOT } from "./lib/proc.mjs";
import { trustSocketAddress, trustedHopsFromEnv } from "./lib/client-address.mjs";

process.env.NODE_ENV = "production";
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "0.0.0.0";
const trustedHops = trustedHopsFromEnv();

const { default: next } = await import("next");
const app = next({ dev: false, dir: ROOT, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  trustSocketAddress(req, trustedHops);
  handle(req, res);
});
server.listen(port, hostname, () => {
  console.log(`▸ AdRadar listening on http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`);
});

function stop() {
  server.close(() => process.exit(0));
  // Idle keep-alive connections would hold close() open; requests in flight get 5 s to finish.
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { LookupAddress } from "node:dns";
import { errorResponse } from "@/lib/api/handler";
import { resetEnvForTests } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { createGuardedAgents } from "@/lib/security/ssrf";
import { MAX_IMAGE_BYTES, messages, proxyImage, type ProxyImageOptions } from "@/lib/services/images/proxy-image";
import { BUSY_MESSAGE, MAX_IMAGE_FETCHES_PER_USER } from "@/lib/services/images/in-flight";
import { callRoute, signedInUser } from "../support/factories";

// A real 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

let server: http.Server;
let port: number;
const hanging = new Set<http.ServerResponse>();

// Allow-listed names pointed at chosen addresses, the way a hostile or rebinding DNS would.
const dnsTable: Record<string, LookupAddress[]> = {
  "cdn.fbcdn.net": [{ address: "127.0.0.1", family: 4 }],
  "loopback.fbcdn.net": [{ address: "127.0.0.1", family: 4 }],
  "private10.fbcdn.net": [{ address: "10.0.0.5", family: 4 }],
  "private192.fbcdn.net": [{ address: "192.168.1.20", family: 4 }],
  "private172.fbcdn.net": [{ address: "172.16.5.4", family: 4 }],
  "metadata.fbcdn.net": [{ address: "169.254.169.254", family: 4 }],
  "cgnat.fbcdn.net": [{ address: "100.64.0.9", family: 4 }],
  "v6loopback.fbcdn.net": [{ address: "::1", family: 6 }],
  "mapped.fbcdn.net": [{ address: "::ffff:127.0.0.1", family: 6 }],
  "mixed.fbcdn.net": [
    { address: "157.240.1.35", family: 4 },
    { address: "127.0.0.1", family: 4 },
  ],
};
const resolveHost = async (host: string) => dnsTable[host] ?? [];

/** Local servers speak http on random ports; the address guard stays on unless a test exempts 127.0.0.1. */
function opts(extra: ProxyImageOptions = {}): ProxyImageOptions {
  return { protocols: new Set(["http:", "https:"]), allowNonDefaultPorts: true, resolveHost, timeoutMs: 3_000, ...extra };
}
const reachLocal = (extra: ProxyImageOptions = {}) => opts({ allowAddresses: ["127.0.0.1"], ...extra });
const at = (host: string, path: string) => `http://${host}:${port}${path}`;

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (e) {
    if (isAppError(e)) return { status: e.status, message: e.message };
    throw e;
  }
  throw new Error("expected a refusal");
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    switch (path) {
      case "/ok.png":
        res.writeHead(200, { "content-type": "image/png", "content-length": PNG.length });
        return res.end(PNG);
      case "/page.html":
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end("<h1>hola</h1>");
      case "/untyped":
        res.writeHead(200);
        return res.end(PNG);
      case "/logo.svg":
        res.writeHead(200, { "content-type": "image/svg+xml" });
        return res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      case "/big-declared.png":
        // Declares more than the cap, sends a little and then nothing: only the header can end this quickly.
        res.writeHead(200, { "content-type": "image/png", "content-length": MAX_IMAGE_BYTES + 1 });
        res.write(PNG);
        hanging.add(res);
        return;
      case "/big-chunked.png": {
        res.writeHead(200, { "content-type": "image/png" });
        const chunk = Buffer.alloc(64 * 1024, 1);
        let sent = 0;
        const pump = () => {
          while (sent <= MAX_IMAGE_BYTES + chunk.length && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        res.on("error", () => {});
        return pump();
      }
      case "/hang.png":
        hanging.add(res);
        return;
      case "/slow-body.png":
        res.writeHead(200, { "content-type": "image/png", "content-length": 10_000 });
        res.write(PNG);
        hanging.add(res);
        return;
      case "/not-found.png":
        res.writeHead(404, { "content-type": "text/plain" });
        return res.end("no");
      case "/redirect-ok":
        res.writeHead(302, { location: "/ok.png" });
        return res.end();
      case "/redirect-private":
        res.writeHead(302, { location: at("private10.fbcdn.net", "/ok.png") });
        return res.end();
      case "/redirect-loopback-name":
        res.writeHead(301, { location: at("loopback.fbcdn.net", "/ok.png") });
        return res.end();
      case "/redirect-ip-literal":
        res.writeHead(307, { location: `http://127.0.0.1:${port}/ok.png` });
        return res.end();
      case "/redirect-elsewhere":
        res.writeHead(302, { location: "https://evil.example/a.png" });
        return res.end();
      case "/redirect-credentials":
        res.writeHead(302, { location: at("user:secreto@cdn.fbcdn.net", "/ok.png") });
        return res.end();
      case "/redirect-other-scheme":
        res.writeHead(302, { location: "ftp://cdn.fbcdn.net/a.png" });
        return res.end();
      case "/redirect-loop":
        res.writeHead(302, { location: "/redirect-loop" });
        return res.end();
      default:
        res.writeHead(404);
        return res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe("proxy-image: private addresses are never reached", () => {
  it("refuses an allowed name that resolves to loopback", async () => {
    expect(await refusal(proxyImage(at("loopback.fbcdn.net", "/ok.png"), opts()))).toEqual({
      status: 403,
      message: messages.addressNotAllowed,
    });
  });

  it.each(["private10", "private192", "private172", "metadata", "cgnat", "mapped", "mixed"])("refuses %s.fbcdn.net", async (name) => {
    expect(await refusal(proxyImage(at(`${name}.fbcdn.net`, "/ok.png"), opts()))).toEqual({
      status: 403,
      message: messages.addressNotAllowed,
    });
  });

  it("refuses an allowed name that resolves to IPv6 loopback", async () => {
    expect(await refusal(proxyImage(at("v6loopback.fbcdn.net", "/ok.png"), opts()))).toEqual({
      status: 403,
      message: messages.addressNotAllowed,
    });
  });

  it("refuses a redirect from an allowed public-looking host to a private address", async () => {
    const start = at("cdn.fbcdn.net", "/redirect-private");
    expect(await refusal(proxyImage(start, reachLocal()))).toEqual({ status: 403, message: messages.addressNotAllowed });
  });

  it("refuses a redirect to another allowed name that resolves to loopback", async () => {
    // Only cdn.fbcdn.net's 127.0.0.1 is exempt for the first hop; the exemption is by address, so
    // this second name proves the check runs again at the redirect's own connect.
    const start = at("cdn.fbcdn.net", "/redirect-loopback-name");
    const res = await refusal(
      proxyImage(
        start,
        opts({
          resolveHost: async (h) => (h === "cdn.fbcdn.net" ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "127.0.0.2", family: 4 }]),
          allowAddresses: ["127.0.0.1"],
        }),
      ),
    );
    expect(res).toEqual({ status: 403, message: messages.addressNotAllowed });
  });

  it("refuses redirects to an IP literal or a host off the allow-list", async () => {
    expect(await refusal(proxyImage(at("cdn.fbcdn.net", "/redirect-ip-literal"), reachLocal()))).toEqual({
      status: 403,
      message: messages.originNotAllowed,
    });
    expect(await refusal(proxyImage(at("cdn.fbcdn.net", "/redirect-elsewhere"), reachLocal()))).toEqual({
      status: 403,
      message: messages.originNotAllowed,
    });
  });

  it("refuses a redirect to another scheme or with credentials as a refused origin, not a bad request", async () => {
    for (const path of ["/redirect-other-scheme", "/redirect-credentials"]) {
      expect(await refusal(proxyImage(at("cdn.fbcdn.net", path), reachLocal()))).toEqual({
        status: 403,
        message: messages.originNotAllowed,
      });
    }
  });

  it("the connect-time agent refuses a private address on its own, even with no lookup of ours", async () => {
    const { http: agent } = createGuardedAgents();
    const err = await new Promise<Error>((resolve) => {
      http.get(`http://127.0.0.1:${port}/ok.png`, { agent }, () => resolve(new Error("connected"))).on("error", resolve);
    });
    expect(err.message).toMatch(/not allowed/);
    agent.destroy();
  });

  it("refuses plain http in production defaults before connecting", async () => {
    expect(await refusal(proxyImage(at("cdn.fbcdn.net", "/ok.png")))).toEqual({ status: 400, message: messages.httpsOnly });
  });
});

describe("proxy-image: what comes back", () => {
  it("serves a real PNG with its type, length, a long private cache and nosniff", async () => {
    const image = await proxyImage(at("cdn.fbcdn.net", "/ok.png"), reachLocal());
    expect(image.status).toBe(200);
    expect(Buffer.from(image.body!)).toEqual(PNG);
    expect(image.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(PNG.length),
      "cache-control": "private, max-age=86400, immutable",
      "x-content-type-options": "nosniff",
    });
  });

  it("follows a redirect on an allowed host, re-checked, to the image", async () => {
    const image = await proxyImage(at("cdn.fbcdn.net", "/redirect-ok"), reachLocal());
    expect(Buffer.from(image.body!)).toEqual(PNG);
  });

  it("gives up after three redirects", async () => {
    expect(await refusal(proxyImage(at("cdn.fbcdn.net", "/redirect-loop"), reachLocal()))).toEqual({
      status: 502,
      message: messages.upstream,
    });
  });

  it("refuses what is not an image, untyped bodies and remote SVG with 415", async () => {
    expect(await refusal(proxyImage(at("cdn.fbcdn.net", "/page.html"), reachLocal()))).toEqual({ status: 415, message: messages.notImage });
    expect(await refusal(proxyImage(at("cdn.fbcdn.net", "/untyped"), reachLocal()))).toEqual({ status: 415, message: messages.notImage });
    expect(await refusal(proxyImage(at("cdn.fbcdn.net", "/logo.svg"), reachLocal()))).toEqual({
      status: 415,
      message: messages.svgNotAllowed,
    });
  });

  it("refuses a body declared larger than 5 MB at once", async () => {
    expect(await refusal(proxyImage(at("cdn.fbcdn.net", "/big-declared.png"), reachLocal()))).toEqual({
      status: 413,
      message: messages.tooLarge,
    });
  });

  it("stops reading an undeclared body as soon as it passes 5 MB", async () => {
    expect(await refusal(proxyImage(at("cdn.fbcdn.net", "/big-chunked.png"), reachLocal()))).toEqual({
      status: 413,
      message: messages.tooLarge,
    });
  });

  it("times out a server that never answers, and one that stalls mid-body", async () => {
    for (const path of ["/hang.png", "/slow-body.png"]) {
      expect(await refusal(proxyImage(at("cdn.fbcdn.net", path), reachLocal({ timeoutMs: 300 })))).toEqual({
        status: 504,
        message: messages.timeout,
      });
    }
  });

  it("reports an upstream error status or an unknown name as 502", async () => {
    expect(await refusal(proxyImage(at("cdn.fbcdn.net", "/not-found.png"), reachLocal()))).toEqual({
      status: 502,
      message: messages.upstream,
    });
    expect(await refusal(proxyImage(at("gone.fbcdn.net", "/ok.png"), reachLocal()))).toEqual({ status: 502, message: messages.upstream });
  });
});

describe("proxy-image: input", () => {
  it("refuses a missing or malformed URL with 400", async () => {
    expect(await refusal(proxyImage(null))).toEqual({ status: 400, message: messages.missingUrl });
    expect(await refusal(proxyImage("   "))).toEqual({ status: 400, message: messages.missingUrl });
    expect(await refusal(proxyImage("no es una url"))).toEqual({ status: 400, message: messages.invalidUrl });
  });

  it("redirects a demo file to the same-origin path", async () => {
    expect(await proxyImage("/demo/ads/crema-facial-1.png")).toEqual({
      status: 307,
      body: null,
      headers: { location: "/demo/ads/crema-facial-1.png", "cache-control": "private, max-age=86400, immutable" },
    });
  });

  it.each([
    "/demo/../.env",
    "/demo/%2e%2e/secret.png",
    "/demo/ads/..%2Fx.png",
    "/demo//x.png",
    "/demo/.hidden.png",
    "/demo/a.png?x=1",
    "/demo/a\\..\\b.png",
    "//evil.example/a.png",
    "/api/users.png",
    "/demo/readme.txt",
  ])("refuses the relative path %s", async (raw) => {
    expect(await refusal(proxyImage(raw))).toEqual({ status: 400, message: messages.invalidUrl });
  });
});

describe("proxy-image route", () => {
  it("shapes a refusal as the API's Spanish error body", async () => {
    const err = await proxyImage(at("loopback.fbcdn.net", "/ok.png"), opts()).catch((e: unknown) => e);
    const res = errorResponse(err);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      success: false,
      error: messages.addressNotAllowed,
      message: messages.addressNotAllowed,
      code: "FORBIDDEN",
    });
  });

  it("refuses a caller who is not signed in", async () => {
    process.env.AUTH_SECRET ??= "a-test-secret-of-at-least-thirty-two-characters";
    resetEnvForTests();
    const { GET } = await import("@/app/api/proxy-image/route");
    const res = await GET(new Request(`http://localhost/api/proxy-image?url=${encodeURIComponent("/demo/a.png")}`), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(401);
  });
});

describe("proxy-image: a few fetches per user at once", () => {
  it("refuses a user's fetch beyond the cap with 429, not another user's, and frees the slots when fetches end", async () => {
    const before = hanging.size;
    const stuck = Array.from({ length: MAX_IMAGE_FETCHES_PER_USER }, () =>
      proxyImage(at("cdn.fbcdn.net", "/hang.png"), reachLocal({ userId: "busy-user", timeoutMs: 30_000 })).catch((e: unknown) => e),
    );
    // Every slot is taken once the upstream server holds all the requests.
    await expect.poll(() => hanging.size - before).toBe(MAX_IMAGE_FETCHES_PER_USER);

    const refused = await proxyImage(at("cdn.fbcdn.net", "/ok.png"), reachLocal({ userId: "busy-user" })).catch((e: unknown) => e);
    expect(isAppError(refused) && { status: refused.status, code: refused.code, message: refused.message }).toEqual({
      status: 429,
      code: "RATE_LIMITED",
      message: BUSY_MESSAGE,
    });
    expect(errorResponse(refused).headers.get("retry-after")).toBe("1");
    expect((await proxyImage(at("cdn.fbcdn.net", "/ok.png"), reachLocal({ userId: "other-user" }))).status).toBe(200);

    // The upstream gives up on the held requests: the user's slots come back.
    for (const res of [...hanging].slice(before)) res.destroy();
    await Promise.all(stuck);
    expect((await proxyImage(at("cdn.fbcdn.net", "/ok.png"), reachLocal({ userId: "busy-user" }))).status).toBe(200);
  });

  it("the route answers a signed-in user with a private cache", async () => {
    const { token } = await signedInUser();
    const { GET } = await import("@/app/api/proxy-image/route");
    const res = await callRoute(GET, {
      token,
      url: `http://localhost/api/proxy-image?url=${encodeURIComponent("/demo/ads/crema-facial-1.png")}`,
    });
    expect(res.status).toBe(307);
    expect(res.headers.get("cache-control")).toBe("private, max-age=86400, immutable");
  });
});

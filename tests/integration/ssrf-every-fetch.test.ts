// SSRF, for every server-side fetch of a URL that came from outside: the image proxy (the
// service and its route), the kept media of a saved ad, the archive's thumbnails and the multiple-pages
// walk (whose Ad Library URL is parsed, never fetched). Each is aimed at loopback, 0.0.0.0, the private
// and link-local ranges, IPv6 and IPv4-mapped forms, decimal/octal/hex spellings, allowed names that an
// injected resolver points at private addresses, and redirects into all of them from a public-looking
// server. A LOGGING server listening on every local address (port LOG, and 443 for the production
// policy's https cases, logging every connection) proves that nothing reached it.
import fs from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { LookupAddress } from "node:dns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { keepMedia, setMediaFetchOptions } from "@/lib/services/images/kept-media";
import { messages as ssrfMessages } from "@/lib/security/ssrf";
import { keepThumbnails } from "@/lib/services/archive/thumbnails";
import { proxyImage, type ProxyImageOptions } from "@/lib/services/images/proxy-image";
import { GET as proxyRoute } from "@/app/api/proxy-image/route";
import { GET as multiplePages } from "@/app/api/search/multiple-pages/route";
import { POST as save } from "@/app/api/saved-ads/route";
import { callRoute, scopedEnv, signedInUser } from "../support/factories";
import { createAd, PNG } from "../support/library";

/** Every request that reached the logging server: must stay empty. */
const reached: string[] = [];
let logServer: http.Server;
let LOG: number;
/** Plain https's port on every local address: any connection, TLS or not, is logged and dropped. */
let tlsLog: net.Server;
/** The redirects the CDN served (`/to?u=` targets): a redirected picture was fetched, then refused. */
const redirected: string[] = [];
/** The "public" CDN: the one address the fetchers may reach (127.0.0.2), redirecting wherever asked. */
let cdn: http.Server;
let CDN: number;
const CDN_ADDRESS = "127.0.0.2";
const hanging = new Set<http.ServerResponse>();
const env = scopedEnv();
let mediaDir: string;

/** This machine's own non-loopback addresses: a name resolving to one of them would reach LOG too. */
const ownAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((i): i is os.NetworkInterfaceInfo => Boolean(i) && !i!.internal)
  .map((i) => i.address.split("%")[0]);

/** Hosts (as written in a URL) that must never be connected to. */
const HOSTILE_HOSTS = [
  "127.0.0.1",
  "127.1.2.3",
  "127.1",
  "0.0.0.0",
  "0",
  "localhost",
  "2130706433", // 127.0.0.1 in decimal
  "0177.0.0.1", // octal
  "0x7f.0.0.1", // hex
  "0x7f000001",
  "017700000001",
  "10.0.0.1",
  "172.16.0.1",
  "192.168.0.1",
  "169.254.169.254", // cloud metadata
  "100.64.0.1", // CGNAT
  "[::1]",
  "[::]",
  "[::ffff:127.0.0.1]",
  "[::ffff:7f00:1]",
  "[0:0:0:0:0:ffff:127.0.0.1]",
  "[::127.0.0.1]",
  "[64:ff9b::7f00:1]",
  "[fc00::1]",
  "[fe80::1]",
  ...ownAddresses.map((a) => (a.includes(":") ? `[${a}]` : a)),
];

/** Allow-listed names an attacker's DNS points at private addresses (the injected resolver's table). */
const HOSTILE_NAMES: Record<string, LookupAddress[]> = {
  localhost: [{ address: "127.0.0.1", family: 4 }],
  "loopback.fbcdn.net": [{ address: "127.0.0.1", family: 4 }],
  "zero.fbcdn.net": [{ address: "0.0.0.0", family: 4 }],
  "ten.fbcdn.net": [{ address: "10.0.0.1", family: 4 }],
  "metadata.fbcdn.net": [{ address: "169.254.169.254", family: 4 }],
  "v6.fbcdn.net": [{ address: "::1", family: 6 }],
  "mapped.fbcdn.net": [{ address: "::ffff:127.0.0.1", family: 6 }],
  "mappedhex.fbcdn.net": [{ address: "::ffff:7f00:1", family: 6 }],
  "ula.fbcdn.net": [{ address: "fd00::1", family: 6 }],
  "mixed.fbcdn.net": [
    { address: "157.240.1.35", family: 4 },
    { address: "127.0.0.1", family: 4 },
  ],
  ...Object.fromEntries(ownAddresses.map((a, i) => [`own${i}.fbcdn.net`, [{ address: a, family: a.includes(":") ? 6 : 4 }]])),
};

const resolveHost = async (host: string): Promise<LookupAddress[]> =>
  host === "cdn.fbcdn.net" ? [{ address: CDN_ADDRESS, family: 4 }] : (HOSTILE_NAMES[host] ?? []);

const hostileUrls = () => [
  ...HOSTILE_HOSTS.map((h) => `http://${h}:${LOG}/x.png`),
  ...Object.keys(HOSTILE_NAMES).map((n) => `http://${n}:${LOG}/x.png`),
];
const viaRedirect = (target: string) => `http://cdn.fbcdn.net:${CDN}/to?u=${encodeURIComponent(target)}`;

/**
 * The test policy: http and any port (local servers), the injected resolver, and only the CDN's
 * address exempt. `anyHost` also lifts the host allow-list for the URL itself, so the address checks
 * are proven on their own rather than hidden behind the allow-list.
 */
function policy(lift: string | string[] | null, extra: ProxyImageOptions = {}): ProxyImageOptions {
  const hosts = (lift === null ? [] : [lift].flat()).map((u) => new URL(u).hostname.replace(/^\[|\]$/g, ""));
  return {
    protocols: new Set(["http:", "https:"]),
    allowNonDefaultPorts: true,
    resolveHost,
    allowAddresses: [CDN_ADDRESS],
    allowedHostSuffixes: ["fbcdn.net", ...hosts],
    timeoutMs: 1_500,
    ...extra,
  };
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  try {
    await promise;
  } catch (e) {
    if (isAppError(e)) return { status: e.status, code: e.code };
    throw e;
  }
  throw new Error("fetched");
}

beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "ssrf-media-"));
  env.set({ AD_PROVIDER: "demo", MEDIA_DIR: mediaDir });
  logServer = http.createServer((req, res) => {
    reached.push(`${req.socket.localAddress?.replace(/^::ffff:/, "")} ${req.headers.host} ${req.url}`);
    res.writeHead(200, { "content-type": "image/png" });
    res.end(PNG);
  });
  // "::" without ipv6Only takes every local address, IPv4 and IPv6, loopback or not.
  await new Promise<void>((r) => logServer.listen({ port: 0, host: "::", ipv6Only: false }, r));
  LOG = (logServer.address() as AddressInfo).port;
  tlsLog = net.createServer((socket) => {
    reached.push(`${socket.localAddress?.replace(/^::ffff:/, "")}:443 connection`);
    socket.destroy();
  });
  // Port 443 must be free: a test whose https cases hit nothing listening would prove nothing.
  await new Promise<void>((resolve, reject) => {
    tlsLog.once("error", reject);
    tlsLog.listen({ port: 443, host: "::", ipv6Only: false }, resolve);
  });

  cdn = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://cdn");
    if (url.pathname === "/to") {
      redirected.push(url.searchParams.get("u") ?? "");
      res.writeHead(302, { location: url.searchParams.get("u") ?? "/" });
      return res.end();
    }
    if (url.pathname === "/big.png") {
      // No Content-Length: only the running count can stop it.
      res.writeHead(200, { "content-type": "image/png" });
      const chunk = Buffer.alloc(64 * 1024, 7);
      let sent = 0;
      const pump = () => {
        while (sent < 8 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("error", () => {});
      return pump();
    }
    if (url.pathname === "/slow.png") {
      // Headers at once, then a trickle that never ends.
      res.writeHead(200, { "content-type": "image/png", "content-length": 1_000_000 });
      res.write(PNG);
      hanging.add(res);
      return;
    }
    if (url.pathname === "/ok.png") {
      res.writeHead(200, { "content-type": "image/png", "content-length": PNG.length });
      return res.end(PNG);
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((r) => cdn.listen(0, CDN_ADDRESS, r));
  CDN = (cdn.address() as AddressInfo).port;
});

afterAll(async () => {
  setMediaFetchOptions({});
  env.restore();
  for (const res of hanging) res.destroy();
  cdn.closeAllConnections();
  logServer.closeAllConnections();
  await Promise.all([new Promise((r) => cdn.close(r)), new Promise((r) => logServer.close(r)), new Promise((r) => tlsLog.close(r))]);
  await fs.rm(mediaDir, { recursive: true, force: true });
  // The one property every test below serves: whatever was tried, nothing reached the logging server.
  expect(reached).toEqual([]);
});

describe("the test rig can tell a fetch from a refusal", () => {
  it("the public-looking CDN serves an image through the guarded fetcher", async () => {
    const image = await proxyImage(`http://cdn.fbcdn.net:${CDN}/ok.png`, policy(null));
    expect(image.status).toBe(200);
  });

  it("the logging server logs what reaches it", async () => {
    const res = await fetch(`http://127.0.0.1:${LOG}/sonda`);
    expect(res.status).toBe(200);
    expect(reached.splice(0)).toEqual([`127.0.0.1 127.0.0.1:${LOG} /sonda`]);
  });

  it("the https logger logs a connection to port 443", async () => {
    await new Promise<void>((resolve) => https.get("https://127.0.0.1/sonda", { rejectUnauthorized: false }).on("error", () => resolve()));
    expect(reached.splice(0)).toEqual(["127.0.0.1:443 connection"]);
  });
});

describe("image proxy service", () => {
  it.each(HOSTILE_HOSTS)("refuses %s before connecting, with the allow-list lifted for it", async (host) => {
    const url = `http://${host}:${LOG}/x.png`;
    const res = await refusal(proxyImage(url, policy(url)));
    expect([400, 403]).toContain(res.status);
    expect(reached).toEqual([]);
  });

  it.each(Object.keys(HOSTILE_NAMES))("refuses %s, an allowed name resolving to a private address", async (name) => {
    expect(await refusal(proxyImage(`http://${name}:${LOG}/x.png`, policy(null)))).toEqual({ status: 403, code: "FORBIDDEN" });
    expect(reached).toEqual([]);
  });

  it("refuses every redirect from the public-looking CDN into those addresses and names", async () => {
    for (const target of hostileUrls()) {
      expect((await refusal(proxyImage(viaRedirect(target), policy(null)))).status, target).toBe(403);
      // Again with every target host on the allow-list: the address checks alone must hold.
      expect(await refusal(proxyImage(viaRedirect(target), policy(hostileUrls()))), target).toEqual({ status: 403, code: "FORBIDDEN" });
    }
    expect(reached).toEqual([]);
  });

  it("stops an oversized body at the cap and a body that never ends at the deadline", async () => {
    expect(await refusal(proxyImage(`http://cdn.fbcdn.net:${CDN}/big.png`, policy(null)))).toEqual({ status: 413, code: "BAD_REQUEST" });
    expect(await refusal(proxyImage(`http://cdn.fbcdn.net:${CDN}/slow.png`, policy(null, { timeoutMs: 300 })))).toEqual({
      status: 504,
      code: "TIMEOUT",
    });
  });
});

describe("GET /api/proxy-image, with the production policy", () => {
  it("answers every hostile address, on http with a port or on plain https, with a Spanish 4xx", async () => {
    const { token } = await signedInUser();
    // The allowed names need the real DNS, which these machines lack: the service tests above cover them.
    const urls = HOSTILE_HOSTS.map((h) => `http://${h}:${LOG}/x.png`);
    for (const target of [...urls, ...urls.map((u) => u.replace("http:", "https:").replace(`:${LOG}`, ""))]) {
      const res = await callRoute(proxyRoute, { token, url: `http://localhost/api/proxy-image?url=${encodeURIComponent(target)}` });
      expect(res.status, target).toBeGreaterThanOrEqual(400);
      expect(res.status, target).toBeLessThan(500);
      expect(res.json.message, target).toMatch(/[áéíóúñ]|imagen|origen|dirección/i);
    }
    expect(reached).toEqual([]);
  });
});

describe("kept media of a saved ad", () => {
  it("keeps none of an ad's hostile pictures, direct or redirected, and the card falls back to the link", async () => {
    setMediaFetchOptions(policy(null));
    redirected.length = 0;
    const { token } = await signedInUser();
    const urls = [...hostileUrls(), ...hostileUrls().map(viaRedirect)];
    const savedIds: string[] = [];
    // An ad keeps at most 12 pictures: the URLs go out over as many ads as needed.
    for (let i = 0; i < urls.length; i += 12) {
      const ad = await createAd({ images: urls.slice(i, i + 12) });
      const res = await callRoute<{ savedAd: { id: string } }>(save, { token, body: { adData: { id: ad.id } } });
      expect(res.status).toBe(201);
      savedIds.push(res.json.savedAd.id);
    }
    await keepMedia(savedIds);
    const rows = await db.savedAdMedia.findMany({ where: { savedAdId: { in: savedIds } } });
    expect(rows.length).toBe(urls.length);
    expect(rows.filter((r) => r.hash !== null)).toEqual([]);
    // Each was tried once and refused by the guard (not skipped, not a network failure)...
    const refusals: string[] = [ssrfMessages.originNotAllowed, ssrfMessages.addressNotAllowed];
    expect(
      rows.filter((r) => r.attempts !== 1 || !refusals.includes(r.lastError ?? "")).map((r) => [r.sourceUrl, r.attempts, r.lastError]),
    ).toEqual([]);
    // ...and every redirected one reached the public-looking CDN first: the refusal came at the hop.
    expect(new Set(redirected)).toEqual(new Set(hostileUrls()));
    expect(reached).toEqual([]);
  });

  it("keeps nothing of an oversized or never-ending picture", async () => {
    setMediaFetchOptions(policy(null, { timeoutMs: 300 }));
    const { token } = await signedInUser();
    const ad = await createAd({ images: [`http://cdn.fbcdn.net:${CDN}/big.png`, `http://cdn.fbcdn.net:${CDN}/slow.png`] });
    const res = await callRoute<{ savedAd: { id: string } }>(save, { token, body: { adData: { id: ad.id } } });
    expect(await keepMedia([res.json.savedAd.id])).toBe(0);
    const rows = await db.savedAdMedia.findMany({ where: { savedAdId: res.json.savedAd.id } });
    expect(rows.map((r) => r.hash)).toEqual([null, null]);
  });
});

describe("archive thumbnails", () => {
  it("makes no thumbnail from a hostile picture, direct or redirected, big or slow", async () => {
    setMediaFetchOptions(policy(null, { timeoutMs: 300 }));
    const urls = [
      ...hostileUrls(),
      ...hostileUrls().map(viaRedirect),
      `http://cdn.fbcdn.net:${CDN}/big.png`,
      `http://cdn.fbcdn.net:${CDN}/slow.png`,
    ];
    const ads = await Promise.all(urls.map((u) => createAd({ images: [u] })));
    expect(await keepThumbnails(ads)).toBe(0);
    const rows = await db.ad.findMany({
      where: { id: { in: ads.map((a) => a.id) } },
      select: { thumbnailHash: true, thumbnailAttempts: true },
    });
    expect(rows.every((r) => r.thumbnailHash === null && r.thumbnailAttempts === 1)).toBe(true);
    expect(reached).toEqual([]);
  });
});

describe("GET /api/search/multiple-pages", () => {
  it("refuses an 'Ad Library URL' on any other host or scheme with a Spanish 400, fetching nothing", async () => {
    const { token } = await signedInUser();
    const targets = [
      ...hostileUrls(),
      `https://127.0.0.1:${LOG}/ads/library/?q=crema`,
      `https://facebook.com.127.0.0.1.nip.io/ads/library/?q=crema`,
      `http://www.facebook.com/ads/library/?q=crema`,
      `https://www.facebook.com@127.0.0.1:${LOG}/ads/library/?q=crema`,
    ];
    for (const target of targets) {
      const url = `http://localhost/api/search/multiple-pages?maxPages=1&initialUrl=${encodeURIComponent(target)}`;
      const res = await callRoute(multiplePages, { token, url });
      expect(res.status, target).toBe(400);
      expect(res.json.message).toBe("La URL debe ser de la Biblioteca de Anuncios de Facebook (facebook.com/ads/library)");
    }
    expect(reached).toEqual([]);
  });
});

import "server-only";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { AppError, isAppError } from "@/lib/errors";
import {
  allowedHostSuffixes,
  assertAllowedUrl,
  BlockedAddressError,
  createGuardedAgents,
  guardedLookup,
  messages as ssrfMessages,
  systemResolveHost,
  type ResolveHost,
  type UrlPolicy,
} from "@/lib/security/ssrf";
import { MAX_IMAGE_URL_LENGTH } from "@/lib/validation/images";
import { withImageFetchSlot } from "@/lib/services/images/in-flight";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;

export const messages = {
  ...ssrfMessages,
  tooLarge: "La imagen supera el tamaño máximo permitido (5 MB)",
  notImage: "El recurso solicitado no es una imagen",
  svgNotAllowed: "No se permiten imágenes SVG externas",
  upstream: "No se pudo obtener la imagen",
  timeout: "La imagen tardó demasiado en responder",
} as const;

/**
 * Ad creatives never change behind a URL (Meta signs each one), so the browser may keep them; but the
 * reply answers an authenticated request, so shared caches (CDNs, proxies) must not.
 */
const LONG_CACHE = "private, max-age=86400, immutable";

// The demo's creatives live in public/demo and are served by the host or CDN, never read here.
// Each segment starts with a letter or digit, so `.`/`..` segments and hidden files cannot match;
// `%`, `\`, `?` and `#` are outside the pattern, so no encoded or query tricks either.
const DEMO_PATH = /^\/demo\/(?:[A-Za-z0-9][A-Za-z0-9_-]*\/)*[A-Za-z0-9][A-Za-z0-9_.-]*\.(?:png|jpe?g|webp|gif|avif|svg)$/;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const UPSTREAM_HEADERS = {
  accept: "image/avif,image/webp,image/apng,image/*;q=0.8",
  // The byte cap counts what we send on; a compressed body would be counted smaller than it is.
  "accept-encoding": "identity",
  "user-agent": "AdRadar-ImageProxy/1.0",
};

export type ProxyImageOptions = {
  /** Defaults to Meta's CDNs plus IMAGE_PROXY_ALLOWED_HOSTS. */
  allowedHostSuffixes?: readonly string[];
  /** Defaults to `https:` only; tests add `http:` for local servers. */
  protocols?: ReadonlySet<string>;
  allowNonDefaultPorts?: boolean;
  /** Defaults to the system resolver; tests map allowed hostnames to local addresses. */
  resolveHost?: ResolveHost;
  /** Exemptions from the private-address refusal; empty in production. */
  allowAddresses?: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
  /** The signed-in user: their upstream fetches run in a few slots at most (see in-flight.ts). */
  userId?: string;
};

/** What the route sends back: the status, the headers and, for an image, its bytes. */
export type ProxiedImage =
  | { status: 200; body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }
  | { status: 307; body: null; headers: Record<string, string> };

/**
 * Fetches an ad image for the browser: an allow-listed https URL (never a private address, checked
 * at connect time and on every redirect), capped in size and time, or a redirect to a demo file.
 */
export async function proxyImage(rawUrl: string | null | undefined, options: ProxyImageOptions = {}): Promise<ProxiedImage> {
  const raw = rawUrl?.trim() ?? "";
  if (!raw) throw new AppError("BAD_REQUEST", messages.missingUrl);
  if (raw.length > MAX_IMAGE_URL_LENGTH) throw new AppError("BAD_REQUEST", messages.invalidUrl);

  if (raw.startsWith("/")) {
    if (!DEMO_PATH.test(raw) || raw.includes("..")) throw new AppError("BAD_REQUEST", messages.invalidUrl);
    // A relative Location keeps the browser on the origin it already uses, whatever the Host header says.
    return { status: 307, body: null, headers: { location: raw, "cache-control": LONG_CACHE } };
  }

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError("BAD_REQUEST", messages.invalidUrl);
  }
  const policy: UrlPolicy = {
    allowedHostSuffixes: options.allowedHostSuffixes ?? allowedHostSuffixes(),
    protocols: options.protocols ?? new Set(["https:"]),
    allowNonDefaultPorts: options.allowNonDefaultPorts ?? false,
    allowAddresses: options.allowAddresses ?? [],
  };
  assertAllowedUrl(url, policy);

  const fetchCtx = {
    resolveHost: options.resolveHost ?? systemResolveHost,
    maxBytes: options.maxBytes ?? MAX_IMAGE_BYTES,
    timeoutMs: options.timeoutMs ?? IMAGE_TIMEOUT_MS,
  };
  const { body, contentType } = options.userId
    ? await withImageFetchSlot(options.userId, () => fetchImage(url, policy, fetchCtx), { deadlineMs: fetchCtx.timeoutMs })
    : await fetchImage(url, policy, fetchCtx);
  return {
    status: 200,
    body,
    headers: {
      "content-type": contentType,
      "content-length": String(body.byteLength),
      "cache-control": LONG_CACHE,
      "x-content-type-options": "nosniff",
      // Opened directly, the image becomes a document on our origin: sandboxed, loading nothing.
      "content-security-policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    },
  };
}

type FetchContext = { resolveHost: ResolveHost; maxBytes: number; timeoutMs: number };

async function fetchImage(start: URL, policy: UrlPolicy, ctx: FetchContext) {
  // One deadline for the whole exchange (every hop and the body), not one per step.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ctx.timeoutMs);
  const agents = createGuardedAgents(policy.allowAddresses);
  const lookup = guardedLookup(ctx.resolveHost, policy.allowAddresses);
  let res: IncomingMessage | undefined;
  try {
    let url = start;
    for (let hop = 0; ; hop++) {
      res = await send(url, { agent: url.protocol === "https:" ? agents.https : agents.http, lookup, signal: controller.signal });
      if (!REDIRECT_STATUSES.has(res.statusCode ?? 0)) break;
      const location = res.headers.location;
      res.destroy();
      if (!location || hop >= MAX_REDIRECTS) throw new AppError("UPSTREAM", messages.upstream);
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new AppError("UPSTREAM", messages.upstream);
      }
      // Same rules as the first URL; the target's addresses are checked when its socket connects.
      // The caller's URL was fine, so a bad target (http downgrade, credentials) is a refused origin, not a 400.
      try {
        assertAllowedUrl(next, policy);
      } catch (e) {
        throw isAppError(e) && e.status === 400 ? new AppError("FORBIDDEN", messages.originNotAllowed) : e;
      }
      url = next;
    }

    if (res.statusCode !== 200) throw new AppError("UPSTREAM", messages.upstream);
    const contentType = imageContentType(res.headers["content-type"]);
    const encoding = res.headers["content-encoding"]?.trim().toLowerCase();
    if (encoding && encoding !== "identity") throw new AppError("UPSTREAM", messages.upstream);
    const declared = Number(res.headers["content-length"]);
    if (Number.isFinite(declared) && declared > ctx.maxBytes) throw tooLarge();
    const body = await readCapped(res, ctx.maxBytes, controller.signal);
    if (Number.isFinite(declared) && declared !== body.byteLength) throw new AppError("UPSTREAM", messages.upstream);
    return { body, contentType };
  } catch (e) {
    throw toAppError(e, controller.signal);
  } finally {
    clearTimeout(timer);
    res?.destroy();
    agents.http.destroy();
    agents.https.destroy();
  }
}

function send(url: URL, opts: { agent: http.Agent; lookup: LookupFunction; signal: AbortSignal }): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(url, { method: "GET", headers: UPSTREAM_HEADERS, ...opts }, resolve);
    req.on("error", reject);
    req.end();
  });
}

/** The media type without parameters, if it is a raster image type we are willing to pass on. */
function imageContentType(header: string | undefined): string {
  const type = header?.split(";")[0].trim().toLowerCase() ?? "";
  if (!/^image\/[a-z0-9][a-z0-9.+-]*$/.test(type)) throw new AppError("BAD_REQUEST", messages.notImage, { status: 415 });
  // SVG is a document that can carry script; from a third party it has no place on our origin.
  if (type.includes("svg")) throw new AppError("BAD_REQUEST", messages.svgNotAllowed, { status: 415 });
  return type;
}

/** Reads the body, giving up as soon as it passes the cap (a missing or lying Content-Length changes nothing). */
async function readCapped(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
  const onAbort = () => res.destroy(new Error("Image download timed out"));
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of res as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
    const body = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.length;
    }
    return body;
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}

function tooLarge() {
  return new AppError("BAD_REQUEST", messages.tooLarge, { status: 413 });
}

function toAppError(e: unknown, signal: AbortSignal): AppError {
  if (isAppError(e)) return e;
  if (e instanceof BlockedAddressError) return new AppError("FORBIDDEN", messages.addressNotAllowed, { cause: e });
  if (signal.aborted) return new AppError("TIMEOUT", messages.timeout, { cause: e });
  return new AppError("UPSTREAM", messages.upstream, { cause: e });
}

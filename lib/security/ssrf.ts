import "server-only";
import dns from "node:dns";
import type { LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { imageUrlMessages } from "@/lib/validation/images";

/**
 * Guards for fetching user-supplied URLs on the server (SSRF). Two independent layers refuse
 * private addresses: `guardedLookup` (our policy, typed errors, unit-tested) inside the
 * `request-filtering-agent` agents (the maintained check at socket connect, also covering IP literals).
 */

/** Meta's CDNs serve every creative and profile picture the Ad Library returns. */
export const DEFAULT_ALLOWED_HOST_SUFFIXES = ["fbcdn.net", "cdninstagram.com", "fbsbx.com", "facebook.com"] as const;

export const messages = {
  ...imageUrlMessages,
  httpsOnly: "Solo se permiten imágenes servidas por HTTPS",
  originNotAllowed: "El origen de la imagen no está permitido",
  addressNotAllowed: "La dirección de la imagen no está permitida",
} as const;

/** The allow-list: Meta's CDNs plus the comma-separated suffixes of IMAGE_PROXY_ALLOWED_HOSTS. */
export function allowedHostSuffixes(extra: string | undefined = env().IMAGE_PROXY_ALLOWED_HOSTS): string[] {
  const fromEnv = (extra ?? "")
    .split(",")
    .map((s) =>
      s
        .trim()
        .toLowerCase()
        .replace(/^\*?\./, ""),
    )
    // A dotless entry ("com") would open the proxy to a whole TLD: almost certainly a typo.
    .filter((s) => s.includes("."));
  return [...new Set([...DEFAULT_ALLOWED_HOST_SUFFIXES, ...fromEnv])];
}

/** `host` is a suffix itself or a subdomain of one; a bare `endsWith` would let `evilfbcdn.net` through. */
export function isHostAllowed(host: string, suffixes: readonly string[]): boolean {
  const h = host.toLowerCase();
  return suffixes.some((s) => h === s || h.endsWith(`.${s}`));
}

// Outside 2000::/3 nothing public lives today; refusing it also covers the deprecated
// IPv4-compatible ::a.b.c.d form, which ipaddr.js classifies as plain unicast.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

export type AddressCheck = { allowed: boolean; range: string };

/**
 * Whether the server may connect to `address`: only ordinary public unicast. Everything else
 * (private, loopback, link-local, unique-local, CGNAT, multicast, unspecified, reserved, IPv4-mapped
 * IPv6 of any address, NAT64/6to4/Teredo tunnels that can embed a private IPv4) is refused.
 * Anything that does not parse is refused too.
 */
export function checkAddress(address: string): AddressCheck {
  if (!ipaddr.isValid(address)) return { allowed: false, range: "invalid" };
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (range !== "unicast") return { allowed: false, range };
  if (parsed.kind() === "ipv6" && !parsed.match(GLOBAL_UNICAST_V6)) return { allowed: false, range: "reserved" };
  return { allowed: true, range };
}

export function isPublicAddress(address: string): boolean {
  return checkAddress(address).allowed;
}

/** The hostname of a URL as the resolver sees it (`[::1]` → `::1`). */
export function bareHostname(url: URL): string {
  const h = url.hostname;
  return h.startsWith("[") && h.endsWith("]") ? h.slice(1, -1) : h;
}

export type UrlPolicy = {
  allowedHostSuffixes: readonly string[];
  /** `https:` in production; tests add `http:` to reach local servers. */
  protocols: ReadonlySet<string>;
  /** Meta's CDNs use the default port; tests' local servers listen on random ones. */
  allowNonDefaultPorts: boolean;
  /** Addresses exempt from the private-address refusal (tests' local servers only). */
  allowAddresses: readonly string[];
};

/**
 * Checks a remote URL before any connection (and again for every redirect target).
 * Addresses behind a hostname are checked later, at connect time, by the guarded lookup.
 */
export function assertAllowedUrl(url: URL, policy: UrlPolicy): void {
  if (!policy.protocols.has(url.protocol)) {
    throw new AppError("BAD_REQUEST", url.protocol === "http:" ? messages.httpsOnly : messages.invalidUrl);
  }
  // Credentials in an image URL have no legitimate use and only serve to confuse readers of the URL.
  if (url.username || url.password) throw new AppError("BAD_REQUEST", messages.invalidUrl);
  if (url.port !== "" && !policy.allowNonDefaultPorts) throw new AppError("FORBIDDEN", messages.originNotAllowed);
  const host = bareHostname(url);
  if (!isHostAllowed(host, policy.allowedHostSuffixes)) throw new AppError("FORBIDDEN", messages.originNotAllowed);
  // Node connects to IP literals without a lookup, so they are checked here rather than at connect.
  if (ipaddr.isValid(host) && !policy.allowAddresses.includes(host) && !isPublicAddress(host)) {
    throw new AppError("FORBIDDEN", messages.addressNotAllowed);
  }
}

/** Raised by the guarded lookup; the proxy turns it into a 403. */
export class BlockedAddressError extends Error {
  readonly code = "E_BLOCKED_ADDRESS";
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`Refused to connect to ${hostname}: ${address} is not a public address`);
    this.name = "BlockedAddressError";
  }
}

/** Resolves a hostname to every address it has (injectable so tests can point allowed names anywhere). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolveHost: ResolveHost = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * A `net` lookup that refuses the whole connection if any address of the name is not public.
 * It runs inside the socket's own connect, so the address checked is the address used:
 * a DNS answer that changes between a check and the connect (rebinding) cannot slip through.
 */
export function guardedLookup(resolve: ResolveHost, allowAddresses: readonly string[] = []): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const addresses = options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
        if (addresses.length === 0) {
          const err: NodeJS.ErrnoException = new Error(`No addresses found for ${hostname}`);
          err.code = "ENOTFOUND";
          return callback(err, "", 0);
        }
        const blocked = addresses.find((a) => !allowAddresses.includes(a.address) && !isPublicAddress(a.address));
        if (blocked) return callback(new BlockedAddressError(hostname, blocked.address), "", 0);
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, "", 0),
    );
  };
}

/** http(s) agents that also refuse non-public addresses at socket connect (no keep-alive: one use each). */
export function createGuardedAgents(allowAddresses: readonly string[] = []) {
  const opts = { keepAlive: false, allowIPAddressList: [...allowAddresses] };
  return { http: new RequestFilteringHttpAgent(opts), https: new RequestFilteringHttpsAgent(opts) };
}

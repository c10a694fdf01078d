import "server-only";
import { LRUCache } from "lru-cache";
import { authSecret } from "@/lib/env";

/** Never trusted longer than this, whatever the credential's own expiry. */
const MAX_KEEP_MS = 5 * 60_000;

type Entry = { secret: string; value: unknown; until: number };
const verified = new LRUCache<string, Entry>({ max: 5000 });

/**
 * What a credential (a bearer token, a session cookie) verified to, by its exact text: checking an
 * HS256 signature or decrypting Auth.js's cookie goes through WebCrypto's job queue, about 0.3 ms of CPU
 * on every request (the cached search's profile). Only successes are kept, until the
 * credential's own expiry (`expiresAt`, epoch ms) and at most five minutes, and only under the secret
 * they were verified with. Revocation is not cached: every request still reads the user and compares
 * the session version (current-user.ts).
 */
export async function verifiedCredential<T>(
  credential: string,
  verify: () => Promise<{ value: T; expiresAt: number } | null>,
): Promise<T | null> {
  const secret = authSecret();
  const kept = verified.get(credential);
  if (kept && kept.secret === secret && kept.until > Date.now()) return kept.value as T;
  const result = await verify();
  if (!result) return null;
  const until = Math.min(Date.now() + MAX_KEEP_MS, result.expiresAt);
  if (until > Date.now()) verified.set(credential, { secret, value: result.value, until });
  return result.value;
}

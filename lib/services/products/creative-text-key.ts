import "server-only";
import { createHash } from "node:crypto";

/**
 * The key under which ads with the same normalised copy (lib/shared/products/creative-text.ts) are
 * grouped: the first 128 bits of its sha256, in hex. 32 characters instead of 64 halve the index, and
 * 128 bits leave no practical chance of two different texts colliding among millions of ads.
 */
export function creativeTextKey(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 32);
}

import "server-only";
import { createHash } from "node:crypto";

/**
 * A product's id in URLs and on ads: short, stable for the same group, and opaque (the group id is a
 * thumbnail hash or a copy's key, which says nothing to a user).
 */
export function productIdOf(groupId: string): string {
  return `p${createHash("sha256").update(groupId).digest("hex").slice(0, 15)}`;
}

// One of the two files here without `import "server-only"` (search/cache-key.ts is the other): scripts/invite.ts and the e2e helper load it outside Next
// (no react-server condition, where that import throws). node:crypto keeps it out of any browser bundle, and
// the boundary lint refuses it to client files like every lib/services module.
import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes as hex: exactly the 64 characters the register form expects. */
export function generateInvitationToken(): string {
  return randomBytes(32).toString("hex");
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

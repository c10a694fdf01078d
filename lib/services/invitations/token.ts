import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes as hex: exactly the 64 characters the register form expects. */
export function generateInvitationToken(): string {
  return randomBytes(32).toString("hex");
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

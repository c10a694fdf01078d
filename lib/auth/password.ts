import "server-only";
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 defaults to argon2id; these are OWASP's minimum recommended costs.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/** A real hash of a random secret, made once: verifying against it costs what a real check costs. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hash(randomBytes(16).toString("hex"), OPTIONS);
  return dummy;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

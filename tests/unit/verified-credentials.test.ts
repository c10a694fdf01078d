// A credential's verification is kept by its exact text (lib/auth/verified-credentials.ts), so the
// WebCrypto work runs once per token rather than once per request. What must never be kept: a failure,
// anything past the credential's own expiry, anything verified under another secret.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { verifiedCredential } from "@/lib/auth/verified-credentials";

const original = process.env.AUTH_SECRET;
beforeEach(() => {
  process.env.AUTH_SECRET = "a-unit-test-secret-of-at-least-32-chars";
  resetEnvForTests();
});
afterEach(() => {
  if (original === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = original;
  resetEnvForTests();
  vi.useRealTimers();
});

function counter<T>(result: { value: T; expiresAt: number } | null) {
  const verify = vi.fn(async () => result);
  return verify;
}

describe("verifiedCredential", () => {
  it("verifies a credential once while it is valid", async () => {
    const verify = counter({ value: { userId: "u1" }, expiresAt: Date.now() + 60_000 });
    expect(await verifiedCredential("token-a", verify)).toEqual({ userId: "u1" });
    expect(await verifiedCredential("token-a", verify)).toEqual({ userId: "u1" });
    expect(verify).toHaveBeenCalledTimes(1);
    // Another text is another credential.
    const other = counter({ value: { userId: "u2" }, expiresAt: Date.now() + 60_000 });
    expect(await verifiedCredential("token-a ", other)).toEqual({ userId: "u2" });
  });

  it("never keeps a failure", async () => {
    const verify = counter(null);
    expect(await verifiedCredential("token-bad", verify)).toBeNull();
    expect(await verifiedCredential("token-bad", verify)).toBeNull();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it("verifies again once the credential has expired, and after five minutes at the most", async () => {
    vi.useFakeTimers({ toFake: ["Date", "performance"] });
    const soon = counter({ value: 1, expiresAt: Date.now() + 1_000 });
    await verifiedCredential("token-soon", soon);
    vi.advanceTimersByTime(1_001);
    await verifiedCredential("token-soon", soon);
    expect(soon).toHaveBeenCalledTimes(2);

    const late = counter({ value: 2, expiresAt: Date.now() + 86_400_000 });
    await verifiedCredential("token-late", late);
    vi.advanceTimersByTime(4 * 60_000);
    await verifiedCredential("token-late", late);
    expect(late).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_001);
    await verifiedCredential("token-late", late);
    expect(late).toHaveBeenCalledTimes(2);
  });

  it("verifies again under a new secret", async () => {
    const verify = counter({ value: 3, expiresAt: Date.now() + 60_000 });
    await verifiedCredential("token-secret", verify);
    process.env.AUTH_SECRET = "another-secret-of-at-least-thirty-two-chars!!";
    resetEnvForTests();
    await verifiedCredential("token-secret", verify);
    expect(verify).toHaveBeenCalledTimes(2);
  });
});

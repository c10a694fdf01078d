// What the provider suites (tests/integration/providers/*) share: the fixed clock, the fast client
// settings and the assertions on a refused call.
import { expect } from "vitest";
import { ProviderError, PROVIDER_ERROR_MESSAGES, type ProviderErrorKind } from "@/lib/providers/errors";

/** The clock the provider clients run on: "days running" and date filters are counted from it. */
export const PROVIDER_NOW = new Date("2025-11-08T12:00:00Z");

/** A client's settings besides the fake server and its credentials: short timeout, two fast retries, fixed clock. */
export const FAST_CLIENT = { timeoutMs: 2_000, maxRetries: 2, retryBaseDelayMs: 5, now: () => PROVIDER_NOW } as const;

/** The error a provider call was refused with; fails the test when it resolved or threw something else. */
export async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

/** `expectKind(error, kind, status)` for one provider: its kind, HTTP status, Spanish message and provider name. */
export function expectKindFor(provider: ProviderError["provider"]) {
  return (error: ProviderError, kind: ProviderErrorKind, status: number): void => {
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toBe(PROVIDER_ERROR_MESSAGES[kind]);
    expect(error.provider).toBe(provider);
  };
}

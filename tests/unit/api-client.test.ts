// lib/api/client.ts against a fake fetch: the error shape, the timeout, the caller's abort, the query.
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, ApiTimeoutError, errorMessage, hasCode, isAbortError, withTimeout } from "@/lib/api/client";

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A fetch that never answers, and rejects as fetch does when its signal aborts. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("api client", () => {
  it("returns the body of a success, sends JSON with the cookie, and builds the query", async () => {
    const fetchMock = vi.fn(async () => reply(200, { success: true, value: 1 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(api.post<{ value: number }>("/api/x", { a: 1 })).resolves.toMatchObject({ value: 1 });
    await api.get("/api/y?limit=2", { query: { page: 3, languages: ["es", "en"], empty: "", none: null } });
    const [postUrl, postInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(postUrl).toBe("/api/x");
    expect(postInit).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"a":1}' });
    expect((fetchMock.mock.calls[1] as unknown as [string])[0]).toBe("/api/y?limit=2&page=3&languages=es%2Cen");
  });

  it("turns the API's error shape into an ApiError carrying its code", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => reply(403, { success: false, error: "Límite", message: "Límite", code: "QUOTA_EXCEEDED" })),
    );
    const error = await api.post("/api/search", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "QUOTA_EXCEEDED", serverError: "Límite" });
    expect(hasCode(error, "QUOTA_EXCEEDED")).toBe(true);
    expect(hasCode(error, "PLAN_LIMIT")).toBe(false);
    expect(errorMessage(error, "otro")).toBe("Límite");
  });

  it("a reply that is not the API's JSON is an ApiError without code, shown with the fallback", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })),
    );
    const error = await api.get("/api/x").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: null, serverError: null });
    expect(errorMessage(error, "Error en la búsqueda")).toBe("Error en la búsqueda");
  });

  it("gives up after its timeout with ApiTimeoutError, and aborts the request", async () => {
    vi.useFakeTimers();
    const fetchMock = hangingFetch();
    vi.stubGlobal("fetch", fetchMock);
    const call = api.get("/api/slow", { timeoutMs: 1_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toBeInstanceOf(ApiTimeoutError);
    expect((fetchMock.mock.calls[0][1] as RequestInit).signal?.aborted).toBe(true);
  });

  it("lets the caller's abort through as an abort, not a timeout", async () => {
    vi.stubGlobal("fetch", hangingFetch());
    const controller = new AbortController();
    const call = api.get("/api/slow", { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await call;
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiTimeoutError);
  });

  it("withTimeout: a signal already aborted aborts at once", async () => {
    const controller = new AbortController();
    controller.abort();
    const seen = await withTimeout(controller.signal, 10_000, async (signal) => signal.aborted);
    expect(seen).toBe(true);
  });
});

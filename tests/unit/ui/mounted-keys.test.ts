// @vitest-environment happy-dom
// invalidate() refetches in place what a mounted hook shows and drops the rest: the middleware must name
// exactly the cache keys SWR itself uses, for plain and infinite lists alike.
import { act, cleanup, render } from "@testing-library/react";
import { createElement as h, type ReactNode } from "react";
import useSWR, { SWRConfig, type Cache } from "swr";
import useSWRInfinite from "swr/infinite";
import { afterEach, describe, expect, it } from "vitest";
import { isMounted, trackMounted } from "@/lib/swr/mounted-keys";

afterEach(cleanup);

function Plain() {
  useSWR("/api/plain", () => "data");
  return null;
}

function Infinite() {
  useSWRInfinite(
    (index) => `/api/pages?page=${index + 1}`,
    () => ["row"],
  );
  return null;
}

describe("trackMounted", () => {
  it("reports the keys SWR caches for mounted hooks, and forgets them on unmount", async () => {
    const cache: Cache = new Map();
    const wrap = (children: ReactNode) => h(SWRConfig, { value: { provider: () => cache, use: [trackMounted] } }, children);
    const view = render(wrap([h(Plain, { key: "p" }), h(Infinite, { key: "i" })]));
    await act(async () => {});

    const keys = [...cache.keys()];
    expect(keys).toContain("/api/plain");
    expect(keys).toContain("$inf$/api/pages?page=1");
    expect(isMounted("/api/plain")).toBe(true);
    expect(isMounted("$inf$/api/pages?page=1")).toBe(true);
    // A page of the infinite list is cached under its own key, which no hook revalidates.
    expect(isMounted("/api/pages?page=1")).toBe(false);

    view.rerender(wrap([h(Plain, { key: "p" })]));
    expect(isMounted("/api/plain")).toBe(true);
    expect(isMounted("$inf$/api/pages?page=1")).toBe(false);
    view.unmount();
    expect(isMounted("/api/plain")).toBe(false);
  });
});

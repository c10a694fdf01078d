// Rendering a screen's component in happy-dom against a fake JSON API: each test file that uses it runs
// isolated (it stubs `fetch`), with a fresh SWR cache per render so no reply leaks between tests.
import { render } from "@testing-library/react";
import { createElement as h, type ReactElement } from "react";
import { SWRConfig } from "swr";
import { vi } from "vitest";

export type ApiCall = { method: string; path: string; body: unknown };
/** A route's reply: the JSON body, or `{ status, body }` for an error. */
type Reply = unknown;
type Route = (call: ApiCall) => Reply;

/**
 * Stubs `fetch` with `routes` (keyed "GET /api/path", query strings ignored) and renders `element` inside
 * a fresh SWR cache. `calls` lists every request the component made, in order. An unknown route is a 404.
 */
export function renderWithApi(element: ReactElement, routes: Record<string, Route | Reply> = {}) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const path = String(input).split("?")[0];
      const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      const route = routes[`${method} ${path}`];
      if (route === undefined) return Response.json({ success: false, error: "No encontrado" }, { status: 404 });
      const reply = typeof route === "function" ? (route as Route)({ method, path, body }) : route;
      if (reply && typeof reply === "object" && "status" in reply && "body" in reply) {
        const { status, body: json } = reply as { status: number; body: unknown };
        return Response.json(json, { status });
      }
      return Response.json(reply);
    }),
  );
  const view = render(h(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, element));
  return { ...view, calls };
}

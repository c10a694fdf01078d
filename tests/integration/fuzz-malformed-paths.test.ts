// A path segment whose percent-encoding does not decode gets the JSON 400, never Next's plain-text 500; fuzzed.
// Route files are discovered on disk, so a new dynamic route is covered unlisted.
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { NextRequest, type NextFetchEvent } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import proxy, { config as proxyConfig } from "@/proxy";
import { MALFORMED_PATH } from "@/lib/api/malformed-path";
import { routeFiles, segmentsOf } from "../support/route-files";

// The proxy's page branch (Auth.js) is not what is tested here, and Auth.js does not load outside Next.
vi.mock("@/lib/auth/config", () => ({ auth: (fn: unknown) => fn }));

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_715);
const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;
const discovered = routeFiles().sort();

// Next decodes dynamic segments before any handler runs and answers a malformed percent-encoding with a
// plain-text 500, so the proxy must refuse such paths first: for every route with a dynamic segment,
// Auth.js's and Inngest's included, a generated malformed segment gets the API's JSON 400.
const malformedSegment = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{0,6}$/),
    fc.constantFrom("%", "%f", "%ff", "%fe%ff", "%c0", "%c0%af", "%e0%a4", "%ed%a0%80", "%zz", "%%", "%g1", "%80", "%f8%88%80%80%80"),
    // Never a hex digit right after the bad escape, which could complete it into a valid one.
    fc.stringMatching(/^[g-z][a-z0-9]{0,5}$|^$/),
  )
  .map(([a, bad, b]) => `${a}${bad}${b}`);

describe("malformed percent-encoding in a dynamic path segment", () => {
  const dynamic = discovered.filter((file) => segmentsOf(file).some((s) => "param" in s));

  it("covers every dynamic route, Auth.js included", () => {
    expect(dynamic).toEqual(expect.arrayContaining(["nextauth/[...nextauth]/route.ts", "saved-ads/[id]/route.ts"]));
  });

  it.each(dynamic)("%s answers a JSON 400 through the proxy", async (file) => {
    const segments = segmentsOf(file);
    await fc.assert(
      fc.asyncProperty(malformedSegment, fc.constantFrom(...HTTP_METHODS), async (bad, method) => {
        const parts = segments.map((s) => ("literal" in s ? s.literal : bad));
        const url = `http://localhost/api/${parts.join("/")}`;
        expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url })).toBe(true);
        const req = new NextRequest(url, { method });
        // The event is only handed to the page branch, which these paths never reach.
        const res = (await proxy(req, undefined as unknown as NextFetchEvent)) as Response;
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ success: false, error: MALFORMED_PATH, message: MALFORMED_PATH, code: "BAD_REQUEST" });
      }),
      { numRuns: 25, seed: SEED },
    );
  });
});

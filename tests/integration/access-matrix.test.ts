// The access matrix, GENERATED from the route files on disk: every exported method of
// every API route × {anonymous, owner, another user, admin}, called in-process on real PostgreSQL, each
// against the rule tests/support/access-rules.ts declares. A route without a rule fails the suite.
// Every cell that is not the owner's also checks that the reply holds none of the owner's marker
// strings and that the owner's rows are exactly as before (writes by others change nothing). Leaks that
// are not strings (a saved or followed flag, a count, an unread number, a quota figure) are caught by
// comparing: another user's reply must equal, once normalised (tests/support/reply-diff.ts), the reply a
// fresh user got to the same request on the same shared data before the owner's rows were written.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { callRoute, scopedEnv, signedInUser } from "../support/factories";
import { API_DIR, pageFiles, routeFiles } from "../support/route-files";
import {
  HTTP_METHODS,
  PAGE_RULES,
  ROUTE_RULES,
  searchParams,
  THIRD_PARTY_ROUTES,
  type Method,
  type MethodRule,
} from "../support/access-rules";
import { addOwnerRows } from "../support/access-owner-rows";
import { baseWorld, buildWorld, dropAccounts, IDENTITIES, ownerState, type Identity, type World } from "../support/access-world";
import { normaliseReply, replyDifferences } from "../support/reply-diff";
import type { NormalizedAd } from "@/lib/providers/types";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const env = scopedEnv();
let mediaDir: string;
/** An ad the rules' search returns, which every world's owner saves (and follows its advertiser). */
let searchAd: NormalizedAd;

beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "matriz-media-"));
  // The demo provider, no bot, no model: no cell may reach outside this machine.
  env.set({ AD_PROVIDER: "demo", MEDIA_DIR: mediaDir, SCRAPECREATORS_API_KEY: "", META_ACCESS_TOKEN: "", TELEGRAM_BOT_TOKEN: "" });
  const { user, token } = await signedInUser();
  const { POST: search } = await import("@/app/api/search/route");
  const reply = await callRoute<{ data: NormalizedAd[] }>(search, { token, body: searchParams() });
  expect(reply.json.data?.length, "the matrix's search returns ads").toBeGreaterThan(0);
  searchAd = reply.json.data[0];
  // The advertiser's count is cached for everyone: warm, so the fresh user's call does not warm it.
  const { POST: stats } = await import("@/app/api/ads/advertiser-stats/route");
  await callRoute(stats, { token, body: { pageId: searchAd.page_id, country: "ALL" } });
  // Nobody but the owner of the cell being compared may have rows on this ad (see dropAccounts).
  await db.user.delete({ where: { id: user.id } });
});
afterAll(async () => {
  env.restore();
  await fs.rm(mediaDir, { recursive: true, force: true });
});

const discovered = routeFiles(API_DIR).sort();

// Reads and refused methods share one world (a cell that changed it would fail its own check); a
// declared write gets a fresh one, since the owner's DELETE or logout consumes it, and so does an admin
// route (a temporary password, a GET, revokes the owner's sessions).
let shared: World | undefined;
async function worldFor(method: Method, rule: MethodRule | undefined): Promise<World> {
  if (rule && (method !== "GET" || rule.access === "admin")) return buildWorld();
  shared ??= await buildWorld();
  return shared;
}

describe("every route and screen has a declared rule", () => {
  it("the API routes on disk and the rule table name the same files", () => {
    const declared = [...Object.keys(ROUTE_RULES), ...Object.keys(THIRD_PARTY_ROUTES)].sort();
    expect(
      discovered.filter((f) => !declared.includes(f)),
      "routes without a rule in tests/support/access-rules.ts",
    ).toEqual([]);
    expect(
      declared.filter((f) => !discovered.includes(f)),
      "rules naming a route that no longer exists",
    ).toEqual([]);
  });

  it("the screens on disk and the page rules name the same files", () => {
    const pages = pageFiles().sort();
    const declared = Object.keys(PAGE_RULES).sort();
    expect(
      pages.filter((p) => !declared.includes(p)),
      "screens without a rule in tests/support/access-rules.ts",
    ).toEqual([]);
    expect(
      declared.filter((p) => !pages.includes(p)),
      "page rules naming a screen that no longer exists",
    ).toEqual([]);
  });
});

async function call(handler: Handler, method: Method, who: Identity | "fresh", w: World, file: string, rule: MethodRule | undefined) {
  const token = who === "anonymous" ? undefined : w[who].token;
  const headers = new Headers();
  if (token) headers.set("authorization", `Bearer ${token}`);
  const body = rule?.body?.(w);
  if (body !== undefined) headers.set("content-type", "application/json");
  const query = new URLSearchParams(rule?.query?.(w) ?? {});
  const url = `http://localhost/api/${file.replace(/\/?route\.ts$/, "")}?${query}`;
  const req = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const params = ROUTE_RULES[file]?.params?.(w) ?? {};
  const res = await handler(req, { params: Promise.resolve(params) });
  return { status: res.status, text: await res.text() };
}

function expectStatus(rule: MethodRule | undefined, who: Identity, status: number, label: string) {
  if (!rule) return expect(status, `${label}: a method the route does not declare is a 405`).toBe(405);
  const deny = who === "anonymous" ? 401 : 403;
  switch (rule.access) {
    case "public":
      if (rule.status) expect(status, label).toBe(rule.status);
      else expect([401, 403], label).not.toContain(status);
      return;
    case "secret":
      return expect(status, label).toBe(401);
    case "signed-in":
    case "own-data":
      if (who === "anonymous") return expect(status, label).toBe(401);
      return expect([401, 403], label).not.toContain(status);
    case "owner-only":
      if (who === "anonymous") return expect(status, label).toBe(401);
      if (who === "owner") return (expect(status, label).toBeGreaterThanOrEqual(200), expect(status, label).toBeLessThan(300));
      return expect([403, 404], label).toContain(status);
    case "admin":
      if (who === "admin") return expect([401, 403], label).not.toContain(status);
      return expect(status, label).toBe(deny);
  }
}

type Reply = { status: number; text: string };

/** The checks of one cell on `res`; `baseline` is a fresh user's reply to compare another user's with. */
async function checkCell(
  label: string,
  who: Identity,
  rule: MethodRule | undefined,
  w: World,
  res: Reply,
  before: string,
  baseline?: Reply,
) {
  expectStatus(rule, who, res.status, `${label} → ${res.status} ${res.text.slice(0, 200)}`);
  expect(res.status, `${label}: never a 5xx`).toBeLessThan(500);
  if (rule?.succeeds && who !== "anonymous") expect(res.status, `${label}: a valid request → ${res.text.slice(0, 200)}`).toBeLessThan(300);
  if (who === "owner") {
    for (const key of rule && "shows" in rule ? (rule.shows ?? []) : []) {
      expect(res.text, `${label}: the owner sees their own ${key}`).toContain(w.markers[key]);
    }
    return;
  }
  for (const [key, marker] of Object.entries(w.markers)) {
    expect(res.text, `${label}: the reply holds the owner's ${key}`).not.toContain(marker);
  }
  // Admins manage users through the admin routes: those may change the owner's account.
  if (!(who === "admin" && rule?.access === "admin")) {
    expect(await ownerState(w), `${label}: changed the owner's rows`).toBe(before);
  }
  if (baseline) {
    const differences = replyDifferences(
      normaliseReply(baseline.status, baseline.text, w.fresh),
      normaliseReply(res.status, res.text, w.other),
    );
    expect(differences, `${label}: the reply differs from a fresh user's (fresh → other), the owner's data shows`).toEqual([]);
  }
}

for (const file of discovered.filter((f) => !(f in THIRD_PARTY_ROUTES))) {
  describe(`/api/${file.replace(/\/?route\.ts$/, "")}`, () => {
    for (const method of HTTP_METHODS) {
      const rule = ROUTE_RULES[file]?.methods[method];
      it.each(IDENTITIES)(`${method} as %s`, async (who) => {
        const mod = (await import(path.join(API_DIR, file))) as Record<string, Handler | undefined>;
        const handler = mod[method];
        // A route file that exports no handler for a method lets Next answer it: nothing to check here.
        if (!handler) return expect(rule, `${file} declares ${method} but exports no handler`).toBeUndefined();
        const label = `${method} /api/${file} as ${who}`;
        // Another user's call of a declared method gets its own world: a fresh user asks first, then the
        // owner's rows appear. (An undeclared method is a 405 for everyone, checked above; a public route
        // knows no caller, and its replies carry per-call figures such as the health check's latency.)
        const compare = who === "other" && rule !== undefined && rule.access !== "public" && !rule.sharedList;
        const w = compare ? await baseWorld(searchAd) : await worldFor(method, rule);
        try {
          const baseline = compare ? await call(handler, method, "fresh", w, file, rule) : undefined;
          if (compare) await addOwnerRows(w);
          const before = await ownerState(w);
          const res = await call(handler, method, who, w, file, rule);
          await checkCell(label, who, rule, w, res, before, baseline);
        } finally {
          // The search's ad is in every compared world: with this owner gone, the next fresh user's reply
          // is again one on which nobody has saved it or followed its advertiser.
          if (compare) await dropAccounts(w);
        }
      });
    }
  });
}

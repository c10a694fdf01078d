// Property-based fuzzing of every route handler under app/api. The handlers are DISCOVERED
// from the file system when the suite runs, so a route added later is fuzzed without anyone listing it.
// Each handler gets RUNS.user generated hostile requests with a signed-in user's bearer token and
// RUNS.anonymous without one, against the real database and the local demo provider. A function
// exported under several methods (the JSON 405 of `methods()`, the catch-all 404) is one handler: its
// requests are spread over those methods, so each method still gets its share.
// Properties: never a 5xx; every 4xx is the API's JSON error shape with one of our Spanish messages
// (tests/support/api-errors.ts explains the check); a 405 names the allowed methods.
// Deterministic: FUZZ_SEED (logged) fixes every generated request; re-run with it to reproduce.
import net from "node:net";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { issueApiToken } from "@/lib/auth/tokens";
import { POST as search } from "@/app/api/search/route";
import { hashPassword } from "@/lib/auth/password";
import { callRoute, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { errorReplyProblem } from "../support/api-errors";
import { arbitraries, safeEncode, schemaVocabulary } from "../support/fuzz-arbitraries";
import { API_DIR, routeFiles, segmentsOf, type Segment } from "../support/route-files";

/**
 * Routes served by third-party libraries, whose replies are not ours to shape. Keyed by the route file
 * under app/api; the suite fails when a key no longer names a route, so the list cannot go stale.
 */
const EXCLUDED: Record<string, string> = {
  "nextauth/[...nextauth]/route.ts": "Auth.js's own handlers (session cookie, CSRF token, sign-in callbacks) reply in Auth.js's format",
  "inngest/route.ts":
    "Inngest's serve() handler: it speaks Inngest's signed protocol to the Inngest engine; without an engine it is a deliberate JSON 503 (tests/integration/integrity.test.ts)",
};

/**
 * Requests per handler and identity, about 30,000 in all: halved from 300 and 100 when the file took 165 s
 * on 2 busy cores; the seed is fixed, so more requests meant the same ones every run. To widen the search,
 * run the file with other FUZZ_SEED values.
 */
const RUNS = { user: 150, anonymous: 50 } as const;
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_715);
const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof HTTP_METHODS)[number];
type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

// ---------------------------------------------------------------------------------------------------
// Discovery

/** One handler function and the methods a route file exports it under. */
type HandlerGroup = { methods: Method[]; handler: Handler };
type RouteFile = { file: string; segments: Segment[]; groups: HandlerGroup[] };

const discovered = routeFiles(API_DIR).sort();
const fuzzed: RouteFile[] = [];
for (const file of discovered.filter((f) => !(f in EXCLUDED))) {
  const mod = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
  const groups = new Map<Handler, Method[]>();
  for (const m of HTTP_METHODS)
    if (typeof mod[m] === "function") groups.set(mod[m] as Handler, [...(groups.get(mod[m] as Handler) ?? []), m]);
  fuzzed.push({ file, segments: segmentsOf(file), groups: [...groups].map(([handler, methods]) => ({ handler, methods })) });
}

// ---------------------------------------------------------------------------------------------------
// The run

type Identity = keyof typeof RUNS;
type Vocabulary = Awaited<ReturnType<typeof schemaVocabulary>>;

let vocab: Vocabulary;
let baseUser: { id: string; email: string };
let passwordHash: string;
let plausible: string[] = [];
let examples: Record<string, unknown[]> = {};
let requestsSent = 0;
const perMethod = new Map<string, { sent: number; statuses: Map<number, number> }>();
const savedEnv = new Map<string, string | undefined>();
const connections: string[] = [];
let fetchCalls = 0;

/** The demo provider answers everything locally; no key means no upstream, whatever a developer exported. */
const ENV: Record<string, string | undefined> = {
  AD_PROVIDER: "demo",
  SCRAPECREATORS_API_KEY: undefined,
  META_ACCESS_TOKEN: undefined,
  OPENAI_API_KEY: undefined,
  OPENAI_BASE_URL: undefined,
  IMAGE_PROXY_ALLOWED_HOSTS: undefined,
};

beforeAll(async () => {
  for (const [k, v] of Object.entries(ENV)) {
    savedEnv.set(k, process.env[k]);
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();

  // Every socket a handler opens is recorded: only the database may be reached.
  const connect = net.Socket.prototype.connect;
  vi.spyOn(net.Socket.prototype, "connect").mockImplementation(function (this: net.Socket, ...args: unknown[]) {
    const first = (Array.isArray(args[0]) ? args[0][0] : args[0]) as { host?: string; port?: number; path?: string } | number | string;
    connections.push(typeof first === "object" ? `${first.host ?? first.path}:${first.port ?? ""}` : `${args[1] ?? "localhost"}:${first}`);
    return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
  });
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((...args) => {
    fetchCalls++;
    return realFetch(...args);
  });

  console.log(`[fuzz] seed ${SEED} (set FUZZ_SEED to replay another)`);
  vocab = await schemaVocabulary();
  passwordHash = await hashPassword(TEST_PASSWORD);
  baseUser = await db.user.create({ data: { name: "Fuzz", email: uniqueEmail("fuzz"), passwordHash, planType: "pioneros" } });
  // A real search stores ads and a saved search, so generated ids often name rows that exist. The
  // words are ones no other file searches: they never warm a cache entry another test expects cold.
  const res = await callRoute(search, {
    token: await issueApiToken({ userId: baseUser.id, sessionVersion: 0 }),
    body: { value: "maquillaje", minDays: 0 },
  });
  expect(res.status).toBe(200);
  const ads = res.json.data as { id: string; page_id: string; page_name: string }[];
  const searchId = res.json.searchId as string;
  const adLibraryUrl =
    "https://www.facebook.com/ads/library/?active_status=active&ad_type=all&country=ALL&media_type=all&q=s%C3%A9rum&search_type=keyword_unordered";
  plausible = [
    "maquillaje",
    "sérum",
    "ES",
    "MX",
    "ALL",
    "es",
    "en",
    "1",
    "20",
    "0",
    "true",
    "Búsqueda",
    "Marca",
    searchId,
    ads[0].id,
    ads[1].page_id,
    "f".repeat(64),
  ];
  // Valid values by field name. No URL on an allowed image host: the proxy would fetch it.
  examples = {
    value: ["maquillaje", "sérum"],
    searchType: ["keyword"],
    country: ["ES", "ALL"],
    languages: [["es"], "es,en"],
    minDays: [0, "3"],
    page: [1, 2],
    limit: [20, "5"],
    cursor: [null],
    searchId: [res.json.searchId, null],
    pageId: [ads[0].page_id],
    pageName: [ads[0].page_name],
    adData: [{ id: ads[0].id }, { id: ads[1].id }],
    tags: [["sérum"]],
    collection: ["Búsqueda"],
    notes: ["competidor"],
    searchName: ["Mi búsqueda"],
    searchParams: [{ value: "sérum" }],
    adIds: [[ads[0].id, ads[2].id]],
    id: [res.json.searchId],
    pageProfileUri: [null],
    pageProfilePictureUrl: [null],
    pageLikeCount: [10],
    pageCategories: [["Belleza"]],
    productType: ["digital"],
    initialActiveAdsCount: [3],
    pageVerification: [true],
    email: [baseUser.email, uniqueEmail("fuzz")],
    password: [TEST_PASSWORD, "clave-segura"],
    name: ["Ana"],
    invitationToken: ["f".repeat(64)],
    confirmPassword: ["clave-segura"],
    currentPassword: [TEST_PASSWORD],
    newPassword: ["nueva-clave-123"],
    idea: ["fajas moldeadoras"],
    url: ["/demo/ads/no-existe.png", "/demo/../.env"],
    initialUrl: [adLibraryUrl],
    maxPages: [1, "2"],
  };
});

afterAll(() => {
  vi.restoreAllMocks();
  for (const [k, v] of savedEnv) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
  const lines = [...perMethod].map(
    ([name, s]) =>
      `  ${name.padEnd(44)} ${String(s.sent).padStart(4)}  ${[...s.statuses]
        .sort(([a], [b]) => a - b)
        .map(([st, n]) => `${st}×${n}`)
        .join(" ")}`,
  );
  console.log(
    `[fuzz] seed ${SEED}: ${requestsSent} requests to ${fuzzed.reduce((n, r) => n + r.groups.length, 0)} handlers in ${fuzzed.length} route files\n${lines.join("\n")}`,
  );
});

/** Fills the route's dynamic segments; returns the URL path and the params Next would pass. */
function pathAndParams(segments: Segment[], values: string[]) {
  const params: Record<string, string | string[]> = {};
  let i = 0;
  const parts = segments.flatMap((s) => {
    if ("literal" in s) return [s.literal];
    if (s.catchAll) {
      const n = ((values[i]?.length ?? 0) % 3) + (s.optional ? 0 : 1);
      const vals = values.slice(i, i + n);
      i += n;
      if (vals.length) params[s.param] = vals;
      return vals.map(safeEncode);
    }
    const v = values[i++] ?? "x";
    params[s.param] = v;
    return [safeEncode(v)];
  });
  return { path: `/api/${parts.join("/")}`, params };
}

/** A bearer token for `userId`, re-issued when a generated logout or password change revoked it. */
function tokenSource(userId: string) {
  let token: Promise<string> | undefined;
  return {
    get: () =>
      (token ??= db.user
        .findUniqueOrThrow({ where: { id: userId } })
        .then((u) => issueApiToken({ userId, sessionVersion: u.sessionVersion }))),
    revoked: () => {
      token = undefined;
    },
  };
}

function problemWith(res: Response, text: string): string | null {
  if (res.status >= 500) return `answered ${res.status}: ${text.slice(0, 300)}`;
  if (res.status < 400) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `answered ${res.status} with a body that is not JSON: ${text.slice(0, 300)}`;
  }
  const problem = errorReplyProblem({ status: res.status, json, headers: res.headers });
  if (problem) return `answered ${res.status}: ${problem}`;
  if (res.status === 405 && !res.headers.get("allow")) return "answered 405 without an Allow header";
  return null;
}

describe("route discovery", () => {
  it("finds the API's route handlers on disk", () => {
    expect(discovered.length).toBeGreaterThanOrEqual(15);
    expect(fuzzed.every((r) => r.groups.length > 0)).toBe(true);
  });

  it.each(Object.entries(EXCLUDED))("the exclusion %s still names a route (%s)", (file) => {
    expect(discovered).toContain(file);
  });
});

const allCases = fuzzed.flatMap((r) =>
  r.groups.flatMap((g) => Object.keys(RUNS).map((identity) => `${r.file} ${g.methods.join(" ")} ${identity}`)),
);

// Concurrent: while one handler waits on PostgreSQL, another's requests are generated.
describe.concurrent.each(fuzzed.map((r) => [r.file, r] as const))("%s", (file, route) => {
  const cases = route.groups.flatMap((g) =>
    (Object.keys(RUNS) as Identity[]).map((identity) => [g.methods.join(" "), identity, g] as const),
  );

  it.each(cases)(
    "%s (%s): never a 5xx, every 4xx a Spanish JSON error",
    async (methodNames, identity, { methods, handler }) => {
      const caseIndex = allCases.indexOf(`${file} ${methodNames} ${identity}`);
      const a = arbitraries(vocab, plausible, examples);
      // Each handler gets its own user, so one handler's generated logout never signs another out.
      const user =
        identity === "user"
          ? await db.user.create({ data: { name: "Fuzz", email: uniqueEmail("fuzz"), passwordHash, planType: "pioneros" } })
          : null;
      const tokens = user && tokenSource(user.id);
      const routeName = file.replace(/\/route\.ts$/, "");
      const seed = SEED ^ [...`${routeName} ${methods.join(" ")} ${identity}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);
      let sent = 0;

      const property = fc.asyncProperty(
        fc.constantFrom(...methods),
        a.body,
        a.queryText,
        fc.array(a.paramValue, { minLength: 4, maxLength: 4 }),
        a.headers,
        async (method, body, query, paramValues, h) => {
          const { path: urlPath, params } = pathAndParams(route.segments, paramValues);
          const headers = new Headers();
          if (h.contentType) headers.set("content-type", h.contentType);
          // The throttles key on this address: a fresh one per request keeps other files' sign-ins unthrottled.
          const ip = `10.${caseIndex}.${(sent >> 8) & 255}.${sent & 255}`;
          headers.set("x-forwarded-for", h.forwardedPrefix ? `${h.forwardedPrefix}, ${ip}` : ip);
          if (h.origin) headers.set("origin", h.origin);
          if (h.fetchSite) headers.set("sec-fetch-site", h.fetchSite);
          if (h.cookie) headers.set("cookie", h.cookie);
          if (tokens) headers.set("authorization", `Bearer ${await tokens.get()}`);
          else if (h.authorization) headers.set("authorization", h.authorization);
          const hasBody = method !== "GET" && method !== "HEAD";
          const req = new Request(`http://localhost${urlPath}${query ? `?${query}` : ""}`, {
            method,
            headers,
            body: hasBody ? body : undefined,
          });

          const res = await handler(req, { params: Promise.resolve(params) });
          const text = await res.text();
          sent++;
          requestsSent++;
          const stats = perMethod.get(`${method} ${routeName}`) ?? { sent: 0, statuses: new Map<number, number>() };
          perMethod.set(`${method} ${routeName}`, stats);
          stats.sent++;
          stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
          if (tokens && (res.status === 401 || (res.ok && method !== "GET"))) tokens.revoked();

          const problem = problemWith(res, text);
          if (problem)
            throw new Error(
              `${method} ${urlPath}?${query.slice(0, 200)} (${identity}) with body ${String(body).slice(0, 300)}: ${problem}`,
            );
        },
      );
      await fc.assert(property, { seed, numRuns: RUNS[identity] });
      expect(sent).toBeGreaterThanOrEqual(RUNS[identity]);
      // Hundreds of requests, run five at a time: 20 s on a busy 2-core machine, so the limit only catches a hang.
    },
    300_000,
  );
});

describe("the fuzz run as a whole", () => {
  it("sent every exported method its requests, and reached nothing but the database", () => {
    for (const r of fuzzed) {
      for (const g of r.groups)
        for (const m of g.methods)
          expect(perMethod.get(`${m} ${r.file.replace(/\/route\.ts$/, "")}`)?.sent, `${m} ${r.file}`).toBeGreaterThan(0);
    }
    const url = new URL(process.env.DATABASE_URL!);
    const port = url.port || "5432";
    expect(fetchCalls).toBe(0);
    expect(connections.filter((c) => c !== `${url.hostname}:${port}` && c !== `localhost:${port}`)).toEqual([]);
  });
});

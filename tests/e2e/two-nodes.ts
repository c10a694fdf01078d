// The world of tests/e2e/two-nodes.spec.ts: a database of its own on the e2e server (fresh, migrated, with
// the plans it needs), the fake ScrapeCreators upstream, a gate that holds image fetches (tests/support/
// held-dns.mjs), and the production build started twice (`npm start`, scripts/serve.mjs) on TWO_NODE_PORTS.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import http, { type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { testPool } from "./helpers";
import { createDatabase, databaseNameOf, migrate } from "../../scripts/lib/postgres.mjs";
import { insertInvitation } from "../../scripts/lib/invitation";
import { FakeHttpServer } from "../support/fake-http";
import { FAKE_SC_API_KEY, SEARCH_PATH, scAd } from "../support/fake-scrapecreators";
import { TWO_NODE_PORTS } from "./ports";

/** The plan of the user who searches and saves: few enough ads and saves to run out of both. */
export const NODES_PLAN = { type: "nodos", adsLimit: 50, savedAdsLimit: 8 };
export const SEARCHES_PER_MINUTE = 20;
const ADS_PER_TERM = 10;

/** The ads the fake upstream finds for "lote-K": ten, of which five are also lote-(K+1)'s. */
export function adIdsOf(term: string): string[] {
  const k = Number(/^lote-(\d+)$/.exec(term)?.[1] ?? -1);
  if (k < 0) return [];
  return Array.from({ length: ADS_PER_TERM }, (_, i) => String(7_100_000 + k * 5 + i));
}

/** Where held image fetches wait: each look-up that reaches it is one fetch holding a slot. */
class Gate {
  readonly arrivals: string[] = [];
  private readonly held = new Set<ServerResponse>();
  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  static async start(): Promise<Gate> {
    let gate: Gate | null = null;
    const server = http.createServer((req, res) => {
      gate?.arrivals.push(new URL(req.url ?? "/", "http://gate").searchParams.get("host") ?? "");
      gate?.held.add(res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    gate = new Gate(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return gate;
  }

  /** Lets every held look-up go (each then fails to resolve). */
  release(): void {
    for (const res of this.held) res.end();
    this.held.clear();
  }

  async close(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

type AppNode = { url: string; process: ChildProcess; stdout: string[]; stderr: string[] };
export type Reply = { status: number; json: Record<string, unknown> };
export type World = Awaited<ReturnType<typeof startWorld>>;

async function waitUntilServing(node: AppNode): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (node.process.exitCode !== null) throw new Error(`${node.url} exited: ${node.stderr.join("").slice(-2000)}`);
    const up = await fetch(`${node.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${node.url} did not answer /api/health within a minute`);
}

function startNode(port: number, env: NodeJS.ProcessEnv): AppNode {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join("scripts", "serve.mjs")], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", AUTH_URL: url },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const node: AppNode = { url, process: child, stdout: [], stderr: [] };
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => node.stdout.push(chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => node.stderr.push(chunk));
  return node;
}

export async function startWorld() {
  const e2eUrl = process.env.DATABASE_URL!;
  const url = await createDatabase(e2eUrl, `${databaseNameOf(e2eUrl)}_nodes`, { fresh: true });
  await migrate(url);
  const pool = testPool(url, 2);
  await pool.query(
    `INSERT INTO "Plan" ("type", "name", "priceCents", "adsLimit", "savedAdsLimit", "trackedAdvertisersLimit", "features")
     VALUES ('free', 'GRATIS', 0, 100, 0, 0, '{}'), ($1, 'NODOS', 0, $2, $3, 0, '{}')`,
    [NODES_PLAN.type, NODES_PLAN.adsLimit, NODES_PLAN.savedAdsLimit],
  );

  const upstream = await FakeHttpServer.start();
  upstream.route(SEARCH_PATH, (req) => {
    const ids = adIdsOf(req.query.get("query") ?? "");
    if (req.headers["x-api-key"] !== FAKE_SC_API_KEY) return { status: 401, json: { success: false, error: "Invalid API key" } };
    return {
      json: { success: true, searchResults: ids.map((id) => scAd(id)), cursor: null, credits_charged: 1, searchResultsCount: ids.length },
    };
  });
  const gate = await Gate.start();

  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "production",
    PATH: process.env.PATH ?? "",
    DATABASE_URL: url,
    AUTH_SECRET: "two-nodes-tests-only-secret-0123456789abcdef",
    AUTH_TRUST_HOST: "true",
    AD_PROVIDER: "scrapecreators",
    SCRAPECREATORS_API_KEY: FAKE_SC_API_KEY,
    SCRAPECREATORS_BASE_URL: upstream.url,
    PROVIDER_MAX_RETRIES: "0",
    SEARCH_MAX_PER_MINUTE: String(SEARCHES_PER_MINUTE),
    // Two daily jobs every two seconds on both nodes: each tick must run on one of them.
    JOBS_SCHEDULE_OVERRIDES: "purge=0-59/2 * * * * *;reset=1-59/2 * * * * *",
    NODE_OPTIONS: `--import=${path.resolve("tests/support/held-dns.mjs")}`,
    HELD_DNS_GATE_URL: gate.url,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const nodes = TWO_NODE_PORTS.map((port) => startNode(port, env));
  const stop = async () => {
    for (const node of nodes) node.process.kill("SIGTERM");
    await Promise.all(nodes.map((n) => (n.process.exitCode === null ? new Promise((resolve) => n.process.once("exit", resolve)) : null)));
    await Promise.all([gate.close(), upstream.close(), pool.end()]);
    await dropDatabase(e2eUrl, databaseNameOf(url));
  };
  try {
    await Promise.all(nodes.map(waitUntilServing));
  } catch (err) {
    await stop();
    throw err;
  }
  return { nodes, pool, gate, stop };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = testPool(serverUrl, 1);
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A JSON call as an API client makes it, with the bearer token when given. */
export async function call(node: AppNode, method: string, route: string, opts: { token?: string; body?: unknown } = {}): Promise<Reply> {
  const res = await fetch(`${node.url}${route}`, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { "content-type": "application/json" }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // An image or an empty body: the status says enough.
  }
  return { status: res.status, json };
}

/** A new account registered through `node` with an invitation, on `plan` when given. */
export async function newUser(world: World, node: AppNode, plan?: string) {
  const email = `nodos-${randomBytes(4).toString("hex")}@adradar.test`;
  const password = `clave-${randomBytes(6).toString("hex")}`;
  const invitationToken = await insertInvitation(world.pool);
  const res = await call(node, "POST", "/api/auth/register", { body: { name: "Usuario Nodos", email, password, invitationToken } });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.json)}`);
  const id = (res.json.user as { id: string }).id;
  if (plan) await world.pool.query(`UPDATE "User" SET "planType" = $1 WHERE "id" = $2`, [plan, id]);
  return { id, email, password, token: res.json.token as string };
}

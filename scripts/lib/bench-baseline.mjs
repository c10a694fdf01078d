// The baseline of `npm run bench:search`: the least a search cache hit has to do, with plain Node `http`
// and `pg` and nothing else (no framework, no auth, no quota, no writes). POST a search body; it computes
// the shared cache's key like lib/services/search/cache-key.ts, reads the SearchCache row by its unique
// key, loads those ads by primary key from "Ad", and replies with them as JSON in the cached order.
// 404 when the key is not cached (so a benchmark cannot silently measure a miss).
//
// Run as a child process by scripts/bench-search.mjs: `node scripts/lib/bench-baseline.mjs`, with
// DATABASE_URL, BASELINE_PORT (0 = any free port) and BASELINE_POOL_MAX; prints `listening <port>`.
import { createHash } from "node:crypto";
import http from "node:http";
import { pathToFileURL } from "node:url";
import pg from "pg";

/** Same normalization and field order as searchCacheKey(): the JSON is hashed, so order matters. */
export function cacheKey(params, cursor, limit = 20) {
  const normalized = {
    t: params.searchType ?? "keyword",
    v: String(params.value ?? "")
      .trim()
      .toLowerCase()
      .replace(/\s+/g, " "),
    c: String(params.country ?? "ALL")
      .trim()
      .toUpperCase(),
    a: params.adType ?? "ALL",
    m: params.mediaType ?? "ALL",
    p: params.searchPhraseType ?? "unordered",
    l: [...new Set(params.languages ?? ["es"])].sort(),
    k: cursor ?? null,
    n: Number(limit),
  };
  return createHash("sha256").update(JSON.stringify(normalized)).digest("hex");
}

function serve() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BASELINE_POOL_MAX || 10) });

  async function handle(body) {
    const input = JSON.parse(body || "{}");
    const key = cacheKey(input, input.cursor ?? null, input.limit ?? 20);
    const { rows } = await pool.query('SELECT "adIds", "nextCursor", total, "expiresAt" FROM "SearchCache" WHERE key = $1', [key]);
    const hit = rows[0];
    if (!hit || hit.expiresAt <= new Date()) return { status: 404, body: { success: false, error: "not cached" } };
    const ads = await pool.query('SELECT id, data FROM "Ad" WHERE id = ANY($1::text[])', [hit.adIds]);
    const byId = new Map(ads.rows.map((r) => [r.id, r.data]));
    const data = hit.adIds.flatMap((id) => (byId.has(id) ? [byId.get(id)] : []));
    return {
      status: 200,
      body: {
        success: true,
        data,
        cursor: hit.nextCursor,
        cached: true,
        pagination: { currentPage: input.page ?? 1, hasNextPage: hit.nextCursor !== null, totalResults: hit.total },
      },
    };
  }

  const server = http.createServer((req, res) => {
    if (req.method !== "POST") {
      res.writeHead(405).end();
      return;
    }
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      handle(Buffer.concat(chunks).toString("utf8")).then(
        ({ status, body }) => {
          const json = JSON.stringify(body);
          res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(json) });
          res.end(json);
        },
        (err) => {
          res.writeHead(500, { "content-type": "text/plain" });
          res.end(String(err?.message ?? err));
        },
      );
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.env.BASELINE_PORT || 0), "127.0.0.1", () => {
    console.log(`listening ${server.address().port}`);
  });
  const stop = () => {
    server.close(() => pool.end().finally(() => process.exit(0)));
    server.closeAllConnections();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) serve();

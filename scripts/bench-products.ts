// `npm run bench:products`: the products (docs/product.md §Productos) at the archive bench's scale, through
// the real look-up SQL, the clustering job and the route handlers.
//
//  1. the archive bench's database (`adradar_bench_archive`, BENCH_ADS = 5,000,000 ads): when it is missing or
//     seeded at another size, `npm run bench:archive` is run first (its seed, then a short measure with
//     BENCH_CALLS=5), and said so; new migrations are applied;
//  2. the products' tables seeded on those ads in bulk SQL (scripts/lib/products-seed.ts: creatives, copies,
//     stores, clusters, products, watches), in resumable steps recorded in the database: a run stops after
//     BENCH_SEED_MINUTES (15) of seeding, so the shared lock is not held for long, and the next run resumes;
//  3. with BENCH_RESTART=1 (root only): PostgreSQL restarted (`pg_ctlcluster`, or `pg_ctl` on BENCH_PGDATA) and the OS page cache dropped
//     (BENCH_RESTART=pg: restarted alone, the page cache kept),
//     then the first COLD_CALLS calls of each line timed cold;
//  4. warm: 20 warm-up calls, then BENCH_CALLS (200) timed calls one after another, the input varying per
//     call: the banded hash look-up (hashes of the biggest creatives, of unique ones, absent ones);
//     GET /api/products (every sort, filters, deep cursor pages); GET /api/products/{id} (random products and
//     the biggest); GET /api/stores/{domain} (big and small stores); and BENCH_ROUNDS (20) rounds of the
//     clustering job on a 50-ad page (scripts/lib/products-cluster-rounds.ts), with the statements' times,
//     timed as two lines: the grouping of the page, then the job's next step, the figures of the products
//     it touched; BENCH_ROUNDS rounds of 50 grouped ads queued again (a new store, a new copy:
//     `cluster50Requeued`); then BENCH_ROUNDS more rounds after pg_prewarm has read the indexes the job probes at
//     random into memory (`cluster50IndexesInMemory`; skipped, and said why, without the extension);
//  5. every SQL statement a measured request sends is EXPLAINed (ANALYZE, BUFFERS) into
//     .data/bench/products-explain.txt; `seqScans` lists sequential scans of the big tables;
//  6. the band buckets' sizes (rows per band value) and the bytes per ad of the products' tables and indexes.
//
// Prints ONE JSON line on stdout; progress goes to stderr. A benchmark, not a test: missed targets exit 0.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { createDatabase, migrate } from "./lib/postgres.mjs";
import { ROOT } from "./lib/proc.mjs";
import {
  archiveSeededComment,
  benchServerUrl,
  log,
  benchConditions,
  restartMode,
  restartPostgres,
  RESTART_NOT_ASKED,
  seedComment,
} from "./lib/bench";
import { creativeTiers, productsSeedComplete, seedProducts } from "./lib/products-seed";
import { measureProducts } from "./lib/products-measure";

const DB_NAME = process.env.BENCH_DB_NAME || "adradar_bench_archive";
const ADS = Number(process.env.BENCH_ADS || 5_000_000);
const BUDGET_MS = Number(process.env.BENCH_SEED_MINUTES || 15) * 60_000;
const OUT = path.join(ROOT, ".data", "bench");

/** The archive bench's own seed (and a short measure), its output on this process's stderr. */
function runArchiveBench(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "-s", "bench:archive"], {
      cwd: ROOT,
      stdio: ["ignore", 2, 2],
      env: { ...process.env, BENCH_ADS: String(ADS), BENCH_DB_NAME: DB_NAME, BENCH_CALLS: "5", BENCH_WRITE_ROUNDS: "1" },
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm run bench:archive exited with ${code}`))));
  });
}

async function main() {
  const serverUrl = benchServerUrl();
  let archiveSeeded = false;
  if ((await seedComment(serverUrl, DB_NAME)) !== archiveSeededComment(ADS)) {
    log(
      `database ${DB_NAME} has no archive seed of ${ADS.toLocaleString("en")} ads: running the archive bench's seed first (npm run bench:archive)`,
    );
    await runArchiveBench();
    archiveSeeded = true;
  }
  const url = await createDatabase(serverUrl, DB_NAME);
  log(`database ${DB_NAME}: applying new migrations`);
  await migrate(url);

  let seedSeconds = 0;
  if (await productsSeedComplete(url, ADS)) {
    log(`products seed: complete at ${ADS.toLocaleString("en")} ads, reused`);
  } else {
    const { tiers, sharedAds, sharedCreatives } = creativeTiers(ADS);
    log(
      `products seed: ${sharedCreatives.toLocaleString("en")} shared creatives over ${sharedAds.toLocaleString("en")} ads, sizes ${tiers[0].size}–${tiers.at(-1)!.size}`,
    );
    const seeded = await seedProducts(url, ADS, BUDGET_MS);
    seedSeconds = seeded.seconds;
    if (!seeded.complete) {
      log(`products seed paused after ${seeded.seconds} s (BENCH_SEED_MINUTES): run again to resume where it stopped`);
      process.stdout.write(`${JSON.stringify({ bench: "products", ads: ADS, seedComplete: false, seedSeconds, archiveSeeded })}\n`);
      return;
    }
  }

  mkdirSync(OUT, { recursive: true });
  // The restart comes after the bench has chosen its inputs (those reads would warm the cache again).
  const result = await measureProducts(url, {
    ads: ADS,
    restart: () => {
      const asked = restartMode();
      return asked ? restartPostgres(url, asked) : RESTART_NOT_ASKED;
    },
    explainFile: path.join(OUT, "products-explain.txt"),
  });
  process.stdout.write(
    `${JSON.stringify({ bench: "products", ads: ADS, seedComplete: true, seedSeconds, archiveSeeded, ...(await benchConditions(url)), ...result })}\n`,
  );
}

main().catch((e) => {
  log(e);
  process.exit(1);
});

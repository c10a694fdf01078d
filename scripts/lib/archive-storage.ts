// The archive bench's storage figures (scripts/bench-archive.ts): bytes per archived ad, the payload's
// compression, and a check that the seed's signal flags are what the detectors read from its payloads.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { NormalizedAd } from "@/lib/providers/types";
import { ROOT } from "./proc.mjs";

export async function storageFigures(url: string, ads: number) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    // Every byte of the three tables (heap, TOAST, indexes).
    const { rows } = await c.query<{ name: string; total: string; heap: string; toast: string; indexes: string; rows: string }>(`
      SELECT c.relname AS name, pg_total_relation_size(c.oid) AS total, pg_relation_size(c.oid) AS heap,
        COALESCE(pg_total_relation_size(NULLIF(c.reltoastrelid, 0)), 0) AS toast, pg_indexes_size(c.oid) AS indexes, c.reltuples::bigint AS rows
      FROM pg_class c WHERE c.relname IN ('Ad', 'AdDay', 'AdCountry') AND c.relkind = 'r'`);
    // The seed writes the signal bits in SQL; the detectors must read its payloads the same way.
    const { signalFlagsOf } = await import("@/lib/services/archive/signal-flags");
    const { rows: sample } = await c.query<{ data: NormalizedAd; signalShop: boolean; signalCod: boolean; signalWhatsApp: boolean }>(
      `SELECT "data", "signalShop", "signalCod", "signalWhatsApp" FROM "Ad" TABLESAMPLE SYSTEM (0.1) WHERE "signalShop" IS NOT NULL LIMIT 300`,
    );
    const signalCheck = {
      sampled: sample.length,
      mismatched: sample.filter(({ data, ...stored }) => JSON.stringify(signalFlagsOf(data)) !== JSON.stringify(stored)).length,
    };
    const { rows: raw } = await c.query<{ raw: string; stored: string; words: string; lexemes: string }>(`
      SELECT avg(octet_length("data"::text))::int AS raw, avg(pg_column_size("data"))::int AS stored,
        avg(array_length(regexp_split_to_array("bodies"[1], '\\s+'), 1))::int AS words, avg(length("searchVector"))::int AS lexemes
      FROM (SELECT "data", "bodies", "searchVector" FROM "Ad" TABLESAMPLE SYSTEM (0.2)) s`);
    const { makeThumbnail } = await import("@/lib/services/archive/thumbnails");
    const demoDir = path.join(ROOT, "public", "demo", "creatives");
    const thumbs = await Promise.all(
      readdirSync(demoDir)
        .filter((f) => /\.(png|jpe?g|webp|svg)$/.test(f))
        .map((f) => makeThumbnail(readFileSync(path.join(demoDir, f)))),
    );
    const thumbBytes = Math.round(thumbs.reduce((s, t) => s + t.bytes.length, 0) / thumbs.length);
    const perAd = Math.round(rows.reduce((s, r) => s + Number(r.total), 0) / ads);
    return {
      rows: Object.fromEntries(rows.map((r) => [r.name, Number(r.rows)])),
      // A kept thumbnail also costs its hash on the Ad row (65 bytes) and its ArchiveThumbnail row (~140 bytes with its key).
      bytesPerAd: { withoutThumbnail: perAd, withThumbnail: perAd + thumbBytes + 65 + 140, thumbnailMeanBytes: thumbBytes },
      signalCheck,
      payload: { rawJsonBytes: Number(raw[0]?.raw ?? 0), storedLz4Bytes: Number(raw[0]?.stored ?? 0) },
      text: { meanBodyWords: Number(raw[0]?.words ?? 0), meanLexemes: Number(raw[0]?.lexemes ?? 0) },
      tables: Object.fromEntries(rows.map((r) => [r.name, { heap: Number(r.heap), toast: Number(r.toast), indexes: Number(r.indexes) }])),
    };
  } finally {
    await c.end();
  }
}

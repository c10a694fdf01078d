import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { adSignals, type AdSignals } from "@/lib/signals";
import { SIGNALS_VERSION } from "@/lib/signals/version";
import { markProductsBackfill } from "@/lib/services/products/product-refresh";
import { flagsOfSignals, type SignalFlags } from "./signal-flags";

const BATCH = 500;
/** Where the walk is: AppSetting's row, `{ version, after, done }`. */
const KEY = "signalsRefresh";

type Walk = { version: string; after: string; done: boolean };

/** The walk as stored, or a new one from the first ad when the detectors changed since (or none ran yet). */
function walkOf(value: string | undefined): Walk {
  try {
    const w = JSON.parse(value ?? "") as Partial<Walk>;
    if (w.version === SIGNALS_VERSION && typeof w.after === "string")
      return { version: SIGNALS_VERSION, after: w.after, done: w.done === true };
  } catch {
    // An unreadable marker starts the walk again: it only costs a pass over the ads.
  }
  return { version: SIGNALS_VERSION, after: "", done: false };
}

type Row = {
  id: string;
  data: unknown;
  signalShop: boolean | null;
  signalCod: boolean | null;
  signalWhatsApp: boolean | null;
  productId: string | null;
};
type Stale = { id: string; signals: AdSignals | null; productId: string | null } & SignalFlags;

/**
 * One batch: the walk's marker row locked (two runs take turns, the second going on where the first
 * stopped), the next ads in id order locked as storeAds locks them (a sighting storing one waits, and is
 * not overwritten by signals read from the payload it replaced), and their signals read again when stale.
 * Returns the ads visited, those refreshed and their products, or null when the walk is over.
 */
async function refreshBatch(batch: number): Promise<{ visited: number; refreshed: number; products: string[] } | null> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO "AppSetting" ("key", "value", "updatedAt") VALUES (${KEY}, '', now()) ON CONFLICT ("key") DO NOTHING`;
    const [marker] = await tx.$queryRaw<{ value: string }[]>`SELECT "value" FROM "AppSetting" WHERE "key" = ${KEY} FOR UPDATE`;
    const walk = walkOf(marker?.value);
    if (walk.done) return null;
    // The products of the batch's stale ads are marked before any ad row is locked, as the grouping does: a
    // figures' refresh holding a mark then never waits for this transaction while it waits for the refresh.
    const grouped = await tx.$queryRaw<{ productId: string }[]>`
      SELECT DISTINCT g."productId"
      FROM (SELECT "id", "data", "signalShop" FROM "Ad" WHERE "id" > ${walk.after} ORDER BY "id" LIMIT ${batch}) a
        JOIN "AdGroup" g ON g."adId" = a."id"
      WHERE g."productId" IS NOT NULL
        AND (a."data"->>'signals_version' IS DISTINCT FROM ${SIGNALS_VERSION} OR a."data"->'signals' IS NULL OR a."signalShop" IS NULL)`;
    await markProductsBackfill(
      tx,
      grouped.map((g) => g.productId),
    );
    const rows = await tx.$queryRaw<Row[]>`
      SELECT a."id", a."data", a."signalShop", a."signalCod", a."signalWhatsApp", g."productId"
      FROM "Ad" a LEFT JOIN "AdGroup" g ON g."adId" = a."id"
      WHERE a."id" > ${walk.after} ORDER BY a."id" LIMIT ${batch} FOR UPDATE OF a`;
    const stale = rows.flatMap((r) => staleSignals(r) ?? []);
    await writeSignals(tx, stale);
    const next: Walk = rows.length < batch ? { ...walk, done: true } : { ...walk, after: rows[rows.length - 1].id };
    await tx.$executeRaw`UPDATE "AppSetting" SET "value" = ${JSON.stringify(next)}, "updatedAt" = now() WHERE "key" = ${KEY}`;
    return { visited: rows.length, refreshed: stale.length, products: [...new Set(stale.flatMap((s) => s.productId ?? []))] };
  });
}

/** The ad's signals by the current detectors when what is stored was read by others (or never), else null. */
function staleSignals(row: Row): Stale | null {
  const data = (typeof row.data === "string" ? JSON.parse(row.data) : row.data) as NormalizedAd | null;
  if (!data || typeof data !== "object") {
    // A payload that is not an ad has no signals: flags all false, so the filters never match it.
    if (row.signalShop === false && row.signalCod === false && row.signalWhatsApp === false) return null;
    return { id: row.id, signals: null, productId: null, signalShop: false, signalCod: false, signalWhatsApp: false };
  }
  if (data.signals_version === SIGNALS_VERSION && data.signals && row.signalShop !== null) return null;
  const signals = adSignals(data);
  return { id: row.id, signals, productId: row.productId, ...flagsOfSignals(signals) };
}

/**
 * The new signals in the ad's JSON and its filter columns. The ad's prices kept for its product's figures
 * are cleared, so that the figures' refresh reads them again when the ad is in a product (now or later): a
 * detector revision may change what a product's prices and signals say, not only its ads'.
 */
async function writeSignals(tx: Prisma.TransactionClient, stale: readonly Stale[]): Promise<void> {
  if (stale.length === 0) return;
  const rows = JSON.stringify(
    stale.map((s) => ({
      id: s.id,
      patch: s.signals ? { signals: s.signals, signals_version: SIGNALS_VERSION } : null,
      signalShop: s.signalShop,
      signalCod: s.signalCod,
      signalWhatsApp: s.signalWhatsApp,
    })),
  );
  await tx.$executeRaw`
    UPDATE "Ad" a SET
      "data" = CASE WHEN m."patch" IS NULL THEN a."data" ELSE a."data" || m."patch" END,
      "signalShop" = m."signalShop", "signalCod" = m."signalCod", "signalWhatsApp" = m."signalWhatsApp",
      "prices" = NULL
    FROM jsonb_to_recordset(${rows}::jsonb)
      AS m("id" text, "patch" jsonb, "signalShop" boolean, "signalCod" boolean, "signalWhatsApp" boolean)
    WHERE a."id" = m."id"`;
}

/**
 * After a detector revision (lib/signals/version.ts), every stored ad's signals are read again by the new
 * detectors: its JSON's signals, which its cards show, and its filter columns (`signalShop`, `signalCod`,
 * `signalWhatsApp`), which the archive's filters test, so a badge and a filter never disagree. Walks the
 * archive once per version in id order, a batch per transaction, from where the last run stopped (the
 * marker in AppSetting); ads read by the current detectors are passed over. Also fills the columns of ads
 * archived before they existed. Idempotent and safe to run twice at once. Stops after `maxBatches`
 * (a job's slice); returns the ads visited and refreshed, and whether the walk is over.
 */
export async function refreshStaleSignals(
  options: { batch?: number; maxBatches?: number; log?: (message: string) => void } = {},
): Promise<{ visited: number; refreshed: number; done: boolean }> {
  const batch = options.batch ?? BATCH;
  const maxBatches = options.maxBatches ?? Infinity;
  let visited = 0;
  let refreshed = 0;
  for (let i = 0; i < maxBatches; i++) {
    const r = await refreshBatch(batch);
    if (r === null) return { visited, refreshed, done: true };
    // Marked again once the cleared prices are committed: a refresh that took a mark meanwhile read the old ones.
    await markProductsBackfill(db, r.products);
    visited += r.visited;
    refreshed += r.refreshed;
    options.log?.(`signals: ${visited} ads visited, ${refreshed} refreshed`);
  }
  return { visited, refreshed, done: false };
}

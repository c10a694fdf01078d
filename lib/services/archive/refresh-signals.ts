import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { adSignals, type AdSignals } from "@/lib/signals";
import { SIGNALS_VERSION } from "@/lib/signals/version";
import { adPrices } from "@/lib/services/products/product-figures";
import { markProductsBackfill } from "@/lib/services/products/product-refresh";
import { flagsOfSignals, type SignalFlags } from "./signal-flags";

const BATCH = 500;
/** Where the walk is: AppSetting's row. */
const KEY = "signalsRefresh";

/**
 * The walk of one detectors' version: the last ad visited, whether it is over, and the products the last
 * batch changed, marked by the next transaction that takes the marker (`marks`).
 */
type Walk = { version: string; after: string; done: boolean; marks: string[] };

/** The walk as stored, or a new one from the first ad when the detectors changed since (or none ran yet). */
function walkOf(value: string | undefined): Walk {
  let stored: Partial<Walk> = {};
  try {
    stored = JSON.parse(value ?? "") as Partial<Walk>;
  } catch {
    // An unreadable marker starts the walk again: it only costs a pass over the ads.
  }
  const marks = Array.isArray(stored.marks) ? stored.marks.filter((m): m is string => typeof m === "string") : [];
  if (stored.version === SIGNALS_VERSION && typeof stored.after === "string") {
    return { version: SIGNALS_VERSION, after: stored.after, done: stored.done === true, marks };
  }
  return { version: SIGNALS_VERSION, after: "", done: false, marks };
}

type Row = SignalFlagColumns & {
  id: string;
  data: unknown;
  seenCountries: string[] | null;
  prices: unknown;
  productId: string | null;
};
type SignalFlagColumns = { [K in keyof SignalFlags]: boolean | null };

/** What a stale ad's row gets: its JSON's new signals (null: left as it is), its columns, its kept prices cleared or not. */
type Refresh = SignalFlags & {
  id: string;
  patch: { signals: AdSignals; signals_version: string } | null;
  clearPrices: boolean;
  /** Its product, when what the product's figures read of the ad changed. */
  mark: string | null;
};

const NO_SIGNALS: SignalFlags = { signalShop: false, signalCod: false, signalWhatsApp: false };

/**
 * What the current detectors change in a stored ad, or null when nothing. An ad stored with signals of
 * this version is passed over. One stored by this version without its signals in the JSON (storeAds kept
 * only the version before 1 December 2026) gets them, its columns being this version's already. Another
 * version's ad gets new signals and columns; its kept prices are cleared when these detectors read other
 * prices, and its product is marked when its columns or prices changed: a revision touches only the
 * products whose figures it changes.
 */
function refreshOf(row: Row): Refresh | null {
  const data = (typeof row.data === "string" ? JSON.parse(row.data) : row.data) as NormalizedAd | null;
  const columnsAre = (flags: SignalFlags) =>
    row.signalShop === flags.signalShop && row.signalCod === flags.signalCod && row.signalWhatsApp === flags.signalWhatsApp;
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    // A payload that is not an ad has no signals: flags all false, so the filters never match it.
    if (columnsAre(NO_SIGNALS)) return null;
    return { id: row.id, ...NO_SIGNALS, patch: null, clearPrices: false, mark: row.productId };
  }
  const sameVersion = data.signals_version === SIGNALS_VERSION;
  const kept = sameVersion && data.signals && typeof data.signals === "object" ? data.signals : null;
  if (kept && row.signalShop !== null) return null;
  const signals = kept ?? adSignals(data);
  const flags = flagsOfSignals(signals);
  const clearPrices =
    !sameVersion && row.prices !== null && JSON.stringify(row.prices) !== JSON.stringify(adPrices(data, row.seenCountries ?? []));
  return {
    id: row.id,
    ...flags,
    patch: kept ? null : { signals, signals_version: SIGNALS_VERSION },
    clearPrices,
    mark: columnsAre(flags) && !clearPrices ? null : row.productId,
  };
}

async function writeRefreshes(tx: Prisma.TransactionClient, refreshes: readonly Refresh[]): Promise<void> {
  if (refreshes.length === 0) return;
  const rows = JSON.stringify(refreshes.map(({ mark: _mark, ...r }) => r));
  await tx.$executeRaw`
    UPDATE "Ad" a SET
      "data" = CASE WHEN m."patch" IS NULL THEN a."data" ELSE a."data" || m."patch" END,
      "signalShop" = m."signalShop", "signalCod" = m."signalCod", "signalWhatsApp" = m."signalWhatsApp",
      "prices" = CASE WHEN m."clearPrices" THEN NULL ELSE a."prices" END
    FROM jsonb_to_recordset(${rows}::jsonb)
      AS m("id" text, "patch" jsonb, "signalShop" boolean, "signalCod" boolean, "signalWhatsApp" boolean, "clearPrices" boolean)
    WHERE a."id" = m."id"`;
}

/**
 * Takes the marker row (two runs take turns on it) and marks the products the last batch left in it;
 * `marked`: there were some, so the marker is to be written back without them.
 */
async function takeMarker(tx: Prisma.TransactionClient): Promise<{ walk: Walk; marked: boolean }> {
  await tx.$executeRaw`INSERT INTO "AppSetting" ("key", "value", "updatedAt") VALUES (${KEY}, '', now()) ON CONFLICT ("key") DO NOTHING`;
  const [marker] = await tx.$queryRaw<{ value: string }[]>`SELECT "value" FROM "AppSetting" WHERE "key" = ${KEY} FOR UPDATE`;
  const walk = walkOf(marker?.value);
  // Before any ad row is locked, as the grouping marks: a figures' refresh holding a mark then never
  // waits for this transaction while it waits for the refresh. The cleared prices and columns they
  // follow were committed with the marker.
  await markProductsBackfill(tx, walk.marks);
  return { walk: { ...walk, marks: [] }, marked: walk.marks.length > 0 };
}

async function putMarker(tx: Prisma.TransactionClient, walk: Walk): Promise<void> {
  await tx.$executeRaw`UPDATE "AppSetting" SET "value" = ${JSON.stringify(walk)}, "updatedAt" = now() WHERE "key" = ${KEY}`;
}

/**
 * One batch: the marker taken, the next ads in id order locked as storeAds locks them (a sighting storing
 * one waits, and is not overwritten by signals read from the payload it replaced), their signals read
 * again where stale, and the products to mark left in the marker with the new position. Returns the ads
 * visited and refreshed, or null when the walk is over.
 */
async function refreshBatch(batch: number): Promise<{ visited: number; refreshed: number } | null> {
  return db.$transaction(async (tx) => {
    const { walk, marked } = await takeMarker(tx);
    if (walk.done) {
      // A finished walk's run only reads the marker, unless the last batch's marks were still in it.
      if (marked) await putMarker(tx, walk);
      return null;
    }
    const rows = await tx.$queryRaw<Row[]>`
      SELECT a."id", a."data", a."seenCountries", a."prices", a."signalShop", a."signalCod", a."signalWhatsApp", g."productId"
      FROM "Ad" a LEFT JOIN "AdGroup" g ON g."adId" = a."id"
      WHERE a."id" > ${walk.after} ORDER BY a."id" LIMIT ${batch} FOR UPDATE OF a`;
    const refreshes = rows.flatMap((r) => refreshOf(r) ?? []);
    await writeRefreshes(tx, refreshes);
    const marks = [...new Set(refreshes.flatMap((r) => r.mark ?? []))];
    const position = rows.length < batch ? { done: true } : { after: rows[rows.length - 1].id };
    await putMarker(tx, { ...walk, ...position, marks });
    return { visited: rows.length, refreshed: refreshes.length };
  });
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
  let done = false;
  for (let i = 0; i < maxBatches && !done; i++) {
    const r = await refreshBatch(batch);
    if (r === null) done = true;
    else {
      visited += r.visited;
      refreshed += r.refreshed;
      options.log?.(`signals: ${visited} ads visited, ${refreshed} refreshed`);
    }
  }
  // The last batch's marks, now rather than at the next run's first batch.
  if (!done) {
    await db.$transaction(async (tx) => {
      const { walk, marked } = await takeMarker(tx);
      if (marked) await putMarker(tx, walk);
    });
  }
  return { visited, refreshed, done };
}

import "server-only";
import { db, type Prisma } from "@/lib/db";
import { fillAdPrices, refreshProduct, type ProductSnapshot } from "./product-figures";
import { moveProductWatches, notifyProductWatchers } from "./product-watches";
import { recordProductAliases } from "./product-alias";

const DAY_MS = 86_400_000;
/** Marks taken per read of the queue. */
const CHUNK = 100;

/**
 * The grouping marks the products it touched (and those it merged away, so a refresh that read them
 * before the merge runs again and drops them). A mark being refreshed is locked: the grouping waits for
 * that one product's refresh, then marks it again, since the refresh may have read the ads before the move.
 */
export async function markProductsDirty(tx: Prisma.TransactionClient, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO "ProductDirty" ("productId")
    SELECT id FROM unnest(${[...new Set(ids)].sort()}::text[]) AS id ORDER BY 1
    ON CONFLICT ("productId") DO UPDATE SET "backfill" = false WHERE "ProductDirty"."backfill"`;
}

/**
 * Products whose figures are due in the background (after the marks of new ads): a mark already there,
 * of either kind, stays as it is.
 */
export async function markProductsBackfill(tx: Pick<Prisma.TransactionClient, "$executeRaw">, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO "ProductDirty" ("productId", "backfill")
    SELECT id, true FROM unnest(${[...new Set(ids)].sort()}::text[]) AS id ORDER BY 1 ON CONFLICT DO NOTHING`;
}

/**
 * Products merged into others, in the grouping's transaction: their rows leave the list at once (their
 * ads now belong to the product that absorbed them), their followers follow that product, and their ids
 * become aliases of it (older aliases of theirs follow), so an old link still leads to the ads.
 */
export async function mergeProducts(tx: Prisma.TransactionClient, merged: ReadonlyMap<string, string>): Promise<void> {
  if (merged.size === 0) return;
  await tx.$executeRaw`DELETE FROM "Product" WHERE "id" = ANY(${[...merged.keys()]}::text[])`;
  await recordProductAliases(tx, merged);
  await moveProductWatches(tx, merged);
}

/** One marked product, under its mark's lock: a second run skips it, and a new mark waits for the commit. */
async function refreshMarked(id: string, now: Date): Promise<{ snapshot: ProductSnapshot | null } | null> {
  await fillAdPrices(id);
  return db.$transaction(
    async (tx) => {
      const [mark] = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "ProductDirty" WHERE "productId" = ${id} FOR UPDATE SKIP LOCKED`;
      if (!mark) return null;
      const snapshot = await refreshProduct(tx, id, now, "upsert");
      await tx.$executeRaw`DELETE FROM "ProductDirty" WHERE "productId" = ${id}`;
      return { snapshot };
    },
    { timeout: 120_000, maxWait: 60_000 },
  );
}

/**
 * The job's step after the grouping: recomputes each marked product once, the grouping's marks first,
 * then up to `backfill` of the background ones (the aging products, the rows computed before the page's
 * figures existed); then tells the followers of the recomputed products. Idempotent and safe to run
 * twice at once: each product is taken under its mark's lock, and a follower is told once.
 */
export async function refreshDirtyProducts(opts: { now?: Date; backfill?: number } = {}): Promise<{ refreshed: number; told: number }> {
  const now = opts.now ?? new Date();
  const snapshots = new Map<string, ProductSnapshot>();
  let refreshed = 0;
  for (const backfill of [false, true]) {
    const budget = backfill ? (opts.backfill ?? 500) : Infinity;
    const skipped = new Set<string>();
    for (let done = 0; done < budget;) {
      const marks = await db.$queryRaw<{ productId: string }[]>`
        SELECT "productId" FROM "ProductDirty" WHERE "backfill" = ${backfill} AND NOT ("productId" = ANY(${[...skipped]}::text[]))
        ORDER BY "markedAt" LIMIT ${Math.min(CHUNK, budget - done)}`;
      if (marks.length === 0) break;
      for (const { productId } of marks) {
        const r = await refreshMarked(productId, now);
        done++;
        // Taken by another run (its lock held): not waited for, and not read again in this run.
        if (!r) skipped.add(productId);
        else refreshed++;
        if (r?.snapshot) snapshots.set(productId, r.snapshot);
      }
    }
  }
  const told = await notifyProductWatchers(snapshots, now);
  return { refreshed, told };
}

/**
 * Momentum counts the last 7 days, 'Nuevo' the first 14 and the weekly chart its weeks, so a product
 * nobody touched still changes: the products computed over a day ago whose figures can still move, and
 * every product computed over a week ago, are marked for the refresh step, oldest first.
 */
export async function markAgingProducts(now = new Date(), limit = 500): Promise<number> {
  const stale = await db.product.findMany({
    where: {
      computedAt: { lt: new Date(now.getTime() - DAY_MS) },
      OR: [
        { momentum: { gt: 0 } },
        { saturation: "NUEVO" },
        { firstSeenAt: { gt: new Date(now.getTime() - 60 * DAY_MS) } },
        { computedAt: { lt: new Date(now.getTime() - 7 * DAY_MS) } },
      ],
    },
    orderBy: { computedAt: "asc" },
    take: limit,
    select: { id: true },
  });
  if (stale.length === 0) return 0;
  await markProductsBackfill(
    db,
    stale.map((p) => p.id),
  );
  return stale.length;
}

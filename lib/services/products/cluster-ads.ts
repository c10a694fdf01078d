import "server-only";
import { db, type Prisma } from "@/lib/db";
import { productSlug } from "@/lib/shared/products/product-slug";
import { nearFingerprintsSql } from "./fingerprint-lookup";
import { fingerprintPendingThumbnails } from "./fingerprint-thumbnails";
import { unionKeys } from "./group-nodes";
import { productIdOf } from "./product-id";
import { refreshProducts } from "./product-figures";
import { notifyProductWatchers } from "./product-watches";

/** Ads grouped per transaction: a page of work that holds the products' lock for a short while. */
export const CLUSTER_BATCH = 200;
/** Two runs of the job (two nodes, or Inngest and a script) take turns on this lock. */
const PRODUCTS_LOCK = 0x70726f64; // "prod"

type PendingAd = { id: string; thumbnailHash: string | null; textKey: string | null; phash: bigint | null };

/**
 * One batch of the clustering job (docs/product.md §Productos): for each pending ad, its picture joins
 * every stored picture within the hash distance and its copy joins the same copy (level 1: the
 * cluster); the cluster joins the product pages its ads lead to (level 2: the product). Merged groups
 * move their ads along; the touched products' figures are recomputed. Returns the ads grouped.
 */
async function clusterBatch(): Promise<number> {
  const touched = new Set<string>();
  const gone = new Set<string>();
  const merged = new Map<string, string>();
  const count = await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PRODUCTS_LOCK})`;
      const ads = await tx.$queryRaw<PendingAd[]>`
        SELECT a."id", a."thumbnailHash", a."textKey", f."phash"
        FROM "Ad" a LEFT JOIN "CreativeFingerprint" f ON f."thumbnailHash" = a."thumbnailHash"
        WHERE a."productPending" ORDER BY a."id" LIMIT ${CLUSTER_BATCH}`;
      if (ads.length === 0) return 0;
      const withHash = ads.filter((a): a is PendingAd & { phash: bigint } => a.phash !== null);
      const near = withHash.length
        ? await tx.$queryRaw<{ key: string; thumbnailHash: string }[]>(
            nearFingerprintsSql(withHash.map((a) => ({ key: a.id, phash: a.phash }))),
          )
        : [];
      const stores = await tx.$queryRaw<{ adId: string; productPath: string | null }[]>`
        SELECT "adId", "productPath" FROM "AdStore" WHERE "adId" = ANY(${ads.map((a) => a.id)}::text[])`;
      const moves: Moves = { clusters: new Map(), products: new Map(), ads: new Map() };
      for (const ad of ads) {
        const keys = [
          ...(ad.phash !== null && ad.thumbnailHash ? [`f${ad.thumbnailHash}`] : []),
          ...near.filter((n) => n.key === ad.id).map((n) => `f${n.thumbnailHash}`),
          ...(ad.textKey ? [`t${ad.textKey}`] : []),
        ];
        if (keys.length === 0) {
          moves.ads.set(ad.id, { clusterId: null, productId: null, textKey: ad.textKey, thumbnailHash: ad.thumbnailHash });
          continue;
        }
        const cluster = await unionKeys(tx, 1, keys);
        for (const old of cluster.absorbed) moves.clusters.set(old, cluster.groupId);
        const slugs = stores.filter((s) => s.adId === ad.id).flatMap((s) => productSlug(s.productPath) ?? []);
        const product = await unionKeys(tx, 2, [
          `c${cluster.groupId}`,
          ...cluster.absorbed.map((c) => `c${c}`),
          ...slugs.map((s) => `s${s}`),
        ]);
        const productId = productIdOf(product.groupId);
        for (const old of product.absorbed) {
          moves.products.set(productIdOf(old), productId);
          gone.add(productIdOf(old));
        }
        moves.ads.set(ad.id, { clusterId: cluster.groupId, productId, textKey: ad.textKey, thumbnailHash: ad.thumbnailHash });
      }
      await applyMoves(tx, moves);
      for (const from of moves.products.keys()) merged.set(from, resolve(moves.products, from));
      for (const a of moves.ads.values()) if (a.productId) touched.add(resolve(moves.products, a.productId));
      return ads.length;
    },
    { timeout: 120_000, maxWait: 60_000 },
  );
  for (const id of touched) gone.delete(id);
  await refreshProducts([...touched], [...gone]);
  await notifyProductWatchers([...touched], merged);
  return count;
}

type Moves = {
  /** Absorbed cluster → the cluster it joined. */
  clusters: Map<string, string>;
  /** Absorbed product → the product it joined. */
  products: Map<string, string>;
  ads: Map<string, { clusterId: string | null; productId: string | null; textKey: string | null; thumbnailHash: string | null }>;
};

/** Follows a chain of merges made in the same batch (a → b, then b → c) to the group that is left. */
function resolve(moves: Map<string, string>, id: string): string {
  let current = id;
  for (let i = 0; i <= moves.size && moves.has(current); i++) current = moves.get(current)!;
  return current;
}

/**
 * Writes the batch's groups to the ads: the batch's own ads and every ad of a merged cluster or product.
 * The rows are locked first, in id order and in one statement, as storeAds locks them: a search storing
 * the same ads meanwhile waits for the job or the job for it, never both for each other.
 */
async function applyMoves(tx: Prisma.TransactionClient, moves: Moves): Promise<void> {
  const ids = [...moves.ads.keys()];
  const oldClusters = [...moves.clusters.keys()];
  const oldProducts = [...moves.products.keys()];
  await tx.$queryRaw`
    SELECT "id" FROM "Ad"
    WHERE "id" = ANY(${ids}::text[]) OR "clusterId" = ANY(${oldClusters}::text[]) OR "productId" = ANY(${oldProducts}::text[])
    ORDER BY "id" FOR UPDATE`;
  const clusterTo = oldClusters.map((c) => resolve(moves.clusters, c));
  const productTo = oldProducts.map((p) => resolve(moves.products, p));
  if (oldClusters.length > 0) {
    await tx.$executeRaw`
      UPDATE "Ad" a SET "clusterId" = m."to" FROM unnest(${oldClusters}::text[], ${clusterTo}::text[]) AS m("from", "to")
      WHERE a."clusterId" = m."from"`;
  }
  if (oldProducts.length > 0) {
    await tx.$executeRaw`
      UPDATE "Ad" a SET "productId" = m."to" FROM unnest(${oldProducts}::text[], ${productTo}::text[]) AS m("from", "to")
      WHERE a."productId" = m."from"`;
  }
  const rows = ids.map((id) => {
    const a = moves.ads.get(id)!;
    return {
      id,
      textKey: a.textKey,
      thumbnailHash: a.thumbnailHash,
      clusterId: a.clusterId ? resolve(moves.clusters, a.clusterId) : null,
      productId: a.productId ? resolve(moves.products, a.productId) : null,
    };
  });
  // An ad whose copy or picture changed since it was read stays pending: the next batch groups it again.
  await tx.$executeRaw`
    UPDATE "Ad" a SET "clusterId" = m."clusterId", "productId" = m."productId",
      "productPending" = a."textKey" IS DISTINCT FROM m."textKey" OR a."thumbnailHash" IS DISTINCT FROM m."thumbnailHash"
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS m("id" text, "clusterId" text, "productId" text, "textKey" text, "thumbnailHash" text)
    WHERE a."id" = m."id"`;
}

/**
 * The clustering job's body: hash the new thumbnails, then group the pending ads batch by batch until
 * none is left (or `maxBatches`, so a huge back-fill yields to the next run). Safe to run twice at once.
 */
export async function clusterPendingAds(opts: { maxBatches?: number } = {}): Promise<{ fingerprinted: number; grouped: number }> {
  const maxBatches = opts.maxBatches ?? 50;
  let fingerprinted = 0;
  let grouped = 0;
  for (let i = 0; i < maxBatches; i++) {
    fingerprinted += await fingerprintPendingThumbnails();
    const n = await clusterBatch();
    grouped += n;
    if (n < CLUSTER_BATCH) break;
  }
  return { fingerprinted, grouped };
}

import "server-only";
import { db, type Prisma } from "@/lib/db";
import { productSlug } from "@/lib/shared/products/product-slug";
import { nearFingerprintsSql } from "./fingerprint-lookup";
import { fingerprintPendingThumbnails } from "./fingerprint-thumbnails";
import { unionKeys } from "./group-nodes";
import { productIdOf } from "./product-id";
import { refreshProducts } from "./product-figures";

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
      for (const ad of ads) {
        const keys = [
          ...(ad.phash !== null && ad.thumbnailHash ? [`f${ad.thumbnailHash}`] : []),
          ...near.filter((n) => n.key === ad.id).map((n) => `f${n.thumbnailHash}`),
          ...(ad.textKey ? [`t${ad.textKey}`] : []),
        ];
        if (keys.length === 0) {
          await tx.$executeRaw`UPDATE "Ad" SET "clusterId" = NULL, "productId" = NULL, "productPending" = false WHERE "id" = ${ad.id}`;
          continue;
        }
        const cluster = await unionKeys(tx, 1, keys);
        await moveClusters(tx, cluster.groupId, cluster.absorbed);
        const slugs = stores.filter((s) => s.adId === ad.id).flatMap((s) => productSlug(s.productPath) ?? []);
        const product = await unionKeys(tx, 2, [
          `c${cluster.groupId}`,
          ...cluster.absorbed.map((c) => `c${c}`),
          ...slugs.map((s) => `s${s}`),
        ]);
        const productId = productIdOf(product.groupId);
        for (const old of product.absorbed) {
          const oldId = productIdOf(old);
          gone.add(oldId);
          await tx.$executeRaw`UPDATE "Ad" SET "productId" = ${productId} WHERE "productId" = ${oldId}`;
        }
        await tx.$executeRaw`
          UPDATE "Ad" SET "clusterId" = ${cluster.groupId}, "productId" = ${productId}, "productPending" = false
          WHERE "id" = ${ad.id}`;
        touched.add(productId);
      }
      return ads.length;
    },
    { timeout: 120_000, maxWait: 60_000 },
  );
  for (const id of touched) gone.delete(id);
  await refreshProducts([...touched], [...gone]);
  return count;
}

/** Level-1 merges: the absorbed clusters' ads now belong to the surviving cluster. */
async function moveClusters(tx: Prisma.TransactionClient, groupId: string, absorbed: string[]): Promise<void> {
  if (absorbed.length === 0) return;
  await tx.$executeRaw`UPDATE "Ad" SET "clusterId" = ${groupId} WHERE "clusterId" = ANY(${absorbed}::text[])`;
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

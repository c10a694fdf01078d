import "server-only";
import { db, type Prisma } from "@/lib/db";
import { productSlug } from "@/lib/shared/products/product-slug";
import { nearGroupsSql } from "./fingerprint-lookup";
import { numberClustersSql } from "./cluster-numbers";
import { fingerprintPendingThumbnails } from "./fingerprint-thumbnails";
import { unionSets } from "./group-nodes";
import { productIdOf } from "./product-id";
import { markProductsDirty, mergeProducts } from "./product-refresh";

/** Ads grouped per transaction: a page of work that holds the products' lock for a short while. */
export const CLUSTER_BATCH = 200;
/** Two runs of the job (two nodes, or Inngest and a script) take turns on this lock. */
const PRODUCTS_LOCK = 0x70726f64; // "prod"

/** `clusterKey`: the group of the ad's thumbnail when it is numbered already (the same file seen before). */
type PendingAd = { id: string; thumbnailHash: string | null; textKey: string | null; phash: bigint | null; clusterKey: string | null };
type AdGroups = { clusterId: string | null; productId: string | null; textKey: string | null; thumbnailHash: string | null };

/**
 * One batch of the clustering job (docs/product.md §Productos): each pending ad's picture joins every
 * stored picture within the hash distance and its copy joins the same copy (level 1: the cluster); the
 * cluster joins the product pages its ads lead to (level 2: the product). The whole batch is grouped at
 * once, a few statements per level however many ads; merged groups move their ads along. The touched
 * products are only marked: a later step recomputes their figures. Returns the ads grouped.
 */
async function clusterBatch(): Promise<number> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PRODUCTS_LOCK})`;
      // The banded look-up is a few hundred index reads, but its estimate (millions of rows, from the
      // joins on the hash) passes jit_above_cost: LLVM then took 1.5 s of each batch's 1.9 s.
      await tx.$executeRaw`SET LOCAL jit = off`;
      // Groups are derived data: a crash that loses this commit loses the queue's deletions with it, and
      // the next run groups the same ads again. So the commit does not wait for the WAL's flush.
      await tx.$executeRaw`SET LOCAL synchronous_commit = off`;
      const ads = await tx.$queryRaw<PendingAd[]>`
        SELECT a."id", a."thumbnailHash", a."textKey", f."phash", n."groupId" AS "clusterKey"
        FROM "AdProductPending" q JOIN "Ad" a ON a."id" = q."adId"
          LEFT JOIN "CreativeFingerprint" f ON f."thumbnailHash" = a."thumbnailHash"
          LEFT JOIN "ClusterNumber" n ON n."number" = f."cluster"
        ORDER BY q."adId" LIMIT ${CLUSTER_BATCH}`;
      if (ads.length === 0) return 0;
      const withHash = ads.filter((a): a is PendingAd & { phash: bigint } => a.phash !== null);
      // A numbered thumbnail was looked up when it was grouped, and every picture near it grouped since
      // found it from its own side: looked up again (its ad queued for a new store, a new copy, or the
      // same file on a new ad), it would find its own group alone. A change to what counts as near (the
      // distance, new kinds of hashes) must queue the grouped ads with their numbers cleared.
      const probes = withHash.filter((a) => a.clusterKey === null);
      const [near, stores] = [
        probes.length
          ? await tx.$queryRaw<{ key: string; groupKey: string }[]>(
              nearGroupsSql(
                probes.map((a) => ({ key: a.id, phash: a.phash, thumbnailHash: a.thumbnailHash ?? undefined })),
                withHash.flatMap((a) => a.thumbnailHash ?? []),
              ),
            )
          : [],
        await tx.$queryRaw<{ adId: string; productPath: string | null }[]>`
          SELECT "adId", "productPath" FROM "AdStore" WHERE "adId" = ANY(${ads.map((a) => a.id)}::text[])`,
      ];
      const keysOf = new Map(ads.map((ad) => [ad.id, ad.phash !== null && ad.thumbnailHash ? [`f${ad.thumbnailHash}`] : []]));
      for (const n of near) keysOf.get(n.key)!.push(n.groupKey);
      for (const ad of ads) if (ad.textKey) keysOf.get(ad.id)!.push(`t${ad.textKey}`);
      // A fingerprint's group is its thumbnail's number, not a node: the batch's own thumbnails are known
      // by the number they have (none yet for a new one), and every other group the look-up gives is
      // named by its current id.
      const given = new Map<string, string | null>(withHash.map((a) => [`f${a.thumbnailHash}`, a.clusterKey]));
      for (const n of near) if (!given.has(n.groupKey)) given.set(n.groupKey, n.groupKey);
      const clusters = await unionSets(
        tx,
        1,
        [...keysOf.values()].filter((k) => k.length > 0),
        given,
      );
      // The batch's new thumbnails take their cluster's number, and merged clusters' numbers follow them,
      // before the next batch's look-up reads the numbers from the band indexes.
      const numbered = [...new Set(probes.map((a) => a.thumbnailHash!))].map((thumbnailHash) => ({
        thumbnailHash,
        groupId: clusters.groupOf.get(`f${thumbnailHash}`)!,
      }));
      if (numbered.length > 0 || clusters.absorbed.size > 0) await tx.$queryRaw(numberClustersSql(numbered, clusters.absorbed));
      const clusterOf = (adId: string) => {
        const first = keysOf.get(adId)![0];
        return first === undefined ? null : clusters.groupOf.get(first)!;
      };
      const slugsOf = new Map<string, string[]>();
      for (const s of stores) {
        const slug = productSlug(s.productPath);
        if (slug) slugsOf.set(s.adId, [...(slugsOf.get(s.adId) ?? []), `s${slug}`]);
      }
      // Each ad's cluster joins its product pages; a merged cluster's product joins its new cluster's.
      const products = await unionSets(tx, 2, [
        ...ads.flatMap((ad) => (clusterOf(ad.id) === null ? [] : [[`c${clusterOf(ad.id)}`, ...(slugsOf.get(ad.id) ?? [])]])),
        ...[...clusters.absorbed].map(([from, to]) => [`c${from}`, `c${to}`]),
      ]);
      const merged = new Map([...products.absorbed].map(([from, to]) => [productIdOf(from), productIdOf(to)]));
      const groups = new Map<string, AdGroups>(
        ads.map((ad) => {
          const clusterId = clusterOf(ad.id);
          const productId = clusterId === null ? null : productIdOf(products.groupOf.get(`c${clusterId}`)!);
          return [ad.id, { clusterId, productId, textKey: ad.textKey, thumbnailHash: ad.thumbnailHash }];
        }),
      );
      const touched = new Set([...[...groups.values()].flatMap((g) => g.productId ?? []), ...merged.values()]);
      // Marked before any ad row is locked: a refresh holding a mark never waits for this transaction.
      await markProductsDirty(tx, [...touched, ...merged.keys()]);
      await mergeProducts(tx, merged);
      await applyMoves(tx, { clusters: clusters.absorbed, products: merged, ads: groups });
      return ads.length;
    },
    { timeout: 120_000, maxWait: 60_000 },
  );
}

type Moves = {
  /** Absorbed cluster → the cluster it joined. */
  clusters: ReadonlyMap<string, string>;
  /** Absorbed product → the product it joined. */
  products: ReadonlyMap<string, string>;
  ads: ReadonlyMap<string, AdGroups>;
};

/**
 * Writes the batch's groups (AdGroup) and takes its ads off the queue (AdProductPending): the batch's own
 * ads and every ad of a merged cluster or product. The ads' rows are locked first, in id order and in one
 * statement, as storeAds locks them: a search storing the same ads meanwhile waits for the job or the job
 * for it, never both for each other, and no copy or picture changes between the check below and commit.
 * Only AdGroup and the queue are written: Ad's row, with its 12 indexes, is left as it is.
 */
async function applyMoves(tx: Prisma.TransactionClient, moves: Moves): Promise<void> {
  const ids = [...moves.ads.keys()];
  const oldClusters = [...moves.clusters.keys()];
  const oldProducts = [...moves.products.keys()];
  // The merged groups' ads come from AdGroup's indexes in an array: an OR of a sub-select would scan Ad.
  await tx.$queryRaw`
    SELECT "id" FROM "Ad"
    WHERE "id" = ANY(ARRAY(
      SELECT unnest(${ids}::text[])
      UNION SELECT "adId" FROM "AdGroup" WHERE "clusterId" = ANY(${oldClusters}::text[]) OR "productId" = ANY(${oldProducts}::text[])))
    ORDER BY "id" FOR UPDATE`;
  if (oldClusters.length > 0) {
    await tx.$executeRaw`
      UPDATE "AdGroup" g SET "clusterId" = m."to" FROM unnest(${oldClusters}::text[], ${[...moves.clusters.values()]}::text[]) AS m("from", "to")
      WHERE g."clusterId" = m."from"`;
  }
  if (oldProducts.length > 0) {
    await tx.$executeRaw`
      UPDATE "AdGroup" g SET "productId" = m."to" FROM unnest(${oldProducts}::text[], ${[...moves.products.values()]}::text[]) AS m("from", "to")
      WHERE g."productId" = m."from"`;
  }
  const rows = JSON.stringify(ids.map((id) => ({ id, ...moves.ads.get(id)! })));
  // Only grouped ads have a row; the first sighting is copied again, as a back-fill may have moved it.
  await tx.$executeRaw`
    INSERT INTO "AdGroup" AS g ("adId", "clusterId", "productId", "firstSeenAt")
    SELECT m."id", m."clusterId", m."productId", a."firstSeenAt"
    FROM jsonb_to_recordset(${rows}::jsonb) AS m("id" text, "clusterId" text, "productId" text) JOIN "Ad" a ON a."id" = m."id"
    WHERE m."clusterId" IS NOT NULL
    ORDER BY m."id"
    ON CONFLICT ("adId") DO UPDATE SET "clusterId" = EXCLUDED."clusterId", "productId" = EXCLUDED."productId", "firstSeenAt" = EXCLUDED."firstSeenAt"
    WHERE (g."clusterId", g."productId", g."firstSeenAt") IS DISTINCT FROM (EXCLUDED."clusterId", EXCLUDED."productId", EXCLUDED."firstSeenAt")`;
  const ungrouped = ids.filter((id) => moves.ads.get(id)!.clusterId === null);
  if (ungrouped.length > 0) await tx.$executeRaw`DELETE FROM "AdGroup" WHERE "adId" = ANY(${ungrouped}::text[])`;
  // An ad whose copy or picture changed since it was read stays queued: the next batch groups it again.
  await tx.$executeRaw`
    DELETE FROM "AdProductPending" q
    USING "Ad" a, jsonb_to_recordset(${rows}::jsonb) AS m("id" text, "textKey" text, "thumbnailHash" text)
    WHERE q."adId" = m."id" AND a."id" = m."id"
      AND a."textKey" IS NOT DISTINCT FROM m."textKey" AND a."thumbnailHash" IS NOT DISTINCT FROM m."thumbnailHash"`;
}

/**
 * The clustering job's grouping step: hash the new thumbnails, then group the pending ads batch by batch
 * until none is left (or `maxBatches`, so a huge back-fill yields to the next run). Safe to run twice at
 * once. The figures of the products it touched are recomputed by refreshDirtyProducts, the next step.
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

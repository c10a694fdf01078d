-- The clusters' numbers (docs/creative-fingerprints.md §4). The clustering job's look-up needs, for each
-- near hash, the cluster it belongs to: it read the thumbnail's row and then its level-1 node
-- ("ProductNode", a 65-character key) once per distinct near hash, and a copy of a creative that hundreds
-- of stores ran is near hundreds of them. The rows the look-up meets by the hundred (whole pictures, and
-- masked whole pictures) now carry their cluster's number, last in the band indexes, so the buckets give
-- the clusters from the index alone; "ClusterNumber" names the group each number belongs to now, and a
-- merge renames numbers there rather than rewriting fingerprint rows. Crops and masked windows, rarely
-- near anything, are still resolved through their thumbnail's node.
CREATE TABLE "ClusterNumber" (
    "number" BIGSERIAL NOT NULL,
    "groupId" TEXT NOT NULL,

    CONSTRAINT "ClusterNumber_pkey" PRIMARY KEY ("number")
);
CREATE INDEX "ClusterNumber_groupId_idx" ON "ClusterNumber"("groupId");

ALTER TABLE "CreativeFingerprint" ADD COLUMN "cluster" BIGINT;
ALTER TABLE "CreativeFingerprintMask" ADD COLUMN "cluster" BIGINT;

-- The band indexes of the numbered tables are rebuilt with the number last; dropped first, so the
-- back-fill below does not write each updated row into them. The indexes on the hash alone go: every
-- look-up by hash also knows its first band, and (b0, phash, …) answers it (fingerprint-lookup.ts);
-- each row inserted or numbered then writes one index entry less.
DROP INDEX "CreativeFingerprint_b0_phash_idx";
DROP INDEX "CreativeFingerprint_b1_phash_idx";
DROP INDEX "CreativeFingerprint_b2_phash_idx";
DROP INDEX "CreativeFingerprintMask_b0_mask_crop_phash_idx";
DROP INDEX "CreativeFingerprintMask_b1_mask_crop_phash_idx";
DROP INDEX "CreativeFingerprintMask_b2_mask_crop_phash_idx";
DROP INDEX "CreativeFingerprint_phash_idx";
DROP INDEX "CreativeFingerprintCrop_phash_idx";
DROP INDEX "CreativeFingerprintMask_phash_idx";

-- Every thumbnail grouped so far gets the number of its group: one number per group holding a thumbnail.
INSERT INTO "ClusterNumber" ("groupId")
SELECT DISTINCT "groupId" FROM "ProductNode" WHERE "level" = 1 AND "key" LIKE 'f%' ORDER BY 1;
CREATE TEMP TABLE "cluster_of" AS
SELECT substr(n."key", 2) AS "thumbnailHash", c."number"
FROM "ProductNode" n JOIN "ClusterNumber" c ON c."groupId" = n."groupId"
WHERE n."level" = 1 AND n."key" LIKE 'f%';
ALTER TABLE "cluster_of" ADD PRIMARY KEY ("thumbnailHash");
ANALYZE "cluster_of";
UPDATE "CreativeFingerprint" f SET "cluster" = o."number" FROM "cluster_of" o WHERE f."thumbnailHash" = o."thumbnailHash";
UPDATE "CreativeFingerprintMask" f SET "cluster" = o."number" FROM "cluster_of" o WHERE f."thumbnailHash" = o."thumbnailHash" AND f."crop" = 0;
DROP TABLE "cluster_of";
-- Statistics now: without them the planner guesses a share of the table per group id, and renaming a
-- merged group's numbers read all of it (1.2 s at 5 M ads) rather than the groupId index.
ANALYZE "ClusterNumber";

CREATE INDEX "CreativeFingerprint_b0_phash_cluster_idx" ON "CreativeFingerprint"("b0", "phash", "cluster");
CREATE INDEX "CreativeFingerprint_b1_phash_cluster_idx" ON "CreativeFingerprint"("b1", "phash", "cluster");
CREATE INDEX "CreativeFingerprint_b2_phash_cluster_idx" ON "CreativeFingerprint"("b2", "phash", "cluster");
CREATE INDEX "CreativeFingerprintMask_b0_mask_crop_phash_cluster_idx" ON "CreativeFingerprintMask"("b0", "mask", "crop", "phash", "cluster");
CREATE INDEX "CreativeFingerprintMask_b1_mask_crop_phash_cluster_idx" ON "CreativeFingerprintMask"("b1", "mask", "crop", "phash", "cluster");
CREATE INDEX "CreativeFingerprintMask_b2_mask_crop_phash_cluster_idx" ON "CreativeFingerprintMask"("b2", "mask", "crop", "phash", "cluster");

-- The products' grouping leaves the Ad row (docs/architecture.md §7b). "clusterId", "productId" and
-- "productPending" were indexed columns of Ad, which has 12 indexes, among them the GIN expression index
-- "Ad_countryText_idx" (fastupdate off): every write of them was a non-HOT update rewriting an entry in
-- each index and recomputing the text expression, two thirds of a clustering batch's time. Narrow tables
-- take them: AdGroup for the groups, AdProductPending for the job's queue.

-- CreateTable
CREATE TABLE "AdGroup" (
    "adId" TEXT NOT NULL,
    "clusterId" TEXT,
    "productId" TEXT,
    "firstSeenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AdGroup_pkey" PRIMARY KEY ("adId")
);

-- CreateTable
CREATE TABLE "AdProductPending" (
    "adId" TEXT NOT NULL,

    CONSTRAINT "AdProductPending_pkey" PRIMARY KEY ("adId")
);

-- Only grouped ads get a row: an ad with neither group (no kept picture and a copy too short to tell)
-- needs none, readers look a product's ads up by "productId" and join the rest, and the table stays a
-- fraction of Ad's size when most of the archive has no group yet. The job writes a row when it groups
-- an ad and deletes it when the ad has no group any more.
INSERT INTO "AdGroup" ("adId", "clusterId", "productId", "firstSeenAt")
SELECT "id", "clusterId", "productId", "firstSeenAt" FROM "Ad"
WHERE "clusterId" IS NOT NULL OR "productId" IS NOT NULL;

-- The queue keeps the ads still waiting (the partial index "Ad_productPending_idx" held the same rows).
INSERT INTO "AdProductPending" ("adId")
SELECT "id" FROM "Ad" WHERE "productPending";

-- Built after the back-fill: one sort each rather than an entry per inserted row.
-- CreateIndex
CREATE INDEX "AdGroup_clusterId_idx" ON "AdGroup"("clusterId");

-- CreateIndex
CREATE INDEX "AdGroup_productId_firstSeenAt_idx" ON "AdGroup"("productId", "firstSeenAt");

-- AddForeignKey
ALTER TABLE "AdGroup" ADD CONSTRAINT "AdGroup_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdProductPending" ADD CONSTRAINT "AdProductPending_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- DropIndex
DROP INDEX "Ad_clusterId_idx";

-- DropIndex
DROP INDEX "Ad_productId_firstSeenAt_idx";

-- DropIndex
DROP INDEX "Ad_productPending_idx";

-- AlterTable
ALTER TABLE "Ad" DROP COLUMN "clusterId",
DROP COLUMN "productId",
DROP COLUMN "productPending";

-- The products' figures leave the grouping (docs/product.md §Productos): the grouping marks the products
-- it touched in "ProductDirty" and a later step of the job recomputes them; each ad keeps the prices its
-- signals read, and each product the figures of its page, so neither is recomputed per page view.
-- AlterTable
ALTER TABLE "Ad" ADD COLUMN     "prices" JSONB;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "creatives" JSONB,
ADD COLUMN     "recentAdIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "stores" JSONB,
ADD COLUMN     "weeks" JSONB;

-- CreateTable
CREATE TABLE "ProductDirty" (
    "productId" TEXT NOT NULL,
    "backfill" BOOLEAN NOT NULL DEFAULT false,
    "markedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductDirty_pkey" PRIMARY KEY ("productId")
);

-- CreateIndex
CREATE INDEX "ProductDirty_backfill_markedAt_idx" ON "ProductDirty"("backfill", "markedAt");

-- The products computed before their page's figures existed are recomputed in the background.
INSERT INTO "ProductDirty" ("productId", "backfill") SELECT "id", true FROM "Product";

-- Products (docs/product.md §Productos): the store behind each ad, the creatives' perceptual hashes with
-- their bands (docs/creative-fingerprints.md), the two groupings (clusters, products) and each product's figures.
-- AlterTable
ALTER TABLE "Ad" ADD COLUMN     "clusterId" TEXT,
ADD COLUMN     "productId" TEXT,
ADD COLUMN     "productPending" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "textKey" TEXT;

-- CreateTable
CREATE TABLE "AdStore" (
    "adId" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "url" TEXT,
    "productPath" TEXT,
    "platform" TEXT,
    "pageId" TEXT NOT NULL,

    CONSTRAINT "AdStore_pkey" PRIMARY KEY ("adId","domain")
);

-- CreateTable
CREATE TABLE "CreativeFingerprint" (
    "thumbnailHash" TEXT NOT NULL,
    "phash" BIGINT NOT NULL,
    "b0" INTEGER NOT NULL,
    "b1" INTEGER NOT NULL,
    "b2" INTEGER NOT NULL,
    "b3" INTEGER NOT NULL,
    "b4" INTEGER NOT NULL,

    CONSTRAINT "CreativeFingerprint_pkey" PRIMARY KEY ("thumbnailHash")
);

-- CreateTable
CREATE TABLE "ProductNode" (
    "level" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "groupId" TEXT NOT NULL,

    CONSTRAINT "ProductNode_pkey" PRIMARY KEY ("level","key")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "exampleAdId" TEXT NOT NULL,
    "thumbnailHash" TEXT,
    "adCount" INTEGER NOT NULL,
    "storeCount" INTEGER NOT NULL,
    "advertiserCount" INTEGER NOT NULL,
    "clusterCount" INTEGER NOT NULL,
    "countryCount" INTEGER NOT NULL,
    "countries" TEXT[],
    "countryPath" JSONB NOT NULL,
    "platforms" TEXT[],
    "prices" JSONB NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL,
    "newStores7d" INTEGER NOT NULL,
    "newCountries7d" INTEGER NOT NULL,
    "momentum" INTEGER NOT NULL,
    "signalShop" BOOLEAN NOT NULL,
    "signalCod" BOOLEAN NOT NULL,
    "signalWhatsApp" BOOLEAN NOT NULL,
    "saturation" TEXT NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AdStore_domain_adId_idx" ON "AdStore"("domain", "adId");

-- CreateIndex
CREATE INDEX "AdStore_pageId_domain_idx" ON "AdStore"("pageId", "domain");

-- CreateIndex
CREATE INDEX "CreativeFingerprint_phash_idx" ON "CreativeFingerprint"("phash");

-- CreateIndex
CREATE INDEX "CreativeFingerprint_b0_phash_idx" ON "CreativeFingerprint"("b0", "phash");

-- CreateIndex
CREATE INDEX "CreativeFingerprint_b1_phash_idx" ON "CreativeFingerprint"("b1", "phash");

-- CreateIndex
CREATE INDEX "CreativeFingerprint_b2_phash_idx" ON "CreativeFingerprint"("b2", "phash");

-- CreateIndex
CREATE INDEX "CreativeFingerprint_b3_phash_idx" ON "CreativeFingerprint"("b3", "phash");

-- CreateIndex
CREATE INDEX "CreativeFingerprint_b4_phash_idx" ON "CreativeFingerprint"("b4", "phash");

-- CreateIndex
CREATE INDEX "ProductNode_level_groupId_idx" ON "ProductNode"("level", "groupId");

-- CreateIndex
CREATE INDEX "Product_computedAt_idx" ON "Product"("computedAt");

-- CreateIndex
CREATE INDEX "Product_momentum_id_idx" ON "Product"("momentum" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Product_storeCount_id_idx" ON "Product"("storeCount" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Product_countryCount_id_idx" ON "Product"("countryCount" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Product_firstSeenAt_id_idx" ON "Product"("firstSeenAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Product_countries_idx" ON "Product" USING GIN ("countries");

-- CreateIndex
CREATE INDEX "Ad_clusterId_idx" ON "Ad"("clusterId");

-- CreateIndex
CREATE INDEX "Ad_productId_firstSeenAt_idx" ON "Ad"("productId", "firstSeenAt");

-- CreateIndex
CREATE INDEX "Ad_productPending_idx" ON "Ad"("id") WHERE ("productPending");

-- AddForeignKey
ALTER TABLE "AdStore" ADD CONSTRAINT "AdStore_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- CreateTable
CREATE TABLE "ProductWatch" (
    "userId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "stores" TEXT[],
    "countries" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductWatch_pkey" PRIMARY KEY ("userId","productId")
);

-- CreateIndex
CREATE INDEX "ProductWatch_productId_idx" ON "ProductWatch"("productId");

-- AddForeignKey
ALTER TABLE "ProductWatch" ADD CONSTRAINT "ProductWatch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;



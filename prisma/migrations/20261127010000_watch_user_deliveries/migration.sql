-- The 7-day rule per user, kept apart from the watch: WatchDelivery rows go with their watch, so deleting
-- a watch and creating it again used to deliver the same ads again within the 7 days. Backfilled from
-- the deliveries so far.
-- CreateTable
CREATE TABLE "WatchUserDelivery" (
    "userId" TEXT NOT NULL,
    "adId" TEXT NOT NULL,
    "deliveredAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WatchUserDelivery_pkey" PRIMARY KEY ("userId","adId")
);

-- CreateIndex
CREATE INDEX "WatchUserDelivery_deliveredAt_idx" ON "WatchUserDelivery"("deliveredAt");

-- AddForeignKey
ALTER TABLE "WatchUserDelivery" ADD CONSTRAINT "WatchUserDelivery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "WatchUserDelivery" ("userId", "adId", "deliveredAt")
SELECT "userId", "adId", max("deliveredAt") FROM "WatchDelivery" GROUP BY "userId", "adId";

-- The quota counts an ad once per user per calendar month, whatever delivers it: the month's ledger of
-- ads delivered, and on each usage event the ads that cost nothing because they were already counted.
-- AlterTable
ALTER TABLE "UsageEvent" ADD COLUMN     "freeAds" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "MonthlyAdDelivery" (
    "userId" TEXT NOT NULL,
    "period" TIMESTAMP(3) NOT NULL,
    "adId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MonthlyAdDelivery_pkey" PRIMARY KEY ("userId","period","adId")
);

-- AddForeignKey
ALTER TABLE "MonthlyAdDelivery" ADD CONSTRAINT "MonthlyAdDelivery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Which of `ids` the user was already counted for in `period`, read after taking the user's row lock.
-- A VOLATILE function's statements each take a fresh snapshot, so a delivery that waited on the lock
-- sees the ledger rows the one before it committed (a plain subquery of the waiting statement would
-- not): two requests delivering the same ad at once charge it once.
CREATE FUNCTION adradar_counted_ads(p_user TEXT, p_period TIMESTAMP(3), p_ids TEXT[]) RETURNS TEXT[]
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM "User" WHERE "id" = p_user FOR UPDATE;
  RETURN ARRAY(
    SELECT "adId" FROM "MonthlyAdDelivery"
    WHERE "userId" = p_user AND "period" = p_period AND "adId" = ANY(p_ids)
  );
END
$$;

-- This month's deliveries so far (from the first-delivery record) start the ledger, so an ad already
-- charged this month is not charged again after the upgrade.
INSERT INTO "MonthlyAdDelivery" ("userId", "period", "adId", "source", "at")
SELECT "userId", date_trunc('month', now() AT TIME ZONE 'UTC'), "adId", 'search', "firstDeliveredAt"
FROM "AdDelivery"
WHERE "firstDeliveredAt" >= date_trunc('month', now() AT TIME ZONE 'UTC')
ON CONFLICT DO NOTHING;

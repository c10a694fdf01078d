-- Which ads each user was delivered and charged for: what a saved complete search may hold.
CREATE TABLE "AdDelivery" (
    "userId" TEXT NOT NULL,
    "adId" TEXT NOT NULL,
    "firstDeliveredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdDelivery_pkey" PRIMARY KEY ("userId","adId")
);

ALTER TABLE "AdDelivery" ADD CONSTRAINT "AdDelivery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AdDelivery" ADD CONSTRAINT "AdDelivery_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The ads users already hold in their saved complete searches were delivered to them: keep them valid.
INSERT INTO "AdDelivery" ("userId", "adId", "firstDeliveredAt")
SELECT DISTINCT c."userId", u."adId", c."executedAt"
FROM "CompleteSearch" c CROSS JOIN LATERAL unnest(c."adIds") AS u("adId")
JOIN "Ad" a ON a."id" = u."adId"
WHERE c."autoSaved"
ON CONFLICT DO NOTHING;

-- An invitation may name the one e-mail it registers (lower-cased); null = any e-mail.
ALTER TABLE "Invitation" ADD COLUMN "email" TEXT;

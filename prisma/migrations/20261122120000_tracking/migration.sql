-- DropIndex
DROP INDEX "NotificationLog_userId_kind_day_key";

-- AlterTable
ALTER TABLE "AdvertiserDailyStat" ADD COLUMN     "adIds" TEXT[],
ADD COLUMN     "newAdIds" TEXT[],
ADD COLUMN     "stoppedAds" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "NotificationLog" ADD COLUMN     "chatId" TEXT,
ADD COLUMN     "refId" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "telegramBlockedAt" TIMESTAMP(3),
ADD COLUMN     "timeZone" TEXT;

-- CreateTable
CREATE TABLE "AdvertiserSnapshot" (
    "pageId" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "activeAds" INTEGER NOT NULL,
    "adIds" TEXT[],
    "credits" INTEGER NOT NULL DEFAULT 0,
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdvertiserSnapshot_pkey" PRIMARY KEY ("pageId","country","day")
);

-- CreateIndex
CREATE UNIQUE INDEX "NotificationLog_userId_kind_day_refId_key" ON "NotificationLog"("userId", "kind", "day", "refId");



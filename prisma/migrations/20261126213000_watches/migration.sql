-- Watches (issue 17): searches re-run on a schedule, their shared upstream runs, deliveries, held
-- Telegram messages and the in-app feed. Plans gain the watch limits.
-- AlterTable
ALTER TABLE "Plan" ADD COLUMN     "maxWatches" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "watchMinIntervalHours" INTEGER NOT NULL DEFAULT 24;

-- CreateTable
CREATE TABLE "Watch" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "params" JSONB NOT NULL,
    "queryKey" TEXT NOT NULL,
    "frequencyHours" INTEGER NOT NULL DEFAULT 24,
    "minScore" INTEGER NOT NULL DEFAULT 0,
    "telegram" BOOLEAN NOT NULL DEFAULT false,
    "inApp" BOOLEAN NOT NULL DEFAULT true,
    "status" TEXT NOT NULL DEFAULT 'active',
    "nextRunAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastWindow" TEXT,
    "lastRunAt" TIMESTAMP(3),
    "lastOutcome" TEXT,
    "lastDeliveredCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Watch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WatchQueryRun" (
    "queryKey" TEXT NOT NULL,
    "window" TEXT NOT NULL,
    "adIds" TEXT[],
    "credits" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WatchQueryRun_pkey" PRIMARY KEY ("queryKey","window")
);

-- CreateTable
CREATE TABLE "WatchDelivery" (
    "watchId" TEXT NOT NULL,
    "adId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "window" TEXT NOT NULL,
    "charged" BOOLEAN NOT NULL DEFAULT false,
    "deliveredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WatchDelivery_pkey" PRIMARY KEY ("watchId","adId")
);

-- CreateTable
CREATE TABLE "WatchMessage" (
    "id" TEXT NOT NULL,
    "watchId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "window" TEXT NOT NULL,
    "blocks" TEXT[],
    "photoAdIds" TEXT[],
    "status" TEXT NOT NULL DEFAULT 'queued',
    "sendAfter" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WatchMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeedItem" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "watchId" TEXT,
    "watchName" TEXT,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "ads" JSONB NOT NULL DEFAULT '[]',
    "refKey" TEXT NOT NULL,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Watch_userId_createdAt_idx" ON "Watch"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Watch_status_nextRunAt_idx" ON "Watch"("status", "nextRunAt");

-- CreateIndex
CREATE INDEX "Watch_queryKey_idx" ON "Watch"("queryKey");

-- CreateIndex
CREATE INDEX "WatchQueryRun_fetchedAt_idx" ON "WatchQueryRun"("fetchedAt");

-- CreateIndex
CREATE INDEX "WatchDelivery_userId_adId_deliveredAt_idx" ON "WatchDelivery"("userId", "adId", "deliveredAt" DESC);

-- CreateIndex
CREATE INDEX "WatchMessage_status_sendAfter_idx" ON "WatchMessage"("status", "sendAfter");

-- CreateIndex
CREATE UNIQUE INDEX "WatchMessage_watchId_window_key" ON "WatchMessage"("watchId", "window");

-- CreateIndex
CREATE INDEX "FeedItem_userId_createdAt_id_idx" ON "FeedItem"("userId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "FeedItem_unread_idx" ON "FeedItem"("userId") WHERE ("readAt" IS NULL);

-- CreateIndex
CREATE UNIQUE INDEX "FeedItem_userId_refKey_key" ON "FeedItem"("userId", "refKey");

-- AddForeignKey
ALTER TABLE "Watch" ADD CONSTRAINT "Watch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WatchDelivery" ADD CONSTRAINT "WatchDelivery_watchId_fkey" FOREIGN KEY ("watchId") REFERENCES "Watch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WatchDelivery" ADD CONSTRAINT "WatchDelivery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WatchMessage" ADD CONSTRAINT "WatchMessage_watchId_fkey" FOREIGN KEY ("watchId") REFERENCES "Watch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedItem" ADD CONSTRAINT "FeedItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The seeded paid plans get watches (free keeps 0); an admin edits them like the other limits.
UPDATE "Plan" SET "maxWatches" = 3, "watchMinIntervalHours" = 24 WHERE "type" = 'pioneros';
UPDATE "Plan" SET "maxWatches" = 10, "watchMinIntervalHours" = 6 WHERE "type" = 'tactico';
UPDATE "Plan" SET "maxWatches" = 30, "watchMinIntervalHours" = 6 WHERE "type" = 'conquista';
UPDATE "Plan" SET "maxWatches" = 100, "watchMinIntervalHours" = 6 WHERE "type" = 'imperio';

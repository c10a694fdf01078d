-- CreateEnum
CREATE TYPE "Role" AS ENUM ('admin', 'user');

-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('active', 'expired');

-- CreateEnum
CREATE TYPE "ProductType" AS ENUM ('physical', 'digital', 'service', 'other');

-- CreateTable
CREATE TABLE "Plan" (
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "adsLimit" INTEGER NOT NULL,
    "savedAdsLimit" INTEGER,
    "trackedAdvertisersLimit" INTEGER,
    "features" TEXT[],
    "popular" BOOLEAN NOT NULL DEFAULT false,
    "paymentLink" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Plan_pkey" PRIMARY KEY ("type")
);

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'user',
    "planType" TEXT NOT NULL DEFAULT 'free',
    "subscriptionStatus" "SubscriptionStatus" NOT NULL DEFAULT 'active',
    "subscriptionEndDate" TIMESTAMP(3),
    "usagePeriodStart" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adsFetched" INTEGER NOT NULL DEFAULT 0,
    "searchesPerformed" INTEGER NOT NULL DEFAULT 0,
    "creditsMonth" INTEGER NOT NULL DEFAULT 0,
    "creditsTotal" INTEGER NOT NULL DEFAULT 0,
    "telegramId" TEXT,
    "analysisTime" TEXT NOT NULL DEFAULT '09:00',
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "mustChangePassword" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invitation" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdById" TEXT,
    "usedById" TEXT,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Invitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Ad" (
    "id" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "pageName" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "collationId" TEXT,
    "collationCount" INTEGER NOT NULL DEFAULT 1,
    "startTime" TIMESTAMP(3),
    "endTime" TIMESTAMP(3),
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "snapshotUrl" TEXT,
    "bodies" TEXT[],
    "linkTitles" TEXT[],
    "linkDescriptions" TEXT[],
    "linkCaptions" TEXT[],
    "platforms" TEXT[],
    "languages" TEXT[],
    "countries" TEXT[],
    "data" JSONB NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Ad_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SearchCache" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "params" JSONB NOT NULL,
    "adIds" TEXT[],
    "nextCursor" TEXT,
    "total" INTEGER NOT NULL,
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SearchCache_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SearchHistoryEntry" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "searchType" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "minDays" INTEGER NOT NULL,
    "adType" TEXT NOT NULL,
    "mediaType" TEXT NOT NULL,
    "searchPhraseType" TEXT NOT NULL,
    "languages" TEXT[],
    "apifyCount" INTEGER,
    "totalAds" INTEGER NOT NULL,
    "cached" BOOLEAN NOT NULL DEFAULT false,
    "searchDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SearchHistoryEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompleteSearch" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "searchName" TEXT NOT NULL,
    "params" JSONB NOT NULL,
    "adIds" TEXT[],
    "nextCursor" TEXT,
    "totalResults" INTEGER NOT NULL,
    "country" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "autoSaved" BOOLEAN NOT NULL DEFAULT true,
    "accessCount" INTEGER NOT NULL DEFAULT 0,
    "lastAccessedAt" TIMESTAMP(3),
    "executedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompleteSearch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SavedAd" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "adId" TEXT NOT NULL,
    "adData" JSONB NOT NULL,
    "tags" TEXT[],
    "collection" TEXT NOT NULL DEFAULT 'Búsqueda',
    "notes" TEXT NOT NULL DEFAULT '',
    "isFavorite" BOOLEAN NOT NULL DEFAULT false,
    "savedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedAd_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrackedAdvertiser" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "pageName" TEXT NOT NULL,
    "pageProfilePictureUrl" TEXT,
    "pageProfileUri" TEXT,
    "pageVerification" BOOLEAN NOT NULL DEFAULT false,
    "pageLikeCount" INTEGER,
    "pageCategories" TEXT[],
    "productType" "ProductType" NOT NULL DEFAULT 'physical',
    "notes" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT 'ALL',
    "initialActiveAdsCount" INTEGER NOT NULL DEFAULT 0,
    "totalAdsTracked" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "trackingStartDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TrackedAdvertiser_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdvertiserDailyStat" (
    "id" TEXT NOT NULL,
    "trackedAdvertiserId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "activeAds" INTEGER NOT NULL,
    "newAds" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AdvertiserDailyStat_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdvertiserActiveAdsCount" (
    "pageId" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdvertiserActiveAdsCount_pkey" PRIMARY KEY ("pageId","country")
);

-- CreateTable
CREATE TABLE "UsageEvent" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "kind" TEXT NOT NULL,
    "ads" INTEGER NOT NULL DEFAULT 0,
    "credits" INTEGER NOT NULL DEFAULT 0,
    "cached" BOOLEAN NOT NULL DEFAULT false,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UsageEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationLog" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "day" DATE,
    "status" TEXT NOT NULL,
    "message" TEXT NOT NULL DEFAULT '',
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NotificationLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_role_idx" ON "User"("role");

-- CreateIndex
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Invitation_tokenHash_key" ON "Invitation"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "Invitation_usedById_key" ON "Invitation"("usedById");

-- CreateIndex
CREATE INDEX "Invitation_createdAt_idx" ON "Invitation"("createdAt");

-- CreateIndex
CREATE INDEX "Ad_pageId_idx" ON "Ad"("pageId");

-- CreateIndex
CREATE INDEX "Ad_lastSeenAt_idx" ON "Ad"("lastSeenAt");

-- CreateIndex
CREATE UNIQUE INDEX "SearchCache_key_key" ON "SearchCache"("key");

-- CreateIndex
CREATE INDEX "SearchCache_expiresAt_idx" ON "SearchCache"("expiresAt");

-- CreateIndex
CREATE INDEX "SearchHistoryEntry_userId_searchDate_idx" ON "SearchHistoryEntry"("userId", "searchDate" DESC);

-- CreateIndex
CREATE INDEX "CompleteSearch_userId_executedAt_idx" ON "CompleteSearch"("userId", "executedAt" DESC);

-- CreateIndex
CREATE INDEX "SavedAd_userId_savedAt_idx" ON "SavedAd"("userId", "savedAt" DESC);

-- CreateIndex
CREATE INDEX "SavedAd_userId_collection_idx" ON "SavedAd"("userId", "collection");

-- CreateIndex
CREATE UNIQUE INDEX "SavedAd_userId_adId_key" ON "SavedAd"("userId", "adId");

-- CreateIndex
CREATE INDEX "TrackedAdvertiser_userId_active_trackingStartDate_idx" ON "TrackedAdvertiser"("userId", "active", "trackingStartDate" DESC);

-- CreateIndex
CREATE INDEX "TrackedAdvertiser_active_idx" ON "TrackedAdvertiser"("active");

-- CreateIndex
CREATE UNIQUE INDEX "TrackedAdvertiser_userId_pageId_key" ON "TrackedAdvertiser"("userId", "pageId");

-- CreateIndex
CREATE UNIQUE INDEX "AdvertiserDailyStat_trackedAdvertiserId_date_key" ON "AdvertiserDailyStat"("trackedAdvertiserId", "date");

-- CreateIndex
CREATE INDEX "UsageEvent_userId_at_idx" ON "UsageEvent"("userId", "at");

-- CreateIndex
CREATE INDEX "UsageEvent_at_idx" ON "UsageEvent"("at");

-- CreateIndex
CREATE INDEX "NotificationLog_userId_sentAt_idx" ON "NotificationLog"("userId", "sentAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "NotificationLog_userId_kind_day_key" ON "NotificationLog"("userId", "kind", "day");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_planType_fkey" FOREIGN KEY ("planType") REFERENCES "Plan"("type") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_usedById_fkey" FOREIGN KEY ("usedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SearchHistoryEntry" ADD CONSTRAINT "SearchHistoryEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompleteSearch" ADD CONSTRAINT "CompleteSearch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedAd" ADD CONSTRAINT "SavedAd_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedAd" ADD CONSTRAINT "SavedAd_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrackedAdvertiser" ADD CONSTRAINT "TrackedAdvertiser_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdvertiserDailyStat" ADD CONSTRAINT "AdvertiserDailyStat_trackedAdvertiserId_fkey" FOREIGN KEY ("trackedAdvertiserId") REFERENCES "TrackedAdvertiser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UsageEvent" ADD CONSTRAINT "UsageEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationLog" ADD CONSTRAINT "NotificationLog_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Library: the saved-ads and history text searches use trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- DropIndex
DROP INDEX "SavedAd_userId_collection_idx";

-- AlterTable
ALTER TABLE "CompleteSearch" ADD COLUMN     "paramsKey" TEXT;

-- AlterTable
ALTER TABLE "SavedAd" ADD COLUMN     "daysRunning" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "hotness" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "pageName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "SavedAdMedia" (
    "savedAdId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "sourceUrl" TEXT NOT NULL,
    "hash" TEXT,
    "contentType" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,

    CONSTRAINT "SavedAdMedia_pkey" PRIMARY KEY ("savedAdId","position")
);

-- CreateTable
CREATE TABLE "SavedAdCollection" (
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "favorites" INTEGER NOT NULL DEFAULT 0,
    "hotnessSum" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "SavedAdCollection_pkey" PRIMARY KEY ("userId","name")
);

-- CreateTable
CREATE TABLE "SearchHistoryDay" (
    "userId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "country" TEXT NOT NULL,
    "searches" INTEGER NOT NULL DEFAULT 0,
    "totalAds" BIGINT NOT NULL DEFAULT 0,
    "cachedSearches" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SearchHistoryDay_pkey" PRIMARY KEY ("userId","day","country")
);

-- CreateIndex
CREATE INDEX "SavedAdMedia_hash_idx" ON "SavedAdMedia"("hash");

-- CreateIndex
CREATE INDEX "SavedAdMedia_nextAttemptAt_idx" ON "SavedAdMedia"("nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "CompleteSearch_userId_paramsKey_key" ON "CompleteSearch"("userId", "paramsKey");

-- CreateIndex
CREATE INDEX "SavedAd_userId_collection_savedAt_idx" ON "SavedAd"("userId", "collection", "savedAt" DESC);

-- CreateIndex
CREATE INDEX "SavedAd_userId_isFavorite_savedAt_idx" ON "SavedAd"("userId", "isFavorite", "savedAt" DESC);

-- CreateIndex
CREATE INDEX "SavedAd_userId_hotness_savedAt_idx" ON "SavedAd"("userId", "hotness" DESC, "savedAt" DESC);

-- CreateIndex
CREATE INDEX "SavedAd_userId_daysRunning_savedAt_idx" ON "SavedAd"("userId", "daysRunning" DESC, "savedAt" DESC);

-- CreateIndex
CREATE INDEX "SavedAd_userId_pageName_savedAt_idx" ON "SavedAd"("userId", "pageName", "savedAt" DESC);

-- CreateIndex
CREATE INDEX "SearchHistoryEntry_userId_country_searchDate_idx" ON "SearchHistoryEntry"("userId", "country", "searchDate" DESC);

-- CreateIndex
CREATE INDEX "SavedAd_searchText_idx" ON "SavedAd" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "SavedAd_tags_idx" ON "SavedAd" USING GIN ("tags");

-- CreateIndex
CREATE INDEX "SearchHistoryEntry_value_idx" ON "SearchHistoryEntry" USING GIN ("value" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "SavedAdMedia" ADD CONSTRAINT "SavedAdMedia_savedAdId_fkey" FOREIGN KEY ("savedAdId") REFERENCES "SavedAd"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedAdCollection" ADD CONSTRAINT "SavedAdCollection_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SearchHistoryDay" ADD CONSTRAINT "SearchHistoryDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;



-- Backfill the denormalised saved-ad columns from the saved copy of each ad.
UPDATE "SavedAd" SET
  "pageName" = COALESCE("adData"->>'page_name', ''),
  "hotness" = COALESCE(("adData"->>'hotness_score')::int, 1),
  "daysRunning" = COALESCE(("adData"->>'days_running')::int, 0),
  "searchText" = lower(concat_ws(' ', "adData"->>'page_name',
    (SELECT string_agg(b, ' ') FROM jsonb_array_elements_text(COALESCE("adData"->'ad_creative_bodies', '[]'::jsonb)) b), "notes"));

-- Roll-ups kept by triggers, so stat cards and history counts never scan a user's whole library.
CREATE FUNCTION library_saved_ad_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "SavedAdCollection" SET "count" = "count" - 1,
      "favorites" = "favorites" - OLD."isFavorite"::int, "hotnessSum" = "hotnessSum" - OLD."hotness"
    WHERE "userId" = OLD."userId" AND "name" = OLD."collection";
    DELETE FROM "SavedAdCollection" WHERE "userId" = OLD."userId" AND "name" = OLD."collection" AND "count" <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "SavedAdCollection" ("userId", "name", "count", "favorites", "hotnessSum")
    VALUES (NEW."userId", NEW."collection", 1, NEW."isFavorite"::int, NEW."hotness")
    ON CONFLICT ("userId", "name") DO UPDATE SET "count" = "SavedAdCollection"."count" + 1,
      "favorites" = "SavedAdCollection"."favorites" + EXCLUDED."favorites",
      "hotnessSum" = "SavedAdCollection"."hotnessSum" + EXCLUDED."hotnessSum";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "SavedAd_rollup_insert_delete" AFTER INSERT OR DELETE ON "SavedAd"
  FOR EACH ROW EXECUTE FUNCTION library_saved_ad_rollup();
CREATE TRIGGER "SavedAd_rollup_update" AFTER UPDATE OF "collection", "isFavorite", "hotness", "userId" ON "SavedAd"
  FOR EACH ROW EXECUTE FUNCTION library_saved_ad_rollup();

CREATE FUNCTION library_history_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "SearchHistoryDay" SET "searches" = "searches" - 1, "totalAds" = "totalAds" - OLD."totalAds",
      "cachedSearches" = "cachedSearches" - OLD."cached"::int
    WHERE "userId" = OLD."userId" AND "day" = OLD."searchDate"::date AND "country" = OLD."country";
  ELSE
    INSERT INTO "SearchHistoryDay" ("userId", "day", "country", "searches", "totalAds", "cachedSearches")
    VALUES (NEW."userId", NEW."searchDate"::date, NEW."country", 1, NEW."totalAds", NEW."cached"::int)
    ON CONFLICT ("userId", "day", "country") DO UPDATE SET "searches" = "SearchHistoryDay"."searches" + 1,
      "totalAds" = "SearchHistoryDay"."totalAds" + EXCLUDED."totalAds",
      "cachedSearches" = "SearchHistoryDay"."cachedSearches" + EXCLUDED."cachedSearches";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "SearchHistoryEntry_rollup" AFTER INSERT OR DELETE ON "SearchHistoryEntry"
  FOR EACH ROW EXECUTE FUNCTION library_history_rollup();

INSERT INTO "SavedAdCollection" ("userId", "name", "count", "favorites", "hotnessSum")
SELECT "userId", "collection", count(*), count(*) FILTER (WHERE "isFavorite"), sum("hotness")
FROM "SavedAd" GROUP BY "userId", "collection";

INSERT INTO "SearchHistoryDay" ("userId", "day", "country", "searches", "totalAds", "cachedSearches")
SELECT "userId", "searchDate"::date, "country", count(*), sum("totalAds"), count(*) FILTER (WHERE "cached")
FROM "SearchHistoryEntry" GROUP BY 1, 2, 3;

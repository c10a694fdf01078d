-- DropIndex
DROP INDEX "SearchHistoryEntry_value_idx";

-- CreateTable
CREATE TABLE "SearchHistoryTerm" (
    "userId" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "searches" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SearchHistoryTerm_pkey" PRIMARY KEY ("userId","value")
);

-- CreateIndex
CREATE INDEX "SearchHistoryEntry_userId_value_searchDate_id_country_idx" ON "SearchHistoryEntry"("userId", "value", "searchDate" DESC, "id" DESC, "country");

-- CreateIndex
CREATE INDEX "UsageEvent_userId_kind_idx" ON "UsageEvent"("userId", "kind");

-- AddForeignKey
ALTER TABLE "SearchHistoryTerm" ADD CONSTRAINT "SearchHistoryTerm_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;



-- The history trigger also keeps the per-term counts.
CREATE OR REPLACE FUNCTION library_history_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "SearchHistoryDay" SET "searches" = "searches" - 1, "totalAds" = "totalAds" - OLD."totalAds",
      "cachedSearches" = "cachedSearches" - OLD."cached"::int
    WHERE "userId" = OLD."userId" AND "day" = OLD."searchDate"::date AND "country" = OLD."country";
    UPDATE "SearchHistoryTerm" SET "searches" = "searches" - 1 WHERE "userId" = OLD."userId" AND "value" = OLD."value";
    DELETE FROM "SearchHistoryTerm" WHERE "userId" = OLD."userId" AND "value" = OLD."value" AND "searches" <= 0;
  ELSE
    INSERT INTO "SearchHistoryDay" ("userId", "day", "country", "searches", "totalAds", "cachedSearches")
    VALUES (NEW."userId", NEW."searchDate"::date, NEW."country", 1, NEW."totalAds", NEW."cached"::int)
    ON CONFLICT ("userId", "day", "country") DO UPDATE SET "searches" = "SearchHistoryDay"."searches" + 1,
      "totalAds" = "SearchHistoryDay"."totalAds" + EXCLUDED."totalAds",
      "cachedSearches" = "SearchHistoryDay"."cachedSearches" + EXCLUDED."cachedSearches";
    INSERT INTO "SearchHistoryTerm" ("userId", "value", "searches") VALUES (NEW."userId", NEW."value", 1)
    ON CONFLICT ("userId", "value") DO UPDATE SET "searches" = "SearchHistoryTerm"."searches" + 1;
  END IF;
  RETURN NULL;
END $$;

INSERT INTO "SearchHistoryTerm" ("userId", "value", "searches")
SELECT "userId", "value", count(*) FROM "SearchHistoryEntry" GROUP BY 1, 2;

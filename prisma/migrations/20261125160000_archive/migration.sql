-- The archive: every ad any provider returns is kept with its life on record (sightings, daily points,
-- countries, ended), searchable in Spanish without accents, with a thumbnail that never expires.

-- Accent-insensitive Spanish text search: accents are removed before the Spanish stemmer, on the
-- stored vectors and on every query alike.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE TEXT SEARCH CONFIGURATION adradar_es (COPY = pg_catalog.spanish);
ALTER TEXT SEARCH CONFIGURATION adradar_es ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;

-- The raw provider payload is `data`'s snapshot: lz4 compresses it in PostgreSQL at a fraction of
-- pglz's CPU, and it stays readable by SQL and by a better parser later (new values only; old rows are
-- recompressed as they are seen again).
-- Only where the server was built with lz4 (Debian's is; the embedded PostgreSQL of `npm run local` and
-- `npm test` is not, and keeps the default pglz compression).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE "Ad" ALTER COLUMN "data" SET COMPRESSION lz4;
  END IF;
END
$$;

-- DropIndex
DROP INDEX "Ad_lastSeenAt_idx";

-- DropIndex
DROP INDEX "Ad_pageId_idx";

-- AlterTable
ALTER TABLE "Ad" ADD COLUMN     "endedAt" TIMESTAMP(3),
ADD COLUMN     "endedBy" TEXT,
ADD COLUMN     "lifespanDays" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "mediaType" TEXT NOT NULL DEFAULT 'NONE',
ADD COLUMN     "searchVector" tsvector,
ADD COLUMN     "seenCountries" TEXT[],
ADD COLUMN     "sightings" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "thumbnailAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "thumbnailHash" TEXT,
ADD COLUMN     "thumbnailNextAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "AdDay" (
    "adId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "collationCount" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL,

    CONSTRAINT "AdDay_pkey" PRIMARY KEY ("adId","day")
);

-- CreateTable
CREATE TABLE "AdCountry" (
    "adId" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AdCountry_pkey" PRIMARY KEY ("adId","country")
);

-- CreateTable
CREATE TABLE "ArchiveThumbnail" (
    "hash" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArchiveThumbnail_pkey" PRIMARY KEY ("hash")
);

-- CreateIndex
CREATE INDEX "Ad_pageId_firstSeenAt_idx" ON "Ad"("pageId", "firstSeenAt" DESC);

-- CreateIndex
CREATE INDEX "Ad_lastSeenAt_id_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Ad_ended_lastSeenAt_id_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC) WHERE ("endedAt" IS NOT NULL);

-- CreateIndex
CREATE INDEX "Ad_lifespanDays_id_idx" ON "Ad"("lifespanDays" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Ad_collationCount_id_idx" ON "Ad"("collationCount" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Ad_firstSeenAt_idx" ON "Ad"("firstSeenAt");

-- CreateIndex
CREATE INDEX "Ad_collationId_idx" ON "Ad"("collationId");

-- CreateIndex
CREATE INDEX "Ad_seenCountries_idx" ON "Ad" USING GIN ("seenCountries");

-- CreateIndex
CREATE INDEX "Ad_searchVector_idx" ON "Ad" USING GIN ("searchVector");

-- AddForeignKey
ALTER TABLE "AdDay" ADD CONSTRAINT "AdDay_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdCountry" ADD CONSTRAINT "AdCountry_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;



-- What the product already holds becomes the archive's first record: one sighting, the day it was last
-- seen, its countries, and the provider's stop when it said so.
UPDATE "Ad" SET
  "seenCountries" = "countries",
  "mediaType" = CASE
    WHEN jsonb_array_length(COALESCE("data"->'apify_data'->'videos', '[]')) > 0 THEN 'VIDEO'
    WHEN jsonb_array_length(COALESCE("data"->'apify_data'->'images', '[]')) > 0 THEN 'IMAGE'
    ELSE 'NONE' END,
  "endedAt" = CASE WHEN NOT "isActive" OR "endTime" <= "lastSeenAt" THEN LEAST(COALESCE("endTime", "lastSeenAt"), "lastSeenAt") END,
  "endedBy" = CASE WHEN NOT "isActive" OR "endTime" <= "lastSeenAt" THEN 'provider' END,
  "searchVector" = to_tsvector('adradar_es', concat_ws(' ', "pageName", array_to_string("bodies", ' '), array_to_string("linkTitles", ' '),
    array_to_string("linkDescriptions", ' '), array_to_string("linkCaptions", ' ')));
UPDATE "Ad" SET "lifespanDays" = GREATEST(0, floor(extract(epoch FROM COALESCE("endedAt", "lastSeenAt") - COALESCE("startTime", "firstSeenAt")) / 86400))::int;
INSERT INTO "AdDay" ("adId", "day", "collationCount", "active")
SELECT "id", "lastSeenAt"::date, "collationCount", "endedAt" IS NULL FROM "Ad";
INSERT INTO "AdCountry" ("adId", "country", "firstSeenAt", "lastSeenAt")
SELECT "id", c, "firstSeenAt", "lastSeenAt" FROM "Ad", unnest("countries") AS c ON CONFLICT DO NOTHING;

-- Each daily point keeps the first sighting of its day, a moment: the day alone is APP_TIMEZONE's and
-- cannot be placed on the viewer's own calendar (lib/shared/archive/daily-points.ts).
ALTER TABLE "AdDay" ADD COLUMN "firstSeenAt" TIMESTAMP(3);

-- Rows written before kept no moment. The row of the ad's first day gets the ad's first sighting; any
-- other day gets its noon, a moment inside that day whatever the hour the ad was seen at. The days are
-- APP_TIMEZONE's, which a migration cannot read, so both use its default, America/Bogota (lib/env.ts);
-- its noon (17:00 UTC) lies inside the same day for an app zone anywhere from UTC-12 to UTC+6.
UPDATE "AdDay" d SET "firstSeenAt" = CASE
    WHEN d."day" = ((a."firstSeenAt" AT TIME ZONE 'UTC') AT TIME ZONE 'America/Bogota')::date THEN a."firstSeenAt"
    ELSE ((d."day" + time '12:00') AT TIME ZONE 'America/Bogota') AT TIME ZONE 'UTC'
  END
FROM "Ad" a WHERE a."id" = d."adId";

ALTER TABLE "AdDay" ALTER COLUMN "firstSeenAt" SET NOT NULL;

-- The advertiser page (lib/services/archive/advertiser-archive.ts) from the index alone. It counts an
-- advertiser's active and ended ads, their first and last sightings, its launches per week and its
-- longest-running ads: with only ("pageId", "firstSeenAt") indexed, each of those read every one of the
-- advertiser's rows, 13,859 for the biggest at 5 M ads (p95 84.8 ms warm, 5.1 s after a restart). With the
-- columns they read in the index, they are index-only scans of the advertiser's entries, and only the
-- rows shown (the name's, six longest-running, six newest) are read by id. Key columns rather than
-- INCLUDE, because Prisma's schema can declare only those (as for the archive's sort indexes).
DROP INDEX "Ad_pageId_firstSeenAt_idx";
CREATE INDEX "Ad_pageId_firstSeenAt_idx" ON "Ad"("pageId", "firstSeenAt" DESC, "lastSeenAt", "endedAt", "startTime", "lifespanDays", "id");

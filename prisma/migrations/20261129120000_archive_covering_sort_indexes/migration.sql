-- The archive's sort indexes carry the columns its filters test (status, countries, minimum days, the
-- signal flags) after their sort keys, so a filtered page is chosen by an index-only scan: a common
-- filter combination walks thousands of index entries to keep 25 (a country, 'Activo' and 'Contra
-- entrega' keep about 1 ad in 90), and each of them was a table page read. (sort, id) is unique, so the
-- trailing columns never change the order. lib/services/archive/search-archive.ts picks the page's ids
-- from the index first, then reads those rows.
DROP INDEX "Ad_lastSeenAt_id_idx";
CREATE INDEX "Ad_lastSeenAt_id_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "seenCountries", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp");

DROP INDEX "Ad_ended_lastSeenAt_id_idx";
CREATE INDEX "Ad_ended_lastSeenAt_id_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "seenCountries", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE "endedAt" IS NOT NULL;

DROP INDEX "Ad_lifespanDays_id_idx";
CREATE INDEX "Ad_lifespanDays_id_idx" ON "Ad"("lifespanDays" DESC, "id" DESC, "endedAt", "seenCountries", "signalShop", "signalCod", "signalWhatsApp");

DROP INDEX "Ad_collationCount_id_idx";
CREATE INDEX "Ad_collationCount_id_idx" ON "Ad"("collationCount" DESC, "id" DESC, "endedAt", "seenCountries", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp");

-- The planner's word frequencies for the text index: with the default 100, a word missing from its
-- list of common ones was guessed at ~1 row in 400, so a rare word without a country (an ad's own code)
-- walked the last-seen index expecting a match soon, and read the whole table (55 s at 1 M ads). With
-- 1,000 the list reaches far enough down that a rare word takes the index.
ALTER INDEX "Ad_countryText_idx" ALTER COLUMN 1 SET STATISTICS 1000;

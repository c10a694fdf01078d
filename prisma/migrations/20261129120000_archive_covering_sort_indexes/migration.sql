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

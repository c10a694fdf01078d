-- A sort order for each offered country (lib/providers/catalog.ts), in the archive's default order
-- (last seen): the country's own ads, with the columns the filters test, so a search in one country walks,
-- counts and ANDs only that country's ads. The shared sort index holds every country's: a text window for
-- a country of 1 ad in 10 read and bitmapped ten times its ads (docs/archive-benchmarks.md, "A sort order
-- for each country"), and the walks skipped the other countries' entries one by one. The planner picks
-- the country's index when the query's condition is the predicate's, `'MX' = ANY("seenCountries")`
-- (lib/services/archive/search-archive.ts). A country added to the catalogue needs its index here too
-- (tests/integration/archive-country-order.test.ts) and in schema.prisma.
CREATE INDEX "Ad_lastSeenAt_AE_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'AE' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_AR_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'AR' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_AT_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'AT' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_AU_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'AU' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_BE_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'BE' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_BO_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'BO' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_BR_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'BR' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_CA_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'CA' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_CH_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'CH' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_CL_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'CL' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_CO_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'CO' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_CR_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'CR' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_DE_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'DE' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_DO_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'DO' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_EC_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'EC' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_ES_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'ES' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_FR_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'FR' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_GB_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'GB' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_GT_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'GT' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_HN_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'HN' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_ID_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'ID' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_IE_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'IE' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_IL_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'IL' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_IN_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'IN' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_IT_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'IT' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_JP_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'JP' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_KR_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'KR' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_MA_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'MA' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_MX_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'MX' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_NI_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'NI' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_NL_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'NL' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_NZ_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'NZ' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_PA_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'PA' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_PE_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'PE' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_PH_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'PH' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_PL_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'PL' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_PR_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'PR' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_PT_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'PT' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_PY_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'PY' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_SE_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'SE' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_SV_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'SV' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_TR_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'TR' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_US_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'US' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_UY_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'UY' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_VE_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'VE' = ANY("seenCountries");
CREATE INDEX "Ad_lastSeenAt_ZA_idx" ON "Ad"("lastSeenAt" DESC, "id" DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp") WHERE 'ZA' = ANY("seenCountries");

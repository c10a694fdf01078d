-- The archive's text search with a country: one GIN index over the text vector and the countries, so a
-- single index scan intersects the words' and the country's posting lists and the heap is read only for
-- ads matching both (at 5 M ads, a few hundred pages instead of one per ad matching the words). It also
-- serves the country alone, so it replaces both single-column GIN indexes: one index less per write.
DROP INDEX "Ad_searchVector_idx";
DROP INDEX "Ad_seenCountries_idx";
CREATE INDEX "Ad_searchVector_seenCountries_idx" ON "Ad" USING GIN ("searchVector", "seenCountries");

-- The search filters of a history entry (docs/product.md §4 Search filters), so 'Repetir' repeats them:
-- null when the search used none, as every entry before them.
ALTER TABLE "SearchHistoryEntry" ADD COLUMN "filters" JSONB;

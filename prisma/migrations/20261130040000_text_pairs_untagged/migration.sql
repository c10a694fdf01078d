-- The adjacent-word pairs in "Ad_text_idx" stop being tagged with the ad's countries. Tagged, they were
-- half of the index's distinct keys, most of them held by one ad only ('preci product PE'): with them the
-- index was 14 GB at 5 M ads (2,922 bytes an ad), about 150 entries an ad, and each distinct key is a
-- B-tree insertion when a row is written or the index is built (about 100 minutes at 5 M). A phrase in a
-- country is now its untagged pairs AND its words tagged with the country
-- (lib/services/archive/search-archive.ts): an ad holds the
-- pair 'preci product' and the tagged word 'preci PE' exactly when it holds the pair and is seen in Peru,
-- so the answer is the same. The tagged words and the untagged words and pairs are as before
-- (migration 20261130020000), written out for the same reason.
DROP INDEX "Ad_text_idx";

CREATE OR REPLACE FUNCTION adradar_text_vector(v tsvector, countries text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT v || COALESCE((
    SELECT string_agg('''' || replace(replace(l.lexeme, '\', '\\'), '''', '''''') || ' ' || c || '''' || COALESCE(':' || array_to_string(l.positions, ','), ''), ' ')
    FROM unnest(v) l, unnest(countries) c
    WHERE c ~ '^[A-Z]{2}$')::tsvector, ''::tsvector) || array_to_tsvector(ARRAY(
    WITH w AS (SELECT l.lexeme, p FROM unnest(v) l, unnest(l.positions) p)
    SELECT DISTINCT a.lexeme || ' ' || b.lexeme FROM w a JOIN w b ON b.p = a.p + 1))
$$;

-- fastupdate off, as before (migration 20261127013000).
CREATE INDEX "Ad_text_idx" ON "Ad" USING GIN (adradar_text_vector("searchVector", "seenCountries"), "seenCountries")
  WITH (fastupdate = off);
ALTER INDEX "Ad_text_idx" ALTER COLUMN 1 SET STATISTICS 1000;
-- The planner estimates a text's rows from the statistics of the index's expression, which a new index
-- has none of until the table is next analysed.
ANALYZE "Ad";

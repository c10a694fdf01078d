-- Phrases through the text index (docs/archive-benchmarks.md, "Text searches: walk, gather, walk").
-- A GIN index keeps no word positions, so "precio producto" was asked of the index as its two words and
-- checked in order on each row found: two head words that are rarely side by side matched 67,000 ads of
-- one country at 5 M ads for a few hundred phrases. The index now also holds every pair of adjacent
-- words ('preci product'), so a two-word phrase is one exact entry and a longer one the conjunction of
-- its pairs (then checked in order on the few rows left). Words and pairs are each also tagged with the
-- ad's countries ('preci product PE'), as before. A pair joins two lexemes with a space and a country tag
-- is a space and two capitals: lexemes are lower case and never hold a space, so none of the three can
-- be taken for another. The words keep their positions, tagged ones too, as in adradar_country_vector:
-- a query's own phrase operators (a hyphenated word is one: 'e-mail' <2> 'mail') are then still
-- answered right when a lossy bitmap rechecks the expression. The pairs need none: they are only ever
-- required whole. The tagged words are adradar_country_vector's, written out rather than called: since
-- PostgreSQL 17 an index build runs with search_path pg_catalog, where a call to another function of
-- ours is not found.
CREATE FUNCTION adradar_text_vector(v tsvector, countries text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT v || COALESCE((
    SELECT string_agg('''' || replace(replace(l.lexeme, '\', '\\'), '''', '''''') || ' ' || c || '''' || COALESCE(':' || array_to_string(l.positions, ','), ''), ' ')
    FROM unnest(v) l, unnest(countries) c
    WHERE c ~ '^[A-Z]{2}$')::tsvector, ''::tsvector) || array_to_tsvector(ARRAY(
    WITH w AS (SELECT l.lexeme, p FROM unnest(v) l, unnest(l.positions) p),
    pair AS (SELECT DISTINCT a.lexeme || ' ' || b.lexeme AS t FROM w a JOIN w b ON b.p = a.p + 1)
    SELECT t FROM pair
    UNION ALL
    SELECT t || ' ' || c FROM pair, unnest(countries) c WHERE c ~ '^[A-Z]{2}$'))
$$;

-- A phrase's adjacent pairs as the index holds them, all required: 'envío gratis hoy' → 'envi gratis' &
-- 'gratis hoy'. Words a stop word separates make no pair (their distance is 2). Empty when there is none.
CREATE FUNCTION adradar_phrase_pairs(phrase text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH w AS (SELECT l.lexeme, p FROM unnest(to_tsvector('adradar_es', phrase)) l, unnest(l.positions) p)
  SELECT COALESCE(string_agg(DISTINCT '''' || replace(replace(a.lexeme || ' ' || b.lexeme, '\', '\\'), '''', '''''') || '''', ' & '), '')::tsquery
  FROM w a JOIN w b ON b.p = a.p + 1
$$;

DROP INDEX "Ad_countryText_idx";
-- fastupdate off, as before (migration 20261127013000): the pending list cost the reads more than it saved the writes.
CREATE INDEX "Ad_text_idx" ON "Ad" USING GIN (adradar_text_vector("searchVector", "seenCountries"), "seenCountries")
  WITH (fastupdate = off);
ALTER INDEX "Ad_text_idx" ALTER COLUMN 1 SET STATISTICS 1000;

-- The text vector stays in the row when it can (MAIN: compressed in place, moved out only as a last
-- resort), so a walk that checks it reads the row alone. Out of line in TOAST it cost a walked ad about
-- 11 buffers (the id's index entry, the row, the TOAST index and pages) instead of about 5. Rows take it
-- as they are written.
ALTER TABLE "Ad" ALTER COLUMN "searchVector" SET STORAGE MAIN;

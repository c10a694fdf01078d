-- The archive's text search with a country, without decoding the country's posting list. Through the
-- (searchVector, seenCountries) index, "crema natural" in MX decoded the lists of 'crem' (1 ad in 20),
-- 'natural' and MX (1 in 9) to keep 1 ad in 10,000: ~430 index pages and 20–30 ms at 5 M ads, however
-- few ads matched. The index now holds each ad's words twice: as they are (text without a country) and
-- tagged with every country the ad was seen in ('crem MX'), so text with a country reads only the
-- tagged lists ('crem MX' is 1 ad in 180). Lexemes never contain a space, so a tag cannot collide with
-- a word. Positions are kept, so an "exact phrase" works on the tagged lexemes too. The country stays
-- the index's second column: the country alone is still one index scan, and a query made only of
-- excluded words still needs it.
CREATE FUNCTION adradar_country_vector(v tsvector, countries text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT v || COALESCE((
    SELECT string_agg('''' || replace(replace(l.lexeme, '\', '\\'), '''', '''''') || ' ' || c || '''' || COALESCE(':' || array_to_string(l.positions, ','), ''), ' ')
    FROM unnest(v) l, unnest(countries) c
    WHERE c ~ '^[A-Z]{2}$')::tsvector, ''::tsvector)
$$;

-- The query's words tagged with one country, for the index above: 'crem' & !'barat' → 'crem MX' & !'barat MX'.
CREATE FUNCTION adradar_country_query(q tsquery, country text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(q::text, '''((?:[^'']|'''')*)''', '''\1 ' || country || '''', 'g')::tsquery
$$;

DROP INDEX "Ad_searchVector_seenCountries_idx";
-- fastupdate off: every sighting rewrites the row's entries, and with the pending list on, the reads
-- scanned up to 4 MB of pending entries and one writer in ~50 paid a 0.4 s merge (bench:archive: one
-- writer's page p95 428 ms with it, 17 ms without).
CREATE INDEX "Ad_countryText_idx" ON "Ad" USING GIN (adradar_country_vector("searchVector", "seenCountries"), "seenCountries")
  WITH (fastupdate = off);

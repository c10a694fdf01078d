-- The advertiser page counts an advertiser's ads per store from "AdStore_pageId_domain_idx" alone: an
-- index-only read, as long as the table's pages are marked all-visible. Unmarked, each row costs a read of its heap page at random: at
-- 5 M ads, an advertiser of 2,263 ads read 2,233 heap pages (37 ms, the page's other reads 9 ms in all;
-- docs/archive-benchmarks.md, eighteenth session). With the default thresholds autovacuum marks inserted
-- rows after the table grew by a fifth, and the newest advertisers are the ones looked at. As
-- for the fingerprints (migration 20261202170000), the table is vacuumed after a few thousand rows.
ALTER TABLE "AdStore" SET (autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000,
  autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000);

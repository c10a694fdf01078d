-- The clustering job's banded look-up reads the fingerprints' band indexes index-only: a row whose heap
-- page is not marked all-visible costs a read of that page too, at random in a table of gigabytes. With
-- the default thresholds autovacuum marks inserted rows after the table grew by a fifth (millions of rows
-- at 5 M ads), and the newest rows are the ones the job meets most: the copies of the creatives being
-- copied now. At 5 M ads with no page marked, a 50-ad page's look-up took 1,118 ms a round; vacuumed, 142
-- (docs/benchmarks.md §5, seventeenth session). These tables are vacuumed after a few thousand new or
-- renumbered rows instead; a vacuum of a marked table reads only the pages changed since.
ALTER TABLE "CreativeFingerprint" SET (autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000,
  autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000);
ALTER TABLE "CreativeFingerprintCrop" SET (autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 20000,
  autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 20000);
ALTER TABLE "CreativeFingerprintMask" SET (autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 20000,
  autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 20000);

-- The fingerprint tables' indexes on the hash alone are dropped: every look-up by hash knows the hash's
-- first band too, and the band index (b0, phash, …) answers it (lib/services/products/fingerprint-lookup.ts).
-- Each row the hashing step inserts, and each the clustering job numbers, then writes four index entries
-- instead of five; at 1 M ads the three indexes held 478 MB (docs/creative-fingerprints.md §4).
DROP INDEX "CreativeFingerprint_phash_idx";
DROP INDEX "CreativeFingerprintCrop_phash_idx";
DROP INDEX "CreativeFingerprintMask_phash_idx";

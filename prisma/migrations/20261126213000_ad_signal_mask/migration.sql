-- The archive's signal filters ('Solo tiendas', 'Contra entrega', 'WhatsApp') as a bitmask written by
-- storeAds. Nullable without a default so adding it is instant on millions of rows; rows archived
-- before it are filled by scripts/backfill-ad-signals.ts (the detectors are TypeScript, not SQL).
ALTER TABLE "Ad" ADD COLUMN "signalMask" SMALLINT;

-- The archive's signal filters ('Solo tiendas', 'Contra entrega', 'WhatsApp') as columns storeAds writes
-- from lib/signals. Booleans rather than a bitmask: the planner keeps a frequency for each, so a filter
-- on a common signal walks a sort index instead of building a huge bitmap. Nullable without a default so
-- adding them is instant on millions of rows; rows archived before them are filled by
-- scripts/backfill-ad-signals.ts (the detectors are TypeScript, not SQL).
ALTER TABLE "Ad" ADD COLUMN "signalShop" BOOLEAN,
ADD COLUMN "signalCod" BOOLEAN,
ADD COLUMN "signalWhatsApp" BOOLEAN;

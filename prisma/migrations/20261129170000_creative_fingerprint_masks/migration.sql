-- Sticker-masked creative fingerprints (docs/creative-fingerprints.md §4): each kept thumbnail's hash
-- with its top or bottom strip masked, whole and cropped 5 % off the top or the bottom, in a table of
-- their own. Thumbnails fingerprinted before this migration have no masked rows: they are found through
-- their whole picture's and crops' hashes alone.
--
-- The same-creative distance falls from 3 to 2 bits, so the 64 bits are cut into 3 bands of 22/21/21
-- instead of 4 of 16: b3 goes (with its indexes) and b0..b2 are recut in both existing tables.

ALTER TABLE "CreativeFingerprint" DROP COLUMN "b3";
UPDATE "CreativeFingerprint" SET
    "b0" = ("phash" & 4194303)::int,
    "b1" = (("phash" >> 22) & 2097151)::int,
    "b2" = (("phash" >> 43) & 2097151)::int;

ALTER TABLE "CreativeFingerprintCrop" DROP COLUMN "b3";
UPDATE "CreativeFingerprintCrop" SET
    "b0" = ("phash" & 4194303)::int,
    "b1" = (("phash" >> 22) & 2097151)::int,
    "b2" = (("phash" >> 43) & 2097151)::int;

-- CreateTable
CREATE TABLE "CreativeFingerprintMask" (
    "thumbnailHash" TEXT NOT NULL,
    "mask" SMALLINT NOT NULL,
    "crop" SMALLINT NOT NULL,
    "phash" BIGINT NOT NULL,
    "b0" INTEGER NOT NULL,
    "b1" INTEGER NOT NULL,
    "b2" INTEGER NOT NULL,

    CONSTRAINT "CreativeFingerprintMask_pkey" PRIMARY KEY ("thumbnailHash","mask","crop")
);

-- CreateIndex
CREATE INDEX "CreativeFingerprintMask_phash_idx" ON "CreativeFingerprintMask"("phash");

-- CreateIndex
CREATE INDEX "CreativeFingerprintMask_b0_mask_crop_phash_idx" ON "CreativeFingerprintMask"("b0", "mask", "crop", "phash");

-- CreateIndex
CREATE INDEX "CreativeFingerprintMask_b1_mask_crop_phash_idx" ON "CreativeFingerprintMask"("b1", "mask", "crop", "phash");

-- CreateIndex
CREATE INDEX "CreativeFingerprintMask_b2_mask_crop_phash_idx" ON "CreativeFingerprintMask"("b2", "mask", "crop", "phash");

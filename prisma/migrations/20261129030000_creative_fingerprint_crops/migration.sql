-- Creative fingerprints with crops (docs/creative-fingerprints.md §4): the same-creative distance falls
-- from 4 to 3 bits, so the 64 bits are cut into 4 bands of 16 instead of 5 of 13/12; and the hashes of
-- crops of each kept thumbnail get a table of their own, banded the same way. Thumbnails fingerprinted
-- before this migration have no crop rows: they are found through their whole picture's hash alone.

-- The bands of the stored hashes, recut: b0 the 16 least significant bits, b3 the 16 most.
ALTER TABLE "CreativeFingerprint" DROP COLUMN "b4";
UPDATE "CreativeFingerprint" SET
    "b0" = ("phash" & 65535)::int,
    "b1" = (("phash" >> 16) & 65535)::int,
    "b2" = (("phash" >> 32) & 65535)::int,
    "b3" = (("phash" >> 48) & 65535)::int;

-- CreateTable
CREATE TABLE "CreativeFingerprintCrop" (
    "thumbnailHash" TEXT NOT NULL,
    "crop" SMALLINT NOT NULL,
    "phash" BIGINT NOT NULL,
    "b0" INTEGER NOT NULL,
    "b1" INTEGER NOT NULL,
    "b2" INTEGER NOT NULL,
    "b3" INTEGER NOT NULL,

    CONSTRAINT "CreativeFingerprintCrop_pkey" PRIMARY KEY ("thumbnailHash","crop")
);

-- CreateIndex
CREATE INDEX "CreativeFingerprintCrop_phash_idx" ON "CreativeFingerprintCrop"("phash");

-- CreateIndex
CREATE INDEX "CreativeFingerprintCrop_b0_phash_idx" ON "CreativeFingerprintCrop"("b0", "phash");

-- CreateIndex
CREATE INDEX "CreativeFingerprintCrop_b1_phash_idx" ON "CreativeFingerprintCrop"("b1", "phash");

-- CreateIndex
CREATE INDEX "CreativeFingerprintCrop_b2_phash_idx" ON "CreativeFingerprintCrop"("b2", "phash");

-- CreateIndex
CREATE INDEX "CreativeFingerprintCrop_b3_phash_idx" ON "CreativeFingerprintCrop"("b3", "phash");

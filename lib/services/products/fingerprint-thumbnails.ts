import "server-only";
import pMap from "p-map";
import { db } from "@/lib/db";
import { mediaStore } from "@/lib/services/images/media-store";
import { bandValues } from "./fingerprint-lookup";
import { fingerprintWithCrops } from "./fingerprint";

/** Thumbnails hashed per job run: sharp's work stays bounded whatever the backlog. */
const MAX_PER_RUN = 500;
const HASHING_AT_ONCE = 2;

async function bytesOf(hash: string): Promise<Buffer | null> {
  const object = await mediaStore().get(hash);
  if (!object) return null;
  return Buffer.from(await new Response(object.body).arrayBuffer());
}

/**
 * Hashes the kept thumbnails of pending ads that have no fingerprint yet. Runs before the products' lock
 * (sharp and the media store are the slow part) and is idempotent: two runs hashing the same picture
 * write the same row. A thumbnail that cannot be read is left out; its ad is grouped by its copy alone.
 */
export async function fingerprintPendingThumbnails(): Promise<number> {
  const missing = await db.$queryRaw<{ hash: string }[]>`
    SELECT DISTINCT a."thumbnailHash" AS "hash" FROM "AdProductPending" q JOIN "Ad" a ON a."id" = q."adId"
    WHERE a."thumbnailHash" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "CreativeFingerprint" f WHERE f."thumbnailHash" = a."thumbnailHash")
    LIMIT ${MAX_PER_RUN}`;
  // Two pictures at a time: a fingerprint alternates between sharp's native work and the hash's
  // JavaScript, and one at a time left a core idle (the demo archive's 576 thumbnails took 4 minutes).
  const hashed = await pMap(missing, ({ hash }) => fingerprintThumbnail(hash), { concurrency: HASHING_AT_ONCE });
  return hashed.filter(Boolean).length;
}

/** Hashes one kept thumbnail and stores its fingerprints; false when the picture cannot be read. */
async function fingerprintThumbnail(hash: string): Promise<boolean> {
  const bytes = await bytesOf(hash).catch(() => null);
  if (!bytes) return false;
  const hashes = await fingerprintWithCrops(bytes).catch(() => null);
  if (hashes === null) return false;
  // Two runs may hash the same picture at once: the second inserts are no-ops, not errors. The crops
  // and masked hashes go in with the whole picture's row, which marks the thumbnail done.
  await db.$transaction([
    db.creativeFingerprintCrop.createMany({
      data: hashes.crops.map((phash, crop) => ({ thumbnailHash: hash, crop, phash, ...(bandValues(phash) as BandColumns) })),
      skipDuplicates: true,
    }),
    db.creativeFingerprintMask.createMany({
      data: hashes.masked.flatMap((windows, mask) =>
        windows.map((phash, crop) => ({ thumbnailHash: hash, mask, crop, phash, ...(bandValues(phash) as BandColumns) })),
      ),
      skipDuplicates: true,
    }),
    db.creativeFingerprint.createMany({
      data: [{ thumbnailHash: hash, phash: hashes.whole, ...(bandValues(hashes.whole) as BandColumns) }],
      skipDuplicates: true,
    }),
  ]);
  return true;
}

type BandColumns = { b0: number; b1: number; b2: number };

import "server-only";
import { createHash } from "node:crypto";
import { after } from "next/server";
import sharp from "sharp";
import { db } from "@/lib/db";
import { backoffMs, lockHash, MAX_ATTEMPTS, mediaFetchOptions, mediaSources } from "@/lib/services/images/kept-media";
import { mediaStore, type StoredObject } from "@/lib/services/images/media-store";
import { proxyImage } from "@/lib/services/images/proxy-image";
import type { NormalizedAd } from "@/lib/providers/types";
import { archiveChanged } from "@/lib/services/ads/archive-version";

/**
 * Archive thumbnails: Meta's creative links expire within days of an ad ending, so every archived ad
 * keeps its first image (or video poster) as a small WebP in the media store, under the sha256 of the
 * WebP bytes (ads sharing a creative share one file). Copies run after the reply, a few at a time per
 * process, through the SSRF-guarded fetcher, with the kept media's retry and backoff.
 */

export const MAX_THUMBNAIL_ATTEMPTS = MAX_ATTEMPTS;
export const THUMBNAIL_WIDTH = 480;
/** The size aimed at; quality steps down until the WebP fits (or the last step is kept). */
export const THUMBNAIL_TARGET_BYTES = 40 * 1024;
const QUALITY_STEPS = [70, 55, 40, 30];
/** Copies running at once in this process: a page of 30 new ads must not open 30 CDN connections. */
export const MAX_CONCURRENT_THUMBNAILS = 3;
/** Refuses decompression bombs before sharp allocates them (a 40-megapixel creative is already absurd). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The remote picture a thumbnail is made from: the first image, else the first video poster. */
export function thumbnailSource(ad: Pick<NormalizedAd, "apify_data">): string | null {
  return mediaSources(ad).find((s) => s.role !== "page_picture")?.sourceUrl ?? null;
}

/** A WebP at most 480 px wide and about 40 KB; throws on anything sharp cannot read as an image. */
type Thumbnail = { bytes: Buffer; width: number; height: number };

export async function makeThumbnail(input: Uint8Array): Promise<Thumbnail> {
  let last: { data: Buffer; info: sharp.OutputInfo } | null = null;
  for (const quality of QUALITY_STEPS) {
    last = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality, effort: 3 })
      .toBuffer({ resolveWithObject: true });
    if (last.data.length <= THUMBNAIL_TARGET_BYTES) break;
  }
  if (!last) throw new Error("no thumbnail");
  return { bytes: last.data, width: last.info.width, height: last.info.height };
}

let running = 0;
const waiting: (() => void)[] = [];
const inFlight = new Set<string>();

async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_THUMBNAILS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await fn();
  } finally {
    // The slot passes straight to the next waiter, so `running` never dips below the number working.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

type Pending = { id: string; sourceUrl: string };

async function failed(adId: string): Promise<void> {
  const row = await db.ad.findUnique({ where: { id: adId }, select: { thumbnailAttempts: true } });
  if (!row) return;
  const attempts = row.thumbnailAttempts + 1;
  await db.ad.updateMany({
    where: { id: adId, thumbnailHash: null },
    data: { thumbnailAttempts: attempts, thumbnailNextAt: new Date(Date.now() + backoffMs(attempts)) },
  });
}

/** Copies one ad's thumbnail; true when it is kept (now or already). */
export async function keepThumbnail(item: Pending): Promise<boolean> {
  let thumb;
  try {
    const image = await proxyImage(item.sourceUrl, mediaFetchOptions());
    if (image.status !== 200) throw new Error("not a remote image");
    thumb = await makeThumbnail(image.body);
  } catch {
    await failed(item.id);
    return false;
  }
  await storeThumbnail([item.id], thumb);
  return true;
}

/**
 * Keeps a made thumbnail as these ads' (a fetched creative, or the demo's copy of one) and returns its hash:
 * one file per content, whatever number of ads share it, and the ads marked for the products' job.
 */
export async function storeThumbnail(adIds: string[], thumb: Thumbnail): Promise<string> {
  const hash = createHash("sha256").update(thumb.bytes).digest("hex");
  await db.$transaction(async (tx) => {
    await lockHash(tx, hash);
    // Put again even if known, as the kept media do: the same key always carries the same bytes, and it
    // heals a file lost from the store.
    await mediaStore().put(hash, thumb.bytes, "image/webp");
    await tx.archiveThumbnail.upsert({
      where: { hash },
      create: { hash, bytes: thumb.bytes.length, width: thumb.width, height: thumb.height },
      update: {},
    });
    // A new picture: the products' job fingerprints it and looks at the ad's cluster again.
    await tx.ad.updateMany({ where: { id: { in: adIds } }, data: { thumbnailHash: hash } });
    await tx.$executeRaw`
      INSERT INTO "AdProductPending" ("adId") SELECT "id" FROM "Ad" WHERE "id" = ANY(${adIds}::text[]) ORDER BY "id"
      ON CONFLICT DO NOTHING`;
  });
  archiveChanged();
  return hash;
}

/** Keeps the thumbnails of these ads (sources taken from the ads as seen), a few at a time. */
export async function keepThumbnails(ads: Pick<NormalizedAd, "id" | "apify_data">[]): Promise<number> {
  const jobs: Promise<boolean>[] = [];
  for (const ad of ads) {
    const sourceUrl = thumbnailSource(ad);
    if (!sourceUrl || inFlight.has(ad.id)) continue;
    inFlight.add(ad.id);
    jobs.push(withSlot(() => keepThumbnail({ id: ad.id, sourceUrl })).finally(() => inFlight.delete(ad.id)));
  }
  return (await Promise.all(jobs)).filter(Boolean).length;
}

/** After the reply (Next's `after`); outside a request (jobs, scripts) it simply starts them. */
export function scheduleThumbnails(ads: Pick<NormalizedAd, "id" | "apify_data">[]): void {
  const task = () => keepThumbnails(ads).catch((e) => console.error("keepThumbnails failed", e));
  try {
    after(task);
  } catch {
    void task();
  }
}

/** An archived ad's kept thumbnail; null when none is kept (yet) or the file went missing. */
export async function openThumbnail(adId: string): Promise<StoredObject | null> {
  const row = await db.ad.findUnique({ where: { id: adId }, select: { thumbnailHash: true } });
  return row?.thumbnailHash ? openKeptThumbnail(adId, row.thumbnailHash) : null;
}

/** The file of a thumbnail the ad is known to keep under `hash`; null (and forgotten) when it went missing. */
export async function openKeptThumbnail(adId: string, hash: string): Promise<StoredObject | null> {
  const object = await mediaStore().get(hash);
  if (object) return object;
  // Lost from the store (a wiped folder): forget it, so the next sighting copies it again.
  await db.ad.updateMany({
    where: { id: adId, thumbnailHash: hash },
    data: { thumbnailHash: null, thumbnailAttempts: 0, thumbnailNextAt: new Date() },
  });
  archiveChanged();
  return null;
}

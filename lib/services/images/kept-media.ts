import "server-only";
import { createHash } from "node:crypto";
import { after } from "next/server";
import { db, Prisma } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { proxyImage, type ProxyImageOptions } from "@/lib/services/images/proxy-image";
import { mediaStore, type StoredObject } from "./media-store";

/**
 * Kept creatives: Meta's media URLs expire within days, so when an ad is saved its images, video
 * poster and page picture are copied into the media store (through the SSRF-guarded fetcher of
 * /api/proxy-image) under the sha256 of their bytes. A copy never blocks the save: it runs after the
 * reply, and one that fails is retried with backoff the next time the picture is asked for, while the
 * card shows the original link.
 */

export type MediaRole = "image" | "video_poster" | "page_picture";
export type MediaSource = { position: number; role: MediaRole; sourceUrl: string };

/** At most this many files are kept per ad (carousels rarely go beyond). */
export const MAX_MEDIA_PER_AD = 12;
/** After this many failed attempts a picture stays on its original link for good. */
export const MAX_ATTEMPTS = 8;

type AdMediaFields = {
  apify_data?: {
    images?: unknown;
    videos?: unknown;
    page_profile_picture_url?: unknown;
  };
};

export function isRemote(url: unknown): url is string {
  // Relative URLs are the demo's own files, served by the app forever: nothing to keep.
  return typeof url === "string" && /^https?:\/\//i.test(url) && url.length <= 4096;
}

/** The remote files of an ad worth keeping, in a stable order (the position is the media URL's `n`). */
export function mediaSources(adData: unknown): MediaSource[] {
  const apify = (adData as AdMediaFields | null)?.apify_data ?? {};
  const found: { role: MediaRole; url: unknown }[] = [];
  for (const url of Array.isArray(apify.images) ? apify.images : []) found.push({ role: "image", url });
  for (const video of Array.isArray(apify.videos) ? apify.videos : []) {
    found.push({ role: "video_poster", url: (video as { video_preview_image_url?: unknown } | null)?.video_preview_image_url });
  }
  found.push({ role: "page_picture", url: apify.page_profile_picture_url });
  const seen = new Set<string>();
  const sources: MediaSource[] = [];
  for (const { role, url } of found) {
    if (!isRemote(url) || seen.has(url)) continue;
    seen.add(url);
    sources.push({ position: sources.length, role, sourceUrl: url });
    if (sources.length === MAX_MEDIA_PER_AD) break;
  }
  return sources;
}

let fetchOptions: ProxyImageOptions = {};

/** Tests point the fetcher at their local servers (protocols, resolver, allowed addresses). */
export function setMediaFetchOptions(options: ProxyImageOptions): void {
  fetchOptions = options;
}

/** The guarded fetcher's options for every kept file (saved media and archive thumbnails alike). */
export function mediaFetchOptions(): ProxyImageOptions {
  return fetchOptions;
}

/** 1 min, 4 min, 16 min, … capped at a day. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 4 ** Math.max(0, attempts - 1), 24 * 60 * 60_000);
}

/** Serialises everything that writes or removes one stored file (copy vs orphan cleanup). */
export function lockHash(tx: Prisma.TransactionClient, hash: string) {
  return tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`media:${hash}`}, 0))`;
}

type PendingRow = { savedAdId: string; position: number; sourceUrl: string; attempts: number };

/**
 * Copies one file into the store. `userId`: a copy made for a user's own read goes through their
 * image-fetch slots, as the proxy does; with none free the read falls back to the link (no attempt spent).
 */
async function copyOne(row: PendingRow, userId?: string): Promise<boolean> {
  let image;
  try {
    image = await proxyImage(row.sourceUrl, userId ? { ...fetchOptions, userId } : fetchOptions);
    if (image.status !== 200) throw new Error("not a remote image");
  } catch (e) {
    if (isAppError(e) && e.code === "RATE_LIMITED") return false;
    await db.savedAdMedia.updateMany({
      where: { savedAdId: row.savedAdId, position: row.position, hash: null },
      data: {
        // Attempts made at once (the save's own copy and a read) count as one: the backoff after it, and
        // the owner's image-fetch slots on reads, bound how often the link is tried.
        attempts: row.attempts + 1,
        nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts + 1)),
        lastError: (isAppError(e) ? e.message : e instanceof Error ? e.message : String(e)).slice(0, 500),
      },
    });
    return false;
  }
  const bytes = image.body;
  const contentType = image.headers["content-type"] ?? "application/octet-stream";
  const hash = createHash("sha256").update(bytes).digest("hex");
  await db.$transaction(async (tx) => {
    await lockHash(tx, hash);
    // Stored again even if present: a put of the same key is idempotent, and it heals a lost file.
    await mediaStore().put(hash, bytes, contentType);
    const linked = await tx.savedAdMedia.updateMany({
      where: { savedAdId: row.savedAdId, position: row.position },
      data: { hash, contentType, lastError: null },
    });
    // The saved ad was deleted while we were fetching: leave no orphan behind.
    if (linked.count === 0 && (await tx.savedAdMedia.count({ where: { hash } })) === 0) await mediaStore().delete(hash);
  });
  return true;
}

/** Copies the due, not yet kept files of these saved ads. Returns how many were kept now. */
export async function keepMedia(savedAdIds: string[]): Promise<number> {
  if (savedAdIds.length === 0) return 0;
  const due = await db.savedAdMedia.findMany({
    where: { savedAdId: { in: savedAdIds }, hash: null, attempts: { lt: MAX_ATTEMPTS }, nextAttemptAt: { lte: new Date() } },
    select: { savedAdId: true, position: true, sourceUrl: true, attempts: true },
    orderBy: [{ savedAdId: "asc" }, { position: "asc" }],
  });
  let kept = 0;
  // A few at a time: a bulk save of 200 ads must not open 2,000 upstream connections at once.
  for (let i = 0; i < due.length; i += 4) {
    const results = await Promise.all(due.slice(i, i + 4).map((row) => copyOne(row)));
    kept += results.filter(Boolean).length;
  }
  return kept;
}

/**
 * Runs the copies after the reply has been sent (Next's `after`), so saving never waits for Meta's CDN.
 * Outside a request (scripts, tests) it simply starts them.
 */
export function scheduleKeepMedia(savedAdIds: string[]): void {
  const task = () => keepMedia(savedAdIds).catch((e) => console.error("keepMedia failed", e));
  try {
    after(task);
  } catch {
    void task();
  }
}

/** Deletes the stored files of these hashes that no saved ad uses any more. */
export async function releaseMedia(hashes: string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const hash of [...new Set(hashes)].sort()) {
    await db.$transaction(async (tx) => {
      await lockHash(tx, hash);
      const users = await tx.savedAdMedia.count({ where: { hash } });
      // The archive's thumbnails are kept for good, whichever saved ad happened to share their bytes.
      if (users > 0 || (await tx.archiveThumbnail.count({ where: { hash } })) > 0) return;
      await mediaStore().delete(hash);
      removed.push(hash);
    });
  }
  return removed;
}

export type SavedAdMediaReply = { kind: "kept"; object: StoredObject } | { kind: "original"; url: string } | { kind: "missing" };

/**
 * The n-th kept file of a saved ad, for its owner only (someone else's ad reads as missing). A file
 * not kept yet is copied now when its retry is due; otherwise the caller falls back to the original link.
 */
export async function openSavedAdMedia(userId: string, savedAdId: string, position: number): Promise<SavedAdMediaReply> {
  const row = await db.savedAdMedia.findFirst({
    where: { savedAdId, position, savedAd: { userId } },
    select: { savedAdId: true, position: true, sourceUrl: true, attempts: true, hash: true, nextAttemptAt: true },
  });
  if (!row) return { kind: "missing" };
  const original: SavedAdMediaReply = { kind: "original", url: row.sourceUrl };
  // The store unreachable, or a copy failing on its way in: the owner still gets the link, never a 500.
  try {
    let hash = row.hash;
    if (!hash && row.attempts < MAX_ATTEMPTS && row.nextAttemptAt <= new Date()) {
      if (await copyOne(row, userId)) {
        hash =
          (await db.savedAdMedia.findUnique({ where: { savedAdId_position: { savedAdId, position } }, select: { hash: true } }))?.hash ??
          null;
      }
    }
    if (hash) {
      const object = await mediaStore().get(hash);
      if (object) return { kind: "kept", object };
      // The file vanished from the store (a wiped folder): forget it, so the next read copies it again.
      await db.savedAdMedia.updateMany({ where: { savedAdId, position }, data: { hash: null, attempts: 0, nextAttemptAt: new Date() } });
    }
  } catch (e) {
    console.warn(`kept media ${savedAdId}/${position}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return original;
}

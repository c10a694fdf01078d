// Archive thumbnails: the first image (or video poster) of every archived ad becomes a WebP of at most
// 480 px and about 40 KB in the media store, fetched after the reply through the SSRF guard, stored
// once per content, served to signed-in users — on the folder store and on a real S3 server. A hostile
// link is refused by the guard before any connection, and retried later with backoff.
import type { ArchivedAdPageReply } from "@/lib/services/archive/archived-ad-page";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { setMediaFetchOptions } from "@/lib/services/images/kept-media";
import { mediaStore } from "@/lib/services/images/media-store";
import { storeAds } from "@/lib/services/ads/store-ads";
import { THUMBNAIL_TARGET_BYTES, THUMBNAIL_WIDTH } from "@/lib/services/archive/thumbnails";
import { GET as thumbnail } from "@/app/api/ads/[id]/thumbnail/route";
import { GET as adPage } from "@/app/api/ads/[id]/route";
import { callRoute, scopedEnv, signedInUser } from "../support/factories";
import { startS3Server } from "../support/s3-server";
import { archivedAd, nonce } from "../support/archive";

const env = scopedEnv();
let server: http.Server;
let port: number;
const hits: string[] = [];
let photo: Buffer;
let poster: Buffer;

/** A busy 1600×1000 picture, as a creative from Meta's CDN would be. */
async function picture(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},80%,60%)"/><stop offset="1" stop-color="hsl(${hue + 90},70%,30%)"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 137) % 1600}" cy="${(i * 89) % 1000}" r="${20 + (i % 7) * 15}" fill="hsl(${(hue + i * 23) % 360},90%,50%)"/>`).join("")}
    <text x="80" y="500" font-size="140" fill="white">Oferta 50%</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

const cdn = (p: string) => `http://scontent.fbcdn.net:${port}${p}`;

beforeAll(async () => {
  [photo, poster] = await Promise.all([picture(10), picture(200)]);
  server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    const body = req.url?.startsWith("/poster") ? poster : req.url?.includes("/photo") ? photo : null;
    if (!body) {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { "content-type": "image/jpeg", "content-length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  // Every host resolves to the local server: only the guard's own rules stand between a link and it.
  setMediaFetchOptions({
    protocols: new Set(["http:"]),
    allowNonDefaultPorts: true,
    allowAddresses: ["127.0.0.1"],
    resolveHost: async () => [{ address: "127.0.0.1", family: 4 }],
    timeoutMs: 3_000,
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  env.restore();
});

/**
 * Waits for the copy started after storeAds (it runs in the background, as after a reply), for as long as
 * a busy machine may need: the bound only catches a copy that never starts.
 */
async function settled(adId: string) {
  for (let i = 0; i < 600; i++) {
    const row = await db.ad.findUniqueOrThrow({
      where: { id: adId },
      select: { thumbnailHash: true, thumbnailAttempts: true, thumbnailNextAt: true },
    });
    if (row.thumbnailHash || row.thumbnailAttempts > 0) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no thumbnail attempt for ${adId}`);
}

function suite(name: string, setup: () => Promise<() => Promise<void>>) {
  describe(name, () => {
    let teardown: () => Promise<void>;
    beforeAll(async () => {
      teardown = await setup();
    });
    afterAll(async () => teardown());

    it("keeps the first image as a small WebP, served to signed-in users after the original link dies", async () => {
      const run = nonce();
      const ad = archivedAd({ images: [cdn(`/photo-${run}.jpg`), cdn(`/poster-${run}.jpg`)] });
      await storeAds([ad]);
      const { thumbnailHash } = await settled(ad.id);
      expect(thumbnailHash).toMatch(/^[0-9a-f]{64}$/);

      const kept = await db.archiveThumbnail.findUniqueOrThrow({ where: { hash: thumbnailHash! } });
      expect(kept.width).toBeLessThanOrEqual(THUMBNAIL_WIDTH);
      expect(kept.bytes).toBeLessThanOrEqual(THUMBNAIL_TARGET_BYTES);
      expect(await mediaStore().get(thumbnailHash!)).not.toBeNull();

      const { token } = await signedInUser();
      const req = new Request(`http://localhost/api/ads/${ad.id}/thumbnail`, { headers: { authorization: `Bearer ${token}` } });
      const res = await thumbnail(req, { params: Promise.resolve({ id: ad.id }) });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: THUMBNAIL_WIDTH });

      const page = await callRoute<ArchivedAdPageReply>(adPage, { token, params: { id: ad.id } });
      expect(page.json.media.thumbnailUrl).toBe(`/api/ads/${ad.id}/thumbnail`);
      expect(page.json.archive.thumbnailUrl).toBe(`/api/ads/${ad.id}/thumbnail`);
      expect((await callRoute(thumbnail, { params: { id: ad.id } })).status).toBe(401);

      // Seen again: nothing is fetched twice.
      const before = hits.length;
      await storeAds([ad]);
      await new Promise((r) => setTimeout(r, 200));
      expect(hits.length).toBe(before);
    });

    it("stores a picture shared by several ads once, and uses a video's poster when there is no image", async () => {
      const run = nonce();
      const a = archivedAd({ images: [cdn(`/shared/photo-${run}.jpg`)] });
      const b = archivedAd({ images: [cdn(`/other/photo-${run}.jpg`)] });
      const video = archivedAd({ videoPoster: cdn(`/poster-${run}.jpg`) });
      await storeAds([a, b, video]);
      const [ha, hb, hv] = await Promise.all([settled(a.id), settled(b.id), settled(video.id)]);
      expect(ha.thumbnailHash).toBe(hb.thumbnailHash);
      expect(hv.thumbnailHash).not.toBe(ha.thumbnailHash);
      expect(await db.archiveThumbnail.count({ where: { hash: { in: [ha.thumbnailHash!, hv.thumbnailHash!] } } })).toBe(2);
    });

    it("refuses hostile links through the guard, before connecting, and retries them later with backoff", async () => {
      const hostile = [
        "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
        `http://metadata.google.internal:${port}/photo.jpg`,
        `http://10.0.0.7:${port}/photo.jpg`,
        `http://scontent.fbcdn.net.evil.example:${port}/photo.jpg`,
      ];
      const before = hits.length;
      const ads = hostile.map((url) => archivedAd({ images: [url] }));
      await storeAds(ads);
      for (const ad of ads) {
        const row = await settled(ad.id);
        expect(row.thumbnailHash).toBeNull();
        expect(row.thumbnailAttempts).toBe(1);
        expect(row.thumbnailNextAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
      }
      expect(hits.length).toBe(before);
      const { token } = await signedInUser();
      const res = await callRoute(thumbnail, { token, params: { id: ads[0].id } });
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ success: false, code: "NOT_FOUND", message: "Miniatura no disponible" });

      // A later sighting before the retry is due does not fetch again.
      await storeAds(ads);
      await new Promise((r) => setTimeout(r, 200));
      expect((await db.ad.findUniqueOrThrow({ where: { id: ads[0].id } })).thumbnailAttempts).toBe(1);
    });
  });
}

suite("on the folder store", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "archive-thumbs-"));
  env.set({ MEDIA_DIR: dir, S3_ENDPOINT: "", S3_BUCKET: "" });
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
});

suite("on S3", async () => {
  const s3 = await startS3Server();
  env.set(s3.env);
  return async () => {
    env.set({ S3_ENDPOINT: "", S3_BUCKET: "" });
    await s3.close();
  };
});

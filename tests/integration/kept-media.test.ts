// Kept creatives: a saved ad's pictures are copied into the media store when saved, served from there
// to their owner after Meta's links stop answering, retried when a copy failed, stored once per
// content, and removed when no saved ad uses them — on the folder store and on a real S3 server.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as save } from "@/app/api/saved-ads/route";
import { GET as list } from "@/app/api/saved-ads/route";
import { DELETE as remove } from "@/app/api/saved-ads/[id]/route";
import { GET as media } from "@/app/api/saved-ads/[id]/media/[n]/route";
import { keepMedia } from "@/lib/services/images/kept-media";
import { mediaStore } from "@/lib/services/images/media-store";
import type { SavedAdsPage } from "@/lib/services/saved-ads/list-saved-ads";
import { callRoute, scopedEnv, signedInUser } from "../support/factories";
import { createAd, PNG, startFakeCdn } from "../support/library";
import { startS3Server, type S3Server } from "../support/s3-server";

let cdn: Awaited<ReturnType<typeof startFakeCdn>>;
const env = scopedEnv();

async function getMedia(token: string, id: string, n: number) {
  const req = new Request(`http://localhost/api/saved-ads/${id}/media/${n}`, { headers: { authorization: `Bearer ${token}` } });
  const res = await media(req, { params: Promise.resolve({ id, n: String(n) }) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function saveAndKeep(token: string, ad: { id: string }) {
  const res = await callRoute<{ savedAd: { id: string } }>(save, { token, body: { adData: ad } });
  expect(res.status).toBe(201);
  const id = res.json.savedAd.id;
  await keepMedia([id]);
  return id;
}

async function hashesOf(savedAdId: string) {
  return (await db.savedAdMedia.findMany({ where: { savedAdId }, orderBy: { position: "asc" } })).map((m) => m.hash);
}

beforeAll(async () => {
  cdn = await startFakeCdn();
});
afterAll(async () => {
  await cdn.close();
  env.restore();
});

function suite(name: string, setup: () => Promise<() => Promise<void>>) {
  describe(name, () => {
    let teardown: () => Promise<void>;
    beforeAll(async () => {
      teardown = await setup();
    });
    afterAll(async () => teardown());

    it("serves the kept copy to its owner after the upstream link stops answering; others get a 404", async () => {
      cdn.state.up = true;
      const owner = await signedInUser();
      const other = await signedInUser();
      const ad = await createAd({ images: [cdn.url(`/${name}/a.png`)], pagePicture: cdn.url(`/${name}/page.png`) });
      const id = await saveAndKeep(owner.token, ad);
      expect((await hashesOf(id)).every((h) => typeof h === "string" && h.length === 64)).toBe(true);

      const listed = await callRoute<SavedAdsPage>(list, { token: owner.token, url: "http://localhost/api/saved-ads" });
      expect(listed.json.ads[0].media).toEqual({
        images: [`/api/saved-ads/${id}/media/0`],
        videoPoster: null,
        pagePicture: `/api/saved-ads/${id}/media/1`,
        thumbnail: null,
      });

      cdn.state.up = false;
      const kept = await getMedia(owner.token, id, 0);
      expect(kept.status).toBe(200);
      expect(kept.headers.get("content-type")).toBe("image/png");
      expect(kept.headers.get("cache-control")).toContain("private");
      expect(kept.bytes.subarray(0, PNG.length).equals(PNG)).toBe(true);

      expect((await getMedia(other.token, id, 0)).status).toBe(404);
      expect((await getMedia(owner.token, id, 7)).status).toBe(404);
    });

    it("falls back to the original link while a copy fails, and keeps it on a later read once the link answers", async () => {
      cdn.state.up = false;
      const { token } = await signedInUser();
      const ad = await createAd({ images: [cdn.url(`/${name}/late.png`)] });
      const id = await saveAndKeep(token, ad);
      const [row] = await db.savedAdMedia.findMany({ where: { savedAdId: id } });
      expect(row).toMatchObject({ hash: null, attempts: 1 });
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      const fallback = await getMedia(token, id, 0);
      expect(fallback.status).toBe(307);
      expect(fallback.headers.get("location")).toBe(`/api/proxy-image?url=${encodeURIComponent(ad.apify_data.images[0])}`);

      // The retry is due (as it would be a minute later) and the link answers again: this read keeps it.
      cdn.state.up = true;
      await db.savedAdMedia.updateMany({ where: { savedAdId: id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
      const healed = await getMedia(token, id, 0);
      expect(healed.status).toBe(200);
      expect((await hashesOf(id))[0]).toMatch(/^[0-9a-f]{64}$/);
    });

    it("stores identical files once and deletes a copy only when no saved ad uses it", async () => {
      cdn.state.up = true;
      const a = await signedInUser();
      const b = await signedInUser();
      const shared = cdn.url(`/shared-${name}.png`);
      const idA = await saveAndKeep(a.token, await createAd({ images: [shared, cdn.url(`/${name}/own-a.png`)] }));
      const idB = await saveAndKeep(b.token, await createAd({ images: [cdn.url(`/shared-${name}-copy.png`)] }));
      const [sharedHash, ownHash] = await hashesOf(idA);
      expect((await hashesOf(idB))[0]).toBe(sharedHash);
      const store = mediaStore();
      expect(store.kind).toBe(name === "s3" ? "s3" : "folder");

      expect((await callRoute(remove, { method: "DELETE", token: a.token, params: { id: idA } })).status).toBe(200);
      expect(await store.get(ownHash!)).toBeNull();
      expect(await store.get(sharedHash!)).not.toBeNull();
      cdn.state.up = false;
      expect((await getMedia(b.token, idB, 0)).status).toBe(200);

      expect((await callRoute(remove, { method: "DELETE", token: b.token, params: { id: idB } })).status).toBe(200);
      expect(await store.get(sharedHash!)).toBeNull();
    });
  });
}

suite("folder", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "adradar-media-"));
  env.set({ MEDIA_DIR: dir, S3_ENDPOINT: "", S3_BUCKET: "" });
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
});

suite("s3", async () => {
  const server: S3Server = await startS3Server();
  env.set(server.env);
  return async () => {
    env.set({ S3_ENDPOINT: "", S3_BUCKET: "" });
    await server.close();
  };
});

describe("a media store that does not answer", () => {
  it("sends the owner to the original link, never a 500, whether the file is to be copied or already kept", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "adradar-media-"));
    env.set({ MEDIA_DIR: dir, S3_ENDPOINT: "", S3_BUCKET: "" });
    cdn.state.up = true;
    const { token } = await signedInUser();
    const ad = await createAd({ images: [cdn.url("/down/a.png"), cdn.url("/down/b.png")] });
    const res = await callRoute<{ savedAd: { id: string } }>(save, { token, body: { adData: ad } });
    const id = res.json.savedAd.id;
    await keepMedia([id]);
    // The first file kept, the second not yet: then the store stops answering (a closed port).
    await db.savedAdMedia.updateMany({
      where: { savedAdId: id, position: 1 },
      data: { hash: null, nextAttemptAt: new Date(Date.now() - 1000) },
    });
    env.set({
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_BUCKET: "caido",
      S3_ACCESS_KEY_ID: "x",
      S3_SECRET_ACCESS_KEY: "y",
      S3_REGION: "us-east-1",
    });
    try {
      for (const n of [0, 1]) {
        const reply = await getMedia(token, id, n);
        expect(reply.status).toBe(307);
        expect(reply.headers.get("location")).toBe(`/api/proxy-image?url=${encodeURIComponent(ad.apify_data.images[n])}`);
      }
    } finally {
      env.set({ S3_ENDPOINT: "", S3_BUCKET: "" });
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

/** Ads with remote creatives on a local "CDN", for the saved-ads and kept-media tests. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { setMediaFetchOptions } from "@/lib/services/images/kept-media";

// A real 1×1 PNG.
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A CDN on 127.0.0.1 under an allow-listed name; `up = false` makes every file answer 404 (expired links). */
export async function startFakeCdn() {
  const state = { up: true, hits: 0 };
  // The shared file is this server's own: another test file's CDN (the access matrix's world, say) keeps
  // its copies in the same database, and a hash they share would keep this one's file alive.
  const shared = Buffer.concat([PNG, Buffer.from(`shared-${randomBytes(8).toString("hex")}`)]);
  const server = http.createServer((req, res) => {
    state.hits++;
    if (!state.up) {
      res.writeHead(404);
      return res.end();
    }
    // Each path gets its own bytes (so its own hash), except /shared*.png, which all carry the same file.
    const body = req.url?.startsWith("/shared") ? shared : Buffer.concat([PNG, Buffer.from(req.url ?? "")]);
    res.writeHead(200, { "content-type": "image/png", "content-length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  setMediaFetchOptions({
    protocols: new Set(["http:"]),
    allowNonDefaultPorts: true,
    allowAddresses: ["127.0.0.1"],
    resolveHost: async () => [{ address: "127.0.0.1", family: 4 }],
    timeoutMs: 3_000,
  });
  return {
    state,
    url: (p: string) => `http://scontent.fbcdn.net:${port}${p}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An ad the product has seen (as a search would have stored it), with the given fields. */
export async function createAd(fields: {
  pageName?: string;
  body?: string;
  hotness?: number;
  daysRunning?: number;
  images?: string[];
  pagePicture?: string | null;
  linkUrl?: string;
  cta?: string;
  collation?: number;
}) {
  const id = `t${randomBytes(8).toString("hex")}`;
  const data = {
    id,
    page_id: `p${id}`,
    page_name: fields.pageName ?? "Tienda Uno",
    days_running: fields.daysRunning ?? 10,
    collation_count: fields.collation ?? 1,
    hotness_score: fields.hotness ?? 3,
    ad_delivery_start_time: "2026-10-01T00:00:00.000Z",
    ad_snapshot_url: `https://www.facebook.com/ads/library/?id=${id}`,
    ad_creative_bodies: [fields.body ?? "Crema hidratante natural"],
    ad_creative_link_titles: [],
    ad_creative_link_descriptions: [],
    ad_creative_link_captions: [],
    publisher_platform: ["facebook"],
    languages: ["es"],
    countries: ["CO"],
    source: "demo",
    apify_data: {
      images: fields.images ?? [],
      videos: [],
      page_profile_picture_url: fields.pagePicture ?? null,
      page_categories: [],
      page_like_count: 10,
      page_profile_uri: null,
      display_format: "IMAGE",
      cta_text: fields.cta ?? "Comprar",
      cta_type: "SHOP_NOW",
      link_url: fields.linkUrl ?? "https://tienda.example/crema",
      original_item: { snapshot: {} },
    },
    snapshot: { raw: true },
  };
  await db.ad.create({ data: { id, pageId: data.page_id, pageName: data.page_name, source: "demo", data } });
  return data;
}

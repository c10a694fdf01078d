import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import pMap from "p-map";
import sharp from "sharp";
import type { NormalizedAd } from "@/lib/providers/types";
import { makeThumbnail, storeThumbnail } from "./thumbnails";
import { hash32 } from "@/lib/providers/demo/prng";

/**
 * The demo's cross-store copies (docs/product.md §Productos): real dropshippers re-post a winning
 * picture re-encoded, cropped (3 % here) or with their own price sticker, so each demo advertiser's copy of a
 * creative is one of those, chosen by its page. A launch (demo-launches.ts) is another photo of the
 * product: a recoloured close-up, far from the original's hash.
 */
export type DemoVariant = "original" | "cropped" | "stickered" | "reencoded";
const VARIANTS: readonly DemoVariant[] = ["original", "cropped", "stickered", "reencoded"];

export function demoVariantOf(pageId: string): DemoVariant {
  return VARIANTS[hash32(`variant:${pageId}`) % VARIANTS.length];
}

const STICKERS = ["-30%", "2x1", "$59.900", "ENVÍO GRATIS", "OFERTA"];

function stickerSvg(width: number, pageId: string): Buffer {
  const text = STICKERS[hash32(`sticker:${pageId}`) % STICKERS.length];
  const w = Math.round(width * 0.34);
  const h = Math.round(w * 0.32);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${h / 4}" fill="#e11d48"/>` +
      `<text x="50%" y="62%" font-family="sans-serif" font-weight="700" font-size="${Math.round(h * 0.45)}" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  );
}

/**
 * The demo's SVG cards share one layout (gradient, pill, shape, name), so their perceptual hashes are
 * nearly the same whatever the product: a photo's own scene is painted over each, seeded by the file,
 * so two creatives differ as two photos do while every copy of one stays one picture.
 */
function sceneSvg(seedText: string, size: number): Buffer {
  let seed = hash32(`scene:${seedText}`) || 1;
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const shapes = Array.from({ length: 7 }, () => {
    const [x, y, r, hue] = [rand() * size, rand() * size, size * (0.12 + rand() * 0.25), Math.floor(rand() * 360)];
    const fill = `hsl(${hue},${55 + Math.floor(rand() * 40)}%,${25 + Math.floor(rand() * 50)}%)`;
    return rand() < 0.5
      ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}" fill-opacity="0.8"/>`
      : `<rect x="${(x - r).toFixed(0)}" y="${(y - r / 2).toFixed(0)}" width="${(2 * r).toFixed(0)}" height="${r.toFixed(0)}" fill="${fill}" fill-opacity="0.8"/>`;
  }).join("");
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${shapes}</svg>`);
}

/** The picture `pageId` posts of this creative (PNG or JPEG bytes), `launch` making it another photo. */
export async function demoVariantImage(source: Buffer, pageId: string, opts: { launch?: boolean } = {}): Promise<Buffer> {
  const painted = await sharp(source, { density: 72 })
    .resize({ width: 600, height: 600, fit: "cover" })
    .composite([{ input: sceneSvg(source.toString("latin1"), 600) }])
    .png()
    .toBuffer();
  let image = sharp(painted);
  // Another photo of the product: a close-up in other light, far from the original's hash.
  if (opts.launch)
    image = sharp(
      await image
        .extract({ left: 90, top: 60, width: 420, height: 420 })
        .resize(600, 600)
        .modulate({ hue: 150, saturation: 1.2 })
        .png()
        .toBuffer(),
    );
  const base = await image.png().toBuffer({ resolveWithObject: true });
  const { width, height } = base.info;
  switch (demoVariantOf(pageId)) {
    case "cropped": {
      const dx = Math.round(width * 0.03);
      const dy = Math.round(height * 0.03);
      return sharp(base.data)
        .extract({ left: dx, top: dy, width: width - dx, height: height - dy })
        .png()
        .toBuffer();
    }
    case "stickered":
      return sharp(base.data)
        .composite([{ input: stickerSvg(width, pageId), gravity: "southeast" }])
        .png()
        .toBuffer();
    case "reencoded":
      return sharp(base.data).jpeg({ quality: 55 }).toBuffer();
    default:
      return base.data;
  }
}

const DEMO_FILE = /^\/demo\/[a-z0-9/_-]+\.(png|jpe?g|webp|svg)$/;

/**
 * The demo's creatives are files of the app (their links never expire), but the archive shows kept
 * thumbnails alike: made from the files under public/, as each advertiser's copy of the picture
 * (demo-variants.ts: re-encoded, cropped or stickered), stored once per picture.
 */
export async function keepDemoThumbnails(
  ads: Pick<NormalizedAd, "id" | "page_id" | "apify_data">[],
  opts: { launch?: boolean } = {},
): Promise<number> {
  const byCopy = new Map<string, { file: string; pageId: string; ids: string[] }>();
  for (const ad of ads) {
    const file = ad.apify_data.images[0] ?? ad.apify_data.videos[0]?.video_preview_image_url ?? null;
    if (!file || !DEMO_FILE.test(file) || file.includes("..")) continue;
    const variant = demoVariantOf(ad.page_id);
    // A sticker names its seller's price: one copy per page; the other variants are the same for all.
    const key = `${file}|${variant}|${variant === "stickered" ? ad.page_id : ""}`;
    const copy = byCopy.get(key) ?? { file, pageId: ad.page_id, ids: [] };
    copy.ids.push(ad.id);
    byCopy.set(key, copy);
  }
  // Two at a time: sharp's work and the database's alternate, and one at a time left a core idle.
  const done = await pMap(
    byCopy.values(),
    async ({ file, pageId, ids }) => {
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(path.join(process.cwd(), "public", file));
      } catch {
        return false;
      }
      await storeThumbnail(ids, await makeThumbnail(await demoVariantImage(bytes, pageId, opts)));
      return true;
    },
    { concurrency: 2 },
  );
  const kept = done.filter(Boolean).length;
  return kept;
}

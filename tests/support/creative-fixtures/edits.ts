/**
 * What a copier does to a creative before running it as their own ad: re-encodes it, crops about 5 %
 * off, resizes it, sticks a price or a shipping promise on it, or two of these at once. Each edit is
 * applied with sharp to the original JPEG; the random choices come from the caller's seeded generator.
 */
import sharp from "sharp";
import type { Rng } from "@/lib/providers/demo/prng";

const FONT = "DejaVu Sans, sans-serif";
type Op = (image: Buffer) => Promise<Buffer>;

export const reencodeJpeg =
  (quality: number): Op =>
  (image) =>
    sharp(image).jpeg({ quality }).toBuffer();

export const reencodeWebp =
  (quality: number): Op =>
  (image) =>
    sharp(image).webp({ quality }).toBuffer();

type Side = "left" | "right" | "top" | "bottom";

/** Cuts `fraction` of the width (or height) off, shared between the given sides. */
export const crop =
  (fraction: number, sides: readonly Side[]): Op =>
  async (image) => {
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const horizontal = sides.filter((s) => s === "left" || s === "right");
    const vertical = sides.filter((s) => s === "top" || s === "bottom");
    const dx = horizontal.length ? Math.round((width * fraction) / horizontal.length) : 0;
    const dy = vertical.length ? Math.round((height * fraction) / vertical.length) : 0;
    const left = sides.includes("left") ? dx : 0;
    const top = sides.includes("top") ? dy : 0;
    return sharp(image)
      .extract({ left, top, width: width - dx * horizontal.length, height: height - dy * vertical.length })
      .jpeg({ quality: 88 })
      .toBuffer();
  };

export const resizeTo =
  (width: number): Op =>
  (image) =>
    sharp(image).resize({ width }).jpeg({ quality: 85 }).toBuffer();

export type StickerKind = "price" | "discount" | "shipping";
type Corner = "top-left" | "top-right" | "bottom-left" | "bottom-right";

/** What stickers say: a price, a discount, a shipping or payment promise. */
export type StickerTexts = { prices: readonly string[]; discounts: readonly string[]; promises: readonly string[] };

export const STICKER_TEXTS: StickerTexts = {
  prices: ["$49.900", "$89.990", "S/ 129", "$39.99", "$ 1.299", "R$ 97"],
  discounts: ["-50%", "-30%", "2x1", "-40%"],
  promises: ["ENVÍO GRATIS", "PAGO CONTRA ENTREGA", "ÚLTIMAS UNIDADES"],
};
const STICKER_COLOURS = ["#e11d48", "#facc15", "#111827", "#16a34a", "#f97316"];

/** The sticker's look, drawn when the edit is made so that running edits at once stays deterministic. */
type StickerStyle = { kind: StickerKind; size: number; corner: Corner; colour: string; text: string; band: boolean };

function drawStyle(kind: StickerKind, size: number, rng: Rng, texts: StickerTexts): StickerStyle {
  return {
    kind,
    size,
    corner: rng.pick<Corner>(["top-left", "top-right", "bottom-left", "bottom-right"]),
    colour: rng.pick(STICKER_COLOURS),
    text: rng.pick(kind === "price" ? texts.prices : kind === "discount" ? texts.discounts : texts.promises),
    band: kind === "shipping" && rng.chance(0.5),
  };
}

function stickerSvg({ kind, size, corner, colour, text, band }: StickerStyle, w: number, h: number): string {
  const ink = colour === "#facc15" ? "#111" : "#fff";
  const m = Math.min(w, h) * 0.04;
  const left = corner.endsWith("left");
  const top = corner.startsWith("top");
  if (band) {
    // A band across the whole picture, as the storefront apps add.
    const bh = h * size * 0.45;
    const y = top ? 0 : h - bh;
    return `<rect x="0" y="${y}" width="${w}" height="${bh}" fill="${colour}"/><text x="${w / 2}" y="${y + bh * 0.68}" font-family="${FONT}" font-weight="bold" font-size="${bh * 0.55}" text-anchor="middle" fill="${ink}">${text}</text>`;
  }
  if (kind === "discount") {
    const r = Math.min(w, h) * size * 0.5;
    const cx = left ? m + r : w - m - r;
    const cy = top ? m + r : h - m - r;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" stroke="#fff" stroke-width="${r * 0.08}"/><text x="${cx}" y="${cy + r * 0.25}" font-family="${FONT}" font-weight="bold" font-size="${r * 0.7}" text-anchor="middle" fill="${ink}">${text}</text>`;
  }
  const sw = w * size * (kind === "price" ? 1.4 : 2);
  const sh = Math.min(w, h) * size * 0.5;
  const x = left ? m : w - m - sw;
  const y = top ? m : h - m - sh;
  return `<rect x="${x}" y="${y}" width="${sw}" height="${sh}" rx="${sh * 0.25}" fill="${colour}"/><text x="${x + sw / 2}" y="${y + sh * 0.68}" font-family="${FONT}" font-weight="bold" font-size="${Math.min(sh * 0.55, (sw / text.length) * 1.5)}" text-anchor="middle" fill="${ink}">${text}</text>`;
}

/** A sticker whose short side is `size` of the picture's short side, in a random corner. */
export const sticker = (kind: StickerKind, size: number, rng: Rng, texts: StickerTexts = STICKER_TEXTS): Op => {
  const style = drawStyle(kind, size, rng, texts);
  return async (image) => {
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${stickerSvg(style, width, height)}</svg>`;
    return sharp(image)
      .composite([{ input: Buffer.from(svg) }])
      .jpeg({ quality: 88 })
      .toBuffer();
  };
};

const then =
  (...ops: Op[]): Op =>
  async (image) => {
    let out = image;
    for (const op of ops) out = await op(out);
    return out;
  };

export type Variant = { edit: string; make: Op };

const SIDES: readonly (readonly Side[])[] = [["left"], ["right"], ["top"], ["bottom"], ["left", "right", "top", "bottom"], ["top", "left"]];

const ONE_SIDE: readonly (readonly Side[])[] = [["left"], ["right"], ["top"], ["bottom"]];
const ALL_SIDES: readonly Side[] = ["left", "right", "top", "bottom"];

/**
 * The copies of one creative made by other advertisers: eleven edits, drawn from `rng`. With
 * `bothCrops`, the two plain crops are always one from a single side and one spread over all four
 * (the older sets drew both from SIDES, and so could miss either kind).
 */
export function variantsOf(width: number, rng: Rng, bothCrops = false, texts: StickerTexts = STICKER_TEXTS): Variant[] {
  const cropFraction = () => 0.04 + rng.next() * 0.02;
  const small = () => rng.pick(width >= 1000 ? [400, 360, 480] : [320, 360, 300]);
  const stickerSize = () => 0.16 + rng.next() * 0.08;
  const sides = () => rng.pick(SIDES);
  const kinds: StickerKind[] = ["price", "discount", "shipping"];
  // Drawn in the same order as before `bothCrops` existed, so the older sets keep their pictures.
  const firstCrop = () => (bothCrops ? rng.pick(ONE_SIDE) : sides());
  const secondCrop = () => (bothCrops ? ALL_SIDES : sides());
  return [
    { edit: "jpeg", make: reencodeJpeg(rng.int(50, 70)) },
    { edit: "webp", make: reencodeWebp(rng.int(55, 80)) },
    { edit: bothCrops ? "crop:side" : "crop", make: crop(cropFraction(), firstCrop()) },
    { edit: bothCrops ? "crop:all" : "crop", make: crop(cropFraction(), secondCrop()) },
    { edit: "resize", make: resizeTo(small()) },
    { edit: "sticker:price", make: sticker("price", stickerSize(), rng, texts) },
    { edit: "sticker:discount", make: sticker("discount", stickerSize(), rng, texts) },
    { edit: "sticker:shipping", make: sticker("shipping", stickerSize(), rng, texts) },
    { edit: "crop+sticker", make: then(crop(cropFraction(), sides()), sticker(rng.pick(kinds), stickerSize(), rng, texts)) },
    { edit: "resize+jpeg", make: then(resizeTo(small()), reencodeJpeg(rng.int(50, 70))) },
    { edit: "sticker+webp", make: then(sticker(rng.pick(kinds), stickerSize(), rng), reencodeWebp(rng.int(55, 80))) },
  ];
}

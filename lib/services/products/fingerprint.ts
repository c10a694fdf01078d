import "server-only";
import sharp from "sharp";
import phash from "sharp-phash";
import distance from "sharp-phash/distance";

/**
 * Creative fingerprints: a 64-bit perceptual hash (the DCT pHash of `sharp-phash`) of an ad's kept
 * thumbnail, taken of a centre-weighted copy of the picture. Plain pHash moved 5 to 10 bits of 64 for
 * a sticker in a corner or a 5 % crop on the fixtures; fading the border towards the picture's
 * mean grey and framing it in that grey (so the 8 × 8 frequencies pHash keeps describe coarser
 * structure) roughly halved those moves while different creatives stayed apart. A 5 % crop still moved
 * it 5 or 6 bits, so crops of the picture are hashed too (CROP_WINDOWS) and compared with the other
 * picture's whole (creativeDistance); and a sticker still moved it too far often enough that the
 * picture is also hashed with its top or bottom strip masked (STICKER_MASKS).
 * docs/creative-fingerprints.md has the measurements.
 */

/** Same guard as the archive thumbnails: refuses decompression bombs before sharp allocates them. */
const MAX_INPUT_PIXELS = 40_000_000;
/** The fade starts at this fraction of the way from the centre to the border, and is full at the border. */
const FADE_FROM = 0.6;
/** The grey frame added on each side, as a fraction of the picture's width (or height). */
const FRAME = 0.25;

/** One-channel 8-bit pixels, row after row. */
type Grey = { data: Buffer; width: number; height: number };

/** The picture as 8-bit greyscale, upright, transparency flattened on white. */
async function greyscale(image: Buffer): Promise<Grey> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error("the fingerprint's sample is not greyscale");
  return { data, width: info.width, height: info.height };
}

function meanOf(data: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < data.length; i++) sum += data[i] as number;
  return Math.round(sum / data.length);
}

/**
 * The fade drawn by librsvg for a size and a grey, as two bytes a pixel: its grey and its opacity (it is
 * grey throughout). Drawing it was a third of a hash's time, and pictures of one size share it whenever
 * their mean grey is the same (the demo archive's thumbnails met a kept one 60 % of the time): the most
 * recently used are kept, up to FADES_KEPT_BYTES.
 */
const fades = new Map<string, Buffer>();
let fadesBytes = 0;
const FADES_KEPT_BYTES = 40 * 1024 * 1024;

async function fadeOf(width: number, height: number, mean: number): Promise<Buffer> {
  const key = `${width}x${height}:${mean}`;
  const kept = fades.get(key);
  if (kept) {
    fades.delete(key);
    fades.set(key, kept);
    return kept;
  }
  const colour = `rgb(${mean},${mean},${mean})`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="f" cx="0.5" cy="0.5" r="0.5"><stop offset="${FADE_FROM}" stop-color="${colour}" stop-opacity="0"/><stop offset="1" stop-color="${colour}" stop-opacity="1"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#f)"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 4 || info.width !== width || info.height !== height) throw new Error("the fade was drawn at another size");
  const fade = Buffer.alloc(width * height * 2);
  for (let i = 0; i < width * height; i++) {
    if (data[4 * i + 1] !== data[4 * i] || data[4 * i + 2] !== data[4 * i]) throw new Error("the fade is not grey");
    fade[2 * i] = data[4 * i] as number;
    fade[2 * i + 1] = data[4 * i + 3] as number;
  }
  fades.set(key, fade);
  fadesBytes += fade.length;
  for (const [oldest, bytes] of fades) {
    if (fadesBytes <= FADES_KEPT_BYTES) break;
    fades.delete(oldest);
    fadesBytes -= bytes.length;
  }
  return fade;
}

/**
 * What sharp's composite of one fade pixel (grey `c`, opacity `alpha`) over one picture pixel gives,
 * for every picture pixel and opacity, by the fade's grey: `[alpha * 256 + picture]`. The composite and
 * the greyscale after it work pixel by pixel, so a table computed by sharp itself gives the same bytes
 * as compositing the whole picture, for a fraction of the time (a 480 px composite was a third of a
 * hash). Each grey's table is one composite of 65,536 pixels, made the first time that grey is met.
 */
const composites = new Map<number, Promise<Buffer>>();

function compositeTable(c: number): Promise<Buffer> {
  let table = composites.get(c);
  if (!table) {
    const base = Buffer.alloc(256 * 256);
    const over = Buffer.alloc(256 * 256 * 4, c);
    for (let alpha = 0; alpha < 256; alpha++) {
      for (let v = 0; v < 256; v++) {
        base[alpha * 256 + v] = v;
        over[(alpha * 256 + v) * 4 + 3] = alpha;
      }
    }
    table = sharp(base, { raw: { width: 256, height: 256, channels: 1 } })
      .composite([{ input: over, raw: { width: 256, height: 256, channels: 4 } }])
      .greyscale()
      .removeAlpha()
      .raw()
      .toBuffer();
    // A failed table (sharp out of memory, say) is not kept: the next picture asks sharp again.
    table.catch(() => composites.delete(c));
    composites.set(c, table);
  }
  return table;
}

/** `grey` under `fade` (fadeOf's grey and opacity pairs), as sharp's composite (then greyscale) would give it. */
async function composited(grey: Grey, fade: Buffer): Promise<Buffer> {
  const greys = new Set<number>();
  for (let i = 0; i < fade.length; i += 2) greys.add(fade[i] as number);
  const tables: Buffer[] = [];
  await Promise.all([...greys].map(async (c) => (tables[c] = await compositeTable(c))));
  const out = Buffer.alloc(grey.data.length);
  for (let i = 0; i < out.length; i++) {
    out[i] = (tables[fade[2 * i] as number] as Buffer)[(fade[2 * i + 1] as number) * 256 + (grey.data[i] as number)] as number;
  }
  return out;
}

/**
 * Fades the border to the mean grey, then frames the picture in that grey. The frame is written here
 * rather than by sharp's extend: a constant border is a copy of rows, and a pipeline cost more than the
 * rest of the frame's work (the same bytes: tests/unit/creative-fingerprint.test.ts holds this).
 */
async function centreWeighted(grey: Grey): Promise<Grey> {
  const { width, height } = grey;
  const mean = meanOf(grey.data);
  const faded = await composited(grey, await fadeOf(width, height, mean));
  const [dx, dy] = [Math.round(width * FRAME), Math.round(height * FRAME)];
  const framedWidth = width + 2 * dx;
  const framed = Buffer.alloc(framedWidth * (height + 2 * dy), mean);
  for (let y = 0; y < height; y++) faded.copy(framed, (y + dy) * framedWidth + dx, y * width, (y + 1) * width);
  return { data: framed, width: framedWidth, height: height + 2 * dy };
}

/**
 * The parts of the picture hashed besides the whole, as the fractions cut off [left, right, top, bottom]:
 * 5 % off each side, and 2.5 % off all four. Copiers crop about 5 %, from one side or all round; a crop
 * of a picture then hashes like the same crop taken here, where the whole picture moves 5 or more bits.
 */
export const CROP_WINDOWS: readonly (readonly [number, number, number, number])[] = [
  [0.05, 0, 0, 0],
  [0, 0.05, 0, 0],
  [0, 0, 0.05, 0],
  [0, 0, 0, 0.05],
  [0.025, 0.025, 0.025, 0.025],
];

/**
 * Sticker masks, as [x0, x1, y0, y1] fractions of the picture: its top and its bottom strip (30 %).
 * Copiers stick prices, discounts and shipping promises in a corner or as a band along the top or the
 * bottom edge; with the whole and the crops alone, one sticker copy in nine and a third of the crops
 * with a sticker were missed on the held-out set. A hash of the picture with that strip masked does not
 * see the sticker. Masked hashes are compared only with the other picture's hash under the same mask
 * (a masked and an unmasked picture differ by the mask itself).
 */
export const STICKER_MASKS: readonly (readonly [number, number, number, number])[] = [
  [0, 1, 0, 0.3],
  [0, 1, 0.7, 1],
];

/**
 * The windows hashed under each mask: the whole, and 5 % off the top or off the bottom, for a copy
 * cropped there that also has a sticker: the mask covers the same part of both. Compared like the
 * crops, whole to window, never window to window.
 */
export const MASKED_WINDOWS: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 0, 0],
  [0, 0, 0.05, 0],
  [0, 0, 0, 0.05],
];

/** The picture with the masked part filled with the mean grey of the rest, so it reads as no structure. */
function masked(grey: Grey, [x0, x1, y0, y1]: readonly [number, number, number, number]): Grey {
  const { width, height } = grey;
  const [left, right, top, bottom] = [Math.round(width * x0), Math.round(width * x1), Math.round(height * y0), Math.round(height * y1)];
  const inside = (y: number) => y >= top && y < bottom;
  let [sum, kept] = [0, 0];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (inside(y) && x >= left && x < right) continue;
      sum += grey.data[row + x] as number;
      kept++;
    }
  }
  const mean = Math.round(sum / Math.max(1, kept));
  const data = Buffer.from(grey.data);
  for (let y = Math.max(0, top); y < Math.min(height, bottom); y++) {
    if (right > left) data.fill(mean, y * width + Math.max(0, left), y * width + Math.min(width, right));
  }
  return { data, width, height };
}

/** One window of the greyscale picture: the rows and columns it keeps, copied. */
function cropped(grey: Grey, [l, r, t, b]: readonly [number, number, number, number]): Grey {
  const { width, height } = grey;
  const [left, top] = [Math.round(width * l), Math.round(height * t)];
  const w = Math.max(1, width - left - Math.round(width * r));
  const h = Math.max(1, height - top - Math.round(height * b));
  if (left + w > width || top + h > height) throw new Error("the window lies outside the picture");
  const data = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++) grey.data.copy(data, y * w, (top + y) * width + left, (top + y) * width + left + w);
  return { data, width: w, height: h };
}

async function hashOf(grey: Grey): Promise<bigint> {
  // sharp-phash samples one byte per pixel, so it is given one-channel raw pixels: a picture with
  // alpha would otherwise interleave its alpha channel into the sample.
  const weighted = await centreWeighted(grey);
  const bits = await phash(weighted.data, { raw: { width: weighted.width, height: weighted.height, channels: 1 } });
  if (!/^[01]{64}$/.test(bits)) throw new Error("sharp-phash returned an unexpected hash");
  return BigInt.asIntN(64, BigInt(`0b${bits}`));
}

/**
 * A picture's fingerprints: its whole, each of CROP_WINDOWS in that order, and under each of
 * STICKER_MASKS (outer index) each of MASKED_WINDOWS (inner index; 0 is the whole).
 */
export type Fingerprints = { whole: bigint; crops: bigint[]; masked: bigint[][] };

/**
 * The fingerprint of a WebP, JPEG or PNG picture as a signed 64-bit integer (PostgreSQL's `bigint`);
 * throws on anything sharp cannot decode.
 */
export async function fingerprintImage(image: Buffer): Promise<bigint> {
  return hashOf(await greyscale(image));
}

const isWhole = ([l, r, t, b]: readonly number[]) => l === 0 && r === 0 && t === 0 && b === 0;

/** The whole picture's fingerprint, its crops' (CROP_WINDOWS) and its masked ones, decoding the picture once. */
export async function fingerprintWithCrops(image: Buffer): Promise<Fingerprints> {
  const grey = await greyscale(image);
  const crops: bigint[] = [];
  for (const window of CROP_WINDOWS) crops.push(await hashOf(cropped(grey, window)));
  const maskedHashes: bigint[][] = [];
  for (const mask of STICKER_MASKS) {
    const row: bigint[] = [];
    for (const window of MASKED_WINDOWS) row.push(await hashOf(masked(isWhole(window) ? grey : cropped(grey, window), mask)));
    maskedHashes.push(row);
  }
  return { whole: await hashOf(grey), crops, masked: maskedHashes };
}

const bitsOf = (hash: bigint) => BigInt.asUintN(64, hash).toString(2).padStart(64, "0");

/** How many of the 64 bits differ between two fingerprints. */
export function hammingDistance(a: bigint, b: bigint): number {
  return distance(bitsOf(a), bitsOf(b));
}

/**
 * How far apart two pictures are as creatives (docs/creative-fingerprints.md §4): the nearest of the
 * whole pictures, and of either whole picture to one of the other's crops. Crops are not compared with
 * crops: on the tuning sets that added false pairs (two shots of one template) for a copy or two more found.
 */
export function creativeDistance(a: Fingerprints, b: Fingerprints): number {
  let best = wholeToWindows(a.whole, b.whole, a.crops, b.crops);
  a.masked.forEach((ours, m) => {
    const theirs = b.masked[m];
    if (!theirs?.length || !ours.length) return;
    const [ourWhole, ...ourCrops] = ours as [bigint, ...bigint[]];
    const [theirWhole, ...theirCrops] = theirs as [bigint, ...bigint[]];
    best = Math.min(best, wholeToWindows(ourWhole, theirWhole, ourCrops, theirCrops));
  });
  return best;
}

/** The nearest of whole to whole, and of either whole to one of the other's windows. */
function wholeToWindows(aWhole: bigint, bWhole: bigint, aCrops: readonly bigint[], bCrops: readonly bigint[]): number {
  let best = hammingDistance(aWhole, bWhole);
  for (const c of bCrops) best = Math.min(best, hammingDistance(aWhole, c));
  for (const c of aCrops) best = Math.min(best, hammingDistance(c, bWhole));
  return best;
}

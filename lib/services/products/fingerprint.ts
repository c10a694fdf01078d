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

type Raw = { data: Buffer; info: sharp.OutputInfo };
const rawInput = ({ info }: Raw) => ({ raw: { width: info.width, height: info.height, channels: info.channels } });

/** The picture as 8-bit greyscale, upright, transparency flattened on white. */
function greyscale(image: Buffer): Promise<Raw> {
  return sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Fades the border to the mean grey, then frames the picture in that grey. */
async function centreWeighted(grey: Raw): Promise<Raw> {
  const { width, height } = grey.info;
  const mean = Math.round(grey.data.reduce((sum, v) => sum + v, 0) / grey.data.length);
  const colour = `rgb(${mean},${mean},${mean})`;
  const fade = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="f" cx="0.5" cy="0.5" r="0.5"><stop offset="${FADE_FROM}" stop-color="${colour}" stop-opacity="0"/><stop offset="1" stop-color="${colour}" stop-opacity="1"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#f)"/></svg>`;
  // Two pipelines: sharp extends before it composites, and the frame must not be faded.
  const faded = await sharp(grey.data, rawInput(grey))
    .composite([{ input: Buffer.from(fade) }])
    .greyscale()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [dx, dy] = [Math.round(width * FRAME), Math.round(height * FRAME)];
  return sharp(faded.data, rawInput(faded))
    .extend({ left: dx, right: dx, top: dy, bottom: dy, background: { r: mean, g: mean, b: mean } })
    .greyscale()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
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
function masked(grey: Raw, [x0, x1, y0, y1]: readonly [number, number, number, number]): Raw {
  const { width, height } = grey.info;
  const [left, right, top, bottom] = [Math.round(width * x0), Math.round(width * x1), Math.round(height * y0), Math.round(height * y1)];
  const inside = (i: number) => {
    const [x, y] = [i % width, Math.floor(i / width)];
    return x >= left && x < right && y >= top && y < bottom;
  };
  let [sum, kept] = [0, 0];
  for (let i = 0; i < grey.data.length; i++) {
    if (inside(i)) continue;
    sum += grey.data[i] ?? 0;
    kept++;
  }
  const mean = Math.round(sum / Math.max(1, kept));
  const data = Buffer.from(grey.data);
  for (let i = 0; i < data.length; i++) if (inside(i)) data[i] = mean;
  return { data, info: grey.info };
}

/** One window of the greyscale picture. */
function cropped(grey: Raw, [l, r, t, b]: readonly [number, number, number, number]): Promise<Raw> {
  const { width, height } = grey.info;
  const [left, top] = [Math.round(width * l), Math.round(height * t)];
  const extract = {
    left,
    top,
    width: Math.max(1, width - left - Math.round(width * r)),
    height: Math.max(1, height - top - Math.round(height * b)),
  };
  return sharp(grey.data, rawInput(grey)).extract(extract).greyscale().raw().toBuffer({ resolveWithObject: true });
}

async function hashOf(grey: Raw): Promise<bigint> {
  // sharp-phash samples one byte per pixel, so it is given one-channel raw pixels: a picture with
  // alpha would otherwise interleave its alpha channel into the sample.
  const weighted = await centreWeighted(grey);
  if (weighted.info.channels !== 1) throw new Error("the fingerprint's sample is not greyscale");
  const bits = await phash(weighted.data, rawInput(weighted));
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
  for (const window of CROP_WINDOWS) crops.push(await hashOf(await cropped(grey, window)));
  const maskedHashes: bigint[][] = [];
  for (const mask of STICKER_MASKS) {
    const row: bigint[] = [];
    for (const window of MASKED_WINDOWS) row.push(await hashOf(masked(isWhole(window) ? grey : await cropped(grey, window), mask)));
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

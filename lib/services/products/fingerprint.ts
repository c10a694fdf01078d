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
 * picture's whole (creativeDistance). docs/creative-fingerprints.md has the measurements.
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

/** A picture's fingerprints: its whole, and each of CROP_WINDOWS, in that order. */
export type Fingerprints = { whole: bigint; crops: bigint[] };

/**
 * The fingerprint of a WebP, JPEG or PNG picture as a signed 64-bit integer (PostgreSQL's `bigint`);
 * throws on anything sharp cannot decode.
 */
export async function fingerprintImage(image: Buffer): Promise<bigint> {
  return hashOf(await greyscale(image));
}

/** The whole picture's fingerprint and its crops' (CROP_WINDOWS), decoding the picture once. */
export async function fingerprintWithCrops(image: Buffer): Promise<Fingerprints> {
  const grey = await greyscale(image);
  const crops: bigint[] = [];
  for (const window of CROP_WINDOWS) crops.push(await hashOf(await cropped(grey, window)));
  return { whole: await hashOf(grey), crops };
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
  let best = hammingDistance(a.whole, b.whole);
  for (const c of b.crops) best = Math.min(best, hammingDistance(a.whole, c));
  for (const c of a.crops) best = Math.min(best, hammingDistance(c, b.whole));
  return best;
}

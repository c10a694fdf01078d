import "server-only";
import sharp from "sharp";
import phash from "sharp-phash";
import distance from "sharp-phash/distance";

/**
 * Creative fingerprints: a 64-bit perceptual hash (the DCT pHash of `sharp-phash`) of an ad's kept
 * thumbnail, taken of a centre-weighted copy of the picture. Plain pHash moved 5 to 10 bits of 64 for
 * a sticker in a corner or a 5 % crop on the fixtures; fading the border towards the picture's
 * mean grey and framing it in that grey (so the 8 × 8 frequencies pHash keeps describe coarser
 * structure) roughly halved those moves while different creatives stayed apart.
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
 * The fingerprint of a WebP, JPEG or PNG picture as a signed 64-bit integer (PostgreSQL's `bigint`);
 * throws on anything sharp cannot decode.
 */
export async function fingerprintImage(image: Buffer): Promise<bigint> {
  // sharp-phash samples one byte per pixel, so it is given one-channel raw pixels: a picture with
  // alpha would otherwise interleave its alpha channel into the sample.
  const weighted = await centreWeighted(await greyscale(image));
  if (weighted.info.channels !== 1) throw new Error("the fingerprint's sample is not greyscale");
  const bits = await phash(weighted.data, rawInput(weighted));
  if (!/^[01]{64}$/.test(bits)) throw new Error("sharp-phash returned an unexpected hash");
  return BigInt.asIntN(64, BigInt(`0b${bits}`));
}

const bitsOf = (hash: bigint) => BigInt.asUintN(64, hash).toString(2).padStart(64, "0");

/** How many of the 64 bits differ between two fingerprints. */
export function hammingDistance(a: bigint, b: bigint): number {
  return distance(bitsOf(a), bitsOf(b));
}

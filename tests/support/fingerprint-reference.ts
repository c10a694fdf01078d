// The fingerprint's picture steps as plain sharp pipelines, the way lib/services/products/fingerprint.ts
// first wrote them (an SVG fade composited, a window extracted, a frame added by `extend`): the reference
// the faster steps must match bit for bit, since every stored fingerprint and the sealed set's figures
// were made this way.
import sharp from "sharp";
import phash from "sharp-phash";

type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
const rawInput = ({ info }: Raw) => ({ raw: { width: info.width, height: info.height, channels: info.channels } });

async function greyscale(image: Buffer): Promise<Raw> {
  const { data, info } = await sharp(image)
    .rotate()
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info };
}

async function centreWeighted(grey: Raw): Promise<Raw> {
  const { width, height } = grey.info;
  const mean = Math.round(grey.data.reduce((sum, v) => sum + v, 0) / grey.data.length);
  const colour = `rgb(${mean},${mean},${mean})`;
  const fade = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="f" cx="0.5" cy="0.5" r="0.5"><stop offset="0.6" stop-color="${colour}" stop-opacity="0"/><stop offset="1" stop-color="${colour}" stop-opacity="1"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#f)"/></svg>`;
  const faded = await sharp(grey.data, rawInput(grey))
    .composite([{ input: Buffer.from(fade) }])
    .greyscale()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [dx, dy] = [Math.round(width * 0.25), Math.round(height * 0.25)];
  return sharp(faded.data, rawInput(faded as Raw))
    .extend({ left: dx, right: dx, top: dy, bottom: dy, background: { r: mean, g: mean, b: mean } })
    .greyscale()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true }) as Promise<Raw>;
}

function cropped(grey: Raw, [l, r, t, b]: readonly number[]): Promise<Raw> {
  const { width, height } = grey.info;
  const [left, top] = [Math.round(width * (l ?? 0)), Math.round(height * (t ?? 0))];
  const extract = { left, top, width: width - left - Math.round(width * (r ?? 0)), height: height - top - Math.round(height * (b ?? 0)) };
  return sharp(grey.data, rawInput(grey)).extract(extract).greyscale().raw().toBuffer({ resolveWithObject: true }) as Promise<Raw>;
}

function masked(grey: Raw, [x0, x1, y0, y1]: readonly number[]): Raw {
  const { width, height } = grey.info;
  const [left, right, top, bottom] = [width * (x0 ?? 0), width * (x1 ?? 0), height * (y0 ?? 0), height * (y1 ?? 0)].map(
    Math.round,
  ) as number[];
  const inside = (i: number) => {
    const [x, y] = [i % width, Math.floor(i / width)];
    return x >= left! && x < right! && y >= top! && y < bottom!;
  };
  let [sum, kept] = [0, 0];
  grey.data.forEach((v, i) => {
    if (!inside(i)) [sum, kept] = [sum + v, kept + 1];
  });
  const data = Buffer.from(grey.data);
  data.forEach((_, i) => {
    if (inside(i)) data[i] = Math.round(sum / Math.max(1, kept));
  });
  return { data, info: grey.info };
}

async function hashOf(grey: Raw): Promise<bigint> {
  const weighted = await centreWeighted(grey);
  return BigInt.asIntN(64, BigInt(`0b${await phash(weighted.data, rawInput(weighted))}`));
}

/** The reference hash of a picture: whole, or one window of it, optionally under a sticker mask. */
export async function referenceHash(image: Buffer, window: readonly number[] = [0, 0, 0, 0], mask?: readonly number[]): Promise<bigint> {
  const grey = await greyscale(image);
  const part = window.some((f) => f !== 0) ? await cropped(grey, window) : grey;
  return hashOf(mask ? masked(part, mask) : part);
}

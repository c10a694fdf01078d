/**
 * One fixture creative: a product shot laid out as an ad (backdrop, product with its shadow, an optional
 * headline and logo), rendered from SVG with sharp, then given photo-like blotches and grain from a
 * seeded generator, so every run draws the same pixels. The original is a JPEG at quality 90, like a
 * picture an advertiser uploads.
 */
import sharp from "sharp";
import { createRng } from "@/lib/providers/demo/prng";
import { drawProduct, type ProductLook } from "./products";

export type Backdrop = {
  kind: "gradient" | "split" | "spot" | "stripes" | "bokeh" | "tiles" | "rings" | "arch";
  hueA: number;
  hueB: number;
  light: number;
  /** Direction of the gradient, degrees. */
  angle: number;
};

export type Layout = {
  /** Product centre as fractions of the frame. */
  x: number;
  y: number;
  /** Product size relative to the frame's short side. */
  scale: number;
  /** Degrees. */
  tilt: number;
  headline: { text: string; at: "top" | "bottom"; band: boolean } | null;
  logo: "top-left" | "top-right" | "bottom-left" | "bottom-right" | null;
};

export type Scene = {
  width: number;
  height: number;
  product: ProductLook;
  backdrop: Backdrop;
  layout: Layout;
  /** Seed of the photo noise. */
  grain: number;
};

const FONT = "DejaVu Sans, sans-serif";
const c = (hue: number, sat: number, light: number) => `hsl(${Math.round(hue) % 360}, ${sat}%, ${light}%)`;

function backdropSvg(b: Backdrop, w: number, h: number): string {
  const rad = (b.angle * Math.PI) / 180;
  const [x2, y2] = [0.5 + Math.cos(rad) / 2, 0.5 + Math.sin(rad) / 2];
  const lin = `<linearGradient id="bg" x1="${1 - x2}" y1="${1 - y2}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${c(b.hueA, 40, b.light + 15)}"/><stop offset="1" stop-color="${c(b.hueB, 45, b.light - 15)}"/></linearGradient>`;
  switch (b.kind) {
    case "gradient":
      return `<defs>${lin}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    case "split":
      return `<defs>${lin}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/><rect y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="${c(b.hueB, 30, Math.max(10, b.light - 25))}"/>`;
    case "spot":
      return `<defs><radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${c(b.hueA, 35, b.light + 30)}"/><stop offset="1" stop-color="${c(b.hueB, 40, b.light - 25)}"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    case "stripes":
      return `<defs>${lin}<pattern id="st" width="${w / 9}" height="${w / 9}" patternUnits="userSpaceOnUse" patternTransform="rotate(${b.angle})"><rect width="${w / 18}" height="${w / 9}" fill="#fff" opacity="0.13"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#st)"/>`;
    case "tiles": {
      // A tiled wall: square tiles with lighter grout lines.
      const t = w / 7;
      return `<defs>${lin}<pattern id="tl" width="${t}" height="${t}" patternUnits="userSpaceOnUse"><rect width="${t}" height="${t}" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="${t / 14}"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#tl)"/>`;
    }
    case "rings": {
      const rings = Array.from({ length: 6 }, (_, i) => {
        const r = ((6 - i) / 6) * Math.max(w, h) * 0.75;
        return `<circle cx="${w / 2}" cy="${h * 0.55}" r="${r}" fill="${c(i % 2 ? b.hueA : b.hueB, 35, b.light + (i % 2 ? 10 : -8))}"/>`;
      });
      return rings.join("");
    }
    case "arch":
      // A display niche: a rounded arch of one colour in a wall of another, on a plinth.
      return `<defs>${lin}</defs><rect width="${w}" height="${h}" fill="${c(b.hueB, 25, b.light - 10)}"/><path d="M${w * 0.18},${h} L${w * 0.18},${h * 0.42} A${w * 0.32},${w * 0.32} 0 0 1 ${w * 0.82},${h * 0.42} L${w * 0.82},${h} Z" fill="url(#bg)"/><rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="${c(b.hueA, 20, Math.max(10, b.light - 20))}"/>`;
    case "bokeh": {
      const rng = createRng(b.hueA * 7 + b.hueB);
      const dots = Array.from({ length: 9 }, () => {
        const r = (0.05 + rng.next() * 0.12) * w;
        return `<circle cx="${rng.next() * w}" cy="${rng.next() * h}" r="${r}" fill="${c(b.hueA + rng.int(0, 60), 50, 80)}" opacity="${0.15 + rng.next() * 0.25}"/>`;
      });
      return `<defs>${lin}<filter id="bk"><feGaussianBlur stdDeviation="${w / 60}"/></filter></defs><rect width="${w}" height="${h}" fill="url(#bg)"/><g filter="url(#bk)">${dots.join("")}</g>`;
    }
  }
}

function logoSvg(at: NonNullable<Layout["logo"]>, brand: string, hue: number, w: number, h: number): string {
  const r = Math.min(w, h) * 0.06;
  const cx = at.endsWith("left") ? r * 1.6 : w - r * 1.6;
  const cy = at.startsWith("top") ? r * 1.6 : h - r * 1.6;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c(hue, 60, 35)}"/><text x="${cx}" y="${cy + r * 0.3}" font-family="${FONT}" font-weight="bold" font-size="${r * 0.9}" text-anchor="middle" fill="#fff">${brand.slice(0, 2)}</text>`;
}

function headlineSvg(hl: NonNullable<Layout["headline"]>, hue: number, w: number, h: number): string {
  const size = Math.min(w, h) * 0.075;
  const y = hl.at === "top" ? h * 0.1 : h * 0.93;
  const band = hl.band
    ? `<rect x="0" y="${y - size * 1.15}" width="${w}" height="${size * 1.6}" fill="${c(hue, 55, 25)}" opacity="0.85"/>`
    : "";
  return `${band}<text x="${w / 2}" y="${y}" font-family="${FONT}" font-weight="bold" font-size="${size}" text-anchor="middle" fill="#fff" stroke="#000" stroke-opacity="0.25" stroke-width="2">${hl.text}</text>`;
}

export function sceneSvg(s: Scene): string {
  const { width: w, height: h, layout: l } = s;
  const drawn = drawProduct(s.product);
  const unit = (Math.min(w, h) / 500) * l.scale;
  const [px, py] = [l.x * w, l.y * h];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${backdropSvg(s.backdrop, w, h)}
<defs>${drawn.defs}<filter id="sh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${unit * 14}"/></filter></defs>
<ellipse cx="${px + unit * 20}" cy="${py + unit * 200}" rx="${unit * 190}" ry="${unit * 34}" fill="#000" opacity="0.45" filter="url(#sh)"/>
<g transform="translate(${px} ${py}) rotate(${l.tilt}) scale(${unit})">${drawn.body}</g>
${l.headline ? headlineSvg(l.headline, s.product.hue, w, h) : ""}
${l.logo ? logoSvg(l.logo, s.product.brand, s.backdrop.hueA + 180, w, h) : ""}</svg>`;
}

/** Soft blotches (a coarse random grid, smoothly enlarged) plus per-pixel grain, both seeded. */
async function photoNoise(seed: number, w: number, h: number): Promise<Int16Array> {
  const rng = createRng(seed);
  const gw = 12;
  const gh = Math.max(4, Math.round((12 * h) / w));
  const grid = Buffer.from(Array.from({ length: gw * gh }, () => Math.round(rng.next() * 255)));
  const blotches = await sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
    .resize(w, h, { kernel: "cubic", fit: "fill" })
    .raw()
    .toBuffer();
  const noise = new Int16Array(w * h);
  for (let i = 0; i < noise.length; i++) {
    const grain = (rng.next() + rng.next() + rng.next() - 1.5) * 22;
    noise[i] = Math.round(((blotches[i] ?? 128) - 128) * 0.22 + grain);
  }
  return noise;
}

/** The creative as its advertiser would upload it: a JPEG at quality 90. */
export async function renderScene(s: Scene): Promise<Buffer> {
  const { width: w, height: h } = s;
  const [{ data }, noise] = await Promise.all([
    sharp(Buffer.from(sceneSvg(s)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
    photoNoise(s.grain, w, h),
  ]);
  for (let i = 0; i < w * h; i++) {
    const n = noise[i] ?? 0;
    for (let ch = 0; ch < 3; ch++) {
      const at = i * 3 + ch;
      data[at] = Math.max(0, Math.min(255, (data[at] ?? 0) + n));
    }
  }
  return sharp(data, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

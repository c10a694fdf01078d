/**
 * Writes the demo catalogue's pictures under public/demo/: for every product, CREATIVE_VARIANTS SVG
 * creatives and one meme, each printing the product's name and its niche's emoji, so an ad's picture
 * always names the product its text sells. Run by hand when the catalogue changes
 * (`npx tsx scripts/generate-demo-assets.ts`); the outputs are committed.
 *
 * The page pictures (avatars/*.png) and the product clips (videos/*.mp4) are not made here: they
 * were rendered once with rsvg-convert and ffmpeg (see this script's history) and only change by hand.
 * File names are a contract with lib/providers/demo/assets.ts; a unit test checks every path exists
 * and that every picture is titled with its product's name.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CREATIVE_VARIANTS, creativePath, memePath } from "../lib/providers/demo/assets";
import { NICHES, type Niche, type Product } from "../lib/providers/demo/catalogue";
import { memeCaptionOf } from "../lib/providers/demo/copy";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
const TEXT_FONT = "DejaVu Sans, Arial, Helvetica, sans-serif";
const EMOJI_FONT = "Noto Color Emoji, Apple Color Emoji, Segoe UI Emoji, sans-serif";
const BADGES = ["NUEVO", "MÁS VENDIDO", "ENVÍO GRATIS"];

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Splits a name into at most two lines of similar length, at a space. */
function lines(text: string): string[] {
  if (text.length <= 16) return [text];
  const words = text.split(" ");
  let best = [text];
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i++) {
    const split = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const width = Math.max(...split.map((l) => l.length));
    if (width < bestWidth) [best, bestWidth] = [split, width];
  }
  return best;
}

/** Bold DejaVu is about 0.6 em a character: the largest size that keeps the longest line in `width`. */
function fontSize(textLines: string[], width: number, max: number): number {
  return Math.min(max, Math.floor(width / (0.6 * Math.max(...textLines.map((l) => l.length)))));
}

function textBlock(textLines: string[], y: number, size: number, fill: string): string {
  return textLines
    .map((l, i) => `<text x="240" y="${y + i * Math.round(size * 1.15)}" font-family="${TEXT_FONT}" font-weight="bold" font-size="${size}" fill="${fill}" text-anchor="middle">${escapeXml(l)}</text>`)
    .join("\n");
}

function creativeSvg(niche: Niche, product: Product, variant: number): string {
  const [from, to] = niche.group.colors;
  const angle = [["0", "0", "1", "1"], ["1", "0", "0", "1"], ["0", "1", "1", "0"]][variant % 3] as string[];
  const deco = [
    `<circle cx="370" cy="110" r="90" fill="#fff" fill-opacity="0.16"/>`,
    `<circle cx="90" cy="390" r="110" fill="#fff" fill-opacity="0.14"/>`,
    `<rect x="-40" y="330" width="560" height="80" transform="rotate(-12 240 370)" fill="#fff" fill-opacity="0.12"/>`,
  ][variant % 3];
  const name = lines(product.label);
  const size = fontSize(name, 440, 42);
  const badge = BADGES[variant % BADGES.length] as string;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480" role="img">
<title>${escapeXml(product.label)}</title>
<defs><linearGradient id="g" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="480" height="480" fill="url(#g)"/>${deco}
<rect x="130" y="34" width="220" height="44" rx="22" fill="#fff" fill-opacity="0.92"/>
<text x="240" y="64" font-family="${TEXT_FONT}" font-weight="bold" font-size="20" fill="${to}" text-anchor="middle">${badge}</text>
<circle cx="240" cy="210" r="105" fill="#fff" fill-opacity="0.22"/>
<text x="240" y="262" font-family="${EMOJI_FONT}" font-size="140" text-anchor="middle">${niche.emoji}</text>
${textBlock(name, name.length > 1 ? 370 : 395, size, "#fff")}
</svg>
`;
}

function memeSvg(niche: Niche, product: Product): string {
  const [top, bottom] = memeCaptionOf(niche, product);
  const [, to] = niche.group.colors;
  const captionSize = (text: string) => Math.min(28, Math.floor(440 / (0.6 * text.length)));
  const name = lines(product.label);
  const size = fontSize(name, 320, 32);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480" role="img">
<title>${escapeXml(product.label)}</title>
<rect width="480" height="480" fill="#ffffff"/>
<text x="240" y="62" font-family="${TEXT_FONT}" font-weight="bold" font-size="${captionSize(top)}" fill="#111" text-anchor="middle">${escapeXml(top)}</text>
<rect x="60" y="96" width="360" height="290" rx="16" fill="${to}"/>
<text x="240" y="245" font-family="${EMOJI_FONT}" font-size="120" text-anchor="middle">${niche.emoji}</text>
${textBlock(name, name.length > 1 ? 310 : 330, size, "#fff")}
<text x="240" y="438" font-family="${TEXT_FONT}" font-weight="bold" font-size="${captionSize(bottom)}" fill="#111" text-anchor="middle">${escapeXml(bottom)}</text>
</svg>
`;
}

for (const dir of ["creatives", "memes"]) {
  rmSync(join(publicDir, "demo", dir), { recursive: true, force: true });
  mkdirSync(join(publicDir, "demo", dir), { recursive: true });
}
for (const niche of NICHES) {
  for (const product of niche.products) {
    for (let v = 0; v < CREATIVE_VARIANTS; v++) writeFileSync(join(publicDir, creativePath(product.slug, v)), creativeSvg(niche, product, v));
    writeFileSync(join(publicDir, memePath(product.slug)), memeSvg(niche, product));
  }
}

let total = 0;
let files = 0;
for (const dir of readdirSync(join(publicDir, "demo"))) {
  for (const f of readdirSync(join(publicDir, "demo", dir))) {
    total += statSync(join(publicDir, "demo", dir, f)).size;
    files += 1;
  }
}
console.log(`public/demo: ${files} files, ${(total / 1024).toFixed(0)} KiB`);

/**
 * Writes the demo catalogue's pictures under public/demo/: for every product, CREATIVE_VARIANTS SVG
 * creatives and one meme, each printing the product's name under its group's icon, so an ad's picture
 * always names the product its text sells. Icons are drawn, not emoji: an SVG shown as an image only
 * has the viewer's fonts, and many Linux machines have no emoji font. Run by hand when the catalogue changes
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

/** One pictogram per group, drawn white around (240, 210) in a 480 × 480 frame. */
const ICONS: Readonly<Record<string, string>> = {
  belleza: `<rect x="195" y="128" width="90" height="30" rx="9" opacity="0.8"/><rect x="180" y="155" width="120" height="115" rx="24"/>`,
  moda: `<path d="M205 125 L168 147 L150 188 L185 201 L187 285 L293 285 L295 201 L330 188 L312 147 L275 125 Q240 152 205 125 Z"/>`,
  accesorios: `<rect x="212" y="112" width="56" height="196" rx="16" opacity="0.6"/><circle cx="240" cy="210" r="56"/><path d="M240 178 L240 212 L262 224" fill="none" stroke-width="8" stroke-linecap="round" stroke="#94a3b8"/>`,
  fitness: `<rect x="160" y="165" width="28" height="90" rx="8"/><rect x="292" y="165" width="28" height="90" rx="8"/><rect x="142" y="183" width="20" height="54" rx="6"/><rect x="318" y="183" width="20" height="54" rx="6"/><rect x="186" y="201" width="108" height="18" rx="6"/>`,
  salud: `<path d="M240 290 L168 218 A40 40 0 0 1 240 164 A40 40 0 0 1 312 218 Z"/>`,
  hogar: `<polygon points="240,120 330,197 150,197"/><rect x="172" y="192" width="136" height="92" rx="6"/><rect x="223" y="228" width="34" height="56" rx="4" opacity="0.5"/>`,
  cocina: `<rect x="178" y="168" width="110" height="110" rx="16"/><circle cx="298" cy="222" r="27" fill="none" stroke="#fff" stroke-width="12"/><path d="M206 152 q9 -18 0 -36 M238 152 q9 -18 0 -36 M270 152 q9 -18 0 -36" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  mascotas: `<ellipse cx="240" cy="238" rx="52" ry="44"/><circle cx="186" cy="184" r="20"/><circle cx="218" cy="152" r="20"/><circle cx="262" cy="152" r="20"/><circle cx="294" cy="184" r="20"/>`,
  bebes: `<rect x="210" y="118" width="60" height="26" rx="12" opacity="0.8"/><rect x="197" y="142" width="86" height="22" rx="6"/><rect x="188" y="162" width="104" height="124" rx="28"/>`,
  tecnologia: `<rect x="190" y="120" width="100" height="176" rx="18"/><rect x="201" y="138" width="78" height="128" rx="6" opacity="0.45"/>`,
  motor: `<path d="M150 235 L165 190 Q172 172 192 172 L288 172 Q308 172 315 190 L330 235 Z"/><rect x="140" y="228" width="200" height="42" rx="12"/><circle cx="185" cy="272" r="20" opacity="0.7"/><circle cx="295" cy="272" r="20" opacity="0.7"/>`,
  "aire-libre": `<polygon points="240,122 335,285 145,285"/><polygon points="240,200 272,285 208,285" opacity="0.45"/>`,
  educacion: `<polygon points="240,140 340,185 240,230 140,185"/><rect x="190" y="205" width="100" height="55" rx="10"/><rect x="322" y="185" width="8" height="64" rx="4"/>`,
  vivienda: `<polygon points="240,120 330,197 150,197"/><rect x="172" y="192" width="136" height="92" rx="6"/><rect x="188" y="210" width="30" height="30" rx="3" opacity="0.5"/><rect x="262" y="210" width="30" height="30" rx="3" opacity="0.5"/>`,
  empleo: `<rect x="208" y="135" width="64" height="36" rx="10" fill="none" stroke="#fff" stroke-width="12"/><rect x="158" y="166" width="164" height="114" rx="16"/>`,
  finanzas: `<circle cx="240" cy="208" r="78"/><text x="240" y="242" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="92" text-anchor="middle" fill="#047857">$</text>`,
  causas: `<path d="M168 282 C168 172 240 136 322 136 C322 226 276 282 168 282 Z"/><path d="M178 272 L296 164" stroke="#0e7490" stroke-width="8" fill="none"/>`,
};

/** Without the emoji: a viewer without an emoji font would show empty boxes. */
const withoutEmoji = (text: string) => text.replace(/[\p{Extended_Pictographic}\u{FE0F}]/gu, "").trim();

function iconOf(niche: Niche): string {
  const icon = ICONS[niche.group.key];
  if (!icon) throw new Error(`no icon for group ${niche.group.key}`);
  return icon;
}
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
    .map(
      (l, i) =>
        `<text x="240" y="${y + i * Math.round(size * 1.15)}" font-family="${TEXT_FONT}" font-weight="bold" font-size="${size}" fill="${fill}" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join("\n");
}

function creativeSvg(niche: Niche, product: Product, variant: number): string {
  const [from, to] = niche.group.colors;
  const angle = [
    ["0", "0", "1", "1"],
    ["1", "0", "0", "1"],
    ["0", "1", "1", "0"],
  ][variant % 3] as string[];
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
<circle cx="240" cy="210" r="112" fill="#fff" fill-opacity="0.22"/>
<g fill="#fff" fill-opacity="0.95">${iconOf(niche)}</g>
${textBlock(name, name.length > 1 ? 370 : 395, size, "#fff")}
</svg>
`;
}

function memeSvg(niche: Niche, product: Product): string {
  const [top, bottom] = memeCaptionOf(niche, product).map(withoutEmoji) as [string, string];
  const [, to] = niche.group.colors;
  const captionSize = (text: string) => Math.min(28, Math.floor(440 / (0.6 * text.length)));
  const name = lines(product.label);
  const size = fontSize(name, 320, 32);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480" role="img">
<title>${escapeXml(product.label)}</title>
<rect width="480" height="480" fill="#ffffff"/>
<text x="240" y="62" font-family="${TEXT_FONT}" font-weight="bold" font-size="${captionSize(top)}" fill="#111" text-anchor="middle">${escapeXml(top)}</text>
<rect x="60" y="96" width="360" height="290" rx="16" fill="${to}"/>
<g fill="#fff" transform="translate(120 100) scale(0.5)">${iconOf(niche)}</g>
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
    for (let v = 0; v < CREATIVE_VARIANTS; v++)
      writeFileSync(join(publicDir, creativePath(product.slug, v)), creativeSvg(niche, product, v));
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

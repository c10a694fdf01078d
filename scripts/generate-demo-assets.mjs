#!/usr/bin/env node
/**
 * Writes the demo data set's creatives, memes, page pictures and short videos under public/demo/.
 * Run once by hand when the set changes; the outputs are committed, so neither the app nor the tests
 * need these tools. Needs `rsvg-convert` (apt-get install librsvg2-bin) and `ffmpeg`.
 *
 * The file names are a contract with lib/providers/demo/assets.ts (a unit test checks every path the
 * data set uses exists on disk).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync, rmSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "demo");
const SIZE = 480;

/** slug → gradient, pictogram and the four product headlines (one creative per product). */
const NICHES = {
  belleza: {
    colors: ["#f9a8d4", "#be185d"],
    icon: "jar",
    lines: [
      ["Crema facial", "-40% SOLO HOY"],
      ["Sérum vitamina C", "Piel radiante"],
      ["Kit de maquillaje", "Envío gratis"],
      ["Mascarilla capilar", "Nuevo"],
    ],
  },
  fitness: {
    colors: ["#86efac", "#15803d"],
    icon: "dumbbell",
    lines: [
      ["Bandas de resistencia", "Entrena en casa"],
      ["Mancuernas ajustables", "2x1"],
      ["Reto 30 días", "Empieza hoy"],
      ["Faja deportiva", "-30%"],
    ],
  },
  hogar: {
    colors: ["#fde68a", "#b45309"],
    icon: "house",
    lines: [
      ["Organizador de clóset", "Orden total"],
      ["Lámpara LED", "Con sensor"],
      ["Sábanas premium", "Envío gratis"],
      ["Trapeador 360°", "Limpia fácil"],
    ],
  },
  mascotas: {
    colors: ["#fdba74", "#c2410c"],
    icon: "paw",
    lines: [
      ["Cama para perros", "Ortopédica"],
      ["Arenero inteligente", "Autolimpiable"],
      ["Alimento natural", "Sin químicos"],
      ["Cepillo quitapelos", "-25%"],
    ],
  },
  tecnologia: {
    colors: ["#93c5fd", "#1d4ed8"],
    icon: "phone",
    lines: [
      ["Audífonos inalámbricos", "Sin ruido"],
      ["Cargador rápido", "65 W"],
      ["Cámara wifi", "Vigila tu casa"],
      ["Teclado mecánico", "RGB"],
    ],
  },
  moda: {
    colors: ["#c4b5fd", "#6d28d9"],
    icon: "shirt",
    lines: [
      ["Tenis urbanos", "Ultraligeros"],
      ["Jeans tiro alto", "Nueva colección"],
      ["Chaqueta impermeable", "-50%"],
      ["Bolso vegano", "Hecho a mano"],
    ],
  },
  cocina: {
    colors: ["#fca5a5", "#b91c1c"],
    icon: "cup",
    lines: [
      ["Cafetera espresso", "20 bares"],
      ["Freidora de aire", "5 litros"],
      ["Café de origen", "Tostado hoy"],
      ["Set de cuchillos", "Acero alemán"],
    ],
  },
  salud: {
    colors: ["#99f6e4", "#0f766e"],
    icon: "heart",
    lines: [
      ["Magnesio", "Duerme mejor"],
      ["Colágeno", "Con biotina"],
      ["Corrector de postura", "Adiós dolor"],
      ["Té detox", "100% natural"],
    ],
  },
  bebes: {
    colors: ["#bae6fd", "#0369a1"],
    icon: "bottle",
    lines: [
      ["Portabebés", "Ergonómico"],
      ["Pañales ecológicos", "De bambú"],
      ["Monitor de bebé", "Con video"],
      ["Crema antipañalitis", "Natural"],
    ],
  },
  gadgets: {
    colors: ["#a5b4fc", "#3730a3"],
    icon: "watch",
    lines: [
      ["Smartwatch", "Deportivo"],
      ["Mini proyector", "Cine en casa"],
      ["Localizador", "Nunca pierdas nada"],
      ["Masajeador", "Cuello y hombros"],
    ],
  },
  educacion: {
    colors: ["#fcd34d", "#92400e"],
    icon: "cap",
    lines: [
      ["Marketing digital", "Curso online"],
      ["Inglés en 90 días", "Clase gratis"],
      ["Excel desde cero", "Certificado"],
      ["Repostería online", "Taller en vivo"],
    ],
  },
  vivienda: {
    colors: ["#d9f99d", "#4d7c0f"],
    icon: "house",
    lines: [
      ["Preventa", "Apartamentos"],
      ["Casas con jardín", "Entrega inmediata"],
      ["Lotes campestres", "Financiación"],
      ["Apartaestudios", "Para invertir"],
    ],
  },
  empleo: {
    colors: ["#e5e7eb", "#374151"],
    icon: "briefcase",
    lines: [
      ["Asesor comercial", "Estamos contratando"],
      ["Conductores", "Únete al equipo"],
      ["Atención al cliente", "Trabajo remoto"],
      ["Prácticas", "Postúlate"],
    ],
  },
  finanzas: {
    colors: ["#6ee7b7", "#047857"],
    icon: "coin",
    lines: [
      ["Préstamo en línea", "Respuesta en minutos"],
      ["Tarjeta sin cuota", "Pídela hoy"],
      ["Cuenta digital", "Sin costo"],
      ["Invierte desde $50", "Empieza ya"],
    ],
  },
  causas: {
    colors: ["#7dd3fc", "#0e7490"],
    icon: "leaf",
    lines: [
      ["Agua limpia", "Firma ahora"],
      ["Recicla", "Jornada vecinal"],
      ["Dona sangre", "Salva vidas"],
      ["Tu voz cuenta", "Participa"],
    ],
  },
};

const MEMES = [
  ["Cuando llega tu pedido", "antes de lo prometido"],
  ["Yo: solo voy a mirar", "También yo: 3 en el carrito"],
  ["Mi cara cuando veo", "envío gratis"],
  ["Nadie:", "Yo a las 2 a. m. comprando gadgets"],
  ["Expectativa vs. realidad", "Aquí sí es igual a la foto"],
  ["Cuando tu mascota", "ama su cama nueva más que a ti"],
];

const AVATAR_COLORS = [
  "#be185d",
  "#15803d",
  "#b45309",
  "#c2410c",
  "#1d4ed8",
  "#6d28d9",
  "#b91c1c",
  "#0f766e",
  "#0369a1",
  "#3730a3",
  "#92400e",
  "#4d7c0f",
  "#374151",
];

const ICONS = {
  jar: `<rect x="185" y="168" width="110" height="36" rx="10" opacity="0.8"/><rect x="170" y="200" width="140" height="120" rx="26"/>`,
  dumbbell: `<rect x="150" y="190" width="30" height="100" rx="8"/><rect x="300" y="190" width="30" height="100" rx="8"/><rect x="130" y="210" width="22" height="60" rx="6"/><rect x="328" y="210" width="22" height="60" rx="6"/><rect x="178" y="230" width="124" height="20" rx="6"/>`,
  house: `<polygon points="240,150 340,235 140,235"/><rect x="165" y="230" width="150" height="100" rx="6"/><rect x="222" y="270" width="36" height="60" rx="4" opacity="0.5"/>`,
  paw: `<ellipse cx="240" cy="275" rx="58" ry="48"/><circle cx="180" cy="215" r="22"/><circle cx="215" cy="180" r="22"/><circle cx="265" cy="180" r="22"/><circle cx="300" cy="215" r="22"/>`,
  phone: `<rect x="185" y="155" width="110" height="190" rx="20"/><rect x="197" y="175" width="86" height="140" rx="6" opacity="0.45"/>`,
  shirt: `<path d="M200 160 L160 185 L140 230 L178 245 L180 330 L300 330 L302 245 L340 230 L320 185 L280 160 Q240 190 200 160 Z"/>`,
  cup: `<rect x="170" y="200" width="120" height="120" rx="18"/><circle cx="300" cy="250" r="30" fill="none" stroke="#fff" stroke-width="14"/><path d="M200 185 q10 -20 0 -40 M235 185 q10 -20 0 -40 M270 185 q10 -20 0 -40" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  heart: `<path d="M240 330 L160 250 A45 45 0 0 1 240 190 A45 45 0 0 1 320 250 Z"/>`,
  bottle: `<rect x="205" y="150" width="70" height="30" rx="14" opacity="0.8"/><rect x="190" y="178" width="100" height="24" rx="6"/><rect x="180" y="200" width="120" height="135" rx="30"/>`,
  watch: `<rect x="205" y="140" width="70" height="200" rx="20" opacity="0.6"/><circle cx="240" cy="240" r="62"/><path d="M240 205 L240 242 L266 256" fill="none" stroke-width="8" stroke-linecap="round" stroke="#94a3b8"/>`,
  cap: `<polygon points="240,165 350,215 240,265 130,215"/><rect x="185" y="235" width="110" height="60" rx="10"/><rect x="330" y="215" width="8" height="70" rx="4"/>`,
  briefcase: `<rect x="205" y="165" width="70" height="40" rx="10" fill="none" stroke="#fff" stroke-width="12"/><rect x="150" y="200" width="180" height="125" rx="16"/>`,
  coin: `<circle cx="240" cy="245" r="85"/><text x="240" y="282" font-family="DejaVu Sans" font-weight="bold" font-size="100" text-anchor="middle" fill="#047857">$</text>`,
  leaf: `<path d="M160 320 C160 200 240 160 330 160 C330 260 280 320 160 320 Z"/><path d="M170 310 L300 190" stroke="#0e7490" stroke-width="8" fill="none"/>`,
};

const escapeXml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function creativeSvg([from, to], icon, [title, badge], variant) {
  const angle = [
    ["0", "0", "1", "1"],
    ["1", "0", "0", "1"],
    ["0", "1", "1", "0"],
    ["0", "0", "0", "1"],
  ][variant];
  const deco = [
    `<circle cx="370" cy="110" r="90" fill="#fff" fill-opacity="0.16"/>`,
    `<circle cx="90" cy="390" r="110" fill="#fff" fill-opacity="0.14"/>`,
    `<rect x="-40" y="330" width="560" height="80" transform="rotate(-12 240 370)" fill="#fff" fill-opacity="0.12"/>`,
    `<circle cx="400" cy="400" r="130" fill="#000" fill-opacity="0.10"/>`,
  ][variant];
  const fontSize = title.length > 18 ? 32 : 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 480 480">
<defs><linearGradient id="g" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="480" height="480" fill="url(#g)"/>${deco}
<rect x="140" y="38" width="200" height="44" rx="22" fill="#fff" fill-opacity="0.92"/>
<text x="240" y="68" font-family="DejaVu Sans" font-weight="bold" font-size="20" fill="${to}" text-anchor="middle">${escapeXml(badge)}</text>
<g fill="#fff" fill-opacity="0.95">${ICONS[icon]}</g>
<text x="240" y="410" font-family="DejaVu Sans" font-weight="bold" font-size="${fontSize}" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>
</svg>`;
}

function memeSvg([top, bottom], index) {
  const icon = Object.values(ICONS)[(index * 2) % Object.keys(ICONS).length];
  // DejaVu Sans Bold is about 0.6 em wide a character; keep each line inside the 480 px frame.
  const fontFor = (text) => Math.min(28, Math.floor(720 / text.length));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 480 480">
<rect width="480" height="480" fill="#ffffff"/>
<text x="240" y="64" font-family="DejaVu Sans" font-weight="bold" font-size="${fontFor(top)}" fill="#111" text-anchor="middle">${escapeXml(top)}</text>
<rect x="60" y="100" width="360" height="280" rx="16" fill="${AVATAR_COLORS[index % AVATAR_COLORS.length]}"/>
<g fill="#fff" transform="translate(0 -5)">${icon}</g>
<text x="240" y="440" font-family="DejaVu Sans" font-weight="bold" font-size="${fontFor(bottom)}" fill="#111" text-anchor="middle">${escapeXml(bottom)}</text>
</svg>`;
}

function avatarSvg(letter, color) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" fill="${color}"/>
<circle cx="64" cy="64" r="46" fill="#fff" fill-opacity="0.18"/>
<text x="64" y="84" font-family="DejaVu Sans" font-weight="bold" font-size="56" fill="#fff" text-anchor="middle">${letter}</text>
</svg>`;
}

function renderPng(svg, out) {
  const tmp = join(tmpdir(), `demo-asset-${process.pid}.svg`);
  writeFileSync(tmp, svg);
  execFileSync("rsvg-convert", [tmp, "-o", out]);
  rmSync(tmp);
}

/** A 3-second slow zoom over the niche's first creative: small, and enough to show a playing video. */
function renderVideo(poster, out) {
  execFileSync("ffmpeg", [
    "-loglevel",
    "error",
    "-y",
    "-loop",
    "1",
    "-i",
    poster,
    "-vf",
    "zoompan=z='min(zoom+0.002,1.15)':d=75:s=320x320:fps=25,format=yuv420p",
    "-frames:v",
    "75",
    "-c:v",
    "libx264",
    "-crf",
    "34",
    "-preset",
    "slow",
    "-an",
    "-movflags",
    "+faststart",
    out,
  ]);
}

for (const dir of ["creatives", "memes", "avatars", "videos"]) {
  rmSync(join(root, dir), { recursive: true, force: true });
  mkdirSync(join(root, dir), { recursive: true });
}

for (const [slug, niche] of Object.entries(NICHES)) {
  niche.lines.forEach((line, i) =>
    renderPng(creativeSvg(niche.colors, niche.icon, line, i), join(root, "creatives", `${slug}-${i + 1}.png`)),
  );
  renderVideo(join(root, "creatives", `${slug}-1.png`), join(root, "videos", `${slug}.mp4`));
}
MEMES.forEach((lines, i) => renderPng(memeSvg(lines, i), join(root, "memes", `meme-${i + 1}.png`)));
"ABCDEFGHIJKLMNOPQRSTUVWXYZ"
  .split("")
  .forEach((letter, i) =>
    renderPng(avatarSvg(letter, AVATAR_COLORS[i % AVATAR_COLORS.length]), join(root, "avatars", `${letter.toLowerCase()}.png`)),
  );

let total = 0;
let files = 0;
for (const dir of readdirSync(root)) {
  for (const f of readdirSync(join(root, dir))) {
    total += statSync(join(root, dir, f)).size;
    files += 1;
  }
}
console.log(`public/demo: ${files} files, ${(total / 1024).toFixed(0)} KiB`);

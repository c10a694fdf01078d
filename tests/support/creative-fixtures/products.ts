/**
 * Product drawings for the fingerprint fixtures: each draws one kind of product as an SVG group centred
 * on (0, 0), about 300 × 400 units, shaded with gradients so that, once photo noise is added, it reads
 * like a product shot. `look` varies the proportions and the visible face (another angle of the same
 * product); `hue` is the product's colour.
 */
export type ProductKind =
  | "serum"
  | "box"
  | "mug"
  | "phone"
  | "watch"
  | "sneaker"
  | "lamp"
  | "backpack"
  | "perfume"
  | "headphones"
  | "flask"
  | "handbag"
  | "speaker"
  | "sunglasses";

export type ProductLook = {
  kind: ProductKind;
  hue: number;
  /** 0..1: proportions and which side faces the camera. */
  look: number;
  /** The brand printed on the product. */
  brand: string;
};

const FONT = "DejaVu Sans, sans-serif";

const c = (hue: number, sat: number, light: number) => `hsl(${Math.round(hue) % 360}, ${sat}%, ${light}%)`;

/** A left-to-right (or right-to-left) shading gradient: highlight, body colour, shadow. */
function shade(id: string, hue: number, sat: number, light: number, fromLeft: boolean): string {
  const stops = [
    [0, c(hue, sat - 10, Math.min(92, light + 28))],
    [0.45, c(hue, sat, light)],
    [1, c(hue, sat + 5, Math.max(6, light - 25))],
  ] as const;
  const ordered = fromLeft ? stops : stops.map(([o, col]) => [1 - o, col] as const).reverse();
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0.2">${ordered
    .map(([o, col]) => `<stop offset="${o}" stop-color="${col}"/>`)
    .join("")}</linearGradient>`;
}

type Drawn = { defs: string; body: string };

function serum(p: ProductLook, fromLeft: boolean): Drawn {
  const w = 120 + p.look * 60;
  const h = 220 + (1 - p.look) * 60;
  return {
    defs: shade("pg", p.hue, 60, 45, fromLeft) + shade("pc", 30, 10, 20, fromLeft),
    body: `<rect x="${-w / 2}" y="${-h / 2 + 40}" width="${w}" height="${h}" rx="${w / 5}" fill="url(#pg)"/>
<rect x="-32" y="${-h / 2 - 20}" width="64" height="70" rx="8" fill="url(#pc)"/>
<ellipse cx="0" cy="${-h / 2 - 60}" rx="26" ry="44" fill="url(#pc)"/>
<rect x="${-w / 2 + 14}" y="${-h / 6}" width="${w - 28}" height="${h / 2.6}" rx="6" fill="#f8f5ee" opacity="0.92"/>
<text x="0" y="${-h / 6 + h / 6}" font-family="${FONT}" font-size="${w / 6}" text-anchor="middle" fill="${c(p.hue, 40, 25)}">${p.brand}</text>
<rect x="${fromLeft ? -w / 2 + 12 : w / 2 - 26}" y="${-h / 2 + 60}" width="14" height="${h - 40}" rx="7" fill="#fff" opacity="0.35"/>`,
  };
}

function box(p: ProductLook, fromLeft: boolean): Drawn {
  const w = 200 + p.look * 60;
  const h = 240 - p.look * 40;
  const d = 50 + p.look * 50;
  const s = fromLeft ? 1 : -1;
  return {
    defs: shade("pg", p.hue, 55, 50, fromLeft),
    body: `<polygon points="${-w / 2},${-h / 2} ${w / 2},${-h / 2} ${w / 2 + s * d},${-h / 2 - d * 0.6} ${-w / 2 + s * d},${-h / 2 - d * 0.6}" fill="${c(p.hue, 50, 72)}"/>
<polygon points="${(s * w) / 2},${-h / 2} ${(s * w) / 2 + s * d},${-h / 2 - d * 0.6} ${(s * w) / 2 + s * d},${h / 2 - d * 0.6} ${(s * w) / 2},${h / 2}" fill="${c(p.hue, 55, 30)}"/>
<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="url(#pg)"/>
<circle cx="0" cy="${-h / 8}" r="${w / 6}" fill="#fff" opacity="0.8"/>
<text x="0" y="${h / 3}" font-family="${FONT}" font-weight="bold" font-size="${w / 7}" text-anchor="middle" fill="#fff">${p.brand}</text>`,
  };
}

function mug(p: ProductLook, fromLeft: boolean): Drawn {
  const w = 200 + p.look * 50;
  const h = 230 - p.look * 30;
  const side = fromLeft ? 1 : -1;
  return {
    defs: shade("pg", p.hue, 45, 55, fromLeft),
    body: `<path d="M${(side * w) / 2 - 10},${-h / 4} q${side * 90},0 ${side * 80},${h / 3} q${-side * 10},${h / 4} ${-side * 80},${h / 6}" fill="none" stroke="${c(p.hue, 45, 38)}" stroke-width="26"/>
<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="18" fill="url(#pg)"/>
<ellipse cx="0" cy="${-h / 2}" rx="${w / 2}" ry="24" fill="${c(25, 45, 18)}" stroke="${c(p.hue, 40, 75)}" stroke-width="8"/>
<text x="0" y="${h / 8}" font-family="${FONT}" font-size="${w / 7}" text-anchor="middle" fill="#fff" opacity="0.9">${p.brand}</text>`,
  };
}

function phone(p: ProductLook, fromLeft: boolean): Drawn {
  const w = 170 + p.look * 40;
  const h = 340;
  return {
    defs: shade("pg", p.hue, 25, 30, fromLeft) + shade("ps", (p.hue + 180) % 360, 70, 55, !fromLeft),
    body: `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="28" fill="url(#pg)"/>
<rect x="${-w / 2 + 10}" y="${-h / 2 + 14}" width="${w - 20}" height="${h - 28}" rx="20" fill="url(#ps)"/>
<circle cx="${(fromLeft ? -1 : 1) * (w / 4)}" cy="${-h / 3}" r="${18 + p.look * 14}" fill="#fff" opacity="0.4"/>
<rect x="-24" y="${-h / 2 + 20}" width="48" height="12" rx="6" fill="#111"/>`,
  };
}

function watch(p: ProductLook, fromLeft: boolean): Drawn {
  const r = 90 + p.look * 30;
  const a = (p.look * 300 + 30) * (Math.PI / 180);
  return {
    defs: shade("pg", p.hue, 30, 35, fromLeft) + shade("pd", p.hue, 15, 85, !fromLeft),
    body: `<rect x="-55" y="-230" width="110" height="460" rx="30" fill="url(#pg)"/>
<circle cx="0" cy="0" r="${r + 18}" fill="${c(40, 35, 55)}"/>
<circle cx="0" cy="0" r="${r}" fill="url(#pd)"/>
<line x1="0" y1="0" x2="${Math.cos(a) * r * 0.7}" y2="${Math.sin(a) * r * 0.7}" stroke="#222" stroke-width="8"/>
<line x1="0" y1="0" x2="0" y2="${-r * 0.85}" stroke="#222" stroke-width="5"/>
<text x="0" y="${r / 2}" font-family="${FONT}" font-size="${r / 5}" text-anchor="middle" fill="#333">${p.brand}</text>`,
  };
}

function sneaker(p: ProductLook, fromLeft: boolean): Drawn {
  const s = fromLeft ? 1 : -1;
  const hh = 110 + p.look * 50;
  return {
    defs: shade("pg", p.hue, 65, 50, fromLeft),
    body: `<g transform="scale(${s},1)"><path d="M-200,60 L-190,${-hh / 2} Q-150,${-hh} -90,${-hh} L-40,${-hh / 2} Q40,-10 160,10 Q210,25 205,60 Z" fill="url(#pg)"/>
<rect x="-205" y="55" width="415" height="38" rx="16" fill="#f4f4f4"/>
<path d="M-150,20 Q0,-40 150,35" fill="none" stroke="#fff" stroke-width="16" opacity="0.85"/>
<path d="M-110,${-hh / 1.6} l60,40 M-95,${-hh / 1.3} l60,40 M-80,${-hh / 1.05} l60,40" stroke="#fff" stroke-width="7"/></g>
<text x="${s * 60}" y="83" font-family="${FONT}" font-size="26" text-anchor="middle" fill="#555">${p.brand}</text>`,
  };
}

function lamp(p: ProductLook, fromLeft: boolean): Drawn {
  const tilt = (fromLeft ? -1 : 1) * (10 + p.look * 25);
  return {
    defs:
      shade("pg", p.hue, 55, 50, fromLeft) +
      `<radialGradient id="pl"><stop offset="0" stop-color="#fff8d0" stop-opacity="0.9"/><stop offset="1" stop-color="#fff8d0" stop-opacity="0"/></radialGradient>`,
    body: `<ellipse cx="0" cy="185" rx="110" ry="26" fill="${c(p.hue, 30, 25)}"/>
<rect x="-9" y="-60" width="18" height="245" fill="${c(p.hue, 20, 35)}"/>
<g transform="rotate(${tilt} 0 -60)"><polygon points="-70,-200 70,-200 130,-60 -130,-60" fill="url(#pg)"/>
<ellipse cx="0" cy="-20" rx="140" ry="70" fill="url(#pl)"/></g>`,
  };
}

function backpack(p: ProductLook, fromLeft: boolean): Drawn {
  const w = 220 + p.look * 40;
  const h = 300;
  return {
    defs: shade("pg", p.hue, 50, 40, fromLeft),
    body: `<path d="M-40,${-h / 2} q40,-60 80,0" fill="none" stroke="${c(p.hue, 40, 25)}" stroke-width="16"/>
<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="70" fill="url(#pg)"/>
<rect x="${-w / 2.8}" y="${h / 12}" width="${w / 1.4}" height="${h / 3}" rx="30" fill="${c(p.hue, 45, 32)}"/>
<line x1="${-w / 3}" y1="${h / 12 + 20}" x2="${w / 3}" y2="${h / 12 + 20}" stroke="#ddd" stroke-width="6"/>
<text x="0" y="${-h / 6}" font-family="${FONT}" font-size="28" text-anchor="middle" fill="#eee">${p.brand}</text>`,
  };
}

function perfume(p: ProductLook, fromLeft: boolean): Drawn {
  const w = 190 + p.look * 70;
  const h = 210 - p.look * 40;
  return {
    defs: shade("pg", p.hue, 50, 60, fromLeft) + shade("pc", 45, 60, 50, !fromLeft),
    body: `<rect x="${-w / 2}" y="${-h / 2 + 30}" width="${w}" height="${h}" rx="${14 + p.look * 30}" fill="url(#pg)" opacity="0.92"/>
<rect x="${-w / 2 + 18}" y="${-h / 2 + 48}" width="${w - 36}" height="${h - 36}" rx="10" fill="none" stroke="#fff" stroke-width="4" opacity="0.5"/>
<rect x="-22" y="${-h / 2 - 10}" width="44" height="40" fill="url(#pc)"/>
<rect x="${-30 - p.look * 20}" y="${-h / 2 - 80}" width="${60 + p.look * 40}" height="72" rx="6" fill="url(#pc)"/>
<text x="0" y="${h / 6}" font-family="${FONT}" font-style="italic" font-size="${w / 6}" text-anchor="middle" fill="${c(p.hue, 50, 20)}">${p.brand}</text>`,
  };
}

function headphones(p: ProductLook, fromLeft: boolean): Drawn {
  const spread = 150 + p.look * 40;
  const s = fromLeft ? 1 : -1;
  return {
    defs: shade("pg", p.hue, 40, 40, fromLeft) + shade("pd", p.hue, 20, 18, fromLeft),
    body: `<path d="M${-spread},40 C${-spread},-260 ${spread},-260 ${spread},40" fill="none" stroke="url(#pd)" stroke-width="30"/>
<rect x="${-spread - 45}" y="10" width="90" height="${150 - s * p.look * 30}" rx="40" fill="url(#pg)"/>
<rect x="${spread - 45}" y="10" width="90" height="${150 + s * p.look * 30}" rx="40" fill="url(#pg)"/>
<rect x="${-spread + 30}" y="30" width="26" height="110" rx="12" fill="url(#pd)"/>
<rect x="${spread - 56}" y="30" width="26" height="110" rx="12" fill="url(#pd)"/>
<text x="0" y="-150" font-family="${FONT}" font-size="26" text-anchor="middle" fill="#eee">${p.brand}</text>`,
  };
}

function flask(p: ProductLook, fromLeft: boolean): Drawn {
  const w = 110 + p.look * 50;
  const h = 320 - p.look * 40;
  return {
    defs: shade("pg", p.hue, 35, 55, fromLeft) + shade("pc", p.hue + 40, 20, 25, !fromLeft),
    body: `<rect x="${-w / 2}" y="${-h / 2 + 50}" width="${w}" height="${h - 50}" rx="${w / 3}" fill="url(#pg)"/>
<rect x="${-w / 3}" y="${-h / 2}" width="${(2 * w) / 3}" height="64" rx="12" fill="url(#pc)"/>
<path d="M${w / 3},${-h / 2 + 18} q${w / 2},0 ${w / 2},40" fill="none" stroke="url(#pc)" stroke-width="12"/>
<rect x="${-w / 2}" y="${h / 8}" width="${w}" height="${h / 7}" fill="${c(p.hue, 15, 88)}" opacity="0.85"/>
<text x="0" y="${h / 8 + h / 10}" font-family="${FONT}" font-weight="bold" font-size="${w / 5}" text-anchor="middle" fill="${c(p.hue, 50, 22)}">${p.brand}</text>`,
  };
}

function handbag(p: ProductLook, fromLeft: boolean): Drawn {
  const w = 260 + p.look * 60;
  const h = 190 - p.look * 30;
  const s = fromLeft ? 1 : -1;
  return {
    defs: shade("pg", p.hue, 45, 38, fromLeft),
    body: `<path d="M${-w / 4},${-h / 2} C${-w / 4},${-h * 1.3} ${w / 4},${-h * 1.3} ${w / 4},${-h / 2}" fill="none" stroke="${c(p.hue, 40, 22)}" stroke-width="14"/>
<path d="M${-w / 2},${-h / 2} L${w / 2},${-h / 2} L${w / 2 + s * 20},${h / 2} L${-w / 2 - s * 20},${h / 2} Z" fill="url(#pg)"/>
<path d="M${-w / 2},${-h / 2} L0,${-h / 8} L${w / 2},${-h / 2}" fill="${c(p.hue, 45, 30)}"/>
<rect x="-18" y="${-h / 8 - 10}" width="36" height="24" rx="4" fill="${c(45, 70, 60)}"/>
<text x="0" y="${h / 3}" font-family="${FONT}" font-size="${w / 11}" text-anchor="middle" fill="#f3e9d8">${p.brand}</text>`,
  };
}

function speaker(p: ProductLook, fromLeft: boolean): Drawn {
  const w = 180 + p.look * 50;
  const h = 300 - p.look * 50;
  const off = (fromLeft ? -1 : 1) * 12;
  return {
    defs:
      shade("pg", p.hue, 20, 28, fromLeft) +
      `<radialGradient id="pw"><stop offset="0" stop-color="#555"/><stop offset="0.7" stop-color="#1a1a1a"/><stop offset="1" stop-color="#444"/></radialGradient>`,
    body: `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="22" fill="url(#pg)"/>
<circle cx="${off}" cy="${-h / 4}" r="${w / 5}" fill="url(#pw)"/>
<circle cx="${off}" cy="${h / 6}" r="${w / 3}" fill="url(#pw)"/>
<circle cx="${off}" cy="${h / 6}" r="${w / 10}" fill="#222" stroke="#777" stroke-width="4"/>
<text x="0" y="${h / 2 - 14}" font-family="${FONT}" font-size="20" text-anchor="middle" fill="#ccc">${p.brand}</text>`,
  };
}

function sunglasses(p: ProductLook, fromLeft: boolean): Drawn {
  const r = 80 + p.look * 25;
  const s = fromLeft ? 1 : -1;
  return {
    defs: shade("pg", p.hue, 50, 22, fromLeft) + shade("pf", p.hue + 20, 35, 45, !fromLeft),
    body: `<path d="M${-2.2 * r},${-r * 0.4} L${-2.6 * r},${-r * 0.2} M${2.2 * r},${-r * 0.4} L${2.6 * r},${-r * 0.2}" stroke="url(#pf)" stroke-width="14"/>
<ellipse cx="${-1.15 * r}" cy="0" rx="${r * (1 + s * 0.08)}" ry="${r * 0.78}" fill="url(#pg)" stroke="url(#pf)" stroke-width="14"/>
<ellipse cx="${1.15 * r}" cy="0" rx="${r * (1 - s * 0.08)}" ry="${r * 0.78}" fill="url(#pg)" stroke="url(#pf)" stroke-width="14"/>
<path d="M${-0.25 * r},${-r * 0.3} Q0,${-r * 0.55} ${0.25 * r},${-r * 0.3}" fill="none" stroke="url(#pf)" stroke-width="14"/>
<ellipse cx="${-1.4 * r}" cy="${-r * 0.3}" rx="${r * 0.3}" ry="${r * 0.12}" fill="#fff" opacity="0.3"/>
<text x="0" y="${r * 1.3}" font-family="${FONT}" font-size="${r / 3}" text-anchor="middle" fill="#eee">${p.brand}</text>`,
  };
}

const DRAW: Record<ProductKind, (p: ProductLook, fromLeft: boolean) => Drawn> = {
  serum,
  box,
  mug,
  phone,
  watch,
  sneaker,
  lamp,
  backpack,
  perfume,
  headphones,
  flask,
  handbag,
  speaker,
  sunglasses,
};

/** The product's gradients and its drawing; the light comes from the left when `look` < 0.5. */
export function drawProduct(p: ProductLook): Drawn {
  return DRAW[p.kind](p, p.look < 0.5);
}

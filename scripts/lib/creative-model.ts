// The bench ads' creatives and stores, as a pure function of the ad's number g and the archive's size: the
// archive bench's seed (scripts/lib/archive-seed.ts) writes each ad's thumbnailHash and textKey from it, so
// the ads are born as the products' seed (scripts/lib/products-seed.ts) models them, and that seed never
// rewrites 5 M rows (a rewrite drops and rebuilds every index of Ad, the text index alone ~1 h here).
// scripts/lib/products-seed.ts says the shapes.
export const ID_BASE = 7_000_000_000_000_000n;
const SHARED_SHARE = 0.3;
const ZIPF_EXPONENT = 1.5;
const MAX_CREATIVE = 600;

export const TERMS = [
  "faja-moldeadora",
  "crema-facial",
  "reloj-digital",
  "zapatillas-running",
  "perfume-floral",
  "mochila-viaje",
  "lampara-luna",
  "cafetera-portatil",
  "freidora-aire",
  "colchon-espuma",
  "vestido-verano",
  "gafas-sol",
  "audifonos-bluetooth",
  "proteina-vegetal",
  "paleta-maquillaje",
  "sofa-cama",
  "tenis-urbanos",
  "juguete-didactico",
  "panales-ecologicos",
  "vitaminas-gomitas",
  "champu-crecimiento",
  "tablet-infantil",
  "soporte-portatil",
  "camara-seguridad",
  "silla-gamer",
  "maleta-cabina",
  "bolso-cuero",
  "collar-plata",
  "anillo-ajustable",
  "taladro-inalambrico",
  "aspiradora-robot",
  "licuadora-personal",
  "sarten-ceramica",
  "almohada-cervical",
  "bicicleta-estatica",
  "patineta-electrica",
  "peluche-gigante",
  "cepillo-alisador",
  "serum-vitamina",
  "masajeador-cuello",
];
export const ADJECTIVES = [
  "natural",
  "inteligente",
  "premium",
  "recargable",
  "artesanal",
  "importado",
  "organico",
  "profesional",
  "compacto",
  "impermeable",
  "ligero",
  "elegante",
  "clasico",
  "moderno",
  "deportivo",
  "magnetico",
  "plegable",
  "antiestres",
  "termico",
  "vegano",
  "resistente",
  "luminoso",
  "suave",
  "ajustable",
  "reforzado",
  "silencioso",
  "ergonomico",
  "potente",
  "minimalista",
  "unisex",
];
const PLATFORMS = ["shopify", "shopify", "shopify", "woocommerce", "tiendanube", "mercadoshops", null, null];

const sqlText = (v: string | null) => (v === null ? "NULL" : `'${v}'`);
export const sqlArray = (items: (string | null)[], type = "text") => `ARRAY[${items.map(sqlText).join(",")}]::${type}[]`;

/** The tiers of shared creatives: size, how many, and where they start among the permuted ad numbers. */
export function creativeTiers(ads: number) {
  const sizes = [...new Set(Array.from({ length: 40 }, (_, k) => Math.round(2 * 1.25 ** k)))].filter((s) => s <= MAX_CREATIVE);
  const weight = sizes.reduce((sum, s) => sum + s ** (1 - ZIPF_EXPONENT), 0);
  const scale = (SHARED_SHARE * ads) / weight;
  const tiers: { size: number; count: number; start: number; firstCreative: number }[] = [];
  let start = 0;
  let creative = 0;
  for (const size of sizes) {
    const count = Math.floor(scale * size ** -ZIPF_EXPONENT);
    if (count === 0) continue;
    tiers.push({ size, count, start, firstCreative: creative });
    start += count * size;
    creative += count;
  }
  return { tiers, sharedAds: start, sharedCreatives: creative };
}

/** A multiplier coprime with `n`: q = g·m mod n permutes the ad numbers, scattering a creative's copies. */
function coprimeMultiplier(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let m = 7919;
  while (gcd(m, n) !== 1) m += 2;
  return m;
}

const rnd = (seed: string) => `('x' || md5(${seed}))::bit(64)::bigint`;

/**
 * One row per ad of `series` (a `generate_series(…) g` of ad numbers): its creative (cr), its copy number
 * (i) and the creative's size, then what follows from them. `advertiser` is the SQL of g's advertiser
 * (archive-seed.ts's advertiserOf, passed in so the two files do not import each other).
 */
export function creativeModel(ads: number, series: string, advertiser: string): string {
  const { tiers, sharedCreatives } = creativeTiers(ads);
  const mult = coprimeMultiplier(ads);
  const starts = `ARRAY[${[...tiers.map((t) => t.start), tiers.at(-1)!.start + tiers.at(-1)!.count * tiers.at(-1)!.size].join(",")}]::bigint[]`;
  const sizes = `ARRAY[${tiers.map((t) => t.size).join(",")}]::bigint[]`;
  const firsts = `ARRAY[${tiers.map((t) => t.firstCreative).join(",")}]::bigint[]`;
  const bucket = (c: string) => `width_bucket(${c}, ${starts})`;
  return `
    SELECT g, (${ID_BASE}::bigint + g)::text AS id, cr, i, sz, pk, a,
      thumb, phash, text_key, domain, path,
      (${sqlArray(PLATFORMS)})[1 + ('x' || substr(md5(domain), 1, 2))::bit(8)::int % 8] AS platform
    FROM (
      SELECT *,
        CASE WHEN sz > 1 AND i % 10 <> 9 THEN md5('t' || cr || '.' || ti) || md5('T' || cr || '.' || ti)
          ELSE md5('t' || g || 'u') || md5('T' || g || 'u') END AS thumb,
        CASE WHEN sz > 1 AND i % 10 <> 9 THEN ${rnd("'c' || cr")} # (
            CASE WHEN fc > 0 THEN 1::bigint << ((hm >> 8) & 63)::int ELSE 0 END |
            CASE WHEN fc > 1 THEN 1::bigint << ((hm >> 14) & 63)::int ELSE 0 END |
            CASE WHEN fc > 2 THEN 1::bigint << ((hm >> 20) & 63)::int ELSE 0 END |
            CASE WHEN fc > 3 THEN 1::bigint << ((hm >> 26) & 63)::int ELSE 0 END)
          ELSE ${rnd("'r' || g")} END AS phash,
        CASE WHEN sz > 1 AND (i % 3 = 0 OR i % 10 = 9) THEN md5('k' || cr)
          WHEN hg & 63 = 0 THEN NULL ELSE md5('k' || g || 'u') END AS text_key,
        CASE WHEN j > 0 THEN 'shop' || j || '-' || a || '.example'
          WHEN a % 1000 BETWEEN 500 AND 519 THEN 'red-' || (a / 1000) || '.example'
          WHEN a % 7 = 3 THEN 'tienda-' || (a - 1) || '.example'
          ELSE 'tienda-' || a || '.example' END AS domain,
        CASE WHEN (sz > 1 AND i = 0) OR (shop AND (hg >> 16) & 7 <> 0)
          THEN '/products/' || (${sqlArray(TERMS)})[1 + pk % ${TERMS.length}] || '-' || (${sqlArray(ADJECTIVES)})[1 + (pk / ${TERMS.length}) % ${ADJECTIVES.length}] || '-x' || to_hex(pk) END AS path
      FROM (
        SELECT *, CASE WHEN sz > 1 AND cr % 8 = 1 THEN cr - 1 ELSE cr END AS pk,
          i - CASE WHEN i % 4 = 3 THEN 1 ELSE 0 END AS ti,
          CASE WHEN sz > 1 AND i > 0 THEN (${rnd("'m' || cr || '.' || (i - CASE WHEN i % 4 = 3 THEN 1 ELSE 0 END)")} & 7) % 5 ELSE 0 END AS fc,
          ${rnd("'m' || cr || '.' || (i - CASE WHEN i % 4 = 3 THEN 1 ELSE 0 END)")} AS hm,
          ((hg >> 24) & 255) % (1 + (a % 10 = 0)::int + (a % 25 = 0)::int) AS j
        FROM (
          SELECT g, q, hg, ${advertiser} AS a,
            -- The archive seed's advertiser and shop flag (archive-seed.ts: signalShop = NOT mkt), so product paths sit on shop ads.
            (((g::bigint * 69621 + 11) % 2147483647)::int / 35) % 4 <> 0 AS shop,
            CASE WHEN t <= ${tiers.length} THEN (${firsts})[t] + (q - (${starts})[t]) / (${sizes})[t] ELSE ${sharedCreatives} + g END AS cr,
            CASE WHEN t <= ${tiers.length} THEN (q - (${starts})[t]) % (${sizes})[t] ELSE 0 END AS i,
            CASE WHEN t <= ${tiers.length} THEN (${sizes})[t] ELSE 1 END AS sz
          FROM (SELECT g, q, ${bucket("q")} AS t, ${rnd("'g' || g")} AS hg
            FROM (SELECT g, (g::bigint * ${mult}) % ${ads} AS q FROM ${series}) s) s
        ) s
      ) s
    ) s`;
}

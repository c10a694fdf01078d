// The archive bench's vocabulary: real shop words at the head, made-up words for the long tail, each a
// distinct lexeme of `adradar_es`, ranked so that texts drawn by rank follow Zipf's law (word r is used
// about 1/r as often as the first). Kept in `bench.vocab` so the bench picks its query words from it.
import type pg from "pg";

/** Words the head of the ranking starts with, most common first (no word a signal detector reads). */
const HEAD = [
  "envío",
  "gratis",
  "oferta",
  "calidad",
  "precio",
  "nuevo",
  "descuento",
  "producto",
  "garantía",
  "unidades",
  "regalo",
  "color",
  "tamaño",
  "disponible",
  "modelo",
  "colección",
  "diseño",
  "material",
  "estilo",
  "hogar",
  "cocina",
  "crema",
  "zapatillas",
  "reloj",
  "faja",
  "perfume",
  "mochila",
  "lámpara",
  "cafetera",
  "freidora",
  "colchón",
  "vestido",
  "gafas",
  "auriculares",
  "proteína",
  "maquillaje",
  "sofá",
  "tenis",
  "juguete",
  "pañales",
  "vitaminas",
  "champú",
  "tablet",
  "portátil",
  "cámara",
  "silla",
  "maleta",
  "bolso",
  "collar",
  "anillo",
  "taladro",
  "aspiradora",
  "licuadora",
  "sartén",
  "almohada",
  "bicicleta",
  "patineta",
  "peluche",
  "cepillo",
  "sérum",
  "natural",
  "inteligente",
  "premium",
  "original",
  "económico",
  "ergonómico",
  "recargable",
  "artesanal",
  "importado",
  "orgánico",
  "profesional",
  "compacto",
  "impermeable",
  "ligero",
  "elegante",
  "clásico",
  "moderno",
  "infantil",
  "deportivo",
  "magnético",
  "plegable",
  "inalámbrico",
  "antiestrés",
  "térmico",
  "vegano",
  "hipoalergénico",
  "resistente",
  "luminoso",
  "suave",
];

const ONSETS = ["b", "c", "d", "f", "g", "j", "l", "m", "n", "p", "r", "s", "t", "v", "ch", "br", "tr", "pl", "gr", "cl", "fr", "pr"];
const VOWELS = ["a", "e", "i", "o", "u", "ia", "ue"];
const CODAS = ["n", "l", "r", "z", "t", "x", "k"];

const sqlArray = (items: string[]) => `ARRAY[${items.map((t) => `'${t}'`).join(",")}]::text[]`;

/**
 * Builds `bench.vocab (rank, word, lexeme)` with `size` words: HEAD first, then made-up words of two or
 * three syllables. A candidate whose lexeme is already taken (two words one stem) or that is a stop word
 * is dropped, so every rank is its own searchable word. Returns the number of words kept.
 */
export async function createVocabulary(client: pg.Client, size: number): Promise<number> {
  const syllables = `(SELECT array_agg(o || v ORDER BY o, v) FROM unnest(${sqlArray(ONSETS)}) o CROSS JOIN unnest(${sqlArray(VOWELS)}) v)`;
  const pick = (n: number, list: string) => `(${list})[1 + (hashint8(g * 8 + ${n}) & 2147483647) % array_length(${list}, 1)]`;
  await client.query(`CREATE SCHEMA IF NOT EXISTS bench`);
  await client.query(`DROP TABLE IF EXISTS bench.vocab`);
  await client.query(`
    CREATE TABLE bench.vocab AS
    WITH syl AS (SELECT ${syllables} AS s),
    candidates AS (
      SELECT ord AS pri, w AS word FROM unnest(${sqlArray(HEAD)}) WITH ORDINALITY u(w, ord)
      UNION ALL
      SELECT 1000 + g, ${pick(1, "syl.s")} || ${pick(2, "syl.s")} || CASE WHEN hashint8(g * 8 + 3) & 1 = 0 THEN ${pick(4, "syl.s")} ELSE '' END
        || (${sqlArray(CODAS)})[1 + (hashint8(g * 8 + 5) & 2147483647) % ${CODAS.length}]
      FROM syl, generate_series(1, ${Math.ceil(size * 1.6)}) g
    ),
    lexed AS (
      SELECT pri, word, (SELECT array_agg(lexeme) FROM unnest(to_tsvector('adradar_es', word))) AS lexemes FROM candidates
    ),
    kept AS (
      SELECT DISTINCT ON (lexemes[1]) pri, word, lexemes[1] AS lexeme FROM lexed
      WHERE array_length(lexemes, 1) = 1 ORDER BY lexemes[1], pri
    )
    SELECT row_number() OVER (ORDER BY pri)::int AS rank, word, lexeme FROM kept ORDER BY pri LIMIT ${size}`);
  await client.query(`ALTER TABLE bench.vocab ADD PRIMARY KEY (rank)`);
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench.vocab`);
  return rows[0].n;
}

/**
 * SQL for a Zipf rank in 1..`size` from the hash of `key` (a bigint expression): exp(u·ln(size+1)) for a
 * uniform u is log-uniform, so rank r comes up with probability ln((r+1)/r)/ln(size+1), about 1/r.
 */
export function zipfRank(key: string, size: number): string {
  return `LEAST(${size}, floor(exp(((hashint8(${key}) & 2147483647)::float8 / 2147483648) * ln(${size + 1})))::int)`;
}

import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { db } from "@/lib/db";
import { breakdownSchema } from "@/lib/analysis/breakdown";
import { storedWinnerFields, type WinnerFields } from "@/lib/score";
import { currentScores } from "@/lib/services/ads/current-scores";
import type { SavedAdsFilter } from "@/lib/validation/saved-ads";
import { adProducts, type AdProduct } from "@/lib/services/products/ad-products";
import { appUrl } from "@/lib/services/watches/deliver-watch";
import { savedAdsOrder, savedAdsWhere } from "./list-saved-ads";

/** Spanish headers, one column per field the issue lists, in order. */
export const CSV_COLUMNS = [
  { key: "page", header: "Página" },
  { key: "body", header: "Texto del anuncio" },
  { key: "link", header: "Enlace" },
  { key: "cta", header: "CTA" },
  { key: "startDate", header: "Fecha de inicio" },
  { key: "daysRunning", header: "Días activo" },
  { key: "duplicates", header: "Duplicados" },
  { key: "hotness", header: "Popularidad" },
  // docs/score.md: the 0–100 winner score and its label (empty when the ad earns none).
  { key: "score", header: "Puntuación" },
  { key: "label", header: "Etiqueta" },
  { key: "collection", header: "Colección" },
  { key: "tags", header: "Etiquetas" },
  { key: "notes", header: "Notas" },
  { key: "snapshotUrl", header: "URL del anuncio" },
  { key: "savedAt", header: "Guardado el" },
  // 'Analizar con IA': empty until someone analysed the ad (the analysis is shared by every user).
  { key: "hook", header: "Gancho (IA)" },
  { key: "angle", header: "Ángulo (IA)" },
  // docs/product.md §Productos: empty unless two stores or more sell the ad's product.
  { key: "stores", header: "Usado por (tiendas)" },
  { key: "product", header: "Producto" },
] as const;

const BATCH = 500;

type AdJson = {
  ad_creative_bodies?: unknown;
  ad_snapshot_url?: unknown;
  ad_delivery_start_time?: unknown;
  collation_count?: unknown;
  apify_data?: { link_url?: unknown; cta_text?: unknown };
};

const str = (v: unknown) => (typeof v === "string" ? v : "");

type Row = Awaited<ReturnType<typeof fetchBatch>>[number];

function fetchBatch(userId: string, filter: SavedAdsFilter, cursor: string | null) {
  return db.savedAd.findMany({
    where: savedAdsWhere(userId, filter),
    orderBy: savedAdsOrder(filter.sortBy),
    take: BATCH,
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    select: {
      id: true,
      adId: true,
      adData: true,
      pageName: true,
      daysRunning: true,
      hotness: true,
      collection: true,
      tags: true,
      notes: true,
      savedAt: true,
    },
  });
}

type HookAndAngle = { hook: string; angle: string };

/** The newest analysis of each ad of the batch, as its hook (quoted) and angle. */
async function analysesOf(adIds: string[]): Promise<Map<string, HookAndAngle>> {
  const rows = await db.adAnalysis.findMany({
    where: { adId: { in: adIds } },
    orderBy: { createdAt: "asc" },
    select: { adId: true, result: true },
  });
  const byAd = new Map<string, HookAndAngle>();
  for (const row of rows) {
    const parsed = breakdownSchema.safeParse((row.result as { breakdown?: unknown } | null)?.breakdown);
    if (parsed.success) byAd.set(row.adId, { hook: parsed.data.hook.quote, angle: parsed.data.angle.text });
  }
  return byAd;
}

function toRecord(row: Row, analysis: HookAndAngle | undefined, product: AdProduct | undefined, current: WinnerFields | undefined) {
  const ad = (row.adData ?? {}) as AdJson;
  const start = str(ad.ad_delivery_start_time);
  // The score as the screens show it now (docs/score.md); the saved copy's only for an ad the archive lost.
  const winner = current ?? storedWinnerFields(row.adData);
  return {
    page: row.pageName,
    body: Array.isArray(ad.ad_creative_bodies) ? ad.ad_creative_bodies.filter((b) => typeof b === "string").join("\n\n") : "",
    link: str(ad.apify_data?.link_url),
    cta: str(ad.apify_data?.cta_text),
    startDate: start ? start.slice(0, 10) : "",
    daysRunning: row.daysRunning,
    duplicates: typeof ad.collation_count === "number" ? ad.collation_count : 1,
    hotness: row.hotness,
    score: winner.winner_score,
    label: winner.winner_label ?? "",
    collection: row.collection,
    tags: row.tags.join(", "),
    notes: row.notes,
    snapshotUrl: str(ad.ad_snapshot_url),
    savedAt: row.savedAt.toISOString().slice(0, 16).replace("T", " "),
    hook: analysis?.hook ?? "",
    angle: analysis?.angle ?? "",
    stores: product && product.storeCount >= 2 ? product.storeCount : "",
    product: product && product.storeCount >= 2 ? `${appUrl()}/products/${product.productId}` : "",
  };
}

/**
 * A cell a spreadsheet could run as a formula gets a leading quote (OWASP's CSV injection guidance).
 * Spreadsheets skip leading blanks and line breaks before reading a formula, so the test is made after
 * stripping them: "\n=1+1" and " =1+1" are formulas too, which csv-stringify's own check misses.
 */
export function neutraliseFormula(value: string): string {
  if (/^[\t\r]/.test(value)) return `'${value}`;
  // Full-width signs (＝ ＋ － ＠) are read as their ASCII forms by some spreadsheets: compared folded (NFKC).
  const start = value
    .slice(0, 64)
    .normalize("NFKC")
    .replace(/^[\s\u00a0\u2000-\u200b\u3000\ufeff]+/, "");
  return /^[=+\-@]/.test(start) ? `'${value}` : value;
}

/**
 * The filtered library as CSV, streamed batch by batch (a large library is never held in memory):
 * UTF-8 with a BOM so Excel in Spanish opens it, and every text cell through {@link neutraliseFormula}.
 */
export function exportSavedAdsCsv(userId: string, filter: SavedAdsFilter): ReadableStream<Uint8Array> {
  const csv = stringify({
    bom: true,
    header: true,
    cast: { string: neutraliseFormula },
    columns: CSV_COLUMNS.map((c) => ({ key: c.key, header: c.header })),
  });
  async function* records() {
    let cursor: string | null = null;
    for (;;) {
      const rows = await fetchBatch(userId, filter, cursor);
      const ids = rows.map((r) => r.adId);
      const [analyses, products, scores] = await Promise.all([analysesOf(ids), adProducts(ids), currentScores(ids)]);
      for (const row of rows) yield toRecord(row, analyses.get(row.adId), products.get(row.adId), scores.get(row.adId));
      if (rows.length < BATCH) return;
      cursor = rows[rows.length - 1].id;
    }
  }
  Readable.from(records())
    .on("error", (e) => csv.destroy(e))
    .pipe(csv);
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

// The archive bench's writes (scripts/bench-archive.ts): storeAds of a provider's 20-ad page, half of
// it already archived, from 20 concurrent writers, then from one writer alone to read the first by.
// A re-sighted ad comes back with its own text and countries, and a new one carries the text of the
// archived ad beside it on the page (a copy, as the seed's copies are): the pages once all said "¡crema
// con envío gratis…!", and the ~9,000 ads a run wrote or re-sighted became the newest of the archive with
// that one text, so the next run's walks saw no common word among them (a word of 1 ad in 3 went to the
// windows: 4–5 s a call at 5 M ads).
import type pg from "pg";
import type { NormalizedAd } from "@/lib/providers/types";
import { winnerFields } from "@/lib/score";
import { adSignals } from "@/lib/signals";
import { ID_BASE } from "./archive-seed";
import { log, pct } from "./bench";

const WRITERS = 20;
const TERMS = ["crema", "zapatillas", "reloj", "faja", "perfume", "mochila", "lámpara", "cafetera", "freidora", "colchón"];
/** New ads of this run's writes: beyond the seed and beyond every earlier run's, so a reused database still gets new ones. */
const NEW_ADS_BASE = BigInt(Math.floor(Date.now() / 1000) % 1_000_000) * 1_000_000n;

/** The ids of a page: even places already archived (a re-sighting), odd ones new. */
function pageIds(ads: number, round: number, writer: number): string[] {
  return Array.from({ length: 20 }, (_, i) => {
    const g =
      i % 2 === 0
        ? BigInt(1 + ((round * 7919 + writer * 104_729 + i * 15_485_863) % ads))
        : BigInt(ads + 1) + NEW_ADS_BASE + BigInt(round * 10_000 + writer * 100 + i);
    return (ID_BASE + g).toString();
  });
}

/** What the archive holds of an ad a write re-sights: its advertiser, text and countries. */
export type ArchivedAd = { pageId: string; body: string; title: string; countries: string[] };

/**
 * A provider's page of 20 ads: half already archived (a re-sighting, under the advertiser, with the text
 * and countries the archive has for it, from `archived`), half new, each with the text of the archived ad
 * before it on the page.
 */
export function writePage(ads: number, round: number, writer: number, archived: Map<string, ArchivedAd>): NormalizedAd[] {
  const ids = pageIds(ads, round, writer);
  return ids.map((id, i) => {
    const g = BigInt(id) - ID_BASE;
    const term = TERMS[Number(g % BigInt(TERMS.length))];
    const text = archived.get(ids[i - (i % 2)]);
    const ad = {
      id,
      page_id: archived.get(id)?.pageId ?? `p${1 + Number(g % 1000n)}`,
      page_name: `Tienda ${term}`,
      days_running: 12,
      collation_count: 1 + Number(g % 9n),
      collation_id: `c${g / 3n}`,
      hotness_score: 3,
      ad_delivery_start_time: new Date(Date.now() - 12 * 86_400_000).toISOString(),
      ad_delivery_stop_time: null,
      is_active: true,
      ad_snapshot_url: `https://www.facebook.com/ads/library/?id=${id}`,
      ad_creative_bodies: [text?.body ?? `¡${term} con envío gratis a todo el país! Pago contra entrega, garantía de 30 días.`],
      ad_creative_link_titles: [text?.title ?? `${term} -40%`],
      ad_creative_link_descriptions: ["Últimas unidades"],
      ad_creative_link_captions: ["tienda.example"],
      publisher_platform: ["facebook", "instagram"],
      languages: ["es"],
      countries: text?.countries ?? ["MX"],
      source: "scrapecreators_api",
      // No creative link in the card fields (the raw snapshot below keeps one): thumbnail copies run
      // after the reply, and their fetches and retry bookkeeping in this process would be timed as writes.
      apify_data: {
        images: [],
        videos: [],
        page_profile_picture_url: null,
        page_categories: ["Tienda"],
        page_like_count: 1000,
        page_profile_uri: null,
        display_format: "IMAGE",
        cta_text: "Comprar ahora",
        cta_type: "SHOP_NOW",
        link_url: "https://tienda.example/p",
        original_item: { snapshot: { body: { text: term } } },
      },
      snapshot: { body: { text: term }, images: [{ original_image_url: "https://scontent.xx.fbcdn.net/v/x.jpg" }] },
    };
    return { ...ad, ...winnerFields(ad), signals: adSignals(ad) } as NormalizedAd;
  });
}

/** The advertiser, text and countries of every archived ad the writes of `rounds` rounds re-sight. */
export async function writtenAds(client: pg.Client, ads: number, rounds: number): Promise<Map<string, ArchivedAd>> {
  const ids: string[] = [];
  for (let w = 0; w < WRITERS; w++) ids.push(...pageIds(ads, 100_000 + w, w));
  for (let round = 0; round < rounds * 3 + 2; round++) for (let w = 0; w < WRITERS; w++) ids.push(...pageIds(ads, round, w));
  const { rows } = await client.query<ArchivedAd & { id: string }>(
    `SELECT "id", "pageId", "bodies"[1] AS "body", "linkTitles"[1] AS "title", "countries" FROM "Ad" WHERE "id" = ANY($1)`,
    [ids],
  );
  return new Map(rows.map(({ id, ...ad }) => [id, ad]));
}

/** 20 writers storing a page each, `rounds` times, each call timed; then one writer alone, 2 × `rounds` calls. */
export async function measureWrites(
  storeAds: (page: NormalizedAd[]) => Promise<unknown>,
  { ads, rounds, archived }: { ads: number; rounds: number; archived: Map<string, ArchivedAd> },
) {
  const page = (round: number, writer: number) => writePage(ads, round, writer, archived);
  for (let w = 0; w < WRITERS; w++) await storeAds(page(100_000 + w, w));
  const times: number[] = [];
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, w) => {
        const t0 = performance.now();
        await storeAds(page(round, w));
        times.push(performance.now() - t0);
      }),
    );
  }
  const pagesPerSecond = Math.round((times.length / (performance.now() - started)) * 1000);
  const upsert20 = { p50: pct(times, 50), p95: pct(times, 95), target: 20 };
  log(`upsert20: p50 ${upsert20.p50} ms, p95 ${upsert20.p95} ms (target 20), ${times.length} pages, ${pagesPerSecond} pages/s`);
  // The same page written by one writer alone: what a statement costs without the 19 others queued
  // on the two cores, to read the 20-writer figure against.
  const alone: number[] = [];
  for (let round = 0; round < rounds * 2; round++) {
    const t0 = performance.now();
    await storeAds(page(rounds + 2 + round, 0));
    alone.push(performance.now() - t0);
  }
  const oneWriter = { p50: pct(alone, 50), p95: pct(alone, 95) };
  log(`upsert, one writer alone: p50 ${oneWriter.p50} ms, p95 ${oneWriter.p95} ms`);
  return { upsert20, pages: times.length, pagesPerSecond, oneWriter };
}

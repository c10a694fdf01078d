// The archive bench's writes (scripts/bench-archive.ts): storeAds of a provider's 20-ad page, half of
// it already archived, from 20 concurrent writers, then from one writer alone to read the first by.
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

/**
 * A provider's page of 20 ads: half already archived (a re-sighting, under the advertiser the archive
 * has for it, from `advertiserOf`), half new.
 */
export function writePage(ads: number, round: number, writer: number, advertiserOf: Map<string, string>): NormalizedAd[] {
  return pageIds(ads, round, writer).map((id) => {
    const g = BigInt(id) - ID_BASE;
    const term = TERMS[Number(g % BigInt(TERMS.length))];
    const ad = {
      id,
      page_id: advertiserOf.get(id) ?? `p${1 + Number(g % 1000n)}`,
      page_name: `Tienda ${term}`,
      days_running: 12,
      collation_count: 1 + Number(g % 9n),
      collation_id: `c${g / 3n}`,
      hotness_score: 3,
      ad_delivery_start_time: new Date(Date.now() - 12 * 86_400_000).toISOString(),
      ad_delivery_stop_time: null,
      is_active: true,
      ad_snapshot_url: `https://www.facebook.com/ads/library/?id=${id}`,
      ad_creative_bodies: [`¡${term} con envío gratis a todo el país! Pago contra entrega, garantía de 30 días.`],
      ad_creative_link_titles: [`${term} -40%`],
      ad_creative_link_descriptions: ["Últimas unidades"],
      ad_creative_link_captions: ["tienda.example"],
      publisher_platform: ["facebook", "instagram"],
      languages: ["es"],
      countries: ["MX"],
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

/** The advertiser of every archived ad the writes of `rounds` rounds re-sight. */
export async function writtenAdvertisers(client: pg.Client, ads: number, rounds: number): Promise<Map<string, string>> {
  const ids: string[] = [];
  for (let w = 0; w < WRITERS; w++) ids.push(...pageIds(ads, 100_000 + w, w));
  for (let round = 0; round < rounds * 3 + 2; round++) for (let w = 0; w < WRITERS; w++) ids.push(...pageIds(ads, round, w));
  const { rows } = await client.query<{ id: string; pageId: string }>(`SELECT "id", "pageId" FROM "Ad" WHERE "id" = ANY($1)`, [ids]);
  return new Map(rows.map((r) => [r.id, r.pageId]));
}

/** 20 writers storing a page each, `rounds` times, each call timed; then one writer alone, 2 × `rounds` calls. */
export async function measureWrites(
  storeAds: (page: NormalizedAd[]) => Promise<unknown>,
  { ads, rounds, advertisers }: { ads: number; rounds: number; advertisers: Map<string, string> },
) {
  const page = (round: number, writer: number) => writePage(ads, round, writer, advertisers);
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

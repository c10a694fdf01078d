import "server-only";
import { demoDataset } from "@/lib/providers/demo/provider";
import { hash32 } from "@/lib/providers/demo/prng";
import { DAY_MS } from "@/lib/providers/normalize";
import type { NormalizedAd } from "@/lib/providers/types";
import { storeAds } from "@/lib/services/ads/store-ads";
import { keepDemoThumbnails } from "./demo-variants";

/**
 * Products launched in the last days, so the demo's 'Productos' shows some 'Nuevo' beside the
 * established ones: for a few products, two or three advertisers of its niche start the same new
 * creative (another photo of the product, demo-variants.ts) on a new product page within the last
 * ten days, first at home and a few days later in a second country. They live in the archive only:
 * the demo provider's world does not hold them, as it holds no ad that ran before its own days.
 */
const LAUNCHES = 4;
const SELLERS = [3, 2, 3, 2];
const COUNTRY_LAG_DAYS = 3;

export async function addDemoLaunches(ads: readonly NormalizedAd[], now: Date): Promise<number> {
  const { advertisers } = demoDataset();
  const byPage = new Map(ads.map((a) => [a.page_id, a]));
  // Spanish shop advertisers whose ads the replay stored, grouped by niche: a launch is copied within a niche.
  const niches = new Map<string, NormalizedAd[]>();
  for (const adv of advertisers) {
    const ad = byPage.get(adv.pageId);
    if (!ad || adv.language !== "es" || !ad.apify_data.images[0]?.startsWith("/demo/creatives/")) continue;
    niches.set(adv.niche.key, [...(niches.get(adv.niche.key) ?? []), ad]);
  }
  const picked = [...niches.entries()].filter(([, list]) => list.length >= 3).slice(0, LAUNCHES);
  const launched: NormalizedAd[] = [];
  picked.forEach(([niche, list], n) => {
    const template = list[0];
    const slug = `${template.apify_data.images[0]!.replace(/^\/demo\/creatives\/|-\d\.svg$/g, "")}-edicion-${niche.slice(0, 12)}`;
    list.slice(0, SELLERS[n]).forEach((seller, k) => {
      const host = `${seller.page_name
        .normalize("NFD")
        .replace(/[^A-Za-z0-9]/g, "")
        .toLowerCase()
        .slice(0, 30)}.myshopify.com`;
      const startDay = 9 - n * 2 - k;
      launched.push({
        ...seller,
        id: `8${String(hash32(`launch:${niche}:${seller.page_id}`)).padStart(12, "0")}`,
        collation_id: null,
        collation_count: 1,
        ad_delivery_start_time: new Date(now.getTime() - startDay * DAY_MS).toISOString(),
        ad_delivery_stop_time: null,
        is_active: true,
        ad_creative_link_captions: [host],
        // The launch's own picture: its thumbnail is made as another photo (keepDemoThumbnails' launch).
        apify_data: {
          ...seller.apify_data,
          images: [template.apify_data.images[0]!],
          videos: [],
          link_url: `https://${host}/products/${slug}`,
        },
        countries: [],
      });
    });
  });
  for (const ad of launched) {
    const startDay = Math.round((now.getTime() - Date.parse(ad.ad_delivery_start_time)) / DAY_MS);
    const home = "CO";
    const second = hash32(ad.page_id) % 2 === 0 ? "MX" : "PE";
    for (let back = startDay; back >= 0; back--) {
      const at = new Date(now.getTime() - back * DAY_MS);
      await storeAds([ad], { at, country: home });
      if (startDay - back >= COUNTRY_LAG_DAYS) await storeAds([ad], { at, country: second });
    }
  }
  await keepDemoThumbnails(launched, { launch: true });
  return launched.length;
}

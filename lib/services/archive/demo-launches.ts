import "server-only";
import { demoDataset } from "@/lib/providers/demo/provider";
import { SHOP_NICHES } from "@/lib/providers/demo/catalogue";
import { hash32 } from "@/lib/providers/demo/prng";
import { DAY_MS } from "@/lib/providers/normalize";
import type { NormalizedAd } from "@/lib/providers/types";
import { storeAds } from "@/lib/services/ads/store-ads";
import { keepDemoThumbnails } from "./demo-variants";

/**
 * Products launched in the last days, so the demo's 'Productos' shows some 'Nuevo' beside the
 * established ones, and one everybody copied ('Saturado'): for a few products, advertisers of its niche
 * start the same new creative (another photo of the product, demo-variants.ts) with the same new copy on
 * a new product page, one after another, first at home and a few days later in a second country. They
 * live in the archive only: the demo provider's world does not hold them, as it holds no ad that ran
 * before its own days.
 */
/** Sellers of each scenario and the days ago each starts: four launches, then one product everyone copied. */
const SCENARIOS: { sellers: number; firstDay: number; step: number; label: string }[] = [
  { sellers: 3, firstDay: 9, step: 1, label: "edición limitada" },
  { sellers: 2, firstDay: 7, step: 1, label: "versión 2026" },
  { sellers: 3, firstDay: 5, step: 1, label: "nuevo modelo" },
  { sellers: 2, firstDay: 3, step: 1, label: "lanzamiento" },
  // Copied by a dozen stores over seven weeks, and by ten over a month: 'Saturado'.
  { sellers: 12, firstDay: 50, step: 4, label: "el original" },
  { sellers: 10, firstDay: 35, step: 3, label: "edición premium" },
];
const COUNTRY_LAG_DAYS = 3;

export async function addDemoLaunches(ads: readonly NormalizedAd[], now: Date): Promise<number> {
  const { advertisers, slots } = demoDataset();
  const shopNiches = new Set(SHOP_NICHES.map((n) => n.key));
  const labels = new Map(slots.map((slot) => [slot.product.slug, slot.product.label]));
  const byPage = new Map(ads.map((a) => [a.page_id, a]));
  // Spanish shop advertisers whose ads the replay stored, grouped by niche: a launch is copied within a niche.
  const niches = new Map<string, NormalizedAd[]>();
  for (const adv of advertisers) {
    const ad = byPage.get(adv.pageId);
    if (!ad || adv.language !== "es" || !shopNiches.has(adv.niche.key) || !ad.apify_data.images[0]?.startsWith("/demo/creatives/"))
      continue;
    niches.set(adv.niche.key, [...(niches.get(adv.niche.key) ?? []), ad]);
  }
  const niched = [...niches.entries()].sort((a, b) => b[1].length - a[1].length);
  const launched: NormalizedAd[] = [];
  SCENARIOS.forEach((scenario, n) => {
    const [niche, list] = niched[n % niched.length];
    const template = list[0];
    const file = template.apify_data.images[0]!;
    const product = file.replace(/^\/demo\/creatives\/|-\d\.svg$/g, "");
    const slug = `${product}-${scenario.label.replace(/\s+/g, "-")}`;
    const title = `${labels.get(product) ?? product.replace(/-/g, " ")} ${scenario.label}`;
    // Sellers beyond the niche's come from the largest niches: a winner crosses niches' stores.
    const sellers = [...list, ...niched.flatMap(([, other]) => other)].filter(
      (a, i, all) => all.findIndex((b) => b.page_id === a.page_id) === i,
    );
    sellers.slice(0, scenario.sellers).forEach((seller, k) => {
      const host = `${seller.page_name
        .normalize("NFD")
        .replace(/[^A-Za-z0-9]/g, "")
        .toLowerCase()
        .slice(0, 30)}.myshopify.com`;
      const startDay = Math.max(0, scenario.firstDay - k * scenario.step);
      launched.push({
        ...seller,
        id: `8${String(hash32(`launch:${niche}:${n}:${seller.page_id}`)).padStart(12, "0")}`,
        collation_id: null,
        collation_count: 1,
        ad_delivery_start_time: new Date(now.getTime() - startDay * DAY_MS).toISOString(),
        ad_delivery_stop_time: null,
        is_active: true,
        ad_creative_bodies: [
          `¡${title}! Llegó a nuestra tienda y se está agotando: pídelo hoy con envío a todo el país y paga al recibir.`,
        ],
        ad_creative_link_titles: [title],
        ad_creative_link_captions: [host],
        // The launch's own picture: its thumbnail is made as another photo (keepDemoThumbnails' launch).
        apify_data: { ...seller.apify_data, images: [file], videos: [], link_url: `https://${host}/products/${slug}` },
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

// A search result as the search screen holds it, for the screen's unit tests (reducer, stats queue).
import type { SearchAd } from "@/lib/shared/search/ad";
import { toSearchAd } from "@/lib/shared/search/ad-schema";

/** A minimal ad `id` of the advertiser `pageId`, through the same schema the API reply goes through. */
export function makeSearchAd(id: string, pageId: string): SearchAd {
  const ad = toSearchAd({
    id,
    page_id: pageId,
    page_name: `Página ${pageId}`,
    days_running: 5,
    collation_count: 2,
    hotness_score: 2,
    apify_data: {},
  });
  if (!ad) throw new Error("fixture is not an ad");
  return ad;
}

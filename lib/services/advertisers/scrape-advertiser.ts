import "server-only";
import { getProvider } from "@/lib/providers";
import { storeAds } from "@/lib/services/ads/store-ads";
import { recordUsage } from "@/lib/services/billing/usage-ledger";
import { quotaExceeded, remainingAds } from "@/lib/services/billing/charge-ads";
import { deliverAds } from "@/lib/services/billing/deliver-ads";
import { trackPending } from "@/lib/services/search/pending";
import { scoreWithContext } from "@/lib/services/ads/score-context";
import { keptThumbnails, withKeptThumbnails } from "@/lib/services/archive/kept-thumbnails";

/** One page of an advertiser's active ads in a country; the ads delivered count against the quota. */
export async function scrapeAdvertiser(userId: string, input: { pageId: string; country: string; cursor?: string | null }) {
  if ((await remainingAds(userId)) <= 0) throw quotaExceeded();
  const pending = trackPending(userId);
  try {
    const res = await getProvider().listPageAds(input.pageId, input.country, { cursor: input.cursor, signal: pending.signal });
    await storeAds(res.ads, { country: input.country });
    // Under the month's rule, as a search (lib/services/billing/deliver-ads.ts): ads already received
    // this month are free.
    const delivery = await deliverAds(
      userId,
      res.ads.map((ad) => ad.id),
      { source: "advertiser", kind: "scrape_advertiser", credits: res.credits },
    );
    if (delivery.refused) {
      // Refused after upstream was paid: the credits were spent all the same, for no ads.
      await recordUsage(userId, "scrape_advertiser", { credits: res.credits, ads: 0 });
      throw quotaExceeded();
    }
    const delivered = res.ads.slice(0, delivery.delivered.length);
    const [scored, thumbnails] = await Promise.all([scoreWithContext(delivered), keptThumbnails(delivered.map((ad) => ad.id))]);
    const data = withKeptThumbnails(scored, thumbnails);
    return { data, cursor: res.nextCursor, hasNextPage: res.nextCursor !== null };
  } finally {
    pending.done();
  }
}

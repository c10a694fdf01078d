import "server-only";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { getProvider } from "@/lib/providers";
import { storeAds } from "@/lib/services/ads/store-ads";
import { recordUsage } from "@/lib/services/billing/usage-ledger";
import { chargeAds, quotaExceeded, remainingAds } from "@/lib/services/billing/charge-ads";
import { trackPending } from "@/lib/services/search/pending";
import { recordDeliveries } from "@/lib/services/search/deliveries";
import { scoreWithContext } from "@/lib/services/ads/score-context";
import { keptThumbnails, withKeptThumbnails } from "@/lib/services/archive/kept-thumbnails";

/** One page of an advertiser's active ads in a country; the ads delivered count against the quota. */
export async function scrapeAdvertiser(userId: string, input: { pageId: string; country: string; cursor?: string | null }) {
  if ((await remainingAds(userId)) <= 0) throw quotaExceeded();
  const pending = trackPending(userId);
  try {
    const res = await getProvider().listPageAds(input.pageId, input.country, { cursor: input.cursor, signal: pending.signal });
    await storeAds(res.ads, { country: input.country });
    // Charged iff recorded as delivered, as for a search (lib/services/search/search-ads.ts).
    const delivered = await db
      .$transaction(async (tx) => {
        const granted = await chargeAds(userId, res.ads.length, { countSearch: false, tx });
        if (res.ads.length > 0 && granted === 0) throw quotaExceeded();
        const delivered = res.ads.slice(0, granted);
        await recordDeliveries(userId, delivered, tx);
        await recordUsage(userId, "scrape_advertiser", { credits: res.credits, ads: delivered.length }, tx);
        return delivered;
      })
      .catch(async (e: unknown) => {
        // Refused after upstream was paid: the credits were spent all the same, for no ads.
        if (isAppError(e) && e.code === "QUOTA_EXCEEDED") await recordUsage(userId, "scrape_advertiser", { credits: res.credits, ads: 0 });
        throw e;
      });
    const [scored, thumbnails] = await Promise.all([
      scoreWithContext(delivered, { country: input.country }),
      keptThumbnails(delivered.map((ad) => ad.id)),
    ]);
    const data = withKeptThumbnails(scored, thumbnails);
    return { data, cursor: res.nextCursor, hasNextPage: res.nextCursor !== null };
  } finally {
    pending.done();
  }
}

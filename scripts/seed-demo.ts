// Demo data for a staff preview, made by the product's own services (run by scripts/seed-preview.mjs
// under the `react-server` condition, which the `server-only` guard of lib/ expects): a few searches
// on the embedded demo provider (history, saved complete searches, the shared cache and the Ad table),
// three saved ads and two followed advertisers, all for the staff account. Idempotent: a staff account
// that already has a search history is left as it is.
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { saveAd } from "@/lib/services/saved-ads/save-ad";
import { searchAds } from "@/lib/services/search/search-ads";
import { trackAdvertiser } from "@/lib/services/tracking/track-advertiser";
import { saveAdSchema } from "@/lib/validation/saved-ads";
import { searchRequestSchema } from "@/lib/validation/search";
import { trackAdvertiserSchema } from "@/lib/validation/tracking";

const TERMS = ["crema", "reloj inteligente", "freidora de aire", "faja", "zapatillas"];

/** A 409 (already saved / already followed) is fine on a re-run; anything else is a real failure. */
async function unlessExists(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (e) {
    if (!(isAppError(e) && e.status === 409)) throw e;
  }
}

async function main() {
  const email = process.env.STAFF_EMAIL?.trim().toLowerCase();
  if (!email) throw new Error("STAFF_EMAIL is not set");
  const staff = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  if ((await db.searchHistoryEntry.count({ where: { userId: staff.id } })) > 0) {
    console.log(`Demo data: ${email} already has a search history, left as it is`);
    return;
  }

  const firstPages = [];
  for (const value of TERMS) {
    firstPages.push(await searchAds(staff.id, searchRequestSchema.parse({ value, minDays: 0 })));
  }
  const ads = firstPages[0].data;
  for (const ad of ads.slice(0, 3)) {
    await unlessExists(() => saveAd(staff.id, saveAdSchema.parse({ adData: { id: ad.id }, tags: ["búsqueda", TERMS[0]] })));
  }
  const advertisers = [...new Map(firstPages.flatMap((p) => p.data).map((ad) => [ad.page_id, ad])).values()].slice(0, 2);
  for (const ad of advertisers) {
    await unlessExists(() =>
      trackAdvertiser(
        staff.id,
        trackAdvertiserSchema.parse({
          pageId: ad.page_id,
          pageName: ad.page_name,
          pageProfilePictureUrl: ad.apify_data.page_profile_picture_url,
          pageProfileUri: ad.apify_data.page_profile_uri,
          pageLikeCount: ad.apify_data.page_like_count,
          pageCategories: ad.apify_data.page_categories,
          productType: "physical",
          notes: "Anunciante de ejemplo",
        }),
      ),
    );
  }
  console.log(`Demo data: ${TERMS.length} searches, 3 saved ads and ${advertisers.length} followed advertisers for ${email}`);
}

main()
  .then(() => db.$disconnect())
  .catch(async (e) => {
    console.error(e);
    await db.$disconnect().catch(() => {});
    process.exit(1);
  });

import "server-only";
import { db } from "@/lib/db";
import type { FeedArrival } from "@/lib/services/feed/feed-item";

/**
 * Ads that arrived in `country` since `since`: the ad (or another ad of the same advertiser and
 * creative) was first seen there after `since`, with an earlier sighting in another country and none in
 * this one before. The earliest such sighting says where it came from and since when. From the
 * archive's per-country first sightings (AdCountry).
 */
export async function findArrivals(adIds: string[], country: string, since: Date): Promise<Map<string, FeedArrival>> {
  const out = new Map<string, FeedArrival>();
  if (adIds.length === 0 || country === "ALL") return out;
  const rows = await db.$queryRaw<{ adId: string; from: string; since: Date }[]>`
    SELECT ad."id" AS "adId", prior."country" AS "from", prior."firstSeenAt" AS "since"
    FROM "Ad" ad
    JOIN "AdCountry" here ON here."adId" = ad."id" AND here."country" = ${country}
    CROSS JOIN LATERAL (
      SELECT oc."country", oc."firstSeenAt"
      FROM "Ad" o JOIN "AdCountry" oc ON oc."adId" = o."id"
      WHERE (o."id" = ad."id" OR (ad."collationId" IS NOT NULL AND o."collationId" = ad."collationId" AND o."pageId" = ad."pageId"))
        AND oc."country" NOT IN (${country}, 'ALL') AND oc."firstSeenAt" < here."firstSeenAt"
      ORDER BY oc."firstSeenAt", oc."country"
      LIMIT 1
    ) prior
    WHERE ad."id" = ANY(${adIds}::text[])
      AND here."firstSeenAt" >= ${since.toISOString()}::timestamp(3)
      AND NOT EXISTS (
        SELECT 1 FROM "Ad" s JOIN "AdCountry" sc ON sc."adId" = s."id" AND sc."country" = ${country}
        WHERE s."id" <> ad."id" AND ad."collationId" IS NOT NULL AND s."collationId" = ad."collationId"
          AND s."pageId" = ad."pageId" AND sc."firstSeenAt" < here."firstSeenAt")`;
  for (const r of rows) out.set(r.adId, { country, from: r.from, since: new Date(r.since).toISOString() });
  return out;
}

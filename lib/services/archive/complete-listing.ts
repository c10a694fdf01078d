import "server-only";
import { db } from "@/lib/db";

/**
 * The one way the archive learns that an ad ended without the provider saying so: a tracked
 * advertiser's complete listing (every page fetched) for a country, on a day the ad was not seen, no
 * longer holds it. Only ads known to run in that country alone are ended by a country's listing (an
 * "ALL" listing covers every country); a search that did not return an ad proves nothing and never
 * comes here. Returns the ids it ended.
 */
export async function endAdsMissingFromListing(input: {
  pageId: string;
  country: string;
  day: string;
  adIds: string[];
  at?: Date;
}): Promise<string[]> {
  const at = (input.at ?? new Date()).toISOString();
  const country = input.country.toUpperCase();
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE "Ad" AS a SET
      "endedAt" = ${at}::timestamp(3), "endedBy" = 'listing',
      "lifespanDays" = GREATEST(0, floor(extract(epoch FROM ${at}::timestamp(3) - LEAST(COALESCE(a."startTime", a."firstSeenAt"), a."firstSeenAt")) / 86400))::int
    WHERE a."pageId" = ${input.pageId}
      AND a."endedAt" IS NULL
      AND a."lastSeenAt" < ${at}::timestamp(3)
      AND NOT (a."id" = ANY(${input.adIds}::text[]))
      AND (${country} = 'ALL' OR (cardinality(a."seenCountries") > 0 AND a."seenCountries" <@ ARRAY[${country}]::text[]))
      AND NOT EXISTS (SELECT 1 FROM "AdDay" d WHERE d."adId" = a."id" AND d."day" >= ${input.day}::date)
    RETURNING a."id"`;
  return rows.map((r) => r.id);
}

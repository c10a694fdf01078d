import "server-only";
import { db } from "@/lib/db";
import { createDemoProvider, demoActiveAds } from "@/lib/providers/demo/provider";
import { DAY_MS } from "@/lib/providers/normalize";
import type { NormalizedAd } from "@/lib/providers/types";
import { storeAds } from "@/lib/services/ads/store-ads";
import { archiveDay } from "./sighting";
import { archiveChanged } from "@/lib/services/ads/archive-version";
import { keepDemoThumbnails } from "./demo-variants";
import { addDemoLaunches } from "./demo-launches";

/**
 * Gives a demo database an archive with history: the demo world already changes by day, so the last
 * `days` days are replayed from it — every ad that ran on those days, seen once a day while it ran,
 * ended the day after its last (as a tracked advertiser's daily listing would show), its variants
 * growing over its first two weeks and its countries reached one every few days. Bulk: each ad is
 * normalized once (on its last day) and written by storeAds, then one statement lays out the history.
 * Idempotent: running it again (the same day or later) rewrites the same facts.
 */

/** The variant count ramps up over this many days to the demo ad's own. */
const RAMP_DAYS = 14;
/** A new country every this many days, in the order the demo ad lists them. */
const COUNTRY_STEP_DAYS = 4;
const CHUNK = 500;

type Life = { id: string; pageId: string; firstDay: number; lastDay: number; collation: number };

export async function backfillDemoArchive(
  opts: { days?: number; now?: Date; log?: (message: string) => void } = {},
): Promise<{ ads: number; ended: number; newPoints: number; thumbnails: number }> {
  const days = opts.days ?? 60;
  const now = opts.now ?? new Date();
  let mark = Date.now();
  const phase = (name: string) => {
    opts.log?.(`${name}: ${((Date.now() - mark) / 1000).toFixed(1)} s`);
    mark = Date.now();
  };
  const lives = new Map<string, Life>();
  for (let back = days - 1; back >= 0; back--) {
    for (const active of demoActiveAds(new Date(now.getTime() - back * DAY_MS))) {
      const life = lives.get(active.id);
      if (life) life.lastDay = back;
      else
        lives.set(active.id, {
          id: active.id,
          pageId: active.slot.advertiser.pageId,
          firstDay: back,
          lastDay: back,
          collation: active.slot.collationCount,
        });
    }
  }

  phase("demo days replayed");
  // Each ad as the provider showed it on its last day: one listing per (day, page) holding a last sighting.
  const wanted = new Map<string, Set<string>>();
  for (const life of lives.values()) {
    const key = `${life.lastDay}:${life.pageId}`;
    if (!wanted.has(key)) wanted.set(key, new Set());
    wanted.get(key)!.add(life.id);
  }
  const byDay = new Map<number, NormalizedAd[]>();
  // Day by day: the demo provider keeps one day's view at a time.
  const keys = [...wanted.keys()].sort((a, b) => Number(b.split(":")[0]) - Number(a.split(":")[0]) || (a < b ? -1 : 1));
  for (const key of keys) {
    const ids = wanted.get(key)!;
    const [back, pageId] = [Number(key.split(":")[0]), key.slice(key.indexOf(":") + 1)];
    const provider = createDemoProvider({ now: () => new Date(now.getTime() - back * DAY_MS) });
    let cursor: string | null = null;
    do {
      const page: { ads: NormalizedAd[]; nextCursor: string | null } = await provider.listPageAds(pageId, "ALL", { cursor });
      const list = byDay.get(back) ?? [];
      list.push(...page.ads.filter((ad) => ids.has(ad.id)));
      byDay.set(back, list);
      cursor = page.nextCursor;
    } while (cursor);
  }

  phase("ads normalized");
  for (const [back, ads] of [...byDay].sort((a, b) => b[0] - a[0])) {
    for (let i = 0; i < ads.length; i += CHUNK) await storeAds(ads.slice(i, i + CHUNK), { at: new Date(now.getTime() - back * DAY_MS) });
  }

  phase("ads stored");
  const history = [...lives.values()].map((l) => ({
    id: l.id,
    firstAt: new Date(now.getTime() - l.firstDay * DAY_MS).toISOString(),
    lastAt: new Date(now.getTime() - l.lastDay * DAY_MS).toISOString(),
    firstDay: archiveDay(new Date(now.getTime() - l.firstDay * DAY_MS)),
    lastDay: archiveDay(new Date(now.getTime() - l.lastDay * DAY_MS)),
    // Still running today, or ended the day after its last sighting.
    endedAt: l.lastDay === 0 ? null : new Date(now.getTime() - (l.lastDay - 1) * DAY_MS).toISOString(),
    collation: l.collation,
  }));
  const [{ points }] = await db.$queryRaw<{ points: bigint }[]>`
    WITH s AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(history)}::jsonb) AS s(
        "id" text, "firstAt" timestamp(3), "lastAt" timestamp(3), "firstDay" date, "lastDay" date, "endedAt" timestamp(3), "collation" int)
    ), ad AS (
      UPDATE "Ad" a SET
        "firstSeenAt" = LEAST(a."firstSeenAt", s."firstAt"),
        -- Once a day while it ran; an ad also seen live since keeps its own count.
        "sightings" = CASE WHEN a."lastSeenAt" <= s."lastAt" THEN s."lastDay" - s."firstDay" + 1 ELSE a."sightings" END,
        -- Only while no later sighting than the replayed ones says otherwise.
        "endedAt" = CASE WHEN a."lastSeenAt" <= s."lastAt" THEN s."endedAt" ELSE a."endedAt" END,
        "endedBy" = CASE WHEN a."lastSeenAt" <= s."lastAt" THEN CASE WHEN s."endedAt" IS NOT NULL THEN 'listing' END ELSE a."endedBy" END,
        "lifespanDays" = GREATEST(0, floor(extract(epoch FROM
          CASE WHEN a."lastSeenAt" <= s."lastAt" THEN COALESCE(s."endedAt", a."lastSeenAt") ELSE COALESCE(a."endedAt", a."lastSeenAt") END
          - LEAST(COALESCE(a."startTime", s."firstAt"), s."firstAt")) / 86400))::int
      FROM s WHERE a."id" = s."id"
      RETURNING a."id", a."seenCountries", a."firstSeenAt"
    ), queued AS (
      -- A grouped ad whose first sighting moved earlier goes back to the products' job, which copies it
      -- into AdGroup (a product's ads in first-seen order).
      INSERT INTO "AdProductPending" ("adId")
      SELECT ad."id" FROM ad JOIN "AdGroup" g ON g."adId" = ad."id" WHERE g."firstSeenAt" <> ad."firstSeenAt"
      ORDER BY 1
      ON CONFLICT DO NOTHING
    ), points AS (
      -- Seen once a day at the hour of its first sighting, as the replay above sees it.
      INSERT INTO "AdDay" ("adId", "day", "firstSeenAt", "collationCount", "active")
      SELECT s."id", d::date, s."firstAt" + (d::date - s."firstDay") * interval '1 day',
        GREATEST(1, ceil(s."collation" * LEAST(1.0, ((d::date - s."firstDay") + 1)::numeric / ${RAMP_DAYS})))::int, true
      FROM s JOIN ad ON ad."id" = s."id" CROSS JOIN LATERAL generate_series(s."firstDay", s."lastDay", interval '1 day') AS d
      ORDER BY 1, 2
      -- The last day keeps the count the provider showed that day.
      ON CONFLICT ("adId", "day") DO NOTHING
      RETURNING 1
    ), countries AS (
      INSERT INTO "AdCountry" ("adId", "country", "firstSeenAt", "lastSeenAt")
      SELECT s."id", c."country", LEAST(s."firstAt" + (c."n" - 1) * ${COUNTRY_STEP_DAYS} * interval '1 day', s."lastAt"), s."lastAt"
      FROM s JOIN ad ON ad."id" = s."id" CROSS JOIN LATERAL unnest(ad."seenCountries") WITH ORDINALITY AS c("country", "n")
      ORDER BY 1, 2
      ON CONFLICT ("adId", "country") DO UPDATE SET "firstSeenAt" = LEAST("AdCountry"."firstSeenAt", EXCLUDED."firstSeenAt")
    )
    SELECT count(*) AS "points" FROM points`;

  phase("history laid out");
  const thumbnails = await keepDemoThumbnails([...byDay.values()].flat());
  phase("thumbnails kept");
  const launches = await addDemoLaunches([...byDay.values()].flat(), now);
  phase(`${launches} launch copies added`);
  archiveChanged();
  return { ads: lives.size, ended: history.filter((h) => h.endedAt).length, newPoints: Number(points), thumbnails };
}

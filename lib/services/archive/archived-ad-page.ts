import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { mediaSources } from "@/lib/services/images/kept-media";
import { dailyPointsIn } from "@/lib/shared/archive/daily-points";
import { ARCHIVED_AD_COLUMNS, type ArchivedAdRow } from "./archived-ad";
import { archiveCards } from "./archive-reply";
import { archiveDay } from "./sighting";

export const AD_NOT_ARCHIVED = "Este anuncio no está en el archivo";
/** A year of daily points is what a chart can show; older points stay in the table. */
const MAX_POINTS = 366;
const MAX_VARIANTS = 50;
const MAX_OTHER_ADS = 12;

type PointRow = { day: Date; firstSeenAt: Date; collationCount: number; active: boolean };
type CountryRow = { country: string; firstSeenAt: Date; lastSeenAt: Date };

/**
 * GET /api/ads/{id}: an archived ad's page. The timeline (first seen, last seen or ended, days running,
 * the variant count on each day it was seen, those days being `timeZone`'s, the viewer's), the other ads
 * of its collation group, the countries with their first and last sighting, its media (kept thumbnail and
 * original links) and the advertiser's other archived ads. Archive data only: no upstream call, no quota,
 * nothing of any other user; the cards carry the winner score and the signed-in user's own marks.
 */
export async function getArchivedAdPage(userId: string, adId: string, timeZone: string) {
  const [row] = await db.$queryRaw<(ArchivedAdRow & { collationId: string | null; pageId: string })[]>`
    SELECT ${ARCHIVED_AD_COLUMNS}, a."collationId", a."pageId" FROM "Ad" a WHERE a."id" = ${adId}`;
  if (!row) throw new AppError("NOT_FOUND", AD_NOT_ARCHIVED);

  const [points, countries, variants, others] = await Promise.all([
    db.$queryRaw<PointRow[]>`
      SELECT p."day", p."firstSeenAt", p."collationCount", p."active" FROM (
        SELECT d."day", d."firstSeenAt", d."collationCount", d."active" FROM "AdDay" d WHERE d."adId" = ${adId} ORDER BY d."day" DESC LIMIT ${MAX_POINTS}
      ) p ORDER BY p."day"`,
    db.$queryRaw<CountryRow[]>`
      SELECT c."country", c."firstSeenAt", c."lastSeenAt" FROM "AdCountry" c WHERE c."adId" = ${adId} ORDER BY c."firstSeenAt", c."country"`,
    row.collationId
      ? db.$queryRaw<ArchivedAdRow[]>`
          SELECT ${ARCHIVED_AD_COLUMNS} FROM "Ad" a
          WHERE a."collationId" = ${row.collationId} AND a."id" <> ${adId}
          ORDER BY a."firstSeenAt" DESC, a."id" DESC LIMIT ${MAX_VARIANTS}`
      : Promise.resolve([]),
    db.$queryRaw<ArchivedAdRow[]>`
      SELECT ${ARCHIVED_AD_COLUMNS} FROM "Ad" a
      WHERE a."pageId" = ${row.pageId} AND a."id" <> ${adId}
      ORDER BY a."firstSeenAt" DESC LIMIT ${MAX_OTHER_ADS}`,
  ]);

  const [[card], variantCards, otherCards] = await archiveCards(userId, [[row], variants, others]);
  if (!card) throw new AppError("NOT_FOUND", AD_NOT_ARCHIVED);
  const lastDay = archiveDay(row.lastSeenAt);
  const media = mediaSources(row.data && typeof row.data === "object" ? row.data : JSON.parse(String(row.data)));
  return {
    ad: card.ad,
    archive: card.archive,
    marks: card.marks,
    timeline: {
      firstSeenAt: card.archive.firstSeenAt,
      lastSeenAt: card.archive.lastSeenAt,
      endedAt: card.archive.endedAt,
      daysRunning: card.archive.lifespanDays,
      points: dailyPointsIn(
        points.map((p) => {
          const day = p.day.toISOString().slice(0, 10);
          // The day holding the ad's last sighting knows that moment too: the chart then ends on the day
          // 'Visto por última vez' names, even when the two sightings are on two of the viewer's days.
          const seenAt = day === lastDay ? [p.firstSeenAt, row.lastSeenAt] : [p.firstSeenAt];
          return { day, seenAt, variants: p.collationCount, active: p.active };
        }),
        timeZone,
      ),
    },
    variants: variantCards,
    countries: countries.map((c) => ({
      country: c.country,
      firstSeenAt: c.firstSeenAt.toISOString(),
      lastSeenAt: c.lastSeenAt.toISOString(),
    })),
    media: {
      thumbnailUrl: card.archive.thumbnailUrl,
      /** The original links, which expire upstream; the screen shows the thumbnail when they fail. */
      originals: media.map((m) => ({ role: m.role, url: m.sourceUrl })),
    },
    advertiserAds: otherCards,
  };
}

/** GET /api/ads/{id}'s reply body (besides `success`). */
export type ArchivedAdPageReply = Awaited<ReturnType<typeof getArchivedAdPage>>;

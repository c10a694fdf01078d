import { zonedParts } from "@/lib/time-zone";

/** One of the archive's daily points with the moments it keeps of that day's sightings. */
export type ArchiveDaySightings = {
  /** The archive's day, "YYYY-MM-DD" in APP_TIMEZONE. */
  day: string;
  /** When the ad was seen on it, as far as the archive knows: the day's first sighting, and the ad's last when the day holds it. */
  seenAt: readonly Date[];
};

/**
 * The archive's daily points on the viewer's calendar: each lands on the day of `timeZone` that each of
 * its moments falls on, so a point is only ever on a day the ad was seen, and the first point is the day
 * 'Visto por primera vez' names in that zone. The archive's days are APP_TIMEZONE's, whose midnight is not
 * the viewer's: two archive days falling on one viewer day make one point, with the later day's figures
 * (the newer count); one archive day whose first and last sightings straddle the viewer's midnight gives
 * a point on each side. Oldest first.
 */
export function dailyPointsIn<T extends ArchiveDaySightings>(
  days: readonly T[],
  timeZone: string,
): (Omit<T, "seenAt"> & { day: string })[] {
  const byDay = new Map<string, Omit<T, "seenAt">>();
  for (const { seenAt, ...figures } of [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))) {
    for (const at of seenAt) byDay.set(zonedParts(at, timeZone).day, figures);
  }
  return [...byDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, figures]) => ({ ...figures, day }));
}

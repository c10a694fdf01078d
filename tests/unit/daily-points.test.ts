// The ad page's daily points on the viewer's calendar (lib/shared/archive/daily-points.ts): the archive's
// days are Bogotá's (APP_TIMEZONE), the viewer may be east of UTC (Madrid, Tokyo) or west of Bogotá
// (Mexico City), and the chart's first day must be the day 'Visto por primera vez' names.
import { describe, expect, it } from "vitest";
import { dailyPointsIn } from "@/lib/shared/archive/daily-points";

const at = (iso: string) => new Date(iso);
/** Archive days with their first sighting, as AdDay keeps them (Bogotá's days, UTC−5). */
const archive = [
  // 18:30 on the 15th in Bogotá, already 00:30 on the 16th in Madrid.
  { day: "2026-01-15", seenAt: [at("2026-01-15T23:30:00Z")], variants: 1, active: true },
  // 10:00 on the 16th in Bogotá, 16:00 in Madrid: Madrid's 16th again.
  { day: "2026-01-16", seenAt: [at("2026-01-16T15:00:00Z")], variants: 2, active: true },
  // 00:30 on the 17th in Bogotá, still 23:30 on the 16th in Mexico City.
  { day: "2026-01-17", seenAt: [at("2026-01-17T05:30:00Z")], variants: 3, active: false },
];

describe("dailyPointsIn: the archive's days as the viewer's days", () => {
  it("in the app's own zone, every archive day is its own point", () => {
    expect(dailyPointsIn(archive, "America/Bogota")).toEqual([
      { day: "2026-01-15", variants: 1, active: true },
      { day: "2026-01-16", variants: 2, active: true },
      { day: "2026-01-17", variants: 3, active: false },
    ]);
  });

  it("east of UTC, two archive days on one of the viewer's days make one point with the later day's figures", () => {
    expect(dailyPointsIn(archive, "Europe/Madrid")).toEqual([
      { day: "2026-01-16", variants: 2, active: true },
      { day: "2026-01-17", variants: 3, active: false },
    ]);
    // Tokyo (UTC+9): the 16th's sighting is at Tokyo's midnight, on the 17th with the 17th's.
    expect(dailyPointsIn(archive, "Asia/Tokyo").map((p) => p.day)).toEqual(["2026-01-16", "2026-01-17"]);
  });

  it("west of the app's zone, a sighting after the app's midnight is on the viewer's day before", () => {
    expect(dailyPointsIn(archive, "America/Mexico_City")).toEqual([
      { day: "2026-01-15", variants: 1, active: true },
      { day: "2026-01-16", variants: 3, active: false },
    ]);
  });

  it("an archive day seen on both sides of the viewer's midnight is a point on each day, none between", () => {
    const days = [
      { day: "2026-01-15", seenAt: [at("2026-01-15T15:00:00Z")], variants: 1, active: true },
      // First seen 10:00 in Bogotá (16:00 Madrid), last seen 23:30 in Bogotá (05:30 the next day in Madrid).
      { day: "2026-01-20", seenAt: [at("2026-01-20T15:00:00Z"), at("2026-01-21T04:30:00Z")], variants: 4, active: true },
    ];
    expect(dailyPointsIn(days, "Europe/Madrid")).toEqual([
      { day: "2026-01-15", variants: 1, active: true },
      { day: "2026-01-20", variants: 4, active: true },
      { day: "2026-01-21", variants: 4, active: true },
    ]);
    expect(dailyPointsIn(days, "America/Bogota").map((p) => p.day)).toEqual(["2026-01-15", "2026-01-20"]);
  });

  it("orders by day whatever order the archive's rows come in, and has no point without a day", () => {
    expect(dailyPointsIn([...archive].reverse(), "Europe/Madrid").map((p) => p.day)).toEqual(["2026-01-16", "2026-01-17"]);
    expect(dailyPointsIn([], "Europe/Madrid")).toEqual([]);
  });
});

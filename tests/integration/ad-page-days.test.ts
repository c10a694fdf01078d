// The ad page's daily chart on the viewer's calendar: the archive's days are Bogotá's
// (APP_TIMEZONE), and a user in Madrid or Mexico City must see the chart start on the day 'Visto por
// primera vez' names, and end on the day 'Visto por última vez' names. Each daily point keeps the moment
// of its day's first sighting, the earliest whatever order the sightings are recorded in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { formatDate, formatDay } from "@/lib/format";
import { storeAds } from "@/lib/services/ads/store-ads";
import type { ArchivedAdPageReply } from "@/lib/services/archive/archived-ad-page";
import { GET as adPage } from "@/app/api/ads/[id]/route";
import { callRoute, scopedEnv, signedInUser } from "../support/factories";
import { archivedAd, newPageId } from "../support/archive";

const env = scopedEnv();
const at = (iso: string) => new Date(iso);

// Madrid's case: first seen at 00:30 on the 16th in Madrid, still 18:30 on the 15th in Bogotá.
const madridAd = archivedAd({ page_id: newPageId() });
const madridSightings = [
  { at: at("2026-01-15T23:30:00Z"), variants: 1 },
  // Bogotá's 16th at 10:00, Madrid's 16th again: one point there, with the 16th's count.
  { at: at("2026-01-16T15:00:00Z"), variants: 2 },
  { at: at("2026-01-17T15:00:00Z"), variants: 3 },
  // Last seen at 23:30 on the 17th in Bogotá, already 05:30 on the 18th in Madrid.
  { at: at("2026-01-18T04:30:00Z"), variants: 4 },
];
// Mexico City's case: first seen at 00:30 on the 16th in Bogotá, still 23:30 on the 15th in Mexico City.
// Its 16th is recorded late first (a back-fill), then the earlier sighting of the same day.
const mexicoAd = archivedAd({ page_id: newPageId() });
const mexicoSightings = [
  { at: at("2026-01-16T20:00:00Z"), variants: 2 },
  { at: at("2026-01-16T05:30:00Z"), variants: 1 },
  { at: at("2026-01-18T15:00:00Z"), variants: 3 },
];

let madrid: string;
let mexico: string;

beforeAll(async () => {
  env.set({ APP_TIMEZONE: "America/Bogota" });
  for (const [ad, sightings] of [
    [madridAd, madridSightings],
    [mexicoAd, mexicoSightings],
  ] as const) {
    for (const s of sightings) await storeAds([{ ...ad, collation_count: s.variants }], { at: s.at });
  }
  const [m, x] = await Promise.all([signedInUser(), signedInUser()]);
  await db.user.update({ where: { id: m.user.id }, data: { timeZone: "Europe/Madrid" } });
  await db.user.update({ where: { id: x.user.id }, data: { timeZone: "America/Mexico_City" } });
  [madrid, mexico] = [m.token, x.token];
});
afterAll(() => env.restore());

async function timeline(token: string, adId: string) {
  const res = await callRoute<ArchivedAdPageReply>(adPage, { token, params: { id: adId } });
  expect(res.status).toBe(200);
  return res.json.timeline;
}

describe("the ad page's daily points in the viewer's zone", () => {
  it("starts the chart on the day 'Visto por primera vez' names and ends it on 'Visto por última vez', in Madrid and in Mexico City", async () => {
    for (const [token, zone] of [
      [madrid, "Europe/Madrid"],
      [mexico, "America/Mexico_City"],
    ] as const) {
      for (const ad of [madridAd, mexicoAd]) {
        const t = await timeline(token, ad.id);
        expect(formatDay(t.points[0].day), `${ad.id} in ${zone}`).toBe(formatDate(t.firstSeenAt, zone));
        expect(formatDay(t.points.at(-1)!.day), `${ad.id} in ${zone}`).toBe(formatDate(t.lastSeenAt, zone));
      }
    }
  });

  it("keeps a point only on the viewer's days the ad was seen, one a day, with the later archive day's count", async () => {
    expect((await timeline(madrid, madridAd.id)).points).toEqual([
      { day: "2026-01-16", variants: 2, active: true },
      { day: "2026-01-17", variants: 4, active: true },
      { day: "2026-01-18", variants: 4, active: true },
    ]);
    expect((await timeline(mexico, madridAd.id)).points).toEqual([
      { day: "2026-01-15", variants: 1, active: true },
      { day: "2026-01-16", variants: 2, active: true },
      { day: "2026-01-17", variants: 4, active: true },
    ]);
    expect((await timeline(mexico, mexicoAd.id)).points.map((p) => p.day)).toEqual(["2026-01-15", "2026-01-18"]);
  });

  it("keeps the day's earliest sighting when the same archive day is recorded twice, in either order", async () => {
    const kept = async (adId: string) =>
      (await db.adDay.findMany({ where: { adId }, orderBy: { day: "asc" } })).map((d) => [
        d.day.toISOString().slice(0, 10),
        d.firstSeenAt.toISOString(),
      ]);
    expect(await kept(madridAd.id)).toEqual([
      ["2026-01-15", "2026-01-15T23:30:00.000Z"],
      ["2026-01-16", "2026-01-16T15:00:00.000Z"],
      ["2026-01-17", "2026-01-17T15:00:00.000Z"],
    ]);
    expect(await kept(mexicoAd.id)).toEqual([
      ["2026-01-16", "2026-01-16T05:30:00.000Z"],
      ["2026-01-18", "2026-01-18T15:00:00.000Z"],
    ]);
  });
});

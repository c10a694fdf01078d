// One ad at one moment has one score wherever it is shown (docs/score.md): the search reply, a saved
// search's reload, the archive, the ad's page, the saved ads and their CSV, and Telegram's /buscar all
// read the same inputs, whichever country the screen asked about, and a copy kept earlier (a saved ad's
// JSON) never shows its old score instead.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as search } from "@/app/api/search/route";
import { GET as completeSearch } from "@/app/api/complete-searches/[id]/route";
import { GET as archive } from "@/app/api/archive/route";
import { GET as adPage } from "@/app/api/ads/[id]/route";
import { GET as savedAds, POST as saveAd } from "@/app/api/saved-ads/route";
import { archiveChanged } from "@/lib/services/ads/archive-version";
import { exportSavedAdsCsv } from "@/lib/services/saved-ads/export-csv";
import { searchReply } from "@/lib/services/telegram/commands";
import { savedAdsFilterSchema } from "@/lib/validation/saved-ads";
import { scAd } from "../support/fake-scrapecreators";
import { callRoute, signedInUser } from "../support/factories";
import { jobWorld } from "../support/job-world";

const DAY_MS = 86_400_000;

/** One CSV line's cells (quoted cells may hold commas; these hold no line breaks). */
const cells = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1].replace(/^"|"$/g, ""));
type Scored = { id: string; winner_score: number; winner_label: string | null; winner_explanation: { key: string; text: string }[] };

describe("one score per ad at a moment", () => {
  // The real ScrapeCreators client on its local fake (and a fake Bot API /buscar does not need).
  const world = jobWorld();

  it("search, saved search, archive, ad page, saved ads, CSV and Telegram agree, before and after a new count", async () => {
    const word = `unico${randomBytes(4).toString("hex")}`;
    const pageId = `66${randomBytes(4).readUInt32BE(0)}`;
    const adId = `5${randomBytes(5).readUIntBE(0, 5)}`;
    world.sc.setSearchPages([
      [
        scAd(
          adId,
          { page_id: pageId, start_date: Math.floor((Date.now() - 20 * DAY_MS) / 1000), publisher_platform: ["FACEBOOK", "INSTAGRAM"] },
          { body: { text: `Crema ${word}, pago contra entrega` } },
        ),
      ],
    ]);
    // The advertiser was counted in Colombia only; the user searches, and the archive and Telegram ask, Mexico.
    const day = (back: number) => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - back * DAY_MS);
    await db.advertiserSnapshot.createMany({
      data: [
        { pageId, country: "CO", day: day(0), activeAds: 30, adIds: [] },
        { pageId, country: "CO", day: day(7), activeAds: 18, adIds: [] },
      ],
    });

    const { user, token } = await signedInUser("imperio");
    const first = await callRoute<{ data: Scored[]; searchId: string }>(search, {
      token,
      body: { value: `crema ${word}`, country: "MX", minDays: 0 },
    });
    expect(first.status).toBe(200);
    const found = first.json.data.find((a) => a.id === adId)!;
    expect(found).toBeDefined();
    expect((await callRoute(saveAd, { token, body: { adData: found } })).status).toBe(201);

    /** The ad's score in every reply that shows it, by where it was read. */
    async function everywhere(): Promise<Record<string, Scored | number>> {
      const again = await callRoute<{ data: Scored[] }>(search, { token, body: { value: `crema ${word}`, country: "MX", minDays: 0 } });
      const reload = await callRoute<{ results: Scored[] }>(completeSearch, {
        token,
        params: { id: first.json.searchId },
        url: `http://localhost/api/complete-searches/${first.json.searchId}`,
      });
      const archived = await callRoute<{ ads: { ad: Scored }[] }>(archive, {
        token,
        url: `http://localhost/api/archive?${new URLSearchParams({ q: word, country: "MX" })}`,
      });
      const page = await callRoute<{ ad: Scored }>(adPage, { token, params: { id: adId } });
      const saved = await callRoute<{ ads: { adId: string; adData: Scored }[] }>(savedAds, {
        token,
        url: "http://localhost/api/saved-ads",
      });
      const csv = await new Response(exportSavedAdsCsv(user.id, savedAdsFilterSchema.parse({}))).text();
      const telegram = await searchReply({ userId: user.id, chatId: "1" }, `${word} MX`);
      const [header, row] = csv
        .replace(/^\uFEFF/, "")
        .split("\n")
        .map(cells);
      return {
        search: again.json.data.find((a) => a.id === adId)!,
        savedSearch: reload.json.results.find((a) => a.id === adId)!,
        archive: archived.json.ads.find((c) => c.ad.id === adId)!.ad,
        adPage: page.json.ad,
        savedAds: saved.json.ads.find((s) => s.adId === adId)!.adData,
        csv: Number(row[header.indexOf("Puntuación")]),
        telegram: Number(/Puntuación (\d+)/.exec(telegram.text)?.[1]),
      };
    }

    function expectOneScore(replies: Record<string, Scored | number>, momentum: RegExp) {
      const scores = Object.fromEntries(Object.entries(replies).map(([k, v]) => [k, typeof v === "number" ? v : v.winner_score]));
      const one = scores.search;
      expect(scores).toEqual(Object.fromEntries(Object.keys(scores).map((k) => [k, one])));
      for (const [where, reply] of Object.entries(replies)) {
        if (typeof reply === "number") continue;
        expect({ where, momentum: reply.winner_explanation.find((c) => c.key === "momentum")?.text }).toEqual({
          where,
          momentum: expect.stringMatching(momentum),
        });
      }
    }

    // The Colombian count counts wherever the screen is: a search in Mexico reads it too.
    expectOneScore(await everywhere(), /^El anunciante tiene 30 anuncios activos \(\+12 en 7 días\)/);

    // A count across all countries comes in (the search's advertiser stats): every reply, the saved
    // copy included, now reads the advertiser's widest figure.
    await db.advertiserActiveAdsCount.create({ data: { pageId, country: "ALL", count: 45, fetchedAt: new Date() } });
    archiveChanged();
    expectOneScore(await everywhere(), /^El anunciante tiene 45 anuncios activos/);
  });
});

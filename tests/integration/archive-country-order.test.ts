// The archive's sort order for each offered country (migration 20261130050000): every country the search
// offers has one, and a text search in a country walks, counts and ANDs that country's own ads, whichever
// step answers it, never the shared sort index that holds every country's (docs/archive-benchmarks.md,
// "A sort order for each country").
import { beforeAll, describe, expect, it } from "vitest";
import { db, pgPool } from "@/lib/db";
import { COUNTRY_CODES } from "@/lib/providers/catalog";
import { storeAds } from "@/lib/services/ads/store-ads";
import { archivePageIds } from "@/lib/services/archive/search-archive";
import type { TextPageBounds } from "@/lib/services/archive/text-page";
import { archiveSearchSchema } from "@/lib/validation/archive";
import { archivedAd, newPageId, nonce } from "../support/archive";
import { statementsSentDuring, type SentStatement } from "../support/sent-statements";

const word = nonce();

// 240 ads holding the word: all seen in MX, one in eight in CO too, so that CO's ads are spread thinly
// through the shared order, as a small country's are.
beforeAll(async () => {
  const ads = Array.from({ length: 240 }, (_, i) =>
    archivedAd({ page_id: newPageId(), ad_creative_bodies: [`Envío gratis ${word} ${i % 2 === 0 ? "oferta" : ""}`] }),
  );
  const at = (i: number) => new Date(Date.now() - (i + 1) * 3_600_000);
  for (const [i, ad] of ads.entries()) {
    await storeAds([ad], { country: "MX", at: at(i) });
    if (i % 8 === 0) await storeAds([ad], { country: "CO", at: at(i) });
  }
  await db.$executeRawUnsafe(`ANALYZE "Ad"`);
}, 120_000);

/**
 * The indexes each statement of `sent` reads, replayed in order on one connection: statements that read
 * run under EXPLAIN, the others (BEGIN, SET LOCAL, COMMIT) as sent, so the windows' planner settings hold.
 */
async function indexesRead(sent: SentStatement[]): Promise<{ text: string; indexes: string[] }[]> {
  const client = await pgPool().connect();
  const read: { text: string; indexes: string[] }[] = [];
  try {
    for (const s of sent) {
      if (/^\s*(SELECT|WITH)\b/i.test(s.text) && /"Ad"/.test(s.text)) {
        const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${s.text}`, s.values);
        const indexes = [...JSON.stringify(rows[0]["QUERY PLAN"]).matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]);
        read.push({ text: s.text, indexes });
      } else if (!/^\s*EXPLAIN\b/i.test(s.text)) {
        await client.query(s.text, s.values);
      }
    }
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    client.release();
  }
  return read;
}

describe("a sort order for each country", () => {
  it("every country the search offers has its own, in the archive's default order", async () => {
    const rows = await db.$queryRaw<{ indexdef: string }[]>`
      SELECT indexdef FROM pg_indexes WHERE tablename = 'Ad' AND indexname LIKE 'Ad\\_lastSeenAt\\_%\\_idx'`;
    for (const code of COUNTRY_CODES) {
      const own = rows.filter((r) => r.indexdef.includes(`WHERE ('${code}'::text = ANY ("seenCountries"))`));
      expect(own, code).toHaveLength(1);
      expect(own[0].indexdef).toContain(
        `("lastSeenAt" DESC, id DESC, "endedAt", "lifespanDays", "signalShop", "signalCod", "signalWhatsApp")`,
      );
    }
  });

  const STEPS: Record<string, TextPageBounds> = {
    walk: { walkRows: 100_000, gatherRows: 100_000, commonShare: Infinity, gather: "always" },
    gather: { walkRows: 2, gatherRows: 100_000, commonShare: Infinity, gather: "always" },
    windows: { walkRows: 2, gatherRows: 3, windowRows: 3, commonShare: Infinity, gather: "always" },
  };
  for (const [step, bounds] of Object.entries(STEPS)) {
    it(`a text search in Colombia reads Colombia's order, not the shared one (${step})`, async () => {
      const input = archiveSearchSchema.parse({ q: `${word} "envío gratis"`, country: "CO", status: "Activo", limit: "5" });
      let answer: Awaited<ReturnType<typeof archivePageIds>> | undefined;
      const sent = await statementsSentDuring(async () => {
        answer = await archivePageIds(input, bounds);
      });
      expect(answer?.step).toBe(step);
      expect(answer?.ids).toHaveLength(6);
      const read = await indexesRead(sent);
      const sortIndexes = read.flatMap((r) => r.indexes).filter((name) => name.startsWith("Ad_lastSeenAt_"));
      expect(sortIndexes.length).toBeGreaterThan(0);
      expect(new Set(sortIndexes)).toEqual(new Set(["Ad_lastSeenAt_CO_idx"]));
      // The gather's text already holds the country, and ANDing the country's whole order with it reads
      // every ad of the country for nothing (111,000 entries at 1 M ads): its country test must not be the
      // order's predicate, which the planner took for it at scale (here, with a few hundred ads, it never does).
      for (const gather of read.filter((r) => r.text.includes('AS "hit"'))) {
        expect(gather.indexes).toEqual(["Ad_text_idx"]);
        expect(gather.text).not.toMatch(/= ANY\(a\."seenCountries"\)/);
      }
      // A window's bitmaps take its key bounds from a subquery: estimated, a range of the newest ads (beyond
      // the last ANALYZE's histogram) came out at a few rows, and the planner read the range and recomputed
      // the text's expression on each ad instead of ANDing the text's bitmap (256 against 8 ms at 5 M ads).
      const windowBitmaps = read.filter((r) => r.text.includes("@@ (SELECT"));
      expect(windowBitmaps.length > 0).toBe(step === "windows");
      // The last window runs to the order's end and has no far end: at least one has.
      if (step === "windows") expect(windowBitmaps.some((w) => /\(a\."lastSeenAt", a\."id"\) >= \(SELECT /.test(w.text))).toBe(true);
      for (const w of windowBitmaps) expect(w.text).not.toMatch(/\(a\."lastSeenAt", a\."id"\) (<|>=) \(\$/);
    });
  }
});

// A cached search reuses the page this process made ready to show (lib/services/search/prepared-pages.ts):
// scores, signals and JSON are computed once per page, not once per request. What it must never do: show
// this process's own older copy after a write, or another process's older copy for longer than
// SEARCH_PREPARED_PAGE_SECONDS.
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as search } from "@/app/api/search/route";
import type { SearchReply } from "@/lib/services/search/search-ads";
import type { NormalizedAd } from "@/lib/providers/types";
import { storeAds } from "@/lib/services/ads/store-ads";
import { callRoute, scopedEnv, signedInUser } from "../support/factories";
import { nonce } from "../support/archive";

const env = scopedEnv();
afterEach(() => env.restore());

async function bodiesOf(token: string, value: string): Promise<Map<string, string[]>> {
  const reply = await callRoute<SearchReply>(search, { token, body: { value, minDays: 0 } });
  expect(reply.status).toBe(200);
  return new Map(reply.json.data.map((ad) => [ad.id, ad.ad_creative_bodies]));
}

describe("prepared search pages", () => {
  it("show a newer copy of an ad this process stored at once, to every user", async () => {
    const alice = await signedInUser("pioneros");
    const bob = await signedInUser("pioneros");
    const first = await callRoute<SearchReply>(search, { token: alice.token, body: { value: "reloj", minDays: 0 } });
    const ad = first.json.data[0] as unknown as NormalizedAd;
    const text = `Texto nuevo ${nonce()}`;

    await storeAds([{ ...ad, ad_creative_bodies: [text] }], { country: "ALL" });

    expect((await bodiesOf(bob.token, "reloj")).get(ad.id)).toEqual([text]);
    expect((await bodiesOf(alice.token, "reloj")).get(ad.id)).toEqual([text]);
  });

  it("show another process's write once their lifetime is over, and at once when it is 0", async () => {
    env.set({ SEARCH_PREPARED_PAGE_SECONDS: "1" });
    const { token } = await signedInUser("pioneros");
    const [id, before] = [...(await bodiesOf(token, "perfume"))][0];
    const text = `Otro proceso ${nonce()}`;
    // Another process's write: the row changes, this process is not told.
    await db.$executeRaw`UPDATE "Ad" SET "data" = jsonb_set("data", '{ad_creative_bodies}', ${JSON.stringify([text])}::jsonb) WHERE "id" = ${id}`;

    expect((await bodiesOf(token, "perfume")).get(id)).toEqual(before);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await bodiesOf(token, "perfume")).get(id)).toEqual([text]);

    env.set({ SEARCH_PREPARED_PAGE_SECONDS: "0" });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await bodiesOf(token, "perfume")).get(id)).toEqual([text]);
    const again = `Sin reutilizar ${nonce()}`;
    await db.$executeRaw`UPDATE "Ad" SET "data" = jsonb_set("data", '{ad_creative_bodies}', ${JSON.stringify([again])}::jsonb) WHERE "id" = ${id}`;
    expect((await bodiesOf(token, "perfume")).get(id)).toEqual([again]);
  });
});

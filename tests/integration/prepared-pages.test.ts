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
import { archiveChanged } from "@/lib/services/ads/archive-version";
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
    // Timed by lifetimes no run can outlast or must wait out: a 60 s page is still the old one on the next
    // request, and a 1 s page shows the write once the second is over, whenever the machine gets there.
    env.set({ SEARCH_PREPARED_PAGE_SECONDS: "60" });
    const { token } = await signedInUser("pioneros");
    const [id, before] = [...(await bodiesOf(token, "perfume"))][0];
    const write = (text: string) =>
      db.$executeRaw`UPDATE "Ad" SET "data" = jsonb_set("data", '{ad_creative_bodies}', ${JSON.stringify([text])}::jsonb) WHERE "id" = ${id}`;
    // Another process's write: the row changes, this process is not told.
    const text = `Otro proceso ${nonce()}`;
    await write(text);
    expect((await bodiesOf(token, "perfume")).get(id)).toEqual(before);

    env.set({ SEARCH_PREPARED_PAGE_SECONDS: "1" });
    archiveChanged(); // forgets the 60 s page, as a write by this process would
    expect((await bodiesOf(token, "perfume")).get(id)).toEqual([text]);
    const later = `Más tarde ${nonce()}`;
    await write(later);
    await expect.poll(async () => (await bodiesOf(token, "perfume")).get(id), { timeout: 30_000, interval: 200 }).toEqual([later]);

    env.set({ SEARCH_PREPARED_PAGE_SECONDS: "0" });
    archiveChanged();
    expect((await bodiesOf(token, "perfume")).get(id)).toEqual([later]);
    const again = `Sin reutilizar ${nonce()}`;
    await write(again);
    expect((await bodiesOf(token, "perfume")).get(id)).toEqual([again]);
  });
});

// POST /api/search sends each ad in the asked view: `full`, docs/product.md §3 Ad (the default, for API
// clients), or `card`, as the search screen keeps it, without the raw upstream snapshot (about half of a
// page's bytes). The screen must not be able to tell the two apart.
import { describe, expect, it } from "vitest";
import { POST as search } from "@/app/api/search/route";
import type { SearchReply } from "@/lib/services/search/search-ads";
import { toSearchAds } from "@/lib/shared/search/ad-schema";
import { callRoute, signedInUser } from "../support/factories";

type Raw = Record<string, unknown> & { apify_data: Record<string, unknown> };

describe("the search reply's views", () => {
  it("sends the full ad by default and the card view when asked, which the screen reads the same", async () => {
    const { token } = await signedInUser("pioneros");
    const full = await callRoute<SearchReply>(search, { token, body: { value: "colágeno", minDays: 0 } });
    const card = await callRoute<SearchReply>(search, { token, body: { value: "colágeno", minDays: 0, view: "card" } });
    expect(full.status).toBe(200);
    expect(card.status).toBe(200);

    const fullAds = full.json.data as unknown as Raw[];
    const cardAds = card.json.data as unknown as Raw[];
    expect(fullAds.length).toBeGreaterThan(0);
    expect(cardAds.map((a) => a.id)).toEqual(fullAds.map((a) => a.id));
    for (const ad of fullAds) {
      expect(ad).toHaveProperty("snapshot");
      expect(ad.apify_data).toHaveProperty("original_item");
    }
    for (const ad of cardAds) {
      expect(ad).not.toHaveProperty("snapshot");
      expect(ad.apify_data).not.toHaveProperty("original_item");
      expect(typeof ad.page_verified).toBe("boolean");
    }
    expect(JSON.stringify(card.json).length).toBeLessThan(JSON.stringify(full.json).length * 0.7);
    expect(toSearchAds(cardAds)).toEqual(toSearchAds(fullAds));
  });

  it("refuses an unknown view in Spanish", async () => {
    const { token } = await signedInUser("pioneros");
    const reply = await callRoute(search, { token, body: { value: "colágeno", view: "raw" } });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ code: "BAD_REQUEST", message: "La vista no es válida", field: "view" });
  });
});

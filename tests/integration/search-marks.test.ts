// What a user already saved and follows comes with every page of results, from the
// database, so a fresh browser never offers GUARDAR or SEGUIR for what would only answer 409.
import { describe, expect, it } from "vitest";
import { POST as search } from "@/app/api/search/route";
import { POST as saveAd } from "@/app/api/saved-ads/route";
import { POST as track } from "@/app/api/tracked-advertisers/route";
import { GET as reload } from "@/app/api/complete-searches/[id]/route";
import { callRoute, signedInUser } from "../support/factories";
import type { SearchReply } from "@/lib/services/search/search-ads";
import type { CompleteSearchPage } from "@/lib/services/complete-searches/complete-searches";

type Ad = { id: string; page_id: string; page_name: string };

describe("saved and followed marks on search replies", () => {
  it("a search marks the ads the user saved and the advertisers they follow, and nobody else's", async () => {
    const { token } = await signedInUser("pioneros");
    const first = await callRoute<SearchReply>(search, { token, body: { value: "crema", minDays: 0 } });
    expect(first.json.marks).toEqual({ savedAdIds: [], followedPageIds: [] });
    const [a, b] = first.json.data as unknown as Ad[];
    expect((await callRoute(saveAd, { token, body: { adData: a } })).status).toBe(201);
    const follow = await callRoute(track, { token, body: { pageId: b.page_id, pageName: b.page_name, country: "ALL" } });
    expect(follow.status).toBe(201);

    const again = await callRoute<SearchReply>(search, { token, body: { value: "crema", minDays: 0 } });
    expect(again.json.marks.savedAdIds).toEqual([a.id]);
    expect(again.json.marks.followedPageIds).toEqual([b.page_id]);

    const saved = await callRoute<CompleteSearchPage>(reload, {
      token,
      params: { id: again.json.searchId ?? "" },
      url: "http://localhost/api/complete-searches/x?limit=1000",
    });
    expect(saved.json.marks).toEqual(again.json.marks);

    const stranger = await signedInUser("pioneros");
    const theirs = await callRoute<SearchReply>(search, { token: stranger.token, body: { value: "crema", minDays: 0 } });
    expect(theirs.json.marks).toEqual({ savedAdIds: [], followedPageIds: [] });
  });
});

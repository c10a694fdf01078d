import { describe, expect, it } from "vitest";
import { effectOf, type Change } from "@/lib/swr/invalidate";
import { SEARCH_STATE_KEY, emptySearchState, serializeSearchState } from "@/lib/shared/search/persisted-state";
import { parseSearchState, withoutSavedAd } from "@/lib/shared/search/persisted-state-schema";

function staleKeys(change: Change, keys: string[]): string[] {
  const { stale } = effectOf(change);
  return keys.filter(stale);
}

const KEYS = [
  "/api/admin/users",
  "/api/admin/users?page=2&limit=20&q=ana",
  "/api/admin/users/u1",
  "/api/admin/users/u2",
  "/api/admin/credits/stats",
  "/api/admin/credits/users",
  "/api/admin/invitations",
  "/api/admin/invitations?page=2&limit=10",
  "/api/user-plans/usage",
  "/api/user-plans/plans",
  "/api/saved-ads?sortBy=savedAt&page=1&limit=20",
  "/api/saved-ads/collections",
  "/api/saved-ads/tags",
  "/api/saved-adsx",
  "/api/tracked-advertisers?page=1&limit=20&active=true",
  "/api/search-history?page=1&limit=20",
  "/api/complete-searches?limit=20",
  "/api/watches",
  "/api/feed",
  "/api/feed?cursor=abc",
  "/api/feed/unread",
  "/api/feedback",
];

describe("invalidate: what each change makes stale", () => {
  it("a plan change refreshes the list, that user's detail and the credits; the usage card only for oneself", () => {
    expect(staleKeys({ kind: "user-plan-changed", userId: "u1", self: false }, KEYS)).toEqual([
      "/api/admin/users",
      "/api/admin/users?page=2&limit=20&q=ana",
      "/api/admin/users/u1",
      "/api/admin/credits/stats",
      "/api/admin/credits/users",
    ]);
    expect(staleKeys({ kind: "user-edited", userId: "u2", self: true }, KEYS)).toContain("/api/user-plans/usage");
    expect(effectOf({ kind: "user-edited", userId: "u2", self: true }).refresh).toBe(true);
  });

  it("saving or deleting an ad refreshes the library, its collections and tags, and the usage card", () => {
    const library = [
      "/api/user-plans/usage",
      "/api/saved-ads?sortBy=savedAt&page=1&limit=20",
      "/api/saved-ads/collections",
      "/api/saved-ads/tags",
    ].sort();
    expect(staleKeys({ kind: "ad-saved" }, KEYS).sort()).toEqual(library);
    expect(staleKeys({ kind: "ad-deleted", adId: "a1" }, KEYS).sort()).toEqual(library);
  });

  it("tracking and invitations touch only their own lists", () => {
    expect(staleKeys({ kind: "tracking-updated" }, KEYS)).toEqual(["/api/tracked-advertisers?page=1&limit=20&active=true"]);
    expect(staleKeys({ kind: "invitations-changed" }, KEYS)).toEqual(["/api/admin/invitations", "/api/admin/invitations?page=2&limit=10"]);
  });

  it("marking the feed read refreshes its pages and the sidebar's count, nothing else", () => {
    expect(staleKeys({ kind: "feed-read" }, KEYS)).toEqual(["/api/feed", "/api/feed?cursor=abc", "/api/feed/unread"]);
  });

  it("a watch edit refreshes the watches; deleting one also the feed that names it", () => {
    expect(staleKeys({ kind: "watch-updated" }, KEYS)).toEqual(["/api/watches"]);
    expect(staleKeys({ kind: "watch-deleted" }, KEYS)).toEqual(["/api/watches", "/api/feed", "/api/feed?cursor=abc", "/api/feed/unread"]);
  });

  it("settings re-render the server-rendered profile", () => {
    expect(effectOf({ kind: "settings-saved" }).refresh).toBe(true);
  });
});

describe("withoutSavedAd", () => {
  it("unmarks the ad in the stored search state and keeps its owner", () => {
    const raw = serializeSearchState({ ...emptySearchState(), savedAdIds: ["a1", "a2"] }, "owner-1");
    const next = withoutSavedAd(raw, "a1");
    expect(parseSearchState(next, "owner-1")?.savedAdIds).toEqual(["a2"]);
    expect(withoutSavedAd(next, "a1")).toBeNull();
    expect(withoutSavedAd(null, "a1")).toBeNull();
    expect(SEARCH_STATE_KEY).toBeTruthy();
  });
});

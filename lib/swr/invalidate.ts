"use client";

/**
 * What each change in the browser makes stale, in one place: after a mutation a screen calls
 * `invalidate(change)` and every view of what changed shows the new state, on screen now or the next
 * time it opens. Views on screen refetch in place (their data stays visible meanwhile); cached
 * copies nothing shows are dropped, so reopening one loads afresh instead of flashing the old state
 * (or being deduped into it); a page whose first data the server renders then renders it afresh.
 * Server-rendered views that are not SWR (the settings profile, the plans, the shell's name) are
 * refreshed with the router.
 */
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { SEARCH_STATE_KEY } from "@/lib/shared/search/persisted-state";
import { ADMIN_USERS_KEY, adminUserKey, FEED_PATH, INVITATIONS_KEY, PLANS_KEY, productKey, USAGE_KEY, WATCHES_KEY } from "./keys";
import { INFINITE_PREFIX, isMounted } from "./mounted-keys";

export type Change =
  | { kind: "user-created" }
  /** `self`: the admin changed their own account, whose usage card and shell show it too. */
  | { kind: "user-edited" | "user-plan-changed" | "user-temp-password"; userId: string; self: boolean }
  | { kind: "invitations-changed" }
  | { kind: "plan-edited" }
  | { kind: "own-plan-changed" }
  | { kind: "ad-saved" }
  | { kind: "ad-updated" }
  | { kind: "ad-deleted"; adId: string }
  | { kind: "tracking-created" | "tracking-updated" }
  | { kind: "settings-saved" }
  | { kind: "search-ran"; autoSaved: boolean }
  | { kind: "quota-exceeded" }
  | { kind: "saved-search-deleted" }
  | { kind: "watch-created" | "watch-updated" | "watch-deleted" }
  | { kind: "feed-read" }
  | { kind: "product-watch-changed"; productId: string };

/** What `useInvalidate()` returns; the browser writes in lib/client take it and call it with their change. */
export type Invalidate = (change: Change) => Promise<void>;

/**
 * A write's reply once the server took it: `refreshed` settles when every view of the change has refetched
 * (a dialog awaits it to close on the new state; a toggle that shows the change itself need not).
 */
export type Written<T = object> = T & { refreshed: Promise<void> };

type Effect = {
  /** Which cached API paths hold data the change touched. */
  stale: (path: string) => boolean;
  /** Re-render the server part of the page and forget the router's cached pages. */
  refresh?: boolean;
};

/** The path itself, or anything below it or with a query on it. */
const under = (base: string) => (path: string) => path === base || path.startsWith(`${base}?`) || path.startsWith(`${base}/`);
const exactly = (key: string) => (path: string) => path === key;
/** A list's pages: the path with or without a query, not the items below it. */
const pagesOf = (base: string) => (path: string) => path === base || path.startsWith(`${base}?`);
const anyOf =
  (...tests: ((path: string) => boolean)[]) =>
  (path: string) =>
    tests.some((t) => t(path));

const savedAds = under("/api/saved-ads");
const credits = under("/api/admin/credits");

export function effectOf(change: Change): Effect {
  switch (change.kind) {
    case "user-created":
      return { stale: anyOf(pagesOf(ADMIN_USERS_KEY), credits) };
    case "user-edited":
    case "user-plan-changed":
    case "user-temp-password": {
      const own = change.self ? [exactly(USAGE_KEY)] : [];
      return { stale: anyOf(pagesOf(ADMIN_USERS_KEY), exactly(adminUserKey(change.userId)), credits, ...own), refresh: change.self };
    }
    case "invitations-changed":
      return { stale: pagesOf(INVITATIONS_KEY) };
    case "plan-edited":
      // Limits and prices show in the plans, the usage card and every user's row.
      return { stale: anyOf(exactly(PLANS_KEY), exactly(USAGE_KEY), under(ADMIN_USERS_KEY)), refresh: true };
    case "own-plan-changed":
      return { stale: anyOf(exactly(PLANS_KEY), exactly(USAGE_KEY)), refresh: true };
    case "ad-saved":
      return { stale: anyOf(savedAds, exactly(USAGE_KEY)) };
    case "ad-updated":
      return { stale: savedAds };
    case "ad-deleted":
      return { stale: anyOf(savedAds, exactly(USAGE_KEY)) };
    case "tracking-created":
    case "tracking-updated":
      return { stale: under("/api/tracked-advertisers") };
    case "settings-saved":
      // The watch dialog offers Telegram only with a linked chat (GET /api/watches says so).
      return { stale: anyOf(under("/api/user/settings"), under(WATCHES_KEY)), refresh: true };
    case "search-ran":
      return {
        stale: anyOf(exactly(USAGE_KEY), under("/api/search-history"), ...(change.autoSaved ? [under("/api/complete-searches")] : [])),
      };
    case "quota-exceeded":
      return { stale: exactly(USAGE_KEY) };
    case "saved-search-deleted":
      return { stale: under("/api/complete-searches") };
    case "watch-created":
    case "watch-updated":
      return { stale: under(WATCHES_KEY) };
    case "watch-deleted":
      // The feed names the watch its entries came from.
      return { stale: anyOf(under(WATCHES_KEY), under(FEED_PATH)) };
    case "feed-read":
      // The pages' read marks and the sidebar's count (/api/feed/unread is under the feed's path).
      return { stale: under(FEED_PATH) };
    case "product-watch-changed":
      return { stale: exactly(productKey(change.productId)) };
  }
}

/**
 * Persisted search state: a card must not say GUARDADO for an ad the library no longer has. Its reader
 * (with zod) loads only when there is a stored state to correct.
 */
async function forgetSavedAd(adId: string) {
  try {
    const raw = window.localStorage.getItem(SEARCH_STATE_KEY);
    if (!raw) return;
    const { withoutSavedAd } = await import("@/lib/shared/search/persisted-state-schema");
    const next = withoutSavedAd(raw, adId);
    if (next) window.localStorage.setItem(SEARCH_STATE_KEY, next);
  } catch {
    // Storage unavailable: there is no stored state to correct either.
  }
}

/** `invalidate(change)`: see the module comment. Stable across renders. */
export function useInvalidate(): Invalidate {
  const { cache, mutate } = useSWRConfig();
  const router = useRouter();

  return useCallback(
    async (change: Change) => {
      const { stale, refresh } = effectOf(change);
      if (change.kind === "ad-deleted") await forgetSavedAd(change.adId);
      // SWR's own key filter skips infinite lists, so the keys are walked here.
      const onScreen: string[] = [];
      for (const key of [...cache.keys()]) {
        if (!stale(key.startsWith(INFINITE_PREFIX) ? key.slice(INFINITE_PREFIX.length) : key)) continue;
        if (isMounted(key)) onScreen.push(key);
        else {
          cache.delete(key);
          // Also forgets a recent request for the key, which a remount would otherwise be deduped into.
          void mutate(key);
        }
      }
      if (refresh) router.refresh();
      // An infinite list refetches only pages missing from the cache: those were just dropped above.
      await Promise.all(onScreen.map((key) => mutate(key)));
    },
    [cache, mutate, router],
  );
}

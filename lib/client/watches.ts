/**
 * The watches and their feed from the browser (docs/product.md §7), each write invalidating what it changed.
 * Browser-only: every call rides the session cookie.
 */
import { api, type Ok } from "@/lib/api/client";
import type { Invalidate, Written } from "@/lib/swr/invalidate";
import type { SearchParamsValues } from "@/lib/validation/search";
import type { FeedUnread, Watch, WatchChannels, WatchFrequency } from "@/lib/shared/watches/types";

export type WatchSettings = { name?: string; frequencyHours: WatchFrequency; minScore: number; channels: WatchChannels };

/** What a new watch watches: the search on screen, or a saved complete search. */
export type WatchSource = { params: SearchParamsValues } | { completeSearchId: string };

/** POST /api/watches. */
export async function createWatch(
  invalidate: Invalidate,
  source: WatchSource,
  settings: WatchSettings,
): Promise<Written<{ watch: Watch }>> {
  const { watch } = await api.post<Ok<{ watch: Watch }>>("/api/watches", { ...source, ...settings });
  return { watch, refreshed: invalidate({ kind: "watch-created" }) };
}

export type WatchChanges = Partial<WatchSettings> & { status?: "active" | "paused" };

/** PATCH /api/watches/{id}: settings, or pause / resume. */
export async function updateWatch(invalidate: Invalidate, id: string, changes: WatchChanges): Promise<Written<{ watch: Watch }>> {
  const { watch } = await api.patch<Ok<{ watch: Watch }>>(`/api/watches/${encodeURIComponent(id)}`, changes);
  return { watch, refreshed: invalidate({ kind: "watch-updated" }) };
}

/** DELETE /api/watches/{id}: the feed forgets the watch's name too. */
export async function deleteWatch(invalidate: Invalidate, id: string): Promise<Written> {
  await api.delete(`/api/watches/${encodeURIComponent(id)}`);
  return { refreshed: invalidate({ kind: "watch-deleted" }) };
}

/** POST /api/feed/read: these entries, or every one; resolves to the unread count left. */
export async function markFeedRead(
  invalidate: Invalidate,
  target: { ids: string[] } | { all: true },
): Promise<Written<{ unread: number }>> {
  const { unread } = await api.post<Ok<FeedUnread>>("/api/feed/read", target);
  return { unread, refreshed: invalidate({ kind: "feed-read" }) };
}

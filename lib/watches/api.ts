/**
 * The watch screens' calls to the JSON API (issue 17), over the one browser client. Browser-only:
 * every call rides the session cookie.
 */
import { api, type Ok } from "@/lib/api/client";
import type { SearchParamsValues } from "@/lib/validation/search";
import type { FeedUnread, Watch, WatchChannels, WatchFrequency } from "./types";

export type WatchSettings = { name?: string; frequencyHours: WatchFrequency; minScore: number; channels: WatchChannels };

/** What a new watch watches: the search on screen, or a saved complete search. */
export type WatchSource = { params: SearchParamsValues } | { completeSearchId: string };

/** POST /api/watches. */
export async function createWatch(source: WatchSource, settings: WatchSettings): Promise<Watch> {
  return (await api.post<Ok<{ watch: Watch }>>("/api/watches", { ...source, ...settings })).watch;
}

export type WatchChanges = Partial<WatchSettings> & { status?: "active" | "paused" };

/** PATCH /api/watches/{id}: settings, or pause / resume. */
export async function updateWatch(id: string, changes: WatchChanges): Promise<Watch> {
  return (await api.patch<Ok<{ watch: Watch }>>(`/api/watches/${encodeURIComponent(id)}`, changes)).watch;
}

/** DELETE /api/watches/{id}. */
export async function deleteWatch(id: string): Promise<void> {
  await api.delete(`/api/watches/${encodeURIComponent(id)}`);
}

/** POST /api/feed/read: these entries, or every one; resolves to the unread count left. */
export async function markFeedRead(target: { ids: string[] } | { all: true }): Promise<number> {
  return (await api.post<Ok<FeedUnread>>("/api/feed/read", target)).unread;
}

/**
 * How the Novedades feed is laid out: entries grouped by day in the user's time zone,
 * and within a day by the watch they came from; advertiser alerts share one group. Pure and
 * client-safe, so the server's first render and the browser agree.
 */
import { formatDateLong } from "./format-helpers";
import { zonedParts } from "@/lib/time-zone";
import type { FeedItem } from "./types";

export const TRACKING_GROUP_TITLE = "Anunciantes en seguimiento";

export type FeedWatchGroup = { key: string; watchId: string | null; title: string; items: FeedItem[] };
export type FeedDay = { day: string; groups: FeedWatchGroup[] };

/** Newest first as the API sends them; days and groups keep the order they first appear in. */
export function groupFeed(items: readonly FeedItem[], timeZone: string): FeedDay[] {
  const days: FeedDay[] = [];
  const byDay = new Map<string, { day: FeedDay; groups: Map<string, FeedWatchGroup> }>();
  for (const item of items) {
    const day = zonedParts(new Date(item.createdAt), timeZone).day;
    let entry = byDay.get(day);
    if (!entry) {
      entry = { day: { day, groups: [] }, groups: new Map() };
      byDay.set(day, entry);
      days.push(entry.day);
    }
    const key = item.watchId ?? "tracking";
    let group = entry.groups.get(key);
    if (!group) {
      group = { key, watchId: item.watchId, title: item.watchId ? item.watchName || "Vigilancia" : TRACKING_GROUP_TITLE, items: [] };
      entry.groups.set(key, group);
      entry.day.groups.push(group);
    }
    group.items.push(item);
  }
  return days;
}

/** 'Hoy', 'Ayer', or the date ('lunes, 23 de noviembre de 2026') of a "YYYY-MM-DD" day. */
export function dayHeading(day: string, now: Date, timeZone: string): string {
  const today = zonedParts(now, timeZone).day;
  if (day === today) return "Hoy";
  const yesterday = zonedParts(new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000), "UTC").day;
  if (day === yesterday) return "Ayer";
  return formatDateLong(day);
}

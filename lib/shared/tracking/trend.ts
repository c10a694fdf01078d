/**
 * docs/product.md §4 'Tracking trend' and the tracking alerts' rules. Pure and client-safe: the card, the daily
 * analysis and the alerts all read a series the same way.
 */

export type Trend = "up" | "down" | "stable";

/** docs/product.md §9: ±5 %. */
export const TREND_THRESHOLD_PERCENT = 5;

export const TREND_LABELS: Record<Trend, string> = { up: "Subiendo", down: "Bajando", stable: "Estable" };

/** From the first and last counts: above +5 % up, below −5 % down, else stable; < 2 points stable. */
export function trendOf(counts: readonly number[]): Trend {
  if (counts.length < 2) return "stable";
  const first = counts[0];
  const last = counts[counts.length - 1];
  if (first === 0) return last > 0 ? "up" : "stable";
  const change = ((last - first) / first) * 100;
  if (change > TREND_THRESHOLD_PERCENT) return "up";
  if (change < -TREND_THRESHOLD_PERCENT) return "down";
  return "stable";
}

/** Percentage change with one decimal; 0 → n counts as +100 % (there was nothing to compare with). */
export function changePercentage(previous: number, current: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export type AlertKind = "growth" | "decline" | "stopped";
export type AlertThresholds = { growthPercent: number; declinePercent: number };

/** Growth of +growth % or more to at least 5; decline of −decline % or more from at least 3; some → none. */
export function alertFor(previous: number, current: number, t: AlertThresholds): AlertKind | null {
  if (previous > 0 && current === 0) return "stopped";
  if (previous > 0 && current >= 5 && ((current - previous) / previous) * 100 >= t.growthPercent) return "growth";
  if (previous >= 3 && ((previous - current) / previous) * 100 >= t.declinePercent) return "decline";
  return null;
}

/** The ads active now and not before, and the ones gone since. Unknown previous ids: nothing to compare. */
export function adChanges(previousIds: readonly string[] | null, currentIds: readonly string[]) {
  if (previousIds === null) return { newIds: [] as string[], stoppedIds: [] as string[] };
  const before = new Set(previousIds);
  const now = new Set(currentIds);
  return {
    newIds: currentIds.filter((id) => !before.has(id)),
    stoppedIds: previousIds.filter((id) => !now.has(id)),
  };
}

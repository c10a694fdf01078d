/**
 * The original product's "hotness" (1–5): an ad copied many times (high collation count) that has
 * kept running for weeks is a likely winner.
 *
 *   min(collation_count × 10, 100) + bonus (10 from 7 days, 20 from 15, 30 from 30), ÷ 25,
 *   rounded, clamped to 1–5.
 *
 * "After N days" is read as "has run at least N whole days" (days_running ≥ N).
 */
export function hotnessScore(collationCount: number | null, daysRunning: number): number {
  const copies = collationCount ?? 1;
  const base = Math.min(Math.max(copies, 0) * 10, 100);
  const raw = (base + longevityBonus(daysRunning)) / 25;
  return Math.min(5, Math.max(1, Math.round(raw)));
}

function longevityBonus(daysRunning: number): number {
  if (daysRunning >= 30) return 30;
  if (daysRunning >= 15) return 20;
  if (daysRunning >= 7) return 10;
  return 0;
}

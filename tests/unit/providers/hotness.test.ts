import { describe, expect, it } from "vitest";
import { hotnessScore } from "@/lib/providers/hotness";

describe("hotnessScore", () => {
  it.each([
    // [collation_count, days_running, expected]  (min(c×10,100) + bonus) / 25, rounded, 1–5
    [1, 0, 1], // 10/25 = 0.4 → 0 → clamped up to 1
    [null, 0, 1], // null counts as 1
    [4, 0, 2], // 40/25 = 1.6
    // Each bonus starts on its day ("after 7 days" = days_running ≥ 7):
    [3, 6, 1], // 30/25 = 1.2
    [3, 7, 2], // 40/25 = 1.6
    [2, 14, 1], // (20+10)/25 = 1.2
    [2, 15, 2], // (20+20)/25 = 1.6
    [1, 29, 1], // (10+20)/25 = 1.2
    [1, 30, 2], // (10+30)/25 = 1.6
    [6, 30, 4], // 90/25 = 3.6
    [10, 0, 4], // 100/25
    [30, 0, 4], // capped at 100 → 4
    [10, 30, 5], // 130/25 = 5.2 → clamped to 5
    [30, 120, 5],
  ] as const)("collation %s, %s days → %s", (collation, days, expected) => {
    expect(hotnessScore(collation, days)).toBe(expected);
  });

  it("rewards running longer, never shorter", () => {
    let previous = 0;
    for (let days = 0; days <= 60; days++) {
      const score = hotnessScore(3, days);
      expect(score).toBeGreaterThanOrEqual(previous);
      previous = score;
    }
    expect(hotnessScore(3, 60)).toBeGreaterThan(hotnessScore(3, 0));
  });
});

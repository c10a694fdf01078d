import { describe, expect, it } from "vitest";
import { landingStores } from "@/lib/signals/landing-store";
import { LANDING_CASES, type LandingCase } from "../support/landing-cases";

function expectCase(c: LandingCase) {
  const found = landingStores(c.source);
  if ("first" in c) {
    for (const [field, value] of Object.entries(c.first)) expect(found[0]?.[field as keyof typeof c.first]).toBe(value);
    return;
  }
  expect(found, JSON.stringify(c.source).slice(0, 300)).toMatchObject(c.stores);
  expect(found).toHaveLength(c.stores.length);
}

for (const group of LANDING_CASES) {
  describe(group.name, () => {
    it.each(group.cases.map((c) => [c.name, c] as const))("%s", (_, c) => expectCase(c));
  });
}

describe("hostile text", () => {
  const KB100 = 100_000;
  const hostile = [
    "a.".repeat(KB100 / 2),
    "x.co ".repeat(KB100 / 5),
    "http://".repeat(KB100 / 7),
    "https://l.facebook.com/l.php?u=".repeat(KB100 / 31),
    "%".repeat(KB100),
    "(".repeat(KB100) + "tienda.com",
    "@".repeat(KB100),
    `https://tienda.com/${"a/".repeat(KB100 / 2)}`,
    `https://tienda.com/?${"utm_a=1&".repeat(KB100 / 8)}`,
    "1.".repeat(KB100 / 2),
    `${"-".repeat(KB100)}.com`,
    "é.".repeat(KB100 / 2),
  ];

  it.each(hostile.map((s) => [JSON.stringify(s.slice(0, 24)), s]))("%s… of 100 KB in every field returns", (_, s) => {
    const found = landingStores({ linkUrl: s, captions: Array(30).fill(s), bodies: Array(30).fill(s), titles: [s], descriptions: [s] });
    expect(found.length).toBeLessThanOrEqual(5);
    for (const f of found) expect(f.domain).toMatch(/^[a-z0-9.-]+$/);
  });
});

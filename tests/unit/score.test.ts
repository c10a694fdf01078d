import { describe, expect, it } from "vitest";
import { LABEL_RULES, WEIGHTS, winnerFields, winnerLabel, winnerScore, type ScoreInput } from "@/lib/score";
import { SCORE_FIXTURES } from "@/tests/fixtures/score-ads";

const byName = (name: string): ScoreInput => {
  const f = SCORE_FIXTURES.find((x) => x.name === name);
  if (!f) throw new Error(name);
  return f.input;
};

/** docs/score.md's worked examples: changing a weight must change these on purpose. */
const PINNED: Record<string, [number, string | null]> = {
  "brand-forever": [54, "Prometedor"],
  "young-scaling": [69, "Escalando"],
  "proven-winner": [84, "Ganador"],
  "brand-new": [11, "Nuevo"],
  "new-and-scaling": [51, "Escalando"],
  "ended-winner": [46, "Finalizado"],
  "promising-no-history": [38, "Prometedor"],
  "lonely-month": [21, null],
  "meta-sparse": [16, null],
  "long-runner-no-context": [48, "Prometedor"],
  "app-install-evergreen": [72, "Prometedor"],
  relaunched: [50, "Escalando"],
  "zero-day-ended": [0, "Finalizado"],
  "maxed-out": [100, "Ganador"],
};

describe("winner score", () => {
  it("the weights add up to 100", () => {
    const w = WEIGHTS;
    expect(
      w.longevity.max +
        w.variants.max +
        w.velocity.max +
        w.momentum.countMax +
        w.momentum.growthMax +
        w.reach.max +
        w.placements.max +
        w.active.max,
    ).toBe(100);
  });

  it.each(Object.entries(PINNED))("pins %s", (name, [score, label]) => {
    const r = winnerScore(byName(name));
    expect({ score: r.score, label: r.label }).toEqual({ score, label });
    // The explanation adds up to the score, one line per component.
    expect(r.components.reduce((s, c) => s + c.points, 0)).toBe(r.score);
    expect(r.components.map((c) => c.key)).toEqual(["longevity", "variants", "velocity", "momentum", "reach", "placements", "active"]);
  });

  it("covers every fixture", () => {
    expect(SCORE_FIXTURES.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(PINNED).sort()).toEqual(SCORE_FIXTURES.map((f) => f.name).sort());
  });

  it("a forever-running brand ad does not outrank a young ad that is scaling", () => {
    expect(winnerScore(byName("young-scaling")).score).toBeGreaterThan(winnerScore(byName("brand-forever")).score);
    expect(winnerScore(byName("young-scaling")).score).toBeGreaterThan(winnerScore(byName("app-install-evergreen")).score - 5);
    // Whatever its age, variants and reach, an ad that added nothing this week tops out at 64.
    const evergreen = winnerScore({
      ...byName("brand-forever"),
      daysRunning: 5000,
      collationCount: 500,
      advertiser: { activeAds: 5000, change7d: 0 },
    });
    expect(evergreen.score).toBe(64);
  });

  it("explains in plain Spanish", () => {
    const lines = winnerScore(byName("proven-winner")).components.map((c) => c.text);
    expect(lines).toEqual([
      "Activo desde hace 47 días: +20",
      "22 anuncios con el mismo creativo y texto: +18",
      "6 variantes nuevas y 2 relanzamientos esta semana: +24",
      "El anunciante tiene 40 anuncios activos (+12 en 7 días): +9",
      "Visto en 3 países: +5",
      "En 3 plataformas (Facebook, Instagram, Messenger): +3",
      "Sigue activo: +5",
    ]);
    expect(winnerScore({ ...byName("young-scaling"), velocity: { newVariants: 9 } }).components[2].text).toBe(
      "9 variantes nuevas esta semana: +25",
    );
  });

  it("says so when velocity and momentum are unknown, and counts them 0", () => {
    const r = winnerScore(byName("promising-no-history"));
    expect(r.components[2]).toEqual({ key: "velocity", points: 0, text: "Velocidad: todavía sin historial diario de este anuncio: +0" });
    expect(r.components[3]).toEqual({ key: "momentum", points: 0, text: "Anunciante: todavía sin conteo de anuncios activos: +0" });
  });

  it("longevity saturates between 60 and 90 days", () => {
    const at = (d: number) => winnerScore({ ...byName("lonely-month"), daysRunning: d }).components[0].points;
    expect(at(60)).toBeGreaterThanOrEqual(WEIGHTS.longevity.max * 0.85);
    expect(at(90)).toBeGreaterThanOrEqual(WEIGHTS.longevity.max * 0.95);
    expect(at(3650)).toBe(WEIGHTS.longevity.max);
    for (let d = 1; d < 200; d++) expect(at(d)).toBeGreaterThanOrEqual(at(d - 1));
  });

  it("labels by precedence", () => {
    const base = { isActive: true, daysRunning: 10, velocity: null };
    expect(winnerLabel(90, { ...base, isActive: false })).toBe("Finalizado");
    expect(winnerLabel(LABEL_RULES.winnerMinScore, { ...base, daysRunning: 1, velocity: { newVariants: 9 } })).toBe("Ganador");
    expect(winnerLabel(30, { ...base, daysRunning: 1, velocity: { newVariants: 3, relaunches: 2 } })).toBe("Escalando");
    expect(winnerLabel(60, { ...base, daysRunning: 3 })).toBe("Nuevo");
    expect(winnerLabel(35, base)).toBe("Prometedor");
    expect(winnerLabel(34, base)).toBeNull();
  });

  it("never throws on odd stored values and stays within 0–100", () => {
    const odd = winnerScore({
      daysRunning: Number.NaN,
      isActive: true,
      collationCount: -3,
      countries: null as unknown as string[],
      platforms: undefined as unknown as string[],
      velocity: { newVariants: Number.POSITIVE_INFINITY, relaunches: -2 },
      advertiser: { activeAds: Number.NaN, change7d: Number.NaN },
    });
    expect(odd.score).toBeGreaterThanOrEqual(0);
    expect(odd.score).toBeLessThanOrEqual(100);
  });

  it("winnerFields reads a normalized ad", () => {
    const f = winnerFields({
      days_running: 47,
      is_active: true,
      collation_count: 22,
      countries: ["MX", "US", "CO"],
      publisher_platform: ["facebook", "instagram", "messenger"],
    });
    expect(f.winner_score).toBe(20 + 18 + 0 + 0 + 5 + 3 + 5);
    expect(f.winner_label).toBe("Prometedor");
    expect(f.winner_explanation).toHaveLength(7);
  });
});

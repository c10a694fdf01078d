/**
 * The winner score (0–100) and its explanation, from what was observed of an ad and never from
 * invented data: an input that is unknown contributes 0 and its line says so. Pure and client-safe;
 * the weights live in ./weights and the formula is stated in docs/score.md.
 */
import { formatNumber, pluralize } from "@/lib/format";
import { PLATFORM_NAMES } from "@/lib/shared/search/filter-phrases";
import { LABEL_RULES, WEIGHTS } from "./weights";

export const WINNER_LABELS = ["Ganador", "Escalando", "Prometedor", "Nuevo", "Finalizado"] as const;
export type WinnerLabel = (typeof WINNER_LABELS)[number];

export const SCORE_COMPONENT_KEYS = ["longevity", "variants", "velocity", "momentum", "reach", "placements", "active"] as const;
export type ScoreComponentKey = (typeof SCORE_COMPONENT_KEYS)[number];

/** One line of '¿Por qué?': the points a part contributed and why, in plain Spanish. */
export type ScoreComponent = { key: ScoreComponentKey; points: number; text: string };

export type WinnerScore = { score: number; label: WinnerLabel | null; components: ScoreComponent[] };

/** From the archive's daily points (docs/product.md §4): what changed in the last 7 days. */
export type VelocityInput = { newVariants: number; relaunches?: number };

/** The advertiser's active ads now and their change over 7 days (null when no point 7 days back). */
export type MomentumInput = { activeAds: number; change7d: number | null };

export type ScoreInput = {
  daysRunning: number;
  isActive: boolean;
  /** Ads sharing this creative and text (null counts as 1). */
  collationCount: number | null;
  countries: readonly string[];
  platforms: readonly string[];
  /** Unknown (undefined or null) until the archive has daily points for the ad. */
  velocity?: VelocityInput | null;
  /** Unknown until someone counted the advertiser's active ads. */
  advertiser?: MomentumInput | null;
};

/** A finite, non-negative whole number, whatever arrived (stored ads are JSON from older versions). */
function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

function plus(points: number): string {
  return `+${points}`;
}

function days(n: number): string {
  return pluralize(n, "día", "días");
}

function longevity(daysRunning: number, isActive: boolean): ScoreComponent {
  const w = WEIGHTS.longevity;
  const points = Math.round(w.max * (1 - Math.exp(-daysRunning / w.tauDays)));
  const what = isActive
    ? daysRunning === 0
      ? "Activo desde hoy"
      : `Activo desde hace ${days(daysRunning)}`
    : `Estuvo activo ${days(daysRunning)}`;
  return { key: "longevity", points, text: `${what}: ${plus(points)}` };
}

function variants(collation: number): ScoreComponent {
  const w = WEIGHTS.variants;
  const n = Math.max(1, collation);
  const points = Math.round(w.max * clamp01(Math.log2(n) / Math.log2(w.saturation)));
  const text =
    n === 1
      ? `Sin variantes: un solo anuncio con este creativo: ${plus(points)}`
      : `${formatNumber(n)} anuncios con el mismo creativo y texto: ${plus(points)}`;
  return { key: "variants", points, text };
}

function velocity(input: VelocityInput | null | undefined): ScoreComponent {
  const w = WEIGHTS.velocity;
  if (!input) return { key: "velocity", points: 0, text: "Velocidad: todavía sin historial diario de este anuncio: +0" };
  const fresh = count(input.newVariants);
  const relaunches = count(input.relaunches);
  const n = fresh + relaunches;
  const points = Math.round(w.max * clamp01(Math.log2(1 + n) / Math.log2(1 + w.saturation)));
  if (n === 0) return { key: "velocity", points, text: `Sin variantes nuevas esta semana: ${plus(points)}` };
  const parts = [
    fresh > 0 ? pluralize(fresh, "variante nueva", "variantes nuevas") : null,
    relaunches > 0 ? pluralize(relaunches, "relanzamiento", "relanzamientos") : null,
  ].filter(Boolean);
  return { key: "velocity", points, text: `${parts.join(" y ")} esta semana: ${plus(points)}` };
}

function momentum(input: MomentumInput | null | undefined): ScoreComponent {
  const w = WEIGHTS.momentum;
  if (!input) return { key: "momentum", points: 0, text: "Anunciante: todavía sin conteo de anuncios activos: +0" };
  const active = count(input.activeAds);
  const countPart = w.countMax * clamp01(Math.log10(1 + active) / Math.log10(1 + w.countSaturation));
  const change = typeof input.change7d === "number" && Number.isFinite(input.change7d) ? Math.trunc(input.change7d) : null;
  let growthPart = 0;
  if (change !== null && change >= w.minGrowthAds) {
    const before = Math.max(1, active - change);
    growthPart = w.growthMax * clamp01(change / before / w.growthSaturation);
  }
  const points = Math.round(countPart + growthPart);
  const ads = pluralize(active, "anuncio activo", "anuncios activos");
  const trend =
    change === null
      ? "sin dato de hace 7 días"
      : change === 0
        ? "igual que hace 7 días"
        : `${change > 0 ? "+" : ""}${formatNumber(change)} en 7 días`;
  return { key: "momentum", points, text: `El anunciante tiene ${ads} (${trend}): ${plus(points)}` };
}

function reach(countries: readonly string[]): ScoreComponent {
  const w = WEIGHTS.reach;
  const n = new Set(countries).size;
  if (n === 0) return { key: "reach", points: 0, text: "Países: no informados: +0" };
  const points = Math.round(w.max * clamp01(Math.log2(1 + n) / Math.log2(1 + w.saturation)));
  return { key: "reach", points, text: `Visto en ${pluralize(n, "país", "países")}: ${plus(points)}` };
}

function placements(platforms: readonly string[]): ScoreComponent {
  const w = WEIGHTS.placements;
  const unique = [...new Set(platforms)];
  const points = Math.min(w.max, unique.length * w.perPlatform);
  if (unique.length === 0) return { key: "placements", points, text: "Plataformas: no informadas: +0" };
  const names = unique.map((p) => PLATFORM_NAMES[p] ?? p).join(", ");
  return {
    key: "placements",
    points,
    text: `En ${pluralize(unique.length, "plataforma", "plataformas")} (${names}): ${plus(points)}`,
  };
}

function active(isActive: boolean): ScoreComponent {
  const points = isActive ? WEIGHTS.active.max : 0;
  return { key: "active", points, text: isActive ? `Sigue activo: ${plus(points)}` : "Ya no está activo: +0" };
}

/**
 * One label, by precedence (docs/score.md, "Labels"): 'Finalizado' (not running) before 'Ganador'
 * (score ≥ 75) before 'Escalando' (known velocity ≥ 5 this week) before 'Nuevo' (under 4 days) before
 * 'Prometedor' (score ≥ 35); anything else gets none, since a weak ad earns no praise.
 */
export function winnerLabel(score: number, input: Pick<ScoreInput, "isActive" | "daysRunning" | "velocity">): WinnerLabel | null {
  const r = LABEL_RULES;
  if (!input.isActive) return "Finalizado";
  if (score >= r.winnerMinScore) return "Ganador";
  const v = input.velocity ? count(input.velocity.newVariants) + count(input.velocity.relaunches) : 0;
  if (v >= r.scalingMinVelocity) return "Escalando";
  if (count(input.daysRunning) < r.newMaxDays) return "Nuevo";
  if (score >= r.promisingMinScore) return "Prometedor";
  return null;
}

/** The score, its label and one line per component; the lines' points add up to the score. */
export function winnerScore(input: ScoreInput): WinnerScore {
  const daysRunning = count(input.daysRunning);
  const isActive = input.isActive === true;
  const components = [
    longevity(daysRunning, isActive),
    variants(count(input.collationCount) || 1),
    velocity(input.velocity),
    momentum(input.advertiser),
    reach(Array.isArray(input.countries) ? input.countries : []),
    placements(Array.isArray(input.platforms) ? input.platforms : []),
    active(isActive),
  ];
  const score = Math.min(
    100,
    Math.max(
      0,
      components.reduce((sum, c) => sum + c.points, 0),
    ),
  );
  return { score, label: winnerLabel(score, { isActive, daysRunning, velocity: input.velocity }), components };
}

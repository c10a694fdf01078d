/**
 * The winner fields every ad the API returns carries (docs/score.md), from a normalized ad plus what
 * the server knows beside it (the archive's velocity, the advertiser's momentum). Pure and client-safe.
 */
import { WINNER_LABELS, winnerScore, type MomentumInput, type ScoreComponent, type VelocityInput, type WinnerLabel } from "./winner-score";

export type WinnerFields = {
  /** 0–100. */
  winner_score: number;
  winner_label: WinnerLabel | null;
  /** The '¿Por qué?' lines; their points add up to the score. */
  winner_explanation: ScoreComponent[];
};

/** What the page knows beyond the ad itself; anything absent is scored as unknown (0, said so). */
export type ScoreContext = {
  velocity?: VelocityInput | null;
  advertiser?: MomentumInput | null;
};

type ScoredAd = {
  days_running: number;
  is_active?: boolean;
  collation_count: number | null;
  countries?: readonly string[];
  publisher_platform?: readonly string[];
};

export function winnerFields(ad: ScoredAd, context: ScoreContext = {}): WinnerFields {
  const result = winnerScore({
    daysRunning: ad.days_running,
    // Stored ads written before is_active existed were active when seen.
    isActive: ad.is_active !== false,
    collationCount: ad.collation_count,
    countries: ad.countries ?? [],
    platforms: ad.publisher_platform ?? [],
    velocity: context.velocity,
    advertiser: context.advertiser,
  });
  return { winner_score: result.score, winner_label: result.label, winner_explanation: result.components };
}

/**
 * The winner fields of an ad kept as JSON (a saved ad): those it was stored with (scored by the server
 * with the page, momentum included), else computed now from the ad alone, for ads kept before the score
 * existed. Never throws on odd JSON.
 */
export function storedWinnerFields(json: unknown): WinnerFields {
  const ad = (json && typeof json === "object" ? json : {}) as Record<string, unknown>;
  const score = ad.winner_score;
  const label = ad.winner_label;
  if (
    typeof score === "number" &&
    score >= 0 &&
    score <= 100 &&
    (label === null || (WINNER_LABELS as readonly unknown[]).includes(label)) &&
    Array.isArray(ad.winner_explanation)
  ) {
    return {
      winner_score: score,
      winner_label: label as WinnerLabel | null,
      winner_explanation: ad.winner_explanation as ScoreComponent[],
    };
  }
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  return winnerFields({
    days_running: typeof ad.days_running === "number" ? ad.days_running : 0,
    is_active: ad.is_active !== false,
    collation_count: typeof ad.collation_count === "number" ? ad.collation_count : 1,
    countries: list(ad.countries),
    publisher_platform: list(ad.publisher_platform),
  });
}

/**
 * The winner fields every ad the API returns carries (docs/score.md), from a normalized ad plus what
 * the server knows beside it (the archive's velocity, the advertiser's momentum). Pure and client-safe.
 */
import { winnerScore, type MomentumInput, type ScoreComponent, type VelocityInput, type WinnerLabel } from "./winner-score";

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

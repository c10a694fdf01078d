/**
 * Every weight and threshold of the winner score, in one place (docs/score.md states the formula with
 * worked examples; change both together). Pure and client-safe.
 *
 * The maxima add up to 100. Longevity saturates and velocity (what changed this week) weighs more than
 * longevity, so an evergreen brand ad that added nothing this week tops out at 64 whatever its age,
 * while a young ad adding variants passes it (docs/score.md, "Why a forever-running ad does not win").
 * The flip side is deliberate: until the archive has daily points for an ad, its velocity is unknown
 * and counts 0, so no ad reaches 'Ganador' on longevity and variants alone.
 */
export const WEIGHTS = {
  /** Days running: max × (1 − e^(−days / tau)); ~86 % at 60 days, ~95 % at 90. */
  longevity: { max: 25, tauDays: 30 },
  /** Collation count, log-scaled: max × log2(count) / log2(saturation); 1 ad = 0. */
  variants: { max: 20, saturation: 32 },
  /** New variants + relaunches in the last 7 days: max × log2(1 + n) / log2(1 + saturation). */
  velocity: { max: 30, saturation: 15 },
  /** The advertiser's active ads (log-scaled) and their 7-day growth. */
  momentum: {
    countMax: 4,
    countSaturation: 50,
    growthMax: 6,
    /** Relative growth over 7 days that earns the whole growth part (+50 %). */
    growthSaturation: 0.5,
    /** Growth smaller than this many ads is noise (1 → 2 is +100 %). */
    minGrowthAds: 2,
  },
  /** Countries seen: max × log2(1 + n) / log2(1 + saturation). */
  reach: { max: 6, saturation: 5 },
  /** One point per placement (Facebook, Instagram, Messenger, Audience Network...). */
  placements: { max: 4, perPlatform: 1 },
  /** Still running today. */
  active: { max: 5 },
} as const;

/** Label thresholds (docs/score.md, "Labels"). */
export const LABEL_RULES = {
  winnerMinScore: 75,
  /** New variants + relaunches in the last 7 days that make an ad 'Escalando'. */
  scalingMinVelocity: 5,
  /** Under this many days running an ad is 'Nuevo'. */
  newMaxDays: 4,
  promisingMinScore: 35,
} as const;

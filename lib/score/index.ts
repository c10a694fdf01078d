export { WEIGHTS, LABEL_RULES } from "./weights";
export {
  winnerScore,
  winnerLabel,
  WINNER_LABELS,
  SCORE_COMPONENT_KEYS,
  type WinnerLabel,
  type ScoreComponent,
  type ScoreInput,
  type VelocityInput,
  type MomentumInput,
} from "./winner-score";
export { winnerFields, storedWinnerFields, type WinnerFields } from "./ad-score";

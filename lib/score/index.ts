export { WEIGHTS, LABEL_RULES } from "./weights";
export {
  winnerScore,
  winnerLabel,
  WINNER_LABELS,
  SCORE_COMPONENT_KEYS,
  type WinnerLabel,
  type WinnerScore,
  type ScoreComponent,
  type ScoreComponentKey,
  type ScoreInput,
  type VelocityInput,
  type MomentumInput,
} from "./winner-score";
export { winnerFields, storedWinnerFields, type WinnerFields, type ScoreContext } from "./ad-score";

// The job registry: one line per job. Inngest's function list (/api/inngest), the in-process scheduler
// and `npm run job -- <name>` all read it (inngest/index.ts), so a new job is its file plus a line here.
export { dailyAnalysis } from "./functions/daily-analysis";
export { dailySnapshot, snapshotPage } from "./functions/daily-snapshot";
export { monthlyReset } from "./functions/monthly-reset";
export { purgeExpiredRows } from "./functions/purge-expired";
export { clusterProducts } from "./functions/products";
export { refreshSignals } from "./functions/signals";
export { watchesTick, watchQuery, watchDeliver } from "./functions/watches";
export { telegramSetup, telegramSweep, telegramUpdate } from "./functions/telegram";

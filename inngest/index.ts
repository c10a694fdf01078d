import { dailyAnalysis } from "./functions/daily-analysis";
import { dailySnapshot, snapshotPage } from "./functions/daily-snapshot";
import { monthlyReset } from "./functions/monthly-reset";
import { purgeExpiredRows } from "./functions/purge-expired";

/** Every function served at /api/inngest. */
export const functions = [dailySnapshot, snapshotPage, monthlyReset, dailyAnalysis, purgeExpiredRows];

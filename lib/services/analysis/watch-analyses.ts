import "server-only";
import { isAppError } from "@/lib/errors";
import { analyzeAd } from "./analyze-ad";
import { analysisConfigured } from "./analysis-model";

export type HookAndAngle = { hook: string; angle: string };

/**
 * 'Incluir análisis IA' on a watch: the hook and angle of each ad its Telegram message lists, analysed as
 * the watch's owner (a stored analysis is free; a new one counts against the plan's cap). An ad the
 * model cannot analyse, or one past the cap, goes in the message without them: the message is never held
 * back for the analysis.
 */
export async function analysesForWatch(userId: string, adIds: readonly string[]): Promise<Map<string, HookAndAngle>> {
  const found = new Map<string, HookAndAngle>();
  if (!analysisConfigured()) return found;
  for (const adId of adIds) {
    try {
      const view = await analyzeAd({ id: userId, role: "user" }, adId);
      found.set(adId, { hook: view.breakdown.hook.quote, angle: view.breakdown.angle.text });
    } catch (e) {
      // Past the cap, a later ad may still have a stored (free) analysis: keep going.
      if (!isAppError(e) || e.code !== "PLAN_LIMIT") {
        console.warn(`[watches] no analysis for ${adId}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }
  return found;
}

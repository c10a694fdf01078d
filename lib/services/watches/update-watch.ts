import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { remainingAds } from "@/lib/services/billing/charge-ads";
import type { UpdateWatchInput } from "@/lib/validation/watches";
import { pluralize } from "@/lib/format";
import { assertFrequencyAllowed, assertTelegramLinked, watchLimits } from "./limits";
import { runningWatchCount } from "./plan-allowance";
import { toWatch, type Watch } from "./watch-view";

export const WATCH_NOT_FOUND = "Vigilancia no encontrada";

/**
 * PATCH /api/watches/{id}: name, frequency, minimum score, channels, pause or resume. Resuming a watch
 * the quota paused is refused while the quota is still spent (it resumes by itself after the reset).
 */
export async function updateWatch(userId: string, id: string, input: UpdateWatchInput): Promise<Watch> {
  const current = await db.watch.findFirst({ where: { id, userId } });
  if (!current) throw new AppError("NOT_FOUND", WATCH_NOT_FOUND);
  if (input.frequencyHours !== undefined && input.frequencyHours !== current.frequencyHours) {
    assertFrequencyAllowed(input.frequencyHours, await watchLimits(db, userId));
  }
  if (input.channels?.telegram && !current.telegram) await assertTelegramLinked(db, userId);
  let status = current.status;
  if (input.status === "paused") status = "paused";
  if (input.status === "active" && (current.status === "paused" || current.status === "paused_plan")) {
    await assertRoomToRun(userId, current.id);
    status = "active";
  }
  if (input.status === "active" && current.status === "paused_quota") {
    if ((await remainingAds(userId)) <= 0) {
      throw new AppError("QUOTA_EXCEEDED", "Tu cuota mensual de anuncios está agotada: la vigilancia se reanudará sola cuando se renueve.");
    }
    status = "active";
  }
  const row = await db.watch.update({
    where: { id: current.id },
    data: {
      name: input.name,
      frequencyHours: input.frequencyHours,
      minScore: input.minScore,
      telegram: input.channels?.telegram,
      inApp: input.channels?.inApp,
      includeAnalysis: input.includeAnalysis,
      status,
      // Resumed: due at the next tick rather than a full period later.
      ...(status === "active" && current.status !== "active" ? { nextRunAt: new Date() } : {}),
    },
  });
  return toWatch(row);
}

/**
 * Resuming must leave the user within the plan's watches (a lowered plan pauses the newest beyond it):
 * the user pauses or deletes another one first.
 */
async function assertRoomToRun(userId: string, watchId: string): Promise<void> {
  const limits = await watchLimits(db, userId);
  if ((await runningWatchCount(db, userId, watchId)) < limits.maxWatches) return;
  throw new AppError(
    "PLAN_LIMIT",
    limits.maxWatches === 0
      ? `Tu plan ${limits.planName} no incluye vigilancias. Mejora tu plan para reanudarla.`
      : `Tu plan ${limits.planName} permite ${pluralize(limits.maxWatches, "vigilancia", "vigilancias")} en marcha: pausa o elimina otra para reanudar esta.`,
  );
}

/** DELETE /api/watches/{id}. Another user's watch is a 404. */
export async function deleteWatch(userId: string, id: string): Promise<void> {
  const { count } = await db.watch.deleteMany({ where: { id, userId } });
  if (count === 0) throw new AppError("NOT_FOUND", WATCH_NOT_FOUND);
}

import "server-only";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { remainingAds } from "@/lib/services/billing/charge-ads";
import { lockUserRow } from "@/lib/services/billing/lock-user-row";
import type { UpdateWatchInput } from "@/lib/validation/watches";
import { pluralize } from "@/lib/format";
import { assertFrequencyAllowed, assertTelegramLinked, watchLimits } from "./limits";
import { runningWatchCount } from "./plan-allowance";
import { nextRunAfter, windowStartOf } from "./schedule";
import { toWatch, type Watch } from "./watch-view";

export const WATCH_NOT_FOUND = "Vigilancia no encontrada";

/**
 * PATCH /api/watches/{id}: name, frequency, minimum score, channels, pause or resume. Resuming a watch
 * the quota paused is refused while the quota is still spent (it resumes by itself after the reset).
 * Everything runs under the user's row lock, as creating does, so concurrent resumes cannot together
 * pass the plan's count of running watches.
 */
export async function updateWatch(userId: string, id: string, input: UpdateWatchInput, now = new Date()): Promise<Watch> {
  const row = await db.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const current = await tx.watch.findFirst({ where: { id, userId } });
    if (!current) throw new AppError("NOT_FOUND", WATCH_NOT_FOUND);
    const limits = await watchLimits(tx, userId, now);
    if (input.frequencyHours !== undefined && input.frequencyHours !== current.frequencyHours) {
      assertFrequencyAllowed(input.frequencyHours, limits);
    }
    if (input.channels?.telegram && !current.telegram) await assertTelegramLinked(tx, userId);
    let status = current.status;
    if (input.status === "paused") status = "paused";
    if (input.status === "active" && (current.status === "paused" || current.status === "paused_plan")) {
      await assertRoomToRun(tx, userId, current.id, limits);
      status = "active";
    }
    if (input.status === "active" && current.status === "paused_quota") {
      if ((await remainingAds(userId, now, tx)) <= 0) {
        throw new AppError(
          "QUOTA_EXCEEDED",
          "Tu cuota mensual de anuncios está agotada: la vigilancia se reanudará sola cuando se renueve.",
        );
      }
      status = "active";
    }
    const resumed = status === "active" && current.status !== "active";
    const everyHours = Math.max(input.frequencyHours ?? current.frequencyHours, limits.minIntervalHours);
    return tx.watch.update({
      where: { id: current.id },
      data: {
        name: input.name,
        frequencyHours: input.frequencyHours,
        minScore: input.minScore,
        telegram: input.channels?.telegram,
        inApp: input.channels?.inApp,
        includeAnalysis: input.includeAnalysis,
        status,
        ...(resumed ? { nextRunAt: resumeAt(current.lastWindow, everyHours, now) } : {}),
      },
    });
  });
  return toWatch(row);
}

/**
 * A resumed watch keeps its pace from its last run: due at the next tick only when a full period has
 * passed since then, so pausing and resuming never buys a run the plan's pace would not give.
 */
function resumeAt(lastWindow: string | null, everyHours: number, now: Date): Date {
  if (!lastWindow) return now;
  const paced = nextRunAfter(windowStartOf(lastWindow), everyHours);
  return paced > now ? paced : now;
}

/**
 * Resuming must leave the user within the plan's watches (a lowered plan pauses the newest beyond it):
 * the user pauses or deletes another one first.
 */
async function assertRoomToRun(
  tx: Prisma.TransactionClient,
  userId: string,
  watchId: string,
  limits: Awaited<ReturnType<typeof watchLimits>>,
): Promise<void> {
  if ((await runningWatchCount(tx, userId, watchId)) < limits.maxWatches) return;
  throw new AppError(
    "PLAN_LIMIT",
    limits.maxWatches === 0
      ? `Tu plan ${limits.planName} no incluye vigilancias. Mejora tu plan para reanudarla.`
      : `Tu plan ${limits.planName} permite ${pluralize(limits.maxWatches, "vigilancia", "vigilancias")} en marcha: pausa o elimina otra para reanudar esta.`,
  );
}

/** DELETE /api/watches/{id}. Another user's watch is a 404. */
export async function deleteWatch(userId: string, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const [gone] = await tx.$queryRaw<{ queryKey: string; lastWindow: string | null }[]>`
      DELETE FROM "Watch" WHERE "id" = ${id} AND "userId" = ${userId} RETURNING "queryKey", "lastWindow"`;
    if (!gone) throw new AppError("NOT_FOUND", WATCH_NOT_FOUND);
    // Its last run is kept for the same search watched again (create-watch.ts).
    if (gone.lastWindow) {
      await tx.watchPace.upsert({
        where: { userId_queryKey: { userId, queryKey: gone.queryKey } },
        create: { userId, queryKey: gone.queryKey, lastWindow: gone.lastWindow },
        update: { lastWindow: gone.lastWindow, at: new Date() },
      });
    }
  });
}

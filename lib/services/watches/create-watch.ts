import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { lockUserRow } from "@/lib/services/billing/lock-user-row";
import { defaultWatchName, savedSearchWatchName } from "@/lib/shared/watches/labels";
import { findSameSearch } from "@/lib/shared/watches/search-identity";
import { searchParamsSchema, type SearchParamsValues } from "@/lib/validation/search";
import type { CreateWatchInput } from "@/lib/validation/watches";
import { assertFrequencyAllowed, assertTelegramLinked, watchLimits } from "./limits";
import { watchQueryKey } from "./query-key";
import { nextRunAfter, windowStartOf } from "./schedule";
import { toWatch, type Watch } from "./watch-view";

/** The params of one of the user's saved complete searches, read again through the search schema. */
async function completeSearchParams(userId: string, id: string): Promise<{ params: SearchParamsValues; name: string }> {
  const row = await db.completeSearch.findFirst({ where: { id, userId }, select: { params: true, searchName: true, country: true } });
  if (!row) throw new AppError("NOT_FOUND", "Búsqueda guardada no encontrada");
  const parsed = searchParamsSchema.safeParse(row.params);
  if (!parsed.success)
    throw new AppError("BAD_REQUEST", "Esta búsqueda guardada no se puede vigilar: repítela y vigílala desde la búsqueda");
  return { params: parsed.data, name: savedSearchWatchName(row) };
}

/** 409 for a second watch of the same search: its settings are changed on the one there is. */
export function duplicateWatchMessage(name: string): string {
  return `Ya vigilas esta búsqueda en «${name}». Cambia su frecuencia, su puntuación o sus canales en Historial › Vigilancias.`;
}

/**
 * POST /api/watches: a watch of a search (or a saved complete search) within the plan's count and
 * frequency, on at least one channel, Telegram only with a linked chat, and never a second watch of the
 * same search (409). The count and the duplicate are checked under the user's row lock, so two requests
 * at once cannot pass the limit, nor both create the same watch. A blank name is the one the dialog
 * suggested (the same function). It first runs at the next tick.
 */
export async function createWatch(userId: string, input: CreateWatchInput): Promise<Watch> {
  const source = input.completeSearchId
    ? await completeSearchParams(userId, input.completeSearchId)
    : { params: input.params as SearchParamsValues, name: defaultWatchName(input.params as SearchParamsValues) };
  const row = await db.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const limits = await watchLimits(tx, userId);
    if (limits.maxWatches <= 0) {
      throw new AppError("PLAN_LIMIT", `Tu plan ${limits.planName} no incluye vigilancias. Mejora tu plan para vigilar búsquedas.`);
    }
    const watches = await tx.watch.findMany({ where: { userId }, select: { name: true, params: true } });
    const same = findSameSearch(
      watches.map((w) => ({ name: w.name, params: w.params as SearchParamsValues })),
      source.params,
    );
    if (same) throw new AppError("CONFLICT", duplicateWatchMessage(same.name));
    if (watches.length >= limits.maxWatches) {
      throw new AppError("PLAN_LIMIT", `Límite de vigilancias alcanzado: tu plan ${limits.planName} permite ${limits.maxWatches}.`);
    }
    assertFrequencyAllowed(input.frequencyHours, limits);
    if (input.channels.telegram) await assertTelegramLinked(tx, userId);
    const queryKey = watchQueryKey(source.params);
    // The same search watched before and deleted: its last run holds the pace (deliverWatch reads it), so
    // deleting and re-creating a watch does not run it sooner than the plan allows.
    const pace = await tx.watchPace.findUnique({ where: { userId_queryKey: { userId, queryKey } }, select: { lastWindow: true } });
    return tx.watch.create({
      data: {
        userId,
        name: input.name ?? source.name,
        params: { ...source.params },
        queryKey,
        ...(pace
          ? {
              lastWindow: pace.lastWindow,
              nextRunAt: nextRunAfter(windowStartOf(pace.lastWindow), Math.max(input.frequencyHours, limits.minIntervalHours)),
            }
          : {}),
        frequencyHours: input.frequencyHours,
        minScore: input.minScore,
        telegram: input.channels.telegram,
        inApp: input.channels.inApp,
        includeAnalysis: input.includeAnalysis,
      },
    });
  });
  return toWatch(row);
}

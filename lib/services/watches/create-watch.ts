import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { lockUserRow } from "@/lib/services/billing/lock-user-row";
import { searchParamsSchema, type SearchParamsValues } from "@/lib/validation/search";
import { WATCH_NAME_MAX, type CreateWatchInput } from "@/lib/validation/watches";
import { assertFrequencyAllowed, assertTelegramLinked, watchLimits } from "./limits";
import { watchQueryKey } from "./query-key";
import { toWatch, type Watch } from "./watch-view";

/** The params of one of the user's saved complete searches, read again through the search schema. */
async function completeSearchParams(userId: string, id: string): Promise<{ params: SearchParamsValues; name: string }> {
  const row = await db.completeSearch.findFirst({ where: { id, userId }, select: { params: true, searchName: true } });
  if (!row) throw new AppError("NOT_FOUND", "Búsqueda guardada no encontrada");
  const parsed = searchParamsSchema.safeParse(row.params);
  if (!parsed.success)
    throw new AppError("BAD_REQUEST", "Esta búsqueda guardada no se puede vigilar: repítela y vigílala desde la búsqueda");
  return { params: parsed.data, name: row.searchName };
}

function defaultName(params: SearchParamsValues): string {
  const name = params.country === "ALL" ? params.value : `${params.value} · ${params.country}`;
  return name.slice(0, WATCH_NAME_MAX);
}

/**
 * POST /api/watches: a watch of a search (or a saved complete search) within the plan's count and
 * frequency, on at least one channel, Telegram only with a linked chat. The count is checked under the
 * user's row lock, so two requests at once cannot pass the limit together. It first runs at the next tick.
 */
export async function createWatch(userId: string, input: CreateWatchInput): Promise<Watch> {
  const source = input.completeSearchId
    ? await completeSearchParams(userId, input.completeSearchId)
    : { params: input.params as SearchParamsValues, name: null };
  const row = await db.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const limits = await watchLimits(tx, userId);
    if (limits.maxWatches <= 0) {
      throw new AppError("PLAN_LIMIT", `Tu plan ${limits.planName} no incluye vigilancias. Mejora tu plan para vigilar búsquedas.`);
    }
    const count = await tx.watch.count({ where: { userId } });
    if (count >= limits.maxWatches) {
      throw new AppError("PLAN_LIMIT", `Límite de vigilancias alcanzado: tu plan ${limits.planName} permite ${limits.maxWatches}.`);
    }
    assertFrequencyAllowed(input.frequencyHours, limits);
    if (input.channels.telegram) await assertTelegramLinked(tx, userId);
    return tx.watch.create({
      data: {
        userId,
        name: input.name ?? source.name?.slice(0, WATCH_NAME_MAX) ?? defaultName(source.params),
        params: { ...source.params },
        queryKey: watchQueryKey(source.params),
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

import "server-only";
import { db, type Prisma } from "@/lib/db";
import { getEffectivePlan } from "@/lib/services/billing/effective-plan";
import { monthStart } from "@/lib/services/billing/usage-period";

type Client = Prisma.TransactionClient | typeof db;

/** The user's analyses this month against the plan's cap: only model runs count, cached answers are free. */
export async function analysisAllowance(client: Client, userId: string, now = new Date()) {
  const [plan, used] = await Promise.all([
    getEffectivePlan(client, userId, now),
    client.usageEvent.count({ where: { userId, kind: "ai_analysis", cached: false, at: { gte: monthStart(now) } } }),
  ]);
  const limit = plan.limits.aiAnalysesLimit;
  return { plan, limit, used, remaining: Math.max(0, limit - used) };
}

/** The country the user searches (their latest search with one), which 'Qué copiar' is adapted to. */
export async function userCountry(userId: string): Promise<string | null> {
  const last = await db.searchHistoryEntry.findFirst({
    where: { userId, country: { not: "ALL" } },
    orderBy: { searchDate: "desc" },
    select: { country: true },
  });
  return last?.country ?? null;
}

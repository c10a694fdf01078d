import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { nextMonthStart, resetUsageIfNewMonth } from "./reset-period";

/** The usage card's figures (spec §3 Usage), after the lazy monthly reset. */
export async function getUsage(userId: string, now = new Date()) {
  await resetUsageIfNewMonth(userId, now);
  const u = await db.user.findUnique({ where: { id: userId }, include: { plan: true } });
  if (!u) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  const expired = u.subscriptionStatus === "expired" || (u.subscriptionEndDate !== null && u.subscriptionEndDate < now);
  return {
    planType: u.plan.type,
    planName: u.plan.name,
    adsFetched: u.adsFetched,
    monthlyLimit: u.plan.adsLimit,
    adsRemaining: Math.max(0, u.plan.adsLimit - u.adsFetched),
    searchesPerformed: u.searchesPerformed,
    resetDate: nextMonthStart(now).toISOString(),
    subscriptionExpiration: u.subscriptionEndDate?.toISOString() ?? null,
    subscriptionStatus: expired ? "expired" : "active",
  };
}
export type Usage = Awaited<ReturnType<typeof getUsage>>;

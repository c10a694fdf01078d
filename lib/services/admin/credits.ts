import "server-only";
import { db } from "@/lib/db";
import { CREDIT_VALUE_USD, creditsCost } from "@/lib/shared/billing/credit-value";
import { monthStart } from "@/lib/services/billing/usage-period";

/**
 * The admin's credit cards (docs/product.md §3 Credit statistics), summed from the UsageEvent ledger so they agree
 * with it to the credit. The average is this month's credits per registered user, rounded.
 */
export async function getCreditStats(now = new Date()) {
  const start = monthStart(now);
  const [month, total, monthByUsers, users] = await Promise.all([
    db.usageEvent.aggregate({ _sum: { credits: true }, where: { at: { gte: start } } }),
    db.usageEvent.aggregate({ _sum: { credits: true } }),
    db.usageEvent.aggregate({ _sum: { credits: true }, where: { at: { gte: start }, userId: { not: null } } }),
    db.user.count(),
  ]);
  const totalCreditsThisMonth = month._sum.credits ?? 0;
  const totalCreditsAllTime = total._sum.credits ?? 0;
  return {
    totalCreditsThisMonth,
    totalCreditsAllTime,
    averageCreditsPerUser: users > 0 ? Math.round((monthByUsers._sum.credits ?? 0) / users) : 0,
    totalUsers: users,
    valuePerCredit: CREDIT_VALUE_USD,
    costThisMonth: creditsCost(totalCreditsThisMonth),
    costAllTime: creditsCost(totalCreditsAllTime),
  };
}
export type CreditStats = Awaited<ReturnType<typeof getCreditStats>>;

/** Every user with this month's and all-time credits from the ledger, their plan and last credit use; most credits first. */
export async function getCreditUsers(now = new Date()) {
  const start = monthStart(now);
  const [users, totals, months] = await Promise.all([
    db.user.findMany({ select: { id: true, name: true, email: true, plan: { select: { type: true, name: true } } } }),
    db.usageEvent.groupBy({
      by: ["userId"],
      where: { userId: { not: null }, credits: { gt: 0 } },
      _sum: { credits: true },
      _max: { at: true },
    }),
    db.usageEvent.groupBy({ by: ["userId"], where: { userId: { not: null }, at: { gte: start } }, _sum: { credits: true } }),
  ]);
  const total = new Map(totals.map((t) => [t.userId, t]));
  const month = new Map(months.map((m) => [m.userId, m._sum.credits ?? 0]));
  return users
    .map((u) => {
      const creditsTotal = total.get(u.id)?._sum.credits ?? 0;
      const creditsMonth = month.get(u.id) ?? 0;
      return {
        userId: u.id,
        name: u.name,
        email: u.email,
        plan: u.plan,
        creditsMonth,
        creditsTotal,
        costMonth: creditsCost(creditsMonth),
        costTotal: creditsCost(creditsTotal),
        lastUsed: total.get(u.id)?._max.at?.toISOString() ?? null,
      };
    })
    .sort((a, b) => b.creditsMonth - a.creditsMonth || b.creditsTotal - a.creditsTotal || a.name.localeCompare(b.name, "es"));
}
export type CreditUser = Awaited<ReturnType<typeof getCreditUsers>>[number];

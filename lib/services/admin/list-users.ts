import "server-only";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isSubscriptionExpired } from "@/lib/shared/billing/subscription";
import { monthStart } from "@/lib/services/billing/usage-period";
import { userBase } from "@/lib/services/auth/serialize-user";
import { listAudit } from "./audit";
import { pageInfo, type PageInfo } from "@/lib/paging-info";
import { ADMIN_PAGE_SIZE, type ListAdminUsersQuery } from "@/lib/validation/admin-users";

const select = {
  id: true,
  name: true,
  email: true,
  role: true,
  createdAt: true,
  planType: true,
  subscriptionStatus: true,
  subscriptionEndDate: true,
  usagePeriodStart: true,
  adsFetched: true,
  searchesPerformed: true,
  mustChangePassword: true,
  plan: { select: { type: true, name: true, adsLimit: true } },
} satisfies Prisma.UserSelect;

type Row = Prisma.UserGetPayload<{ select: typeof select }>;

/** One row of the admin table (docs/product.md §3 User, without the credits: those load only when shown). */
function toAdminUser(u: Row, freeAdsLimit: number, now: Date) {
  const expired = isSubscriptionExpired({ planType: u.planType, status: u.subscriptionStatus, endDate: u.subscriptionEndDate }, now);
  // Counters from an earlier month read as zero: the lazy reset has simply not run for this user yet.
  const stale = u.usagePeriodStart < monthStart(now);
  return {
    ...userBase(u, expired),
    plan: u.plan,
    /** The monthly limit that applies today (the free plan's while a paid plan is expired). */
    monthlyLimit: expired ? freeAdsLimit : u.plan.adsLimit,
    usage: { adsFetched: stale ? 0 : u.adsFetched, searchesPerformed: stale ? 0 : u.searchesPerformed },
    mustChangePassword: u.mustChangePassword,
  };
}
export type AdminUser = ReturnType<typeof toAdminUser>;

async function freeAdsLimit(): Promise<number> {
  return (await db.plan.findUnique({ where: { type: "free" }, select: { adsLimit: true } }))?.adsLimit ?? 0;
}

export type AdminUsersPage = { users: AdminUser[]; pagination: PageInfo };

/**
 * A page of accounts, newest first, whose name or e-mail contains `q` (any case) and of the role asked for:
 * the admin page's search and filter run here, not over every account in the browser.
 */
export async function listUsers(query: Partial<ListAdminUsersQuery> = {}, now = new Date()): Promise<AdminUsersPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? ADMIN_PAGE_SIZE;
  const q = query.q?.trim() ?? "";
  const where: Prisma.UserWhereInput = {
    ...(query.role && query.role !== "all" ? { role: query.role } : {}),
    ...(q ? { OR: [{ name: { contains: q, mode: "insensitive" } }, { email: { contains: q, mode: "insensitive" } }] } : {}),
  };
  const [users, totalCount, free] = await Promise.all([
    db.user.findMany({ where, select, orderBy: [{ createdAt: "desc" }, { id: "asc" }], skip: (page - 1) * limit, take: limit }),
    db.user.count({ where }),
    freeAdsLimit(),
  ]);
  return { users: users.map((u) => toAdminUser(u, free, now)), pagination: pageInfo(page, limit, totalCount) };
}

/** One account as the admin table shows it. */
export async function getAdminUserOrThrow(userId: string, now = new Date()): Promise<AdminUser> {
  const [u, free] = await Promise.all([db.user.findUnique({ where: { id: userId }, select }), freeAdsLimit()]);
  if (!u) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  return toAdminUser(u, free, now);
}

/** The edit modal's data: the account and the admin actions taken on it. */
export async function getAdminUserDetail(userId: string) {
  const [user, audit] = await Promise.all([getAdminUserOrThrow(userId), listAudit(userId)]);
  return { user, audit };
}
export type AdminUserDetail = Awaited<ReturnType<typeof getAdminUserDetail>>;

import useSWR from "swr";
import { api } from "@/lib/api/client";
import type { AdminUserDetail, AdminUsersPage } from "@/lib/services/admin/list-users";
import type { CreditStats, CreditUser } from "@/lib/services/admin/credits";
import type { InvitationsPage } from "@/lib/services/invitations/list-invitations";
import { adminUserKey, adminUsersKey, CREDIT_STATS_KEY, CREDIT_USERS_KEY, invitationsKey, type AdminUsersQuery } from "./keys";

/** A page of the admin table (search and role filter run on the server); the server renders the first copy. */
export function useAdminUsers(query: AdminUsersQuery, fallback?: { key: string; data: AdminUsersPage }) {
  const key = adminUsersKey(query);
  return useSWR<AdminUsersPage, Error>(key, (url: string) => api.get<AdminUsersPage>(url), {
    keepPreviousData: true,
    fallbackData: fallback?.key === key ? fallback.data : undefined,
    revalidateOnMount: fallback?.key !== key,
  });
}

/** One account with its usage and the admin actions taken on it; fetched while its dialog is open. */
export function useAdminUserDetail(userId: string | null) {
  return useSWR<AdminUserDetail, Error>(userId ? adminUserKey(userId) : null);
}

/** This month's credit totals; loaded only while the credits are shown. */
export function useCreditStats(enabled: boolean) {
  return useSWR<CreditStats, Error>(
    enabled ? CREDIT_STATS_KEY : null,
    async (url: string) => (await api.get<{ data: CreditStats }>(url)).data,
  );
}

/** This month's credits per user; loaded only while the credits are shown. */
export function useCreditUsers(enabled: boolean) {
  return useSWR<CreditUser[], Error>(
    enabled ? CREDIT_USERS_KEY : null,
    async (url: string) => (await api.get<{ data: { users: CreditUser[] } }>(url)).data.users,
  );
}

/** A page of invitations, newest first; the server renders the first copy. */
export function useInvitations(page: number, fallback?: { key: string; data: InvitationsPage }) {
  const key = invitationsKey(page);
  return useSWR<InvitationsPage, Error>(key, (url: string) => api.get<InvitationsPage>(url), {
    keepPreviousData: true,
    fallbackData: fallback?.key === key ? fallback.data : undefined,
    revalidateOnMount: fallback?.key !== key,
  });
}

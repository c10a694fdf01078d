import useSWR from "swr";
import { api } from "@/lib/api/client";
import type { AdminUser, AdminUserDetail } from "@/lib/services/admin/list-users";
import type { CreditStats, CreditUser } from "@/lib/services/admin/credits";
import type { InvitationView } from "@/lib/services/invitations/list-invitations";
import { ADMIN_USERS_KEY, adminUserKey, CREDIT_STATS_KEY, CREDIT_USERS_KEY, INVITATIONS_KEY } from "./keys";

/** Every account, for the admin's table; the server renders the first copy. */
export function useAdminUsers(fallbackData: AdminUser[]) {
  return useSWR<AdminUser[], Error>(ADMIN_USERS_KEY, async (url: string) => (await api.get<{ users: AdminUser[] }>(url)).users, {
    fallbackData,
    revalidateOnMount: false,
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

/** The invitations, newest first; the server renders the first copy. */
export function useInvitations(fallbackData: InvitationView[]) {
  return useSWR<InvitationView[], Error>(
    INVITATIONS_KEY,
    async (url: string) => (await api.get<{ invitations: InvitationView[] }>(url)).invitations,
    {
      fallbackData,
      revalidateOnMount: false,
    },
  );
}

import type { Metadata } from "next";
import { ShieldX } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { requireUser } from "@/lib/auth/session";
import { listUsers } from "@/lib/services/admin/list-users";
import { listPlans } from "@/lib/services/billing/list-plans";
import { listInvitations } from "@/lib/services/invitations/list-invitations";
import { adminUsersKey, invitationsKey, type AdminUsersQuery } from "@/lib/swr/keys";
import {
  ADMIN_PAGE_SIZE,
  INVITATIONS_PAGE_SIZE,
  listAdminUsersQuerySchema,
  listInvitationsQuerySchema,
} from "@/lib/validation/admin-users";
import { AdminUsersScreen } from "./admin-users-screen";

export const metadata: Metadata = { title: "Usuarios" };

/** Admins only: the role is checked here on the server, since hiding the sidebar link protects nothing. */
export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();

  if (user.role !== "admin") {
    return (
      <EmptyState
        icon={ShieldX}
        tone="danger"
        title="Acceso Denegado"
        titleAs="h1"
        description={
          <>
            <p>No tienes permisos para acceder a esta página.</p>
            <p className="mt-1 font-medium text-zinc-700">Tu rol actual: Usuario</p>
          </>
        }
        className="mt-4"
      />
    );
  }

  // Search, role filter and pages live in the URL (?q=&role=&page=&inv=), so a reload or a shared link
  // shows the same page; a value that does not parse falls back to its default.
  const raw = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const parsed = listAdminUsersQuerySchema.safeParse({ page: one(raw.page), q: one(raw.q), role: one(raw.role) });
  const query: AdminUsersQuery = parsed.success
    ? { page: parsed.data.page, q: parsed.data.q, role: parsed.data.role }
    : { page: 1, q: "", role: "all" };
  const inv = listInvitationsQuerySchema.safeParse({ page: one(raw.inv) });
  const invPage = inv.success ? inv.data.page : 1;
  const [users, plans, invitations] = await Promise.all([
    listUsers({ ...query, limit: ADMIN_PAGE_SIZE }),
    listPlans(),
    listInvitations({ page: invPage, limit: INVITATIONS_PAGE_SIZE }),
  ]);
  return (
    <AdminUsersScreen
      initial={{ query, key: adminUsersKey(query), data: users }}
      plans={plans}
      initialInvitations={{ page: invPage, key: invitationsKey(invPage), data: invitations }}
      currentUserId={user.id}
    />
  );
}

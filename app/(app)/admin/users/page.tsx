import type { Metadata } from "next";
import { ShieldX } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { requireUser } from "@/lib/auth/session";
import { listUsers } from "@/lib/services/admin/list-users";
import { listPlans } from "@/lib/services/billing/list-plans";
import { listInvitations } from "@/lib/services/invitations/list-invitations";
import { AdminUsersScreen } from "./admin-users-screen";

export const metadata: Metadata = { title: "Usuarios" };

/** Admins only: the role is checked here on the server, since hiding the sidebar link protects nothing. */
export default async function AdminUsersPage() {
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

  const [users, plans, invitations] = await Promise.all([listUsers(), listPlans(), listInvitations()]);
  return <AdminUsersScreen initialUsers={users} plans={plans} initialInvitations={invitations} currentUserId={user.id} />;
}

"use client";

import { useMemo, useState } from "react";
import useSWR from "swr";
import { CircleAlert, Coins, Search, UserPlus, Users } from "lucide-react";
import type { AdminUser } from "@/lib/services/admin/list-users";
import type { CreditStats, CreditUser } from "@/lib/services/admin/credits";
import type { InvitationView } from "@/lib/services/invitations/list-invitations";
import type { PlanView } from "@/lib/services/billing/list-plans";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api/client";
import { pluralize } from "@/lib/format";
import { ChangePlanDialog } from "./change-plan-dialog";
import { CreateUserDialog } from "./create-user-dialog";
import { CreditCards } from "./credit-cards";
import { EditUserDialog } from "./edit-user-dialog";
import { InvitationsSection } from "./invitations-section";
import { nativeSelectClasses } from "./native-select";
import { UsersTable } from "./users-table";

export const USERS_KEY = "/api/admin/users";
const CREDIT_STATS_KEY = "/api/admin/credits/stats";
const CREDIT_USERS_KEY = "/api/admin/credits/users";

// docs/product.md §7: fresh 5 minutes, retried twice, no refetch on focus.
const swrOptions = { dedupingInterval: 5 * 60_000, errorRetryCount: 2, revalidateOnFocus: false } as const;

type RoleFilter = "all" | "admin" | "user";

type Props = { initialUsers: AdminUser[]; plans: PlanView[]; initialInvitations: InvitationView[]; currentUserId: string };

/** docs/product.md §2 'Gestión de Usuarios': credits, search and role filter, the table and its three modals, and invitations. */
export function AdminUsersScreen({ initialUsers, plans, initialInvitations, currentUserId }: Props) {
  const users = useSWR<AdminUser[]>(USERS_KEY, async (url: string) => (await api.get<{ users: AdminUser[] }>(url)).users, {
    ...swrOptions,
    fallbackData: initialUsers,
    revalidateOnMount: false,
  });
  const [showCredits, setShowCredits] = useState(false);
  // Loaded only while the credits are shown (docs/product.md §7).
  const stats = useSWR<CreditStats>(
    showCredits ? CREDIT_STATS_KEY : null,
    async (url: string) => (await api.get<{ data: CreditStats }>(url)).data,
    swrOptions,
  );
  const credits = useSWR<CreditUser[]>(
    showCredits ? CREDIT_USERS_KEY : null,
    async (url: string) => (await api.get<{ data: { users: CreditUser[] } }>(url)).data.users,
    swrOptions,
  );
  const [query, setQuery] = useState("");
  const [role, setRole] = useState<RoleFilter>("all");
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [changingPlan, setChangingPlan] = useState<AdminUser | null>(null);

  const filtered = useMemo(() => {
    const q = query.trim().toLocaleLowerCase("es");
    return (users.data ?? []).filter(
      (u) => (role === "all" || u.role === role) && (!q || u.name.toLocaleLowerCase("es").includes(q) || u.email.includes(q)),
    );
  }, [users.data, query, role]);

  const creditsById = useMemo(() => new Map((credits.data ?? []).map((c) => [c.userId, c])), [credits.data]);

  function refresh() {
    void users.mutate();
    if (showCredits) {
      void stats.mutate();
      void credits.mutate();
    }
  }

  return (
    <>
      <PageHeader
        title="Gestión de Usuarios"
        subtitle="Administra usuarios y sus planes"
        actions={
          <>
            <Button variant="outline" onClick={() => setShowCredits((v) => !v)} aria-pressed={showCredits}>
              <Coins aria-hidden="true" />
              {showCredits ? "Ocultar Créditos" : "Ver Créditos"}
            </Button>
            <Button onClick={() => setCreating(true)}>
              <UserPlus aria-hidden="true" />
              Crear Usuario
            </Button>
          </>
        }
      />

      {showCredits ? <CreditCards stats={stats.data} error={Boolean(stats.error)} /> : null}

      <section aria-labelledby="usuarios-title" className="rounded-xl border border-border bg-surface shadow-card">
        <div className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="usuarios-title" className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
            <Users aria-hidden="true" className="size-4 text-zinc-400" />
            Usuarios{" "}
            <span className="font-normal text-muted-foreground">({pluralize(users.data?.length ?? 0, "usuario", "usuarios")})</span>
          </h2>
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="relative sm:w-72">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" />
              <Input
                type="search"
                aria-label="Buscar usuarios"
                placeholder="Buscar por nombre o email..."
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                className="pl-9"
              />
            </div>
            <select
              aria-label="Filtrar por rol"
              value={role}
              onChange={(e) => setRole(e.target.value as RoleFilter)}
              className={nativeSelectClasses("sm:w-44")}
            >
              <option value="all">Todos</option>
              <option value="admin">Administradores</option>
              <option value="user">Usuarios</option>
            </select>
          </div>
        </div>

        {users.error && !users.data ? (
          <EmptyState
            icon={CircleAlert}
            tone="danger"
            title="Error al cargar usuarios"
            description="No se pudieron cargar los usuarios. Por favor, intenta de nuevo."
            action={
              <Button variant="outline" onClick={() => void users.mutate()}>
                Reintentar
              </Button>
            }
            className="m-4"
          />
        ) : !users.data ? (
          <div className="flex justify-center p-10">
            <Spinner label="Cargando usuarios..." showLabel />
          </div>
        ) : filtered.length === 0 ? (
          <EmptyState icon={Users} title="No se encontraron usuarios" className="m-4" />
        ) : (
          <UsersTable
            users={filtered}
            showCredits={showCredits}
            creditsById={creditsById}
            creditsLoading={showCredits && !credits.data && !credits.error}
            onEdit={setEditing}
            onChangePlan={setChangingPlan}
          />
        )}
      </section>

      <InvitationsSection initialInvitations={initialInvitations} />

      <CreateUserDialog open={creating} plans={plans} onClose={() => setCreating(false)} onCreated={refresh} />
      <EditUserDialog user={editing} currentUserId={currentUserId} onClose={() => setEditing(null)} onSaved={refresh} />
      <ChangePlanDialog user={changingPlan} plans={plans} onClose={() => setChangingPlan(null)} onChanged={refresh} />
    </>
  );
}

"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { CircleAlert, Coins, Search, UserPlus, Users } from "lucide-react";
import type { AdminUser, AdminUsersPage } from "@/lib/services/admin/list-users";
import type { InvitationsPage } from "@/lib/services/invitations/list-invitations";
import type { PlanView } from "@/lib/services/billing/list-plans";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useAdminUsers, useCreditStats, useCreditUsers } from "@/lib/swr/use-admin";
import { pluralize } from "@/lib/format";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import type { AdminUsersQuery } from "@/lib/swr/keys";
import { Pager } from "./pager";
import { CreditCards } from "./credit-cards";
import { InvitationsSection } from "./invitations-section";
import { nativeSelectClasses } from "@/components/ui/native-select";
import { UsersTable } from "./users-table";

// The three modals load on first open, not with the screen (docs/benchmarks.md §3).
const CreateUserDialog = dynamic(() => import("./create-user-dialog").then((m) => m.CreateUserDialog));
const EditUserDialog = dynamic(() => import("./edit-user-dialog").then((m) => m.EditUserDialog));
const ChangePlanDialog = dynamic(() => import("./change-plan-dialog").then((m) => m.ChangePlanDialog));

type RoleFilter = AdminUsersQuery["role"];

type Props = {
  initial: { query: AdminUsersQuery; key: string; data: AdminUsersPage };
  plans: PlanView[];
  initialInvitations: { page: number; key: string; data: InvitationsPage };
  currentUserId: string;
};

/**
 * docs/product.md §2 'Gestión de Usuarios': credits, search and role filter, the table and its three modals, and
 * invitations. Search, filter and pages run on the server and live in the URL (?q=&role=&page=&inv=).
 */
export function AdminUsersScreen({ initial, plans, initialInvitations, currentUserId }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [query, setQuery] = useState(initial.query.q);
  const role = (["admin", "user"].includes(searchParams.get("role") ?? "") ? searchParams.get("role") : "all") as RoleFilter;
  const page = Math.max(1, Number(searchParams.get("page")) || 1);
  const q = useDebounced(query.trim(), 300);
  const users = useAdminUsers({ page, q, role }, initial);
  const [showCredits, setShowCredits] = useState(false);
  const stats = useCreditStats(showCredits);
  const credits = useCreditUsers(showCredits);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [changingPlan, setChangingPlan] = useState<AdminUser | null>(null);
  const createMounted = useOpenedOnce(creating);
  const editMounted = useOpenedOnce(editing !== null);
  const changePlanMounted = useOpenedOnce(changingPlan !== null);

  /** Writes the URL's parameters (empty = default, left out); a new search or filter goes back to page 1. */
  const setParams = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(searchParams.toString());
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === "" || (k === "page" && v === "1") || (k === "role" && v === "all")) next.delete(k);
        else next.set(k, v);
      }
      const qs = next.toString();
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [pathname, router, searchParams],
  );

  // The debounced search reaches the URL (and page 1) once the admin stops typing.
  useEffect(() => {
    if ((searchParams.get("q") ?? "") !== q) setParams({ q, page: null });
  }, [q, searchParams, setParams]);

  const list = users.data?.users ?? [];
  const pagination = users.data?.pagination;
  const creditsById = useMemo(() => new Map((credits.data ?? []).map((c) => [c.userId, c])), [credits.data]);

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
            <span className="font-normal text-muted-foreground">({pluralize(pagination?.totalCount ?? 0, "usuario", "usuarios")})</span>
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
              onChange={(e) => setParams({ role: e.target.value, page: null })}
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
        ) : list.length === 0 ? (
          <EmptyState icon={Users} title="No se encontraron usuarios" className="m-4" />
        ) : (
          <>
            <UsersTable
              users={list}
              showCredits={showCredits}
              creditsById={creditsById}
              creditsLoading={showCredits && !credits.data && !credits.error}
              onEdit={setEditing}
              onChangePlan={setChangingPlan}
            />
            {pagination && pagination.totalPages > 1 ? (
              <Pager
                label="Paginación de usuarios"
                noun="usuarios"
                info={pagination}
                shown={list.length}
                onPage={(p) => setParams({ page: String(p) })}
              />
            ) : null}
          </>
        )}
      </section>

      <InvitationsSection
        initial={initialInvitations}
        page={Math.max(1, Number(searchParams.get("inv")) || 1)}
        onPage={(p) => setParams({ inv: p === 1 ? null : String(p) })}
      />

      {createMounted ? <CreateUserDialog open={creating} plans={plans} onClose={() => setCreating(false)} /> : null}
      {editMounted ? <EditUserDialog user={editing} currentUserId={currentUserId} onClose={() => setEditing(null)} /> : null}
      {changePlanMounted ? (
        <ChangePlanDialog user={changingPlan} plans={plans} currentUserId={currentUserId} onClose={() => setChangingPlan(null)} />
      ) : null}
    </>
  );
}

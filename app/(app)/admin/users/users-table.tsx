"use client";

import { LocalDate } from "@/components/ui/local-date";
import { ArrowRightLeft, Pencil } from "lucide-react";
import type { AdminUser } from "@/lib/services/admin/list-users";
import type { CreditUser } from "@/lib/services/admin/credits";
import { SubscriptionLabel } from "@/components/plans/subscription-label";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { creditsCost } from "@/lib/shared/billing/credit-value";
import { formatNumber, formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";

type Props = {
  users: AdminUser[];
  showCredits: boolean;
  creditsById: Map<string, CreditUser>;
  creditsLoading: boolean;
  onEdit: (user: AdminUser) => void;
  onChangePlan: (user: AdminUser) => void;
};

const th = "px-3 py-3 text-left text-xs font-medium whitespace-nowrap text-muted-foreground";
const td = "px-3 py-3 align-middle";
// The actions column stays in view even when a narrow screen scrolls the table sideways.
const stickyEnd = "sticky right-0 bg-surface";

/** docs/product.md §2's table: user, plan with its change button, expiry, monthly usage, optional credits, registration, actions. */
export function UsersTable({ users, showCredits, creditsById, creditsLoading, onEdit, onChangePlan }: Props) {
  return (
    // `relative`: the sr-only header text is absolutely positioned and must scroll with the table, not widen the page.
    <div className="relative overflow-x-auto">
      {/* With the credits shown they fit one column and the registration date moves under the e-mail, so the
          table fits 1280 px with 'Editar' in view (three credit columns would push it out). */}
      <table className={cn("w-full text-sm", showCredits ? "min-w-[46rem]" : "min-w-[52rem]")}>
        <thead className="border-b border-border bg-zinc-50/70">
          <tr>
            <th scope="col" className={th}>
              Usuario
            </th>
            <th scope="col" className={th}>
              Plan actual
            </th>
            <th scope="col" className={th}>
              Vencimiento
            </th>
            <th scope="col" className={th}>
              Uso mensual
            </th>
            {showCredits ? (
              <th scope="col" className={cn(th, "text-right")}>
                Créditos <span className="font-normal">(mes · total · costo total)</span>
              </th>
            ) : (
              <th scope="col" className={th}>
                Registro
              </th>
            )}
            <th scope="col" className={cn(th, stickyEnd, "bg-zinc-50 text-right")}>
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {users.map((u) => {
            const credit = creditsById.get(u.id);
            const percent = u.monthlyLimit > 0 ? Math.min(100, (u.usage.adsFetched / u.monthlyLimit) * 100) : 100;
            return (
              <tr key={u.id} className="hover:bg-zinc-50/60">
                <td className={td}>
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium text-zinc-900">{u.name}</span>
                    {u.role === "admin" ? <Badge variant="brand">Admin</Badge> : null}
                    {u.mustChangePassword ? <Badge variant="warning">Contraseña temporal</Badge> : null}
                  </div>
                  <div className="max-w-[14rem] truncate text-xs text-muted-foreground" title={u.email}>
                    {u.email}
                  </div>
                  {showCredits ? (
                    <div className="text-xs text-muted-foreground">
                      Registro: <LocalDate value={u.createdAt} />
                    </div>
                  ) : null}
                </td>
                <td className={td}>
                  <div className="flex items-center gap-2">
                    <span className="whitespace-nowrap">{u.plan.name}</span>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      onClick={() => onChangePlan(u)}
                      aria-label={`Cambiar plan de ${u.name}`}
                      title="Cambiar plan"
                    >
                      <ArrowRightLeft aria-hidden="true" />
                    </Button>
                  </div>
                </td>
                <td className={cn(td, "whitespace-nowrap")}>
                  <SubscriptionLabel planType={u.plan.type} status={u.subscription.status} endDate={u.subscription.endDate} />
                </td>
                <td className={td}>
                  <div className="text-xs tabular-nums">
                    {formatNumber(u.usage.adsFetched)} / {formatNumber(u.monthlyLimit)}
                  </div>
                  <div className="mt-1 h-1 w-24 overflow-hidden rounded-full bg-zinc-200" aria-hidden="true">
                    <div
                      className={cn("h-full rounded-full", percent >= 100 ? "bg-red-500" : percent >= 80 ? "bg-amber-500" : "bg-brand-600")}
                      style={{ width: `${percent}%` }}
                    />
                  </div>
                </td>
                {showCredits ? (
                  creditsLoading ? (
                    <td className={td}>
                      <Skeleton className="ml-auto h-4 w-28" />
                    </td>
                  ) : (
                    <td className={cn(td, "text-right text-xs whitespace-nowrap tabular-nums")}>
                      <div>
                        <span className="sr-only">Este mes: </span>
                        <span className="font-medium text-zinc-900">{formatNumber(credit?.creditsMonth ?? 0)}</span>
                        {" · "}
                        <span className="sr-only">en total: </span>
                        {formatNumber(credit?.creditsTotal ?? 0)}
                      </div>
                      <div className="text-muted-foreground">
                        <span className="sr-only">Costo: </span>
                        {formatUsd(creditsCost(credit?.creditsTotal ?? 0))}
                      </div>
                    </td>
                  )
                ) : (
                  <td className={cn(td, "whitespace-nowrap text-zinc-600")}>
                    <LocalDate value={u.createdAt} />
                  </td>
                )}
                <td className={cn(td, stickyEnd, "text-right")}>
                  <Button variant="outline" size="sm" onClick={() => onEdit(u)} aria-label={`Editar ${u.name}`}>
                    <Pencil aria-hidden="true" />
                    Editar
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

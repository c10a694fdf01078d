"use client";

import { LocalDate } from "@/components/ui/local-date";
import { ArrowRightLeft, Pencil } from "lucide-react";
import type { AdminUser } from "@/lib/services/admin/list-users";
import type { CreditUser } from "@/lib/services/admin/credits";
import { SubscriptionLabel } from "@/components/plans/subscription-label";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { creditsCost } from "@/lib/services/billing/credit-value";
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

const th = "px-4 py-3 text-left text-xs font-medium whitespace-nowrap text-muted-foreground";
const td = "px-4 py-3 align-middle";

/** docs/product.md §2's table: user, plan with its change button, expiry, monthly usage, optional credits, registration, actions. */
export function UsersTable({ users, showCredits, creditsById, creditsLoading, onEdit, onChangePlan }: Props) {
  return (
    // `relative`: the sr-only header text is absolutely positioned and must scroll with the table, not widen the page.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[52rem] text-sm">
        <thead className="border-b border-border bg-zinc-50/70">
          <tr>
            <th scope="col" className={th}>Usuario</th>
            <th scope="col" className={th}>Plan actual</th>
            <th scope="col" className={th}>Vencimiento</th>
            <th scope="col" className={th}>Uso mensual</th>
            {showCredits ? (
              <>
                <th scope="col" className={cn(th, "text-right")}>Créditos mes</th>
                <th scope="col" className={cn(th, "text-right")}>Créditos total</th>
                <th scope="col" className={cn(th, "text-right")}>Costo total</th>
              </>
            ) : null}
            <th scope="col" className={th}>Registro</th>
            <th scope="col" className={cn(th, "text-right")}>
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
                  <div className="flex items-center gap-2">
                    <span className="font-medium text-zinc-900">{u.name}</span>
                    {u.role === "admin" ? <Badge variant="brand">Admin</Badge> : null}
                    {u.mustChangePassword ? <Badge variant="warning">Contraseña temporal</Badge> : null}
                  </div>
                  <div className="text-xs text-muted-foreground">{u.email}</div>
                </td>
                <td className={td}>
                  <div className="flex items-center gap-2">
                    <span className="whitespace-nowrap">{u.plan.name}</span>
                    <Button variant="ghost" size="icon-sm" onClick={() => onChangePlan(u)} aria-label={`Cambiar plan de ${u.name}`} title="Cambiar plan">
                      <ArrowRightLeft aria-hidden="true" />
                    </Button>
                  </div>
                </td>
                <td className={cn(td, "whitespace-nowrap")}>
                  <SubscriptionLabel planType={u.plan.type} status={u.subscription.status} endDate={u.subscription.endDate} />
                </td>
                <td className={td}>
                  <div className="text-xs whitespace-nowrap tabular-nums">
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
                    <td colSpan={3} className={td}>
                      <Skeleton className="ml-auto h-4 w-40" />
                    </td>
                  ) : (
                    <>
                      <td className={cn(td, "text-right tabular-nums")}>{formatNumber(credit?.creditsMonth ?? 0)}</td>
                      <td className={cn(td, "text-right tabular-nums")}>{formatNumber(credit?.creditsTotal ?? 0)}</td>
                      <td className={cn(td, "text-right tabular-nums")}>{formatUsd(creditsCost(credit?.creditsTotal ?? 0))}</td>
                    </>
                  )
                ) : null}
                <td className={cn(td, "whitespace-nowrap text-zinc-600")}><LocalDate value={u.createdAt} /></td>
                <td className={cn(td, "text-right")}>
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

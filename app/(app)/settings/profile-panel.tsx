import { LocalDate } from "@/components/ui/local-date";
import type { UserProfile } from "@/lib/services/settings/user-profile";
import { subscriptionDisplay } from "@/lib/shared/billing/subscription";
import { cn } from "@/lib/utils";
import { panel } from "./panel";

const EXPIRY_TONES = {
  red: "text-red-700",
  yellow: "text-amber-700",
  orange: "text-orange-700",
  neutral: "text-zinc-900",
  green: "text-emerald-700",
} as const;

/** Who the user is and their plan, as the server rendered it (refreshed after a change). */
export function ProfilePanel({ profile }: { profile: UserProfile }) {
  const end = profile.subscriptionEndDate;
  // Only a paid plan with an end date shows it (docs/product.md §2): red 'Plan vencido', yellow within 7 days.
  const expiry =
    profile.planType !== "free" && end
      ? subscriptionDisplay({ planType: profile.planType, status: profile.subscriptionStatus, endDate: end })
      : null;
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: "Nombre", value: profile.name },
    { label: "Correo electrónico", value: profile.email },
    { label: "Rol", value: profile.role === "admin" ? "Administrador" : "Usuario" },
    { label: "Miembro desde", value: <LocalDate value={profile.createdAt} format="long" /> },
    { label: "Plan", value: profile.planName },
  ];
  if (expiry) {
    rows.push({
      label: "Vencimiento del plan",
      value: (
        <span className={cn("font-semibold", EXPIRY_TONES[expiry.tone])}>
          {expiry.expired ? "Plan vencido" : <LocalDate value={end} format="long" />}
        </span>
      ),
    });
  }
  return (
    <section className={panel} aria-label="Perfil">
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map((r) => (
          <div key={r.label} className="min-w-0">
            <dt className="text-xs font-medium text-muted-foreground">{r.label}</dt>
            <dd className="mt-0.5 truncate text-sm text-zinc-900">{r.value}</dd>
          </div>
        ))}
      </dl>
      {profile.effectivePlanName ? (
        <p role="status" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Se aplican los límites del plan {profile.effectivePlanName} hasta que se renueve. Tus anuncios guardados y anunciantes en
          seguimiento se conservan en solo lectura.
        </p>
      ) : null}
    </section>
  );
}

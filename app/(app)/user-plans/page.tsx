import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { listPlans } from "@/lib/services/billing/list-plans";
import { getUsage } from "@/lib/services/billing/get-usage";
import { getPlanContact } from "@/lib/services/settings/plan-contact";
import { PlansScreen } from "./plans-screen";

export const metadata: Metadata = { title: "Planes" };

/** /user-plans: 'Tu Uso Actual' and the plan cards, rendered on the server; usage then polls (docs/product.md §7). */
export default async function UserPlansPage() {
  const user = await requireUser();
  const [usage, plans, contact] = await Promise.all([getUsage(user.id), listPlans(), getPlanContact()]);
  return (
    <>
      <PageHeader title="Planes y Límites" subtitle="Consulta tu uso actual y los planes disponibles" />
      <PlansScreen initialUsage={usage} plans={plans} isAdmin={user.role === "admin"} contact={contact} />
    </>
  );
}

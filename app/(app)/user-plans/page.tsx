import { CreditCard } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";

export default async function UserPlansPage() {
  await requireUser();
  return (
    <>
      <PageHeader title="Planes y Límites" subtitle="Consulta tu uso actual y los planes disponibles" />
      <EmptyState
        icon={CreditCard}
        title="Planes y límites"
        description="Tu uso actual y los planes disponibles aparecerán aquí."
      />
    </>
  );
}

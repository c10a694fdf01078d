import { History } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export default function SearchHistoryPage() {
  return (
    <>
      <PageHeader
        title="Historial de Búsquedas"
        subtitle="Revisa todas tus búsquedas anteriores y estadísticas"
      />
      <EmptyState
        icon={History}
        title="No hay búsquedas en el historial"
        description="Realiza tu primera búsqueda para ver el historial aquí."
      />
    </>
  );
}

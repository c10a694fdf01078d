import { History } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { formatNumber } from "@/lib/format";
import { getActivityCounts } from "@/lib/services/usage/get-activity-counts";

export default async function SearchHistoryPage() {
  const { searches } = await getActivityCounts((await requireUser()).id);
  return (
    <>
      <PageHeader
        title="Historial de Búsquedas"
        subtitle="Revisa todas tus búsquedas anteriores y estadísticas"
      />
      {searches === 0 ? (
        <EmptyState
          icon={History}
          title="No hay búsquedas en el historial"
          description="Realiza tu primera búsqueda para ver el historial aquí."
        />
      ) : (
        <EmptyState
          icon={History}
          title={`${formatNumber(searches)} ${searches === 1 ? "búsqueda registrada" : "búsquedas registradas"}`}
          description="La lista con filtros, 'Repetir' y estadísticas estará disponible muy pronto. Mientras tanto, tus búsquedas guardadas se cargan desde 'Búsquedas guardadas' en la pantalla de búsqueda."
        />
      )}
    </>
  );
}

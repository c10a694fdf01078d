import { Megaphone } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { formatNumber } from "@/lib/format";
import { getActivityCounts } from "@/lib/services/usage/get-activity-counts";

export default async function TrackedAdvertisersPage() {
  const { trackedAdvertisers } = await getActivityCounts((await requireUser()).id);
  return (
    <>
      <PageHeader
        title="Anunciantes en Seguimiento"
        subtitle="Sigue la evolución de los anuncios activos de tus competidores"
      />
      {trackedAdvertisers === 0 ? (
        <EmptyState
          icon={Megaphone}
          title="No hay anunciantes en seguimiento"
          description="Usa el botón SEGUIR en un anuncio de tus búsquedas para empezar a seguir a su anunciante."
        />
      ) : (
        <EmptyState
          icon={Megaphone}
          title={`${formatNumber(trackedAdvertisers)} ${trackedAdvertisers === 1 ? "anunciante en seguimiento" : "anunciantes en seguimiento"}`}
          description="Ya registramos su conteo de anuncios activos. Las tarjetas con la evolución diaria y la tendencia estarán disponibles muy pronto."
        />
      )}
    </>
  );
}

import { Megaphone } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export default function TrackedAdvertisersPage() {
  return (
    <>
      <PageHeader
        title="Anunciantes en Seguimiento"
        subtitle="Sigue la evolución de los anuncios activos de tus competidores"
      />
      <EmptyState
        icon={Megaphone}
        title="No hay anunciantes en seguimiento"
        description="Usa el botón SEGUIR en un anuncio de tus búsquedas para empezar a seguir a su anunciante."
      />
    </>
  );
}

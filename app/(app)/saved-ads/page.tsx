import { Bookmark } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export default function SavedAdsPage() {
  return (
    <>
      <PageHeader title="Anuncios Guardados" subtitle="Los anuncios que guardaste desde tus búsquedas" />
      <EmptyState
        icon={Bookmark}
        title="No hay anuncios guardados"
        description="Usa el botón GUARDAR en un anuncio de tus búsquedas para tenerlo siempre a mano."
      />
    </>
  );
}

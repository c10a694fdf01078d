import { Bookmark } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { formatNumber } from "@/lib/format";
import { getActivityCounts } from "@/lib/services/usage/get-activity-counts";

export default async function SavedAdsPage() {
  const { savedAds } = await getActivityCounts((await requireUser()).id);
  return (
    <>
      <PageHeader title="Anuncios Guardados" subtitle="Los anuncios que guardaste desde tus búsquedas" />
      {savedAds === 0 ? (
        <EmptyState
          icon={Bookmark}
          title="No hay anuncios guardados"
          description="Usa el botón GUARDAR en un anuncio de tus búsquedas para tenerlo siempre a mano."
        />
      ) : (
        <EmptyState
          icon={Bookmark}
          title={`${formatNumber(savedAds)} ${savedAds === 1 ? "anuncio guardado" : "anuncios guardados"}`}
          description="Están a salvo en tu biblioteca. La vista con filtros, colecciones y favoritos estará disponible muy pronto."
        />
      )}
    </>
  );
}

"use client";

import { useState } from "react";
import { toast } from "@/lib/toast";
import { Bookmark, Flame, FolderOpen, Search, Star } from "lucide-react";
import { SeePlansLink } from "@/components/plans/see-plans-link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorState } from "@/components/ui/load-error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { StatCard } from "@/components/ui/stat-card";
import { errorMessage, type Ok } from "@/lib/api/client";
import { deleteSavedAd, updateSavedAd } from "@/lib/client/saved-ads";
import { formatNumber } from "@/lib/format";
import { lockedSentence, type PlanGates } from "@/lib/shared/billing/plan-gates";
import type { SavedAdItem, SavedAdsPage } from "@/lib/services/saved-ads/list-saved-ads";
import type { SavedAdCollectionSummary } from "@/lib/services/saved-ads/collections";
import type { SavedAdTagSummary } from "@/lib/services/saved-ads/tags";
import { useInvalidate } from "@/lib/swr/invalidate";
import { savedAdsParams, type SavedAdsQuery } from "@/lib/swr/keys";
import { useSavedAdCollections, useSavedAdTags } from "@/lib/swr/use-saved-ad-labels";
import { useSavedAds } from "@/lib/swr/use-saved-ads";
import type { UpdateSavedAdInput } from "@/lib/validation/saved-ads";
import { cn } from "@/lib/utils";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { SavedAdCard } from "./saved-ad-card";
import { SavedAdsFilters, type LibraryView } from "./saved-ads-filters";
import { DEFAULT_SAVED_ADS_QUERY } from "./saved-ads-query";

type Props = {
  initial: { key: string; data: Ok<SavedAdsPage> };
  collections: SavedAdCollectionSummary[];
  tags: SavedAdTagSummary[];
  /** What the plan allows: an empty library on a plan without saving says so, not "use GUARDAR". */
  gates: PlanGates;
};

/** The library: stat cards, filters, a grid or list of saved ads paged 20 at a time, CSV export. */
export function SavedAdsScreen({ initial, collections: initialCollections, tags: initialTags, gates }: Props) {
  const [query, setQuery] = useState<SavedAdsQuery>(DEFAULT_SAVED_ADS_QUERY);
  const [view, setView] = useState<LibraryView>("grid");
  const search = useDebounced(query.search, 300);
  const effective = { ...query, search };
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSavedAds(effective, initial);
  const savedCollections = useSavedAdCollections(initialCollections).data ?? initialCollections;
  const savedTags = useSavedAdTags(initialTags).data ?? initialTags;
  const invalidate = useInvalidate();

  const pages = data ?? [];
  const ads = pages.flatMap((p) => p.ads);
  const stats = pages[0]?.stats ?? initial.data.stats;
  const hasMore = pages.at(-1)?.pagination.hasNextPage ?? false;
  const loadingMore = isValidating && size > pages.length;
  const collections = [...new Set([...savedCollections.map((c) => c.name), ...ads.map((a) => a.collection)])].sort((a, b) =>
    a.localeCompare(b, "es"),
  );
  const tags = [...new Set([...savedTags.map((t) => t.name), ...ads.flatMap((a) => a.tags)])].sort((a, b) => a.localeCompare(b, "es"));
  const filtered = query.search.trim() !== "" || query.collection !== "" || query.tag !== "" || query.favorites;

  function set<K extends keyof SavedAdsQuery>(key: K, value: SavedAdsQuery[K]) {
    setQuery((q) => ({ ...q, [key]: value }));
  }

  async function change(ad: SavedAdItem, patch: UpdateSavedAdInput): Promise<boolean> {
    try {
      await (
        await updateSavedAd(invalidate, ad.id, patch)
      ).refreshed;
      return true;
    } catch (e) {
      toast.error(errorMessage(e, "Error al actualizar anuncio"));
      return false;
    }
  }

  async function toggleFavorite(ad: SavedAdItem) {
    try {
      const { refreshed } = await updateSavedAd(invalidate, ad.id, { isFavorite: !ad.isFavorite });
      toast.success(ad.isFavorite ? "Removido de favoritos" : "Agregado a favoritos");
      await refreshed;
    } catch {
      toast.error("Error al actualizar favorito");
    }
  }

  async function remove(ad: SavedAdItem): Promise<boolean> {
    try {
      const { refreshed } = await deleteSavedAd(invalidate, ad.id, ad.adId);
      toast.success("Anuncio eliminado exitosamente");
      await refreshed;
      return true;
    } catch {
      toast.error("Error al eliminar anuncio");
      return false;
    }
  }

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard icon={Bookmark} label="Total guardados" value={formatNumber(stats.total)} />
        <StatCard icon={Star} label="Favoritos" value={formatNumber(stats.favorites)} />
        <StatCard icon={FolderOpen} label="Colecciones" value={formatNumber(stats.collections)} />
        <StatCard
          icon={Flame}
          label="Popularidad promedio"
          value={stats.avgHotness.toLocaleString("es-ES", { maximumFractionDigits: 1 })}
        />
      </dl>

      <SavedAdsFilters
        query={query}
        onChange={set}
        collections={collections}
        tags={tags}
        view={view}
        onViewChange={setView}
        // Nothing to export from an empty list (or while it loads): the button is off, not a download of headers.
        exportHref={ads.length > 0 ? `/api/saved-ads/export?${savedAdsParams(effective)}` : null}
      />

      {error && ads.length === 0 ? (
        <LoadErrorState
          title="Error al cargar anuncios"
          error={error}
          fallback="Error al cargar anuncios guardados"
          onRetry={() => void mutate()}
        />
      ) : isLoading && ads.length === 0 ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Cargando anuncios guardados">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-96 rounded-xl" />
          ))}
        </div>
      ) : ads.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Search}
            title="Ningún anuncio coincide con los filtros"
            description="Prueba con otro texto, colección o etiqueta."
          />
        ) : (
          <EmptyState
            icon={Bookmark}
            title="No hay anuncios guardados"
            description={
              gates.savedAds.allowed
                ? "Usa el botón GUARDAR en un anuncio de tus búsquedas para tenerlo siempre a mano."
                : lockedSentence(gates, "savedAds")
            }
            action={gates.savedAds.allowed ? undefined : <SeePlansLink />}
          />
        )
      ) : (
        <>
          <ul
            className={cn(view === "grid" ? "grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" : "flex flex-col gap-3")}
            aria-label="Anuncios guardados"
          >
            {ads.map((ad) => (
              <li key={ad.id}>
                <SavedAdCard
                  ad={ad}
                  view={view}
                  onToggleFavorite={() => toggleFavorite(ad)}
                  onDelete={() => remove(ad)}
                  onSave={(patch) => change(ad, patch)}
                />
              </li>
            ))}
          </ul>
          {hasMore ? (
            <div className="flex justify-center">
              <Button variant="outline" loading={loadingMore} onClick={() => void setSize(size + 1)}>
                Cargar más
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

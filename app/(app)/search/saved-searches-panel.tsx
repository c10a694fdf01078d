"use client";

import { LocalDate } from "@/components/ui/local-date";
import { memo, useId, useState } from "react";
import { CircleAlert, Database, FolderOpen, Loader2, RotateCw, Trash2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { WatchDialog, type WatchDialogTarget } from "@/components/watches/watch-dialog";
import { WatchButton } from "@/components/watches/watch-search-button";
import { pluralize } from "@/lib/format";
import { searchFilterPhrases } from "@/lib/shared/search/filter-phrases";
import { countryName } from "@/lib/providers/catalog";
import { useInvalidate } from "@/lib/swr/invalidate";
import { patchShown } from "@/lib/swr/patch-shown";
import { useSavedSearches } from "@/lib/swr/use-saved-searches";
import { deleteSavedSearch } from "@/lib/client/complete-searches";
import type { SavedSearchSummary } from "@/lib/client/search";
import { savedSearchWatchName } from "@/lib/shared/watches/labels";
import type { StoredParams } from "@/lib/shared/watches/search-identity";

/** A saved search's params as stored (the search schema's output), when they name a term. */
function storedParams(params: unknown): StoredParams | null {
  return params && typeof params === "object" && typeof (params as { value?: unknown }).value === "string"
    ? (params as StoredParams)
    : null;
}

type SavedSearchesPanelProps = {
  id: string;
  open: boolean;
  /** Loads the saved ads into the grid (free: no quota). */
  onLoad: (search: SavedSearchSummary) => void;
  /** The search being loaded, if any. */
  loadingId: string | null;
};

/**
 * The user's saved complete searches (the 20 latest), each reloadable from memory without spending
 * quota, and deletable after a confirmation. Fetched only once the panel is opened.
 */
export const SavedSearchesPanel = memo(function SavedSearchesPanel({ id, open, onLoad, loadingId }: SavedSearchesPanelProps) {
  const headingId = useId();
  const { data, error, isLoading, mutate } = useSavedSearches(open);
  const invalidate = useInvalidate();
  const [toDelete, setToDelete] = useState<SavedSearchSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [watchTarget, setWatchTarget] = useState<WatchDialogTarget | null>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteSavedSearch(invalidate, toDelete.id);
      // Gone from the list at once; the refetch then confirms it.
      void patchShown(mutate, data, (list) => list.filter((s) => s.id !== toDelete.id));
      toast.success("Búsqueda eliminada");
      setToDelete(null);
    } catch {
      toast.error("Error al eliminar la búsqueda");
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section id={id} hidden={!open} aria-labelledby={headingId} className="rounded-xl border border-border bg-surface shadow-card">
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
          <Database aria-hidden="true" className="size-4 text-brand-600" />
          Búsquedas guardadas
          {data ? <span className="font-normal text-muted-foreground">({data.length})</span> : null}
        </h2>
        <p className="hidden text-xs text-muted-foreground sm:block">
          Cargar una búsqueda guardada solo cuenta los anuncios que no hayas recibido este mes.
        </p>
      </div>

      <div className="p-3">
        {error && !data ? (
          <div role="alert" className="flex flex-col items-center gap-2 px-4 py-6 text-center">
            <CircleAlert aria-hidden="true" className="size-5 text-red-500" />
            <p className="text-sm font-medium text-red-700">Error al cargar búsquedas guardadas</p>
            <Button variant="outline" size="sm" onClick={() => void mutate()}>
              <RotateCw aria-hidden="true" />
              Reintentar
            </Button>
          </div>
        ) : isLoading || !data ? (
          <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
            <span role="status" className="sr-only">
              Cargando búsquedas guardadas...
            </span>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-20 rounded-lg" />
            ))}
          </div>
        ) : data.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">
            Aún no hay búsquedas guardadas. Cada búsqueda que hagas se guarda aquí automáticamente.
          </p>
        ) : (
          <ul className="grid max-h-96 gap-2 overflow-y-auto sm:grid-cols-2 xl:grid-cols-3">
            {data.map((search) => {
              const filters = searchFilterPhrases(storedParams(search.searchParams) ?? {});
              return (
                <li key={search.id} className="flex min-w-0 flex-col justify-between gap-2 rounded-lg border border-border p-3">
                  <div className="min-w-0">
                    <div className="flex items-center gap-2">
                      <p className="truncate text-sm font-medium text-zinc-900" title={search.searchName}>
                        {search.searchName || "Búsqueda sin nombre"}
                      </p>
                      {search.isRecent ? <Badge variant="brand">Reciente</Badge> : null}
                    </div>
                    <p className="mt-1 text-xs text-muted-foreground">
                      {pluralize(search.totalResults, "anuncio", "anuncios")} · {countryName(search.metadata.country)} ·{" "}
                      <LocalDate value={search.executedAt} />
                    </p>
                    {filters.length > 0 ? <p className="text-xs break-words text-zinc-700">Filtros: {filters.join(" · ")}</p> : null}
                    {search.accessCount > 0 ? (
                      <p className="text-xs text-muted-foreground">Cargada {pluralize(search.accessCount, "vez", "veces")}</p>
                    ) : null}
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      className="flex-1"
                      disabled={loadingId !== null}
                      aria-busy={loadingId === search.id || undefined}
                      onClick={() => onLoad(search)}
                      aria-label={`Cargar búsqueda ${search.searchName}`}
                    >
                      {loadingId === search.id ? (
                        <Loader2 aria-hidden="true" className="animate-spin" />
                      ) : (
                        <FolderOpen aria-hidden="true" />
                      )}
                      Cargar
                    </Button>
                    <WatchButton
                      size="sm"
                      params={storedParams(search.searchParams)}
                      searchName={search.searchName}
                      onOpen={() =>
                        setWatchTarget({
                          mode: "create",
                          source: { completeSearchId: search.id },
                          suggestedName: savedSearchWatchName({ searchName: search.searchName, country: search.metadata.country }),
                        })
                      }
                    />
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      className="text-zinc-500 hover:bg-red-50 hover:text-red-600"
                      aria-label={`Eliminar búsqueda ${search.searchName}`}
                      onClick={() => setToDelete(search)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <WatchDialog target={watchTarget} onClose={() => setWatchTarget(null)} />

      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar esta búsqueda guardada?"
        description={
          <>
            Se eliminará «{toDelete?.searchName}» y ya no podrás volver a cargar sus anuncios sin gastar cuota. Esta acción no se puede
            deshacer.
          </>
        }
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
});

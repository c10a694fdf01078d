"use client";

import { useId, useState } from "react";
import { toast } from "sonner";
import { Bookmark, Download, Flame, FolderOpen, LayoutGrid, List, RefreshCw, Search, Star, TriangleAlert } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { StatCard } from "@/components/ui/stat-card";
import { Switch } from "@/components/ui/switch";
import { api, errorMessage, type Ok } from "@/lib/api/client";
import { formatNumber } from "@/lib/format";
import type { SavedAdItem, SavedAdsPage } from "@/lib/services/saved-ads/list-saved-ads";
import { savedAdsParams, type SavedAdsQuery } from "@/lib/swr/library-keys";
import { useSavedAds } from "@/lib/swr/use-saved-ads";
import type { SavedAdSort, UpdateSavedAdInput } from "@/lib/validation/saved-ads";
import { cn } from "@/lib/utils";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { SavedAdCard } from "./saved-ad-card";
import { DEFAULT_SAVED_ADS_QUERY, SORT_OPTIONS } from "./saved-ads-query";

const ALL = "__all__";

type Props = {
  initial: { key: string; data: Ok<SavedAdsPage> };
  collections: string[];
  tags: string[];
};

/** The library: stat cards, filters, a grid or list of saved ads paged 20 at a time, CSV export. */
export function SavedAdsScreen({ initial, collections: initialCollections, tags: initialTags }: Props) {
  const [query, setQuery] = useState<SavedAdsQuery>(DEFAULT_SAVED_ADS_QUERY);
  const [view, setView] = useState<"grid" | "list">("grid");
  const search = useDebounced(query.search, 300);
  const effective = { ...query, search };
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSavedAds(effective, initial);
  const ids = { search: useId(), collection: useId(), tag: useId(), sort: useId(), favorites: useId() };

  const pages = data ?? [];
  const ads = pages.flatMap((p) => p.ads);
  const stats = pages[0]?.stats ?? initial.data.stats;
  const hasMore = pages.at(-1)?.pagination.hasNextPage ?? false;
  const loadingMore = isValidating && size > pages.length;
  const collections = [...new Set([...initialCollections, ...ads.map((a) => a.collection)])].sort((a, b) => a.localeCompare(b, "es"));
  const tags = [...new Set([...initialTags, ...ads.flatMap((a) => a.tags)])].sort((a, b) => a.localeCompare(b, "es"));
  const filtered = query.search.trim() !== "" || query.collection !== "" || query.tag !== "" || query.favorites;

  function set<K extends keyof SavedAdsQuery>(key: K, value: SavedAdsQuery[K]) {
    setQuery((q) => ({ ...q, [key]: value }));
  }

  async function change(ad: SavedAdItem, patch: UpdateSavedAdInput): Promise<boolean> {
    try {
      await api.put(`/api/saved-ads/${ad.id}`, patch);
      await mutate();
      return true;
    } catch (e) {
      toast.error(errorMessage(e, "Error al actualizar anuncio"));
      return false;
    }
  }

  async function toggleFavorite(ad: SavedAdItem) {
    try {
      await api.put(`/api/saved-ads/${ad.id}`, { isFavorite: !ad.isFavorite });
      toast.success(ad.isFavorite ? "Removido de favoritos" : "Agregado a favoritos");
      await mutate();
    } catch {
      toast.error("Error al actualizar favorito");
    }
  }

  async function remove(ad: SavedAdItem): Promise<boolean> {
    try {
      await api.delete(`/api/saved-ads/${ad.id}`);
      toast.success("Anuncio eliminado exitosamente");
      await mutate();
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
        <StatCard icon={Flame} label="Hotness promedio" value={stats.avgHotness.toLocaleString("es-ES", { maximumFractionDigits: 1 })} />
      </dl>

      <section aria-label="Filtros" className="rounded-xl border border-border bg-surface p-4 shadow-xs">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] [&>div]:min-w-0">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.search}>Buscar</Label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" />
              <Input
                id={ids.search}
                type="search"
                value={query.search}
                onChange={(e) => set("search", e.target.value)}
                placeholder="Página, texto o notas..."
                className="pl-9"
                maxLength={100}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.collection}>Colección</Label>
            <Select value={query.collection || ALL} onValueChange={(v) => set("collection", v === ALL ? "" : v)}>
              <SelectTrigger id={ids.collection} className="w-full min-w-0">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Todas las colecciones</SelectItem>
                {collections.map((c) => (
                  <SelectItem key={c} value={c}>
                    {c}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.tag}>Etiqueta</Label>
            <Select value={query.tag || ALL} onValueChange={(v) => set("tag", v === ALL ? "" : v)}>
              <SelectTrigger id={ids.tag} className="w-full min-w-0">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Todas las etiquetas</SelectItem>
                {tags.map((t) => (
                  <SelectItem key={t} value={t}>
                    {t}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.sort}>Ordenar por</Label>
            <Select value={query.sortBy} onValueChange={(v) => set("sortBy", v as SavedAdSort)}>
              <SelectTrigger id={ids.sort} className="w-full min-w-0">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SORT_OPTIONS.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Switch id={ids.favorites} checked={query.favorites} onCheckedChange={(v) => set("favorites", v)} />
            <Label htmlFor={ids.favorites}>Solo favoritos</Label>
          </div>
          <div className="flex items-center gap-2">
            <div role="group" aria-label="Vista" className="inline-flex rounded-lg border border-border p-0.5">
              <ViewButton active={view === "grid"} onClick={() => setView("grid")} label="Vista de cuadrícula" icon={LayoutGrid} />
              <ViewButton active={view === "list"} onClick={() => setView("list")} label="Vista de lista" icon={List} />
            </div>
            <a
              href={`/api/saved-ads/export?${savedAdsParams(effective)}`}
              download
              className={buttonVariants({ variant: "outline", size: "md" })}
            >
              <Download aria-hidden="true" />
              Exportar CSV
            </a>
          </div>
        </div>
      </section>

      {error && ads.length === 0 ? (
        <EmptyState
          icon={TriangleAlert}
          tone="danger"
          title="Error al cargar anuncios"
          description={errorMessage(error, "Error al cargar anuncios guardados")}
          action={
            <Button variant="outline" onClick={() => void mutate()}>
              <RefreshCw aria-hidden="true" />
              Reintentar
            </Button>
          }
        />
      ) : isLoading && ads.length === 0 ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Cargando anuncios guardados">
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
            description="Usa el botón GUARDAR en un anuncio de tus búsquedas para tenerlo siempre a mano."
          />
        )
      ) : (
        <>
          <ul
            className={cn(view === "grid" ? "grid gap-4 sm:grid-cols-2 xl:grid-cols-3" : "flex flex-col gap-3")}
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

function ViewButton({ active, onClick, label, icon: Icon }: { active: boolean; onClick: () => void; label: string; icon: typeof List }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      aria-label={label}
      title={label}
      className={cn(
        "flex size-8 items-center justify-center rounded-md text-zinc-500 transition-colors hover:text-zinc-900",
        active && "bg-brand-50 text-brand-700",
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

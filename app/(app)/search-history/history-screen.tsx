"use client";

import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { BarChart3, ChevronLeft, ChevronRight, FunnelX, History, Search, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorState } from "@/components/ui/load-error-state";
import { DateField } from "@/components/ui/date-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PageSpinner } from "@/components/ui/spinner";
import type { Ok } from "@/lib/api/client";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { countryName } from "@/lib/providers/catalog";
import { appliedDayRange, isIsoDay } from "@/lib/day-input";
import { formatNumber, pluralize } from "@/lib/format";
import { setFilterQuery } from "@/lib/shared/search/prefill";
import type { HistoryEntry, HistoryPage } from "@/lib/services/history/search-history";
import type { HistoryQuery } from "@/lib/swr/keys";
import { useRefreshUsage } from "@/lib/swr/use-usage";
import { useSearchHistory } from "@/lib/swr/use-search-history";
import { HISTORY_COUNTRIES } from "@/lib/validation/search-history";
import type { WatchDialogTarget } from "@/components/watches/watch-dialog";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { HistoryItem } from "./history-item";
import { HistoryStatsPanel } from "./history-stats-panel";

// Loaded on first open, not with the screen (docs/benchmarks.md §3).
const WatchDialog = dynamic(() => import("@/components/watches/watch-dialog").then((m) => m.WatchDialog));

const ALL = "__all__";
type Filters = { search: string; country: string; dateFrom: string; dateTo: string };

/** docs/product.md §2 search history: the stats toggle, filters, the list with 'Repetir', and pages of 20. */
export function HistoryScreen({ initial }: { initial: { key: string; data: Ok<HistoryPage> } }) {
  const router = useRouter();
  const [showStats, setShowStats] = useState(false);
  const [filters, setFilters] = useState<Filters>({ search: "", country: "", dateFrom: "", dateTo: "" });
  const [page, setPage] = useState(1);
  const [watchTarget, setWatchTarget] = useState<WatchDialogTarget | null>(null);
  const watchDialogMounted = useOpenedOnce(watchTarget !== null);
  const search = useDebounced(filters.search.trim(), 300);
  const query: HistoryQuery = { page, search, country: filters.country, ...appliedDayRange(filters) };
  const { data, error, isLoading, mutate } = useSearchHistory(query, initial);
  const refreshUsage = useRefreshUsage();
  const ids = { search: useId(), country: useId(), from: useId(), to: useId() };

  // docs/product.md §4: any filter change goes back to page 1.
  function setFilter<K extends keyof Filters>(key: K, value: Filters[K]) {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  }

  const hasFilters = Boolean(filters.search.trim() || filters.country || filters.dateFrom || filters.dateTo);
  function clearFilters() {
    setFilters({ search: "", country: "", dateFrom: "", dateTo: "" });
    setPage(1);
  }

  async function repeat(entry: HistoryEntry) {
    const p = entry.searchParams;
    const params = new URLSearchParams({
      searchType: p.searchType,
      value: p.value,
      country: p.country,
      minDays: String(p.minDays),
      adType: p.adType,
      mediaType: p.mediaType,
      searchPhraseType: p.searchPhraseType,
      languages: p.languages.join(","),
    });
    if (p.apifyCount !== null) params.set("apifyCount", String(p.apifyCount));
    // docs/product.md §4: the filters the search had are repeated too.
    setFilterQuery(params, p);
    void refreshUsage();
    router.push(`/search?${params}`);
  }

  const pagination = data?.pagination;
  const history = data?.history ?? [];

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button variant={showStats ? "secondary" : "outline"} onClick={() => setShowStats((s) => !s)} aria-expanded={showStats}>
          <BarChart3 aria-hidden="true" />
          {showStats ? "Ocultar Estadísticas" : "Ver Estadísticas"}
        </Button>
      </div>

      {showStats ? <HistoryStatsPanel /> : null}

      <section
        aria-label="Filtros"
        className="grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={ids.search}>Término</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" />
            <Input
              id={ids.search}
              type="search"
              className="pl-9"
              placeholder="Ej: iPhone, Samsung..."
              value={filters.search}
              maxLength={100}
              onChange={(e) => setFilter("search", e.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.country}>País</Label>
          <Select value={filters.country || ALL} onValueChange={(v) => setFilter("country", v === ALL ? "" : v)}>
            <SelectTrigger id={ids.country}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todos los países</SelectItem>
              {HISTORY_COUNTRIES.map((c) => (
                <SelectItem key={c} value={c}>
                  {countryName(c)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DateField
          id={ids.from}
          label="Desde"
          value={filters.dateFrom}
          max={isIsoDay(filters.dateTo) ? filters.dateTo : undefined}
          onChange={(v) => setFilter("dateFrom", v)}
        />
        <DateField
          id={ids.to}
          label="Hasta"
          value={filters.dateTo}
          min={isIsoDay(filters.dateFrom) ? filters.dateFrom : undefined}
          onChange={(v) => setFilter("dateTo", v)}
        />
      </section>

      {error && !data ? (
        <LoadErrorState
          title="Error al cargar el historial"
          error={error}
          fallback="No se pudo cargar el historial de búsquedas. Por favor, intenta de nuevo."
          onRetry={() => void mutate()}
        />
      ) : isLoading && !data ? (
        <PageSpinner label="Cargando historial..." />
      ) : history.length === 0 && hasFilters ? (
        <EmptyState
          icon={SearchX}
          title="Ninguna búsqueda coincide con los filtros"
          description="Prueba con otro término, país o rango de fechas."
          action={
            <Button variant="outline" onClick={clearFilters}>
              <FunnelX aria-hidden="true" />
              Limpiar filtros
            </Button>
          }
        />
      ) : history.length === 0 ? (
        <EmptyState
          icon={History}
          title="No hay búsquedas en el historial"
          description="Realiza tu primera búsqueda para ver el historial aquí."
        />
      ) : (
        <section aria-labelledby={`${ids.search}-list`} className="space-y-3">
          <h2 id={`${ids.search}-list`} className="text-sm font-semibold text-zinc-900">
            Búsquedas{" "}
            <span className="font-normal text-muted-foreground">({pluralize(pagination?.totalCount ?? 0, "búsqueda", "búsquedas")})</span>
          </h2>
          <ul className="space-y-3">
            {history.map((entry) => (
              <li key={entry._id}>
                <HistoryItem entry={entry} onRepeat={() => void repeat(entry)} onWatch={setWatchTarget} />
              </li>
            ))}
          </ul>
          {pagination && pagination.totalPages > 1 ? (
            <nav aria-label="Paginación" className="flex flex-col items-center justify-between gap-3 pt-2 sm:flex-row">
              <p className="text-sm text-muted-foreground">
                Mostrando {formatNumber((page - 1) * pagination.limit + 1)} - {formatNumber((page - 1) * pagination.limit + history.length)}{" "}
                de {formatNumber(pagination.totalCount)} búsquedas
              </p>
              <div className="flex items-center gap-2">
                <Button variant="outline" size="sm" disabled={!pagination.hasPrevPage} onClick={() => setPage((p) => Math.max(1, p - 1))}>
                  <ChevronLeft aria-hidden="true" />
                  Anterior
                </Button>
                <span className="text-sm text-zinc-700 tabular-nums">
                  Página {formatNumber(page)} de {formatNumber(pagination.totalPages)}
                </span>
                <Button variant="outline" size="sm" disabled={!pagination.hasNextPage} onClick={() => setPage((p) => p + 1)}>
                  Siguiente
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </nav>
          ) : null}
        </section>
      )}
      {watchDialogMounted ? <WatchDialog target={watchTarget} onClose={() => setWatchTarget(null)} /> : null}
    </div>
  );
}

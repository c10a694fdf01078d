"use client";

import { Database, Percent, Search, TrendingUp } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { StatCard } from "@/components/ui/stat-card";
import { countryName } from "@/lib/providers/catalog";
import { formatNumber, pluralize } from "@/lib/format";
import type { PopularItem } from "@/lib/services/history/search-history";
import { useHistoryStats } from "@/lib/swr/use-search-history";
import { SearchesChart } from "./searches-chart";

const decimal = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });

/** Fetched only while shown (docs/product.md §4); a failure shows nothing (docs/product.md §8). */
export function HistoryStatsPanel() {
  const { data, error, isLoading } = useHistoryStats(true);
  if (error) return null;
  if (isLoading || !data) {
    return <Skeleton className="h-64 rounded-xl" aria-label="Cargando estadísticas" />;
  }
  const { summary } = data;
  return (
    <section aria-label="Estadísticas del historial" className="space-y-4 rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
      <h2 className="text-sm font-semibold text-zinc-900">Últimos {data.period} días</h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard variant="plain" icon={Search} label="Total de búsquedas" value={formatNumber(summary.totalSearches)} />
        <StatCard variant="plain" icon={Database} label="Total de anuncios" value={formatNumber(summary.totalAds)} />
        <StatCard variant="plain" icon={TrendingUp} label="Promedio por búsqueda" value={decimal.format(summary.avgAdsPerSearch)} />
        <StatCard variant="plain" icon={Percent} label="Tasa de caché" value={`${decimal.format(summary.cacheHitRate)}%`} />
      </dl>
      <SearchesChart daily={data.daily} />
      <div className="grid gap-4 md:grid-cols-2">
        <TopList title="Términos más buscados" items={data.popularTerms} label={(id) => id} />
        <TopList title="Países más buscados" items={data.popularCountries} label={countryName} />
      </div>
    </section>
  );
}

function TopList({ title, items, label }: { title: string; items: PopularItem[]; label: (id: string) => string }) {
  return (
    <div>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Sin datos en este periodo</p>
      ) : (
        <ol className="space-y-1.5">
          {items.map((item, i) => (
            <li key={item._id} className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 truncate">
                <span className="mr-2 text-muted-foreground tabular-nums">{i + 1}.</span>
                {label(item._id)}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {pluralize(item.count, "búsqueda", "búsquedas")} · {pluralize(item.totalAds, "anuncio", "anuncios")}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { ChartColumn, Coins, Database, Eye, PiggyBank, Search, TrendingUp } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { StatCard } from "@/components/ui/stat-card";
import { requireUser } from "@/lib/auth/session";
import { countryName } from "@/lib/providers/catalog";
import { formatNumber, formatUsd, pluralize } from "@/lib/format";
import { completeSearchStats, type TopItem } from "@/lib/services/complete-searches/complete-search-stats";
import { getUsage } from "@/lib/services/billing/get-usage";
import { QuotaBreakdown } from "@/components/plans/quota-breakdown";

export const metadata: Metadata = { title: "Análisis y Ahorros" };

const decimal = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });

/** 'Análisis y Ahorros': what saved searches and the shared cache saved, and how the user reuses them. Rendered on the server. */
export default async function StatsPage() {
  const user = await requireUser();
  const [stats, usage] = await Promise.all([completeSearchStats(user.id), getUsage(user.id)]);
  const { costSavings, overview } = stats;
  const quotaMoved = usage.adsFetched > 0 || usage.breakdown.some((r) => r.free > 0);
  return (
    <>
      <PageHeader title="Análisis y Ahorros" subtitle="Lo que te ahorran las búsquedas guardadas y cómo las usas" />
      {quotaMoved ? (
        <div className="mb-6">
          <QuotaBreakdown breakdown={usage.breakdown} adsFetched={usage.adsFetched} monthlyLimit={usage.monthlyLimit} />
        </div>
      ) : null}
      {overview.totalSearches === 0 && costSavings.cacheHits === 0 ? (
        <EmptyState
          icon={ChartColumn}
          title="Sin datos todavía"
          description="Tus ahorros estimados y estadísticas de uso aparecerán aquí cuando realices tus primeras búsquedas."
          action={
            <Link href="/search" className="text-sm font-medium text-brand-600 hover:underline">
              Ir a Buscar Anuncios
            </Link>
          }
        />
      ) : (
        <div className="space-y-6">
          <section
            aria-labelledby="savings-title"
            className="rounded-xl border border-emerald-200 bg-gradient-to-br from-emerald-50 to-white p-5 shadow-xs"
          >
            <h2 id="savings-title" className="sr-only">
              Ahorros
            </h2>
            <dl className="grid gap-4 sm:grid-cols-2">
              <StatCard
                variant="success"
                icon={PiggyBank}
                label="Ahorro estimado"
                value={formatUsd(costSavings.estimatedSavings)}
                hint={`${pluralize(costSavings.creditsAvoided, "crédito evitado", "créditos evitados")} × 0,001 USD`}
              />
              <StatCard
                variant="success"
                icon={Coins}
                label="Búsquedas ahorradas"
                value={formatNumber(costSavings.apifySearchesSaved)}
                hint={`${formatNumber(costSavings.cacheHits)} desde caché · ${pluralize(costSavings.reloads, "recarga", "recargas")}`}
              />
            </dl>
          </section>

          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard icon={Search} label="Total de búsquedas" value={formatNumber(overview.totalSearches)} />
            <StatCard icon={Database} label="Total de anuncios" value={formatNumber(overview.totalAds)} />
            <StatCard icon={TrendingUp} label="Promedio de anuncios por búsqueda" value={decimal.format(overview.avgAdsPerSearch)} />
            <StatCard icon={Eye} label="Total de accesos" value={formatNumber(overview.totalAccesses)} />
          </dl>

          <div className="grid gap-4 lg:grid-cols-3">
            <TopCard title="Países principales" items={stats.topCountries} label={countryName} />
            <TopCard title="Términos principales" items={stats.topTerms} label={(t) => t} />
            <section className="rounded-xl border border-border bg-surface p-4 shadow-xs">
              <h2 className="mb-3 text-sm font-semibold text-zinc-900">Búsquedas más reutilizadas</h2>
              {stats.mostAccessed.length === 0 ? (
                <p className="text-sm text-muted-foreground">Aún no has recargado ninguna búsqueda guardada.</p>
              ) : (
                <ol className="space-y-2">
                  {stats.mostAccessed.map((m) => (
                    <li key={m._id} className="flex items-center justify-between gap-3 text-sm">
                      <span className="min-w-0 truncate">
                        {m.searchName} <span className="text-xs text-muted-foreground">· {countryName(m.country)}</span>
                      </span>
                      <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 tabular-nums">
                        {m.accessCount}x
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
        </div>
      )}
    </>
  );
}

function TopCard({ title, items, label }: { title: string; items: TopItem[]; label: (id: string) => string }) {
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <section className="rounded-xl border border-border bg-surface p-4 shadow-xs">
      <h2 className="mb-3 text-sm font-semibold text-zinc-900">{title}</h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Sin datos</p>
      ) : (
        <ol className="space-y-2.5">
          {items.map((item) => (
            <li key={item._id} className="text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate">{label(item._id)}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {pluralize(item.count, "búsqueda", "búsquedas")}
                </span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-zinc-100" aria-hidden="true">
                <div className="h-full rounded-full bg-brand-500" style={{ width: `${(item.count / max) * 100}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

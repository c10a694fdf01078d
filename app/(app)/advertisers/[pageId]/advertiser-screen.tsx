"use client";

import Link from "next/link";
import { Archive, CalendarDays, CircleCheck, CircleStop, Eye, SearchX, Store } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { StatCard } from "@/components/ui/stat-card";
import { formatDate, formatNumber } from "@/lib/format";
import { useTimeZone } from "@/components/shell/time-zone";
import { useAdvertiserArchive, type AdvertiserArchive } from "@/lib/swr/use-advertiser-archive";
import { ArchiveActionsProvider } from "@/components/ads/archive-actions";
import { archiveHref } from "@/lib/shared/archive/archive-query";
import { storeHref } from "@/lib/shared/products/product-query";
import { ArchivedAdGrid } from "@/components/ads/archived-ad-card";
import { LaunchesChart } from "./launches-chart";

/**
 * An advertiser's page, from the archive alone: active and ended ads, launches per week,
 * its longest-running and newest ads, and a link to all of them in the archive.
 */
export function AdvertiserScreen({ pageId, initial }: { pageId: string; initial: AdvertiserArchive | null }) {
  if (!initial) {
    return (
      <>
        <PageHeader title="Anunciante" />
        <EmptyState
          icon={SearchX}
          title="Este anunciante no tiene anuncios en el archivo"
          description="El archivo se llena con cada búsqueda: cuando sus anuncios aparezcan en Buscar Anuncios, su historial estará aquí."
          action={
            <Link href="/" className={buttonVariants()}>
              Buscar anuncios
            </Link>
          }
        />
      </>
    );
  }
  return <AdvertiserContent pageId={pageId} initial={initial} />;
}

function AdvertiserContent({ pageId, initial }: { pageId: string; initial: AdvertiserArchive }) {
  const timeZone = useTimeZone();
  const { data = initial } = useAdvertiserArchive(pageId, initial);
  const { advertiser, stores, launchesPerWeek, longestRunning, newest } = data;
  const name = advertiser.pageName || "Anunciante sin nombre";
  const launches = launchesPerWeek.reduce((sum, w) => sum + w.launches, 0);
  return (
    <ArchiveActionsProvider>
      <PageHeader
        title={name}
        subtitle="Su actividad según el archivo de AdRadar: sin consultar a Meta y sin gastar tu cuota."
        actions={
          <Link href={archiveHref({ pageId: advertiser.pageId })} className={buttonVariants({ variant: "outline" })}>
            <Archive aria-hidden="true" />
            Ver todos en el archivo
          </Link>
        }
      />
      <div className="space-y-6">
        <dl aria-label="Resumen" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard icon={CircleCheck} label="Anuncios activos" value={formatNumber(advertiser.activeAds)} />
          <StatCard icon={CircleStop} label="Anuncios finalizados" value={formatNumber(advertiser.endedAds)} />
          <StatCard
            icon={CalendarDays}
            label="Visto por primera vez"
            value={advertiser.firstSeenAt ? formatDate(advertiser.firstSeenAt, timeZone) : "—"}
          />
          <StatCard
            icon={Eye}
            label="Visto por última vez"
            value={advertiser.lastSeenAt ? formatDate(advertiser.lastSeenAt, timeZone) : "—"}
          />
        </dl>

        <section aria-labelledby="advertiser-launches" className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
          <h2 id="advertiser-launches" className="text-base font-semibold text-zinc-900">
            Lanzamientos por semana
          </h2>
          <p className="mb-3 text-xs text-muted-foreground">
            Anuncios nuevos por semana en los últimos 6 meses ({formatNumber(launches)} en total), por fecha de inicio o primera vez visto.
          </p>
          <LaunchesChart weeks={launchesPerWeek} label={`Lanzamientos por semana de ${name}: ${launches} anuncios nuevos en 26 semanas`} />
        </section>

        {stores.length > 0 ? (
          <section aria-labelledby="advertiser-stores" className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
            <h2 id="advertiser-stores" className="mb-2 text-base font-semibold text-zinc-900">
              Tiendas a las que envía
            </h2>
            <ul className="flex flex-wrap gap-2">
              {stores.map((s) => (
                <li key={s.domain}>
                  <Link href={storeHref(s.domain)} className={buttonVariants({ variant: "outline", size: "sm" })}>
                    <Store aria-hidden="true" />
                    <span className="break-all">{s.domain}</span>
                    <span className="text-muted-foreground">({formatNumber(s.ads)})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="advertiser-longest" className="space-y-3">
          <h2 id="advertiser-longest" className="text-base font-semibold text-zinc-900">
            Los que más tiempo llevan en circulación
          </h2>
          <ArchivedAdGrid items={longestRunning} />
        </section>

        <section aria-labelledby="advertiser-newest" className="space-y-3">
          <h2 id="advertiser-newest" className="text-base font-semibold text-zinc-900">
            Los más nuevos
          </h2>
          <ArchivedAdGrid items={newest} />
        </section>
      </div>
    </ArchiveActionsProvider>
  );
}

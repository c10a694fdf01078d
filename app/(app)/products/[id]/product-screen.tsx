"use client";

import Link from "next/link";
import { Boxes, CalendarDays, Globe, Megaphone, SearchX, Store } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { StatCard } from "@/components/ui/stat-card";
import { ArchiveActionsProvider } from "@/components/ads/archive-actions";
import { ArchivedAdGrid } from "@/components/ads/archived-ad-card";
import { CountryPath } from "@/components/products/country-path";
import { SaturationBadge } from "@/components/products/saturation-badge";
import { formatDate, formatNumber } from "@/lib/format";
import { useTimeZone } from "@/components/shell/time-zone";
import { useProduct, type ProductDetail } from "@/lib/swr/use-products";
import { AdvertisersChart } from "./advertisers-chart";
import { ProductCreatives } from "./product-creatives";
import { ProductStores } from "./product-stores";
import { WatchProductButton } from "./watch-product-button";

/** A product across stores: figures, saturation with '¿Por qué?', countries in order, creatives, stores, advertisers per week, ads. */
export function ProductScreen({ id, initial }: { id: string; initial: ProductDetail | null }) {
  if (!initial) {
    return (
      <>
        <PageHeader title="Producto" />
        <EmptyState
          icon={SearchX}
          title="Este producto no existe o ya no está en la lista"
          description="Los productos se recalculan con cada anuncio nuevo: dos productos pueden unirse en uno. Búscalo de nuevo en Productos."
          action={
            <Link href="/products" className={buttonVariants()}>
              Ver productos
            </Link>
          }
        />
      </>
    );
  }
  return <ProductContent id={id} initial={initial} />;
}

function ProductContent({ id, initial }: { id: string; initial: ProductDetail }) {
  const timeZone = useTimeZone();
  const { data = initial } = useProduct(id, initial);
  const { product, following, saturationReasons, countryPath, creatives, stores, advertisersPerWeek, ads } = data;
  return (
    <ArchiveActionsProvider>
      <PageHeader
        title={product.name}
        subtitle="Todas las tiendas y anunciantes que lo venden, según el archivo de AdRadar. Consultar aquí no gasta tu cuota."
        actions={
          <>
            <WatchProductButton productId={product.id} following={following} />
            <Link href="/products" className={buttonVariants({ variant: "outline" })}>
              <Boxes aria-hidden="true" />
              Todos los productos
            </Link>
          </>
        }
      />
      <div className="space-y-6">
        <section aria-labelledby="product-saturation" className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="product-saturation" className="text-base font-semibold text-zinc-900">
              Saturación
            </h2>
            <SaturationBadge saturation={product.saturation} />
          </div>
          <details className="mt-2 text-sm text-zinc-700">
            <summary className="w-fit cursor-pointer rounded font-medium text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
              ¿Por qué?
            </summary>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {saturationReasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </details>
        </section>

        <dl aria-label="Resumen" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard icon={Store} label="Tiendas" value={formatNumber(product.storeCount)} />
          <StatCard icon={Megaphone} label="Anunciantes" value={formatNumber(product.advertiserCount)} />
          <StatCard icon={Globe} label="Países" value={formatNumber(product.countries.length)} />
          <StatCard icon={CalendarDays} label="Visto por primera vez" value={formatDate(product.firstSeenAt, timeZone)} />
        </dl>

        <section aria-labelledby="product-countries" className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
          <h2 id="product-countries" className="mb-2 text-base font-semibold text-zinc-900">
            Recorrido por países
          </h2>
          <CountryPath steps={countryPath} className="text-sm text-zinc-800" />
        </section>

        <section aria-labelledby="product-advertisers" className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
          <h2 id="product-advertisers" className="text-base font-semibold text-zinc-900">
            Anunciantes distintos por semana
          </h2>
          <p className="mb-3 text-xs text-muted-foreground">
            Anunciantes con algún anuncio del producto visto cada semana, en los últimos 6 meses.
          </p>
          <AdvertisersChart weeks={advertisersPerWeek} label={`Anunciantes distintos por semana de ${product.name}`} />
        </section>

        <ProductStores stores={stores} />
        <ProductCreatives creatives={creatives} />

        <section aria-labelledby="product-ads" className="space-y-3">
          <h2 id="product-ads" className="text-base font-semibold text-zinc-900">
            Anuncios más recientes
          </h2>
          <ArchivedAdGrid items={ads} />
        </section>
      </div>
    </ArchiveActionsProvider>
  );
}

"use client";

import Link from "next/link";
import { CalendarDays, CircleCheck, Eye, Megaphone, SearchX, Tag } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { StatCard } from "@/components/ui/stat-card";
import { ArchiveActionsProvider } from "@/components/ads/archive-actions";
import { ArchivedAdGrid } from "@/components/ads/archived-ad-card";
import { CountryPath } from "@/components/products/country-path";
import { formatDate, formatNumber, pluralize } from "@/lib/format";
import { useTimeZone } from "@/components/shell/time-zone";
import { formatPriceRange } from "@/lib/shared/products/product-query";
import { STOREFRONT_LABELS } from "@/lib/shared/search/signal-badges";
import type { Storefront } from "@/lib/signals";
import { useStore, type StoreDetail } from "@/lib/swr/use-products";

/** A store: its figures, the Facebook pages that advertise it, its countries, products and top creatives. */
export function StoreScreen({ domain, initial }: { domain: string; initial: StoreDetail | null }) {
  if (!initial) {
    return (
      <>
        <PageHeader title="Tienda" />
        <EmptyState
          icon={SearchX}
          title="Esta tienda no tiene anuncios en el archivo"
          description="Una tienda aparece cuando un anuncio archivado enlaza a ella."
          action={
            <Link href="/products" className={buttonVariants()}>
              Ver productos
            </Link>
          }
        />
      </>
    );
  }
  return <StoreContent domain={domain} initial={initial} />;
}

function StoreContent({ domain, initial }: { domain: string; initial: StoreDetail }) {
  const timeZone = useTimeZone();
  const { data = initial } = useStore(domain, initial);
  const { store, pages, countries, products, topCreatives, newest } = data;
  const platform = store.platform ? (STOREFRONT_LABELS[store.platform as Storefront] ?? store.platform) : null;
  return (
    <ArchiveActionsProvider>
      <PageHeader
        title={store.domain}
        subtitle={`${platform ? `${platform}. ` : ""}Sus anuncios según el archivo de AdRadar, sin visitar la tienda y sin gastar tu cuota.`}
      />
      <div className="space-y-6">
        <dl aria-label="Resumen" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard icon={CircleCheck} label="Anuncios (activos)" value={`${formatNumber(store.ads)} (${formatNumber(store.activeAds)})`} />
          <StatCard
            icon={CalendarDays}
            label="Visto por primera vez"
            value={store.firstSeenAt ? formatDate(store.firstSeenAt, timeZone) : "—"}
          />
          <StatCard icon={Eye} label="Visto por última vez" value={store.lastSeenAt ? formatDate(store.lastSeenAt, timeZone) : "—"} />
          <StatCard icon={Tag} label="Precios" value={store.prices.length > 0 ? store.prices.map(formatPriceRange).join(" · ") : "—"} />
        </dl>

        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="store-pages" className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
            <h2 id="store-pages" className="mb-2 text-base font-semibold text-zinc-900">
              Páginas que la anuncian
            </h2>
            <ul className="divide-y divide-border">
              {pages.map((p) => (
                <li key={p.pageId} className="flex items-center justify-between gap-2 py-2 text-sm">
                  <Link
                    href={`/advertisers/${encodeURIComponent(p.pageId)}`}
                    className="inline-flex min-w-0 items-center gap-1.5 text-brand-700 hover:underline"
                  >
                    <Megaphone aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="truncate">{p.pageName || "Anunciante sin nombre"}</span>
                  </Link>
                  <span className="shrink-0 text-xs text-muted-foreground">{pluralize(p.ads, "anuncio", "anuncios")}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="store-products" className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
            <h2 id="store-products" className="mb-2 text-base font-semibold text-zinc-900">
              Productos que vende
            </h2>
            {products.length === 0 ? (
              <p className="text-sm text-muted-foreground">Ninguno de sus anuncios coincide con el de otra tienda.</p>
            ) : (
              <ul className="divide-y divide-border">
                {products.map((p) => (
                  <li key={p.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                    <Link href={`/products/${p.id}`} className="min-w-0 truncate text-brand-700 hover:underline">
                      {p.name}
                    </Link>
                    <span className="shrink-0 text-xs text-muted-foreground">{formatNumber(p.storeCount)} tiendas</span>
                  </li>
                ))}
              </ul>
            )}
            <h3 className="mt-4 mb-1 text-sm font-semibold text-zinc-900">Países</h3>
            <CountryPath steps={countries} className="text-sm text-zinc-800" />
          </section>
        </div>

        <section aria-labelledby="store-top" className="space-y-3">
          <h2 id="store-top" className="text-base font-semibold text-zinc-900">
            Sus creatividades más duraderas
          </h2>
          <ArchivedAdGrid items={topCreatives} />
        </section>
        <section aria-labelledby="store-newest" className="space-y-3">
          <h2 id="store-newest" className="text-base font-semibold text-zinc-900">
            Sus anuncios más nuevos
          </h2>
          <ArchivedAdGrid items={newest} />
        </section>
      </div>
    </ArchiveActionsProvider>
  );
}

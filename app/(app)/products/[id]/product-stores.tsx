import Link from "next/link";
import type { ProductStore } from "@/lib/services/products/product-page";
import { formatPriceRange, storeHref } from "@/lib/shared/products/product-query";
import { STOREFRONT_LABELS } from "@/lib/shared/search/signal-badges";
import type { Storefront } from "@/lib/signals";
import { formatDate, pluralize } from "@/lib/format";
import { useTimeZone } from "@/components/shell/time-zone";

/** Every store selling the product: its platform, price and since when, oldest first. */
export function ProductStores({ stores }: { stores: ProductStore[] }) {
  const timeZone = useTimeZone();
  return (
    <section aria-labelledby="product-stores" className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
      <h2 id="product-stores" className="mb-3 text-base font-semibold text-zinc-900">
        Tiendas que lo venden
      </h2>
      {stores.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Sus anuncios no enlazan a ninguna tienda: se venden por WhatsApp o en la propia red.
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {stores.map((s) => (
            <li
              key={s.domain}
              className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:justify-between"
              data-testid="product-store"
            >
              <div className="min-w-0">
                <Link href={storeHref(s.domain)} className="font-medium break-all text-brand-700 hover:underline">
                  {s.domain}
                </Link>
                <p className="text-xs text-muted-foreground">
                  {s.platform ? `${STOREFRONT_LABELS[s.platform as Storefront] ?? s.platform} · ` : ""}
                  {pluralize(s.ads, "anuncio", "anuncios")} · {pluralize(s.pages, "página", "páginas")}
                </p>
              </div>
              <p className="shrink-0 text-sm text-zinc-700 sm:text-right">
                {s.prices.length > 0 ? s.prices.map(formatPriceRange).join(" · ") : "Sin precio en sus anuncios"}
                <span className="block text-xs text-muted-foreground">Desde {formatDate(s.firstSeenAt, timeZone)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

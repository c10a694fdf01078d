import Link from "next/link";
import { Boxes, ImageOff, Megaphone, Store } from "lucide-react";
import { KeptImage } from "@/components/ads/kept-image";
import type { ProductSummary } from "@/lib/services/products/list-products";
import { formatPriceRange } from "@/lib/shared/products/product-query";
import { pluralize } from "@/lib/format";
import { CountryPath } from "./country-path";
import { SaturationBadge } from "./saturation-badge";

/** A row names the first countries it reached; the product's page has the whole path. */
const MAX_COUNTRIES = 6;

/** '+2 tiendas y 1 país nuevos en 7 días', naming only what grew. */
function momentumLine(p: Pick<ProductSummary, "newStores7d" | "newCountries7d">): string {
  const parts = [
    p.newStores7d > 0 ? `+${pluralize(p.newStores7d, "tienda", "tiendas")}` : null,
    p.newCountries7d > 0 ? `+${pluralize(p.newCountries7d, "país", "países")}` : null,
  ].filter(Boolean);
  return `${parts.join(" y ")} en 7 días`;
}

/** One product of /products: picture, name, stores and advertisers, countries in order, prices per currency. */
export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <article className="flex gap-3 rounded-xl border border-border bg-surface p-3 shadow-xs sm:p-4" data-testid="product-card">
      <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-zinc-100 sm:size-24">
        <KeptImage
          src={product.thumbnailUrl}
          alt=""
          className="size-full object-cover"
          placeholder={
            <span className="flex size-full items-center justify-center text-zinc-400">
              <ImageOff aria-hidden="true" className="size-6" />
            </span>
          }
        />
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 text-sm font-semibold wrap-break-word text-zinc-900">
            <Link
              href={`/products/${product.id}`}
              className="rounded hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              {product.name}
            </Link>
          </h3>
          <SaturationBadge saturation={product.saturation} />
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-zinc-700">
          <span className="inline-flex items-center gap-1">
            <Store aria-hidden="true" className="size-3.5 text-zinc-500" />
            {pluralize(product.storeCount, "tienda", "tiendas")}
          </span>
          <span className="inline-flex items-center gap-1">
            <Megaphone aria-hidden="true" className="size-3.5 text-zinc-500" />
            {pluralize(product.advertiserCount, "anunciante", "anunciantes")}
          </span>
          <span className="inline-flex items-center gap-1">
            <Boxes aria-hidden="true" className="size-3.5 text-zinc-500" />
            {pluralize(product.adCount, "anuncio", "anuncios")}
          </span>
          {product.momentum > 0 ? <span className="font-medium text-emerald-700">{momentumLine(product)}</span> : null}
        </p>
        <CountryPath
          steps={product.countries.slice(0, MAX_COUNTRIES).map((country) => ({ country }))}
          more={Math.max(0, product.countries.length - MAX_COUNTRIES)}
          className="text-xs text-zinc-700"
        />
        {product.prices.length > 0 ? (
          <p className="text-xs text-zinc-700">
            <span className="text-muted-foreground">Precio: </span>
            {product.prices.map(formatPriceRange).join(" · ")}
          </p>
        ) : null}
      </div>
    </article>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { PageHeader } from "@/components/ui/page-header";
import { productsHref, type ProductQuery } from "@/lib/shared/products/product-query";
import type { ProductsPage } from "@/lib/swr/use-products";
import { ProductsFilters } from "./products-filters";
import { ProductsResults } from "./products-results";

/**
 * 'Productos': what the archive's ads sell, grouped across stores (docs/product.md §Productos). Each
 * filter applies as it changes and lives in the URL. Reads the archive only: no quota.
 */
export function ProductsScreen({ query, initial }: { query: ProductQuery; initial?: ProductsPage }) {
  const router = useRouter();
  return (
    <>
      <PageHeader
        title="Productos"
        subtitle="Los productos que se venden en varias tiendas, con cuántas lo venden, en qué países y a qué precios. Consultar aquí no gasta tu cuota."
      />
      <div className="space-y-6">
        <ProductsFilters query={query} onApply={(next) => router.push(productsHref(next), { scroll: false })} />
        <ProductsResults query={query} initial={initial} />
      </div>
    </>
  );
}

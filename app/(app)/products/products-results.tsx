"use client";

import Link from "next/link";
import { Boxes, SearchX } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ResultsFrame } from "@/components/ui/results-frame";
import { Skeleton } from "@/components/ui/skeleton";
import { ProductCard } from "@/components/products/product-card";
import { hasProductFilters, type ProductQuery } from "@/lib/shared/products/product-query";
import { useProducts, type ProductsPage } from "@/lib/swr/use-products";

const HOW_IT_FILLS =
  "Un producto aparece cuando dos tiendas o dos anunciantes publican la misma imagen, el mismo texto o la misma página de producto. Se calcula con los anuncios del archivo, que crece con cada búsqueda.";

function ProductsSkeleton() {
  return (
    <div role="status" aria-label="Cargando productos..." className="grid gap-3 lg:grid-cols-2">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-28 rounded-xl" />
      ))}
    </div>
  );
}

/** The ranked products in the shared list frame: skeleton, error or empty state, the cards and 'Cargar más'. */
export function ProductsResults({ query, initial }: { query: ProductQuery; initial?: ProductsPage }) {
  const list = useProducts(query, initial);
  return (
    <ResultsFrame
      list={list}
      itemsOf={(page) => page.products}
      hasNextPage={(page) => page.hasNextPage}
      headingId="products-results"
      title="Productos"
      one="producto"
      many="productos"
      skeleton={<ProductsSkeleton />}
      errorTitle="No se pudieron cargar los productos"
      empty={
        hasProductFilters(query) ? (
          <EmptyState
            icon={SearchX}
            title="Ningún producto coincide con estos filtros"
            description={`Prueba con menos filtros. ${HOW_IT_FILLS}`}
          />
        ) : (
          <EmptyState
            icon={Boxes}
            title="Todavía no hay productos"
            description={HOW_IT_FILLS}
            action={
              <Link href="/" className={buttonVariants()}>
                Buscar anuncios
              </Link>
            }
          />
        )
      }
      end="No hay más productos con estos filtros."
    >
      {(items) => (
        <div className="grid gap-3 lg:grid-cols-2">
          {items.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </div>
      )}
    </ResultsFrame>
  );
}

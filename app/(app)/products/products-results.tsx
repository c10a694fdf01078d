"use client";

import Link from "next/link";
import { Boxes, ChevronsDown, SearchX } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorState } from "@/components/ui/load-error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ProductCard } from "@/components/products/product-card";
import { formatNumber } from "@/lib/format";
import { hasProductFilters, type ProductQuery } from "@/lib/shared/products/product-query";
import { useProducts } from "@/lib/swr/use-products";

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

/** The ranked list: a skeleton while the first page loads, the empty or error state, the cards and 'Cargar más'. */
export function ProductsResults({ query }: { query: ProductQuery }) {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useProducts(query);
  const pages = data ?? [];
  const items = pages.flatMap((p) => p.products);
  const more = pages.at(-1)?.hasNextPage ?? false;
  const loadingMore = isValidating && size > pages.length;

  let body: React.ReactNode;
  if (isLoading && pages.length === 0) body = <ProductsSkeleton />;
  else if (error && pages.length === 0) {
    body = (
      <LoadErrorState
        title="No se pudieron cargar los productos"
        error={error}
        fallback="Inténtalo de nuevo en unos momentos."
        onRetry={() => void mutate()}
      />
    );
  } else if (items.length === 0) {
    body = hasProductFilters(query) ? (
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
    );
  } else {
    body = (
      <>
        <div className="grid gap-3 lg:grid-cols-2">
          {items.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </div>
        {more || loadingMore ? (
          <div className="flex justify-center pt-2">
            <Button variant="outline" size="lg" onClick={() => void setSize(pages.length + 1)} loading={loadingMore} className="min-w-48">
              {loadingMore ? null : <ChevronsDown aria-hidden="true" />}
              {loadingMore ? "Cargando..." : "Cargar más"}
            </Button>
          </div>
        ) : (
          <p className="pt-2 text-center text-sm text-muted-foreground">No hay más productos con estos filtros.</p>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="products-results" aria-busy={isLoading || undefined} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="products-results" className="text-base font-semibold text-zinc-900">
          Productos
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {items.length > 0
            ? `Mostrando ${formatNumber(items.length)} ${items.length === 1 ? "producto" : "productos"}${more ? " (hay más)" : ""}`
            : ""}
        </p>
      </div>
      {body}
    </section>
  );
}

"use client";

import Link from "next/link";
import { Archive, ChevronsDown, SearchX } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorState } from "@/components/ui/load-error-state";
import { pluralize } from "@/lib/format";
import type { ArchiveQuery } from "@/lib/swr/keys";
import { useArchive, type ArchivePage } from "@/lib/swr/use-archive";
import { ResultsSkeleton } from "@/components/ads/results-skeleton";
import { hasFilters } from "@/lib/shared/archive/archive-query";
import { ArchivedAdGrid } from "@/components/ads/archived-ad-card";

const HOW_IT_FILLS =
  "El archivo se llena con cada búsqueda: cada anuncio que aparece en Buscar Anuncios queda guardado aquí, con su historial y su miniatura, aunque Meta lo retire después.";

/** The archive's cards: a skeleton while the first page loads, the empty or error state, the grid and 'Cargar más'. */
export function ArchiveResults({ query, initial }: { query: ArchiveQuery; initial?: ArchivePage }) {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useArchive(query, initial);
  const pages = data ?? [];
  const items = pages.flatMap((p) => p.ads);
  const more = pages.at(-1)?.hasNextPage ?? false;
  const loadingMore = isValidating && size > pages.length;

  let body: React.ReactNode;
  if (isLoading && pages.length === 0) {
    body = <ResultsSkeleton count={8} label="Buscando en el archivo..." />;
  } else if (error && pages.length === 0) {
    body = (
      <LoadErrorState
        title="No se pudo buscar en el archivo"
        error={error}
        fallback="Inténtalo de nuevo en unos momentos."
        onRetry={() => void mutate()}
      />
    );
  } else if (items.length === 0) {
    body = hasFilters(query) ? (
      <EmptyState
        icon={SearchX}
        title="Ningún anuncio del archivo coincide con estos filtros"
        description={`Prueba con menos filtros. ${HOW_IT_FILLS}`}
      />
    ) : (
      <EmptyState
        icon={Archive}
        title="El archivo todavía está vacío"
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
        <ArchivedAdGrid items={items} />
        {more || loadingMore ? (
          <div className="flex justify-center pt-2">
            <Button variant="outline" size="lg" onClick={() => void setSize(pages.length + 1)} loading={loadingMore} className="min-w-48">
              {loadingMore ? null : <ChevronsDown aria-hidden="true" />}
              {loadingMore ? "Cargando..." : "Cargar más"}
            </Button>
          </div>
        ) : (
          <p className="pt-2 text-center text-sm text-muted-foreground">No hay más anuncios en el archivo con estos filtros.</p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="archive-results" aria-busy={isLoading || undefined} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="archive-results" className="text-base font-semibold text-zinc-900">
          Anuncios archivados
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {items.length > 0 ? `Mostrando ${pluralize(items.length, "anuncio", "anuncios")}${more ? " (hay más)" : ""}` : ""}
        </p>
      </div>
      {body}
    </section>
  );
}

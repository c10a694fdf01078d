"use client";

import Link from "next/link";
import { Archive, SearchX } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ResultsFrame } from "@/components/ui/results-frame";
import type { ArchiveQuery } from "@/lib/swr/keys";
import { useArchive, type ArchivePage } from "@/lib/swr/use-archive";
import { ResultsSkeleton } from "@/components/ads/results-skeleton";
import { hasFilters } from "@/lib/shared/archive/archive-query";
import { ArchivedAdGrid } from "@/components/ads/archived-ad-card";

const HOW_IT_FILLS =
  "El archivo se llena con cada búsqueda: cada anuncio que aparece en Buscar Anuncios queda guardado aquí, con su historial y su miniatura, aunque Meta lo retire después.";

/** The archive's cards in the shared list frame: skeleton, error or empty state, the grid and 'Cargar más'. */
export function ArchiveResults({ query, initial }: { query: ArchiveQuery; initial?: ArchivePage }) {
  const list = useArchive(query, initial);
  return (
    <ResultsFrame
      list={list}
      itemsOf={(page) => page.ads}
      hasNextPage={(page) => page.hasNextPage}
      headingId="archive-results"
      title="Anuncios archivados"
      one="anuncio"
      many="anuncios"
      skeleton={<ResultsSkeleton count={8} label="Buscando en el archivo..." />}
      errorTitle="No se pudo buscar en el archivo"
      empty={
        hasFilters(query) ? (
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
        )
      }
      end="No hay más anuncios en el archivo con estos filtros."
    >
      {(items) => <ArchivedAdGrid items={items} />}
    </ResultsFrame>
  );
}

"use client";

import { ChevronsDown } from "lucide-react";
import type { SWRInfiniteResponse } from "swr/infinite";
import { Button } from "@/components/ui/button";
import { LoadErrorState } from "@/components/ui/load-error-state";
import { shownCountLine } from "@/lib/shared/count-line";

type ResultsFrameProps<P, T> = {
  /** The list, a page at a time (useSWRInfinite over a cursor). */
  list: SWRInfiniteResponse<P, Error>;
  itemsOf: (page: P) => T[];
  hasNextPage: (page: P) => boolean;
  headingId: string;
  title: string;
  /** The count's noun: 'anuncio' / 'anuncios'. */
  one: string;
  many: string;
  skeleton: React.ReactNode;
  errorTitle: string;
  /** What an empty first page shows (with or without filters: the screen knows). */
  empty: React.ReactNode;
  /** Under the last page: 'No hay más anuncios en el archivo con estos filtros.' */
  end: string;
  children: (items: T[]) => React.ReactNode;
};

/**
 * A cursor-paged list's frame, one for every screen that has one (archive, products): the heading with
 * the count in the words every list uses (lib/shared/count-line.ts), a skeleton while the first page
 * loads, the error or empty state, the items, and 'Cargar más' or the end of the list.
 */
export function ResultsFrame<P, T>({
  list,
  itemsOf,
  hasNextPage,
  headingId,
  title,
  one,
  many,
  skeleton,
  errorTitle,
  empty,
  end,
  children,
}: ResultsFrameProps<P, T>) {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = list;
  const pages = data ?? [];
  const items = pages.flatMap(itemsOf);
  const last = pages.at(-1);
  const more = last ? hasNextPage(last) : false;
  const loadingMore = isValidating && size > pages.length;

  let body: React.ReactNode;
  if (isLoading && pages.length === 0) body = skeleton;
  else if (error && pages.length === 0) {
    body = (
      <LoadErrorState title={errorTitle} error={error} fallback="Inténtalo de nuevo en unos momentos." onRetry={() => void mutate()} />
    );
  } else if (items.length === 0) body = empty;
  else {
    body = (
      <>
        {children(items)}
        {more || loadingMore ? (
          <div className="flex justify-center pt-2">
            <Button variant="outline" size="lg" onClick={() => void setSize(pages.length + 1)} loading={loadingMore} className="min-w-48">
              {loadingMore ? null : <ChevronsDown aria-hidden="true" />}
              {loadingMore ? "Cargando..." : "Cargar más"}
            </Button>
          </div>
        ) : (
          <p className="pt-2 text-center text-sm text-muted-foreground">{end}</p>
        )}
      </>
    );
  }

  return (
    // Busy only while there is nothing to show: a first page the server rendered is on screen while SWR
    // revalidates it (isLoading stays true over fallback data), and it is the content, not a placeholder.
    <section aria-labelledby={headingId} aria-busy={(isLoading && pages.length === 0) || undefined} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-zinc-900">
          {title}
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {items.length > 0 ? shownCountLine({ shown: items.length, total: more ? null : items.length, more, one, many }) : ""}
        </p>
      </div>
      {body}
    </section>
  );
}

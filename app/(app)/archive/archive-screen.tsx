"use client";

import { useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { PageHeader } from "@/components/ui/page-header";
import type { ArchiveQuery } from "@/lib/swr/keys";
import { ArchiveActionsProvider } from "@/components/ads/archive-actions";
import { ArchiveFilters } from "./archive-filters";
import { archiveHref } from "@/lib/shared/archive/archive-query";
import { ArchiveResults } from "./archive-results";
import type { ArchivePage } from "@/lib/swr/use-archive";

/**
 * 'Archivo': every ad the product has seen, searched without spending quota. The filters
 * are the URL's; applying them navigates, so the back button and a shared link show the same view.
 */
/** `initial`: the first page of results, rendered on the server with the screen. */
export function ArchiveScreen({ query, notice, initial }: { query: ArchiveQuery; notice?: ReactNode; initial?: ArchivePage }) {
  const router = useRouter();
  const key = archiveHref(query);
  // The form stays mounted (and focused) when the view changes because it applied its own filters; any
  // other change of the URL (back, forward, a link) puts it back to the view's filters.
  const [fromForm, setFromForm] = useState<string | null>(null);
  const [view, setView] = useState({ key, formKey: key });
  if (view.key !== key) setView({ key, formKey: key === fromForm ? view.formKey : key });
  const apply = (next: ArchiveQuery) => {
    const href = archiveHref(next);
    setFromForm(href);
    router.push(href, { scroll: false });
  };
  return (
    <ArchiveActionsProvider>
      <PageHeader
        title="Archivo"
        subtitle="Todos los anuncios que AdRadar ha visto, también los que Meta ya retiró. Buscar aquí no gasta tu cuota."
      />
      {notice}
      <div className="space-y-6">
        <ArchiveFilters key={view.formKey} query={query} onApply={apply} />
        <ArchiveResults query={query} initial={initial} />
      </div>
    </ArchiveActionsProvider>
  );
}

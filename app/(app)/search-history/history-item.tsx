"use client";

import { RotateCcw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LocalDate } from "@/components/ui/local-date";
import type { WatchDialogTarget } from "@/components/watches/watch-dialog";
import { WatchButton } from "@/components/watches/watch-search-button";
import { pluralize } from "@/lib/format";
import { adFilterPhrases } from "@/lib/shared/search/filter-phrases";
import { AD_TYPE_OPTIONS, countryName, languageName } from "@/lib/providers/catalog";
import type { HistoryEntry } from "@/lib/services/history/search-history";
import { searchParamsSchema } from "@/lib/validation/search";

const adTypeLabels = new Map(AD_TYPE_OPTIONS.map((o) => [o.value as string, o.label]));

type HistoryItemProps = {
  entry: HistoryEntry;
  onRepeat: () => void;
  /** 'Vigilar': a watch of this entry's parameters, filters included. */
  onWatch: (target: WatchDialogTarget) => void;
};

export function HistoryItem({ entry, onRepeat, onWatch }: HistoryItemProps) {
  const p = entry.searchParams;
  const languages = p.languages.length > 0 ? p.languages.map(languageName).join(", ") : "Todos";
  // An entry written before a parameter existed may not parse: it can still be repeated, not watched.
  const parsed = searchParamsSchema.safeParse(p);
  // The filters tell apart entries of one term: 'faja' with 'Solo tiendas' is another search.
  const filters = adFilterPhrases(p);
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate text-base font-semibold text-zinc-900">{p.value}</h3>
          <Badge variant="brand">{adTypeLabels.get(p.adType) ?? p.adType}</Badge>
          {entry.results.cached ? <Badge variant="success">En caché</Badge> : null}
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-zinc-700">
          <span>{countryName(p.country)}</span>
          <LocalDate value={entry.searchDate} format="datetime" />
          <span className="font-medium">{pluralize(entry.results.totalAds, "anuncio", "anuncios")}</span>
        </p>
        <p className="text-xs text-muted-foreground">
          Días mínimos: {p.minDays} · Frase: {p.searchPhraseType === "exact" ? "exacta" : "sin orden"} · Idiomas: {languages}
        </p>
        {filters.length > 0 ? <p className="text-xs break-words text-zinc-700">Filtros: {filters.join(" · ")}</p> : null}
      </div>
      <div className="flex shrink-0 gap-2 self-start sm:self-center">
        {parsed.success ? (
          <WatchButton
            size="sm"
            params={parsed.data}
            searchName={p.value}
            onOpen={() => onWatch({ mode: "create", source: { params: parsed.data } })}
          />
        ) : null}
        <Button variant="outline" size="sm" onClick={onRepeat}>
          <RotateCcw aria-hidden="true" />
          Repetir
        </Button>
      </div>
    </article>
  );
}

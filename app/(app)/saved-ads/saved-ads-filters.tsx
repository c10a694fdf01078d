"use client";

import { useId } from "react";
import { Download, LayoutGrid, List, Search } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import type { SavedAdsQuery } from "@/lib/swr/keys";
import type { SavedAdSort } from "@/lib/validation/saved-ads";
import { cn } from "@/lib/utils";
import { SORT_OPTIONS } from "./saved-ads-query";

// Radix Select items cannot have an empty value: this one stands for "no filter".
const ALL = "__all__";

export type LibraryView = "grid" | "list";

type SavedAdsFiltersProps = {
  query: SavedAdsQuery;
  onChange: <K extends keyof SavedAdsQuery>(key: K, value: SavedAdsQuery[K]) => void;
  collections: string[];
  tags: string[];
  view: LibraryView;
  onViewChange: (view: LibraryView) => void;
  /** The CSV of the list as filtered; null while the list is empty ('Exportar CSV' is then off). */
  exportHref: string | null;
};

/** The library's filters (text, collection, tag, sort, favourites), the grid/list switch and the CSV export. */
export function SavedAdsFilters({ query, onChange, collections, tags, view, onViewChange, exportHref }: SavedAdsFiltersProps) {
  const ids = { search: useId(), collection: useId(), tag: useId(), sort: useId(), favorites: useId() };
  return (
    <section aria-label="Filtros" className="rounded-xl border border-border bg-surface p-4 shadow-xs">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] [&>div]:min-w-0">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.search}>Buscar</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" />
            <Input
              id={ids.search}
              type="search"
              value={query.search}
              onChange={(e) => onChange("search", e.target.value)}
              placeholder="Página, texto o notas..."
              className="pl-9"
              maxLength={100}
            />
          </div>
        </div>
        <FilterSelect
          id={ids.collection}
          label="Colección"
          allLabel="Todas las colecciones"
          value={query.collection}
          options={collections}
          onChange={(v) => onChange("collection", v)}
        />
        <FilterSelect
          id={ids.tag}
          label="Etiqueta"
          allLabel="Todas las etiquetas"
          value={query.tag}
          options={tags}
          onChange={(v) => onChange("tag", v)}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={ids.sort}>Ordenar por</Label>
          <Select value={query.sortBy} onValueChange={(v) => onChange("sortBy", v as SavedAdSort)}>
            <SelectTrigger id={ids.sort} className="w-full min-w-0">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SORT_OPTIONS.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Switch id={ids.favorites} checked={query.favorites} onCheckedChange={(v) => onChange("favorites", v)} />
          <Label htmlFor={ids.favorites}>Solo favoritos</Label>
        </div>
        <div className="flex items-center gap-2">
          <div role="group" aria-label="Vista" className="inline-flex rounded-lg border border-border p-0.5">
            <ViewButton active={view === "grid"} onClick={() => onViewChange("grid")} label="Vista de cuadrícula" icon={LayoutGrid} />
            <ViewButton active={view === "list"} onClick={() => onViewChange("list")} label="Vista de lista" icon={List} />
          </div>
          {exportHref ? (
            <a href={exportHref} download className={buttonVariants({ variant: "outline", size: "md" })}>
              <Download aria-hidden="true" />
              Exportar CSV
            </a>
          ) : (
            <Button variant="outline" disabled title="No hay anuncios que exportar">
              <Download aria-hidden="true" />
              Exportar CSV
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

type FilterSelectProps = {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: string[];
  onChange: (value: string) => void;
};

/** A filter over one of the user's own names (collection, tag), 'all' first. */
function FilterSelect({ id, label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? "" : v)}>
        <SelectTrigger id={id} className="w-full min-w-0">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function ViewButton({ active, onClick, label, icon: Icon }: { active: boolean; onClick: () => void; label: string; icon: typeof List }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      aria-label={label}
      title={label}
      className={cn(
        "flex size-8 items-center justify-center rounded-md text-zinc-500 transition-colors hover:text-zinc-900",
        active && "bg-brand-50 text-brand-700",
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

"use client";

import { useId, useRef } from "react";
import Link from "next/link";
import { Search, X } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ArchiveQuery } from "@/lib/swr/keys";
import { CountrySelectField, SelectField as Select } from "@/components/ui/native-select";
import { PLATFORM_NAMES } from "@/lib/shared/search/filter-phrases";
import { SignalFilters } from "@/components/ads/signal-filters";
import { FoldingFilters } from "@/components/ui/folding-filters";
import { ARCHIVE_MEDIA_OPTIONS, ARCHIVE_SORT_OPTIONS, archiveHref, filterCount, toArchiveQuery } from "@/lib/shared/archive/archive-query";

type ArchiveFiltersProps = {
  query: ArchiveQuery;
  onApply: (query: ArchiveQuery) => void;
};

type Option = { value: string; label: string };

const STATUS_OPTIONS: Option[] = [
  { value: "Activo", label: "Activo" },
  { value: "Finalizado", label: "Finalizado" },
];
const PLATFORM_OPTIONS: Option[] = Object.entries(PLATFORM_NAMES).map(([value, label]) => ({ value, label }));

/**
 * The archive's filters: text (words, "frase exacta", -excluida; the API reads them), country, status,
 * minimum days, first-seen window, platform, media type, the shop signals, the advertiser (set from its page) and the
 * order. Applied with 'Buscar' (or Enter); the order applies as soon as it changes.
 */
export function ArchiveFilters({ query, onApply }: ArchiveFiltersProps) {
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // The signals are checkboxes sharing one name: every checked value, not the first.
    onApply(toArchiveQuery((name) => (name === "signals" ? data.getAll(name) : data.get(name))));
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      role="search"
      aria-label="Filtros del archivo"
      className="rounded-xl border border-border bg-surface p-4 shadow-xs"
    >
      <div className="mb-3 grid gap-3">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={id("q")}>Buscar en el archivo</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" />
            <Input
              id={id("q")}
              name="q"
              type="search"
              defaultValue={query.q ?? ""}
              placeholder='Ej.: crema "envío gratis" -mayoreo'
              maxLength={200}
              aria-describedby={id("q-hint")}
              className="pl-9"
            />
          </div>
          <p id={id("q-hint")} className="text-xs text-muted-foreground">
            Sin importar tildes. Usa &quot;comillas&quot; para una frase exacta y -palabra para excluirla.
          </p>
        </div>
      </div>
      <FoldingFilters id={id("more")} active={filterCount({ ...query, q: undefined, pageId: undefined })}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <CountrySelectField id={id("country")} value={query.country} />
          <Select id={id("status")} label="Estado" name="status" value={query.status} any="Todos" options={STATUS_OPTIONS} />
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={id("minDays")}>Días mínimos en circulación</Label>
            <Input
              id={id("minDays")}
              name="minDays"
              type="number"
              inputMode="numeric"
              min={0}
              max={3650}
              defaultValue={query.minDays ?? ""}
            />
          </div>
          <DateField
            id={id("from")}
            label="Visto por primera vez desde"
            name="firstSeenFrom"
            defaultValue={query.firstSeenFrom ?? ""}
            className="min-w-0"
          />
          <DateField
            id={id("to")}
            label="Visto por primera vez hasta"
            name="firstSeenTo"
            defaultValue={query.firstSeenTo ?? ""}
            className="min-w-0"
          />
          <Select id={id("platform")} label="Plataforma" name="platform" value={query.platform} any="Todas" options={PLATFORM_OPTIONS} />
          <Select
            id={id("media")}
            label="Tipo de medio"
            name="mediaType"
            value={query.mediaType}
            any="Todos"
            options={ARCHIVE_MEDIA_OPTIONS}
          />
          <Select
            id={id("sort")}
            label="Ordenar por"
            name="sort"
            value={query.sort ?? "lastSeen"}
            options={ARCHIVE_SORT_OPTIONS}
            onChange={() => formRef.current?.requestSubmit()}
          />
        </div>

        <SignalFilters idPrefix={base} value={query.signals} />
      </FoldingFilters>

      <div className="mt-4 flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:flex-wrap sm:items-end">
        <p className="text-xs text-muted-foreground sm:self-center">Los filtros se aplican al pulsar Buscar; el orden, al cambiarlo.</p>
        {query.pageId ? (
          <p className="flex min-w-0 items-center gap-2 self-center rounded-lg bg-brand-50 px-3 py-1.5 text-sm text-brand-800 sm:self-end">
            <input type="hidden" name="pageId" value={query.pageId} />
            <span className="truncate">Solo el anunciante {query.pageId}</span>
            <Link
              href={archiveHref({ ...query, pageId: undefined })}
              className="rounded text-brand-700 hover:text-brand-900"
              aria-label="Quitar el filtro de anunciante"
            >
              <X aria-hidden="true" className="size-4" />
            </Link>
          </p>
        ) : null}
        <div className="flex gap-2 sm:ml-auto">
          <Link href="/archive" className={buttonVariants({ variant: "outline", className: "flex-1 sm:flex-none" })}>
            Limpiar filtros
          </Link>
          <Button type="submit" className="flex-1 sm:flex-none">
            <Search aria-hidden="true" />
            Buscar
          </Button>
        </div>
      </div>
    </form>
  );
}

"use client";

import { useId, useState } from "react";
import { SlidersHorizontal } from "lucide-react";
import { pluralize } from "@/lib/format";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { SelectField } from "@/components/ui/native-select";
import { SignalFilters } from "@/components/ads/signal-filters";
import { COUNTRY_GROUPS } from "@/lib/providers/catalog";
import { STOREFRONT_LABELS } from "@/lib/shared/search/signal-badges";
import { PRODUCT_SORT_OPTIONS, toProductQuery, type ProductQuery } from "@/lib/shared/products/product-query";

const PLATFORM_OPTIONS = Object.entries(STOREFRONT_LABELS).map(([value, label]) => ({ value, label }));

/** Country, platform, shop signals, first seen and order; every change applies at once (the URL changes). */
export function ProductsFilters({ query, onApply }: { query: ProductQuery; onApply: (query: ProductQuery) => void }) {
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  // On a phone the filters fold, so the products start on the first screen; wider, they always show.
  const [open, setOpen] = useState(false);
  const active = (["country", "platform", "signals", "firstSeenFrom"] as const).filter((k) => query[k]).length;
  function apply(form: HTMLFormElement) {
    const data = new FormData(form);
    onApply(toProductQuery((name) => (name === "signals" ? data.getAll(name) : data.get(name))));
  }
  return (
    <form
      role="search"
      aria-label="Filtros de productos"
      onChange={(e) => apply(e.currentTarget)}
      onSubmit={(e) => {
        e.preventDefault();
        apply(e.currentTarget);
      }}
      className="rounded-xl border border-border bg-surface p-4 shadow-xs"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id("body")}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between gap-2 rounded-lg text-sm font-medium text-zinc-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filtros y orden{active > 0 ? ` (${pluralize(active, "activo", "activos")})` : ""}
        </span>
        <span className="text-brand-700">{open ? "Ocultar" : "Mostrar"}</span>
      </button>
      <div id={id("body")} className={open ? "mt-3 sm:mt-0" : "hidden sm:block"}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField id={id("country")} label="País" name="country" value={query.country} any="Todos los países">
            {COUNTRY_GROUPS.map((group) => (
              <optgroup key={group.region} label={group.region}>
                {group.countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <SelectField
            id={id("platform")}
            label="Plataforma de la tienda"
            name="platform"
            value={query.platform}
            any="Todas"
            options={PLATFORM_OPTIONS}
          />
          <DateField
            id={id("from")}
            label="Visto por primera vez desde"
            name="firstSeenFrom"
            defaultValue={query.firstSeenFrom ?? ""}
            className="min-w-0"
          />
          <SelectField id={id("sort")} label="Ordenar por" name="sort" value={query.sort ?? "momentum"} options={PRODUCT_SORT_OPTIONS} />
        </div>
        <SignalFilters idPrefix={base} value={query.signals} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          <p className="text-xs text-muted-foreground">Los filtros se aplican al cambiarlos.</p>
          <Link href="/products" className={buttonVariants({ variant: "outline" })}>
            Limpiar filtros
          </Link>
        </div>
      </div>
    </form>
  );
}

"use client";

import { useId } from "react";
import { FoldingFilters } from "@/components/ui/folding-filters";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { CountrySelectField, SelectField } from "@/components/ui/native-select";
import { SignalFilters } from "@/components/ads/signal-filters";
import { STOREFRONT_LABELS } from "@/lib/shared/search/signal-badges";
import { PRODUCT_SORT_OPTIONS, toProductQuery, type ProductQuery } from "@/lib/shared/products/product-query";

const PLATFORM_OPTIONS = Object.entries(STOREFRONT_LABELS).map(([value, label]) => ({ value, label }));

/** Country, platform, shop signals, first seen and order; every change applies at once (the URL changes). */
export function ProductsFilters({ query, onApply }: { query: ProductQuery; onApply: (query: ProductQuery) => void }) {
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
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
      <FoldingFilters id={id("body")} active={active}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <CountrySelectField id={id("country")} value={query.country} />
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
      </FoldingFilters>
    </form>
  );
}

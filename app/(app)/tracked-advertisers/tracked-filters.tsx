"use client";

import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import type { TrackedStatusFilter } from "@/lib/swr/use-tracked-advertisers";
import { PRODUCT_TYPES } from "@/lib/validation/tracking";
import { PRODUCT_TYPE_LABELS, type ProductType } from "@/lib/shared/tracking/product-types";
import { cn } from "@/lib/utils";

const STATUS_OPTIONS: { value: TrackedStatusFilter; label: string }[] = [
  { value: "all", label: "Todos" },
  { value: "active", label: "Activos" },
  { value: "inactive", label: "Pausados" },
];

type Props = {
  query: string;
  onQuery: (value: string) => void;
  status: TrackedStatusFilter;
  onStatus: (value: TrackedStatusFilter) => void;
  productType: ProductType | "all";
  onProductType: (value: ProductType | "all") => void;
};

/** The tracked list's filter bar: name search, status tabs and product type. */
export function TrackedFilters({ query, onQuery, status, onStatus, productType, onProductType }: Props) {
  return (
    <div className="mb-5 flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" />
        <Input
          aria-label="Buscar anunciante"
          placeholder="Buscar por nombre..."
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          className="pl-9"
        />
      </div>
      <div role="group" aria-label="Estado" className="inline-flex rounded-lg bg-zinc-100 p-1">
        {STATUS_OPTIONS.map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={status === o.value}
            onClick={() => onStatus(o.value)}
            className={cn(
              "flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-zinc-600 transition-colors hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none",
              status === o.value && "bg-surface text-zinc-900 shadow-sm",
            )}
          >
            {o.label}
          </button>
        ))}
      </div>
      <select
        aria-label="Tipo de producto"
        value={productType}
        onChange={(e) => onProductType(e.target.value as ProductType | "all")}
        className="h-10 rounded-md border border-border bg-surface px-3 text-sm"
      >
        <option value="all">Todos los tipos</option>
        {PRODUCT_TYPES.map((t) => (
          <option key={t} value={t}>
            {PRODUCT_TYPE_LABELS[t]}
          </option>
        ))}
      </select>
    </div>
  );
}

"use client";

import { useState } from "react";
import { SlidersHorizontal } from "lucide-react";
import { pluralize } from "@/lib/format";

type FoldingFiltersProps = {
  /** The folded part's id (the toggle's aria-controls). */
  id: string;
  /** Filters set now: the folded toggle says how many, so nothing applied is hidden without a trace. */
  active: number;
  children: React.ReactNode;
};

/**
 * A filter form's body that folds on a phone, so the results start on the first screen; wider, it always
 * shows and the toggle is gone. Used inside the form of each screen with filters (archive, products).
 */
export function FoldingFilters({ id, active, children }: FoldingFiltersProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between gap-2 rounded-lg text-sm font-medium text-zinc-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filtros y orden{active > 0 ? ` (${pluralize(active, "activo", "activos")})` : ""}
        </span>
        <span className="text-brand-700">{open ? "Ocultar" : "Mostrar"}</span>
      </button>
      <div id={id} className={open ? "mt-3 sm:mt-0" : "hidden sm:block"}>
        {children}
      </div>
    </>
  );
}

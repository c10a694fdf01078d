"use client";

import { ChevronDown, History, Loader2, Search, SlidersHorizontal, Sparkles } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { cn } from "@/lib/utils";
import type { SearchParamsInput, SearchParamsValues } from "@/lib/validation/search";

export type SearchFormApi = UseFormReturn<SearchParamsInput, unknown, SearchParamsValues>;

/** A click the read-only stand-in took before the form had loaded: done as soon as it has. */
export type QueuedFormAction = "submit" | "suggest" | null;

/** What the page around the form controls: the running search and the two panels under the term. */
export type SearchFormPanels = {
  searching: boolean;
  advancedOpen: boolean;
  onAdvancedOpenChange: (open: boolean) => void;
  savedOpen: boolean;
  onSavedOpenChange: (open: boolean) => void;
  savedPanelId: string;
};

type SearchFormViewProps = SearchFormPanels & {
  /** The base of every id in the form (`useId` of its owner), shared with the advanced options. */
  id: string;
  /** The term box's own props: react-hook-form's `register("value")`, or the read-only stand-in. */
  term: React.ComponentProps<"input">;
  termError?: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  onSuggest: () => void;
  suggesting: boolean;
  /** The AI keyword list, when there is one. */
  suggestions?: React.ReactNode;
  /** The advanced options, once first opened. */
  advanced?: React.ReactNode;
};

/**
 * The search form's markup (docs/product.md §2 Search screen): the term with AI keyword suggestions, the
 * advanced options and the toggle of the saved-searches panel. It holds no form state: search-form-host.tsx
 * binds it to react-hook-form and the shared search schema, and until that has loaded the screen shows it
 * bound to nothing, its term read-only (search-screen.tsx). Both are this one component, so the form does
 * not move when it comes to life.
 */
export function SearchFormView({
  id,
  term,
  termError,
  onSubmit,
  onSuggest,
  suggesting,
  suggestions,
  advanced,
  searching,
  advancedOpen,
  onAdvancedOpenChange,
  savedOpen,
  onSavedOpenChange,
  savedPanelId,
}: SearchFormViewProps) {
  const advancedId = `${id}-advanced`;
  // Until the screen has hydrated a click does nothing ('Buscar' even reloads the page as a plain form):
  // disabled, a tap on a slow phone is not lost unseen. From then on the stand-in queues them.
  const hydrated = useHydrated();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Buscar anuncios"
      className="rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
        <Field id={`${id}-value`} label="Término de búsqueda" error={termError} className="min-w-0 flex-1">
          <Input
            type="search"
            placeholder="Ej: crema facial, faja reductora, audífonos..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            {...term}
          />
        </Field>
        <div className="flex gap-2 lg:pt-[1.375rem]">
          <Button
            type="button"
            variant="secondary"
            onClick={onSuggest}
            loading={suggesting}
            disabled={!hydrated}
            className="flex-1 lg:flex-none"
          >
            {suggesting ? null : <Sparkles aria-hidden="true" />}
            {suggesting ? "Generando..." : "Sugerencias IA"}
          </Button>
          {/* Stays enabled while a search runs: a new search replaces the running one (docs/product.md §4). */}
          <Button type="submit" aria-busy={searching || undefined} disabled={!hydrated} className="flex-1 lg:flex-none lg:min-w-32">
            {searching ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Search aria-hidden="true" />}
            {searching ? "Buscando..." : "Buscar"}
          </Button>
        </div>
      </div>

      {suggestions}

      <div className="mt-3 flex flex-wrap gap-2">
        <PanelToggle
          icon={SlidersHorizontal}
          label="Opciones avanzadas"
          open={advancedOpen}
          controls={advancedId}
          onOpenChange={onAdvancedOpenChange}
          disabled={!hydrated}
        />
        <PanelToggle
          icon={History}
          label="Búsquedas guardadas"
          open={savedOpen}
          controls={savedPanelId}
          onOpenChange={onSavedOpenChange}
          disabled={!hydrated}
        />
      </div>

      <div id={advancedId} hidden={!advancedOpen} className="mt-3 border-t border-border pt-4">
        {advanced}
      </div>
    </form>
  );
}

type PanelToggleProps = {
  icon: typeof History;
  label: string;
  open: boolean;
  /** The id of the panel it shows and hides. */
  controls: string;
  onOpenChange: (open: boolean) => void;
  disabled: boolean;
};

/** A button under the term that shows or hides a panel, its chevron turned while open. */
function PanelToggle({ icon: Icon, label, open, controls, onOpenChange, disabled }: PanelToggleProps) {
  return (
    <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={controls} disabled={disabled} onClick={() => onOpenChange(!open)}>
      <Icon aria-hidden="true" />
      {label}
      <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
    </Button>
  );
}

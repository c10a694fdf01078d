"use client";

import { memo, useId } from "react";
import { useFormState, type UseFormReturn } from "react-hook-form";
import { ChevronDown, History, Loader2, Search, SlidersHorizontal, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { cn } from "@/lib/utils";
import type { SearchParamsInput, SearchParamsValues } from "@/lib/validation/search";
import dynamic from "next/dynamic";
import { SuggestionList, useKeywordSuggestions } from "./keyword-suggestions";

// Shown on demand ('Opciones avanzadas'): countries, filters and their selects load with it, not with the screen.
const AdvancedOptions = dynamic(() => import("./advanced-options").then((m) => m.AdvancedOptions));

export type SearchFormApi = UseFormReturn<SearchParamsInput, unknown, SearchParamsValues>;

type SearchFormProps = {
  form: SearchFormApi;
  onSearch: (values: SearchParamsValues) => void;
  searching: boolean;
  advancedOpen: boolean;
  onAdvancedOpenChange: (open: boolean) => void;
  savedOpen: boolean;
  onSavedOpenChange: (open: boolean) => void;
  savedPanelId: string;
  /**
   * False until the stored search has been put back in the form (just after hydration): the term box is
   * read-only meanwhile, so what the user types is never overwritten by, or joined to, the restored term.
   */
  ready: boolean;
};

/**
 * The search form (docs/product.md §2 Search screen): the term with AI keyword suggestions, the advanced options
 * (country by region, languages, minimum days, ad type, media type, phrase type) and the toggle of the
 * saved-searches panel. Validation uses the shared search schema.
 *
 * Memoized, and subscribed to the form's errors itself: its country and language lists are long, and
 * it must not re-render each time an advertiser count reaches the results below.
 */
export const SearchForm = memo(function SearchForm({
  form,
  onSearch,
  searching,
  advancedOpen,
  onAdvancedOpenChange,
  savedOpen,
  onSavedOpenChange,
  savedPanelId,
  ready,
}: SearchFormProps) {
  const id = useId();
  const advancedId = `${id}-advanced`;
  const suggestionsHeadingId = `${id}-suggestions`;
  const { register, control, handleSubmit } = form;
  const { errors } = useFormState({ control });

  const advancedMounted = useOpenedOnce(advancedOpen);
  const { suggestions, suggesting, suggest, apply, dismiss } = useKeywordSuggestions(form);

  const submit = handleSubmit(onSearch);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Buscar anuncios"
      className="rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
        <Field id={`${id}-value`} label="Término de búsqueda" error={errors.value?.message} className="min-w-0 flex-1">
          <Input
            type="search"
            placeholder="Ej: crema facial, faja reductora, audífonos..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            readOnly={!ready}
            {...register("value")}
          />
        </Field>
        <div className="flex gap-2 lg:pt-[1.375rem]">
          <Button type="button" variant="secondary" onClick={suggest} loading={suggesting} className="flex-1 lg:flex-none">
            {suggesting ? null : <Sparkles aria-hidden="true" />}
            {suggesting ? "Generando..." : "Sugerencias IA"}
          </Button>
          {/* Stays enabled while a search runs: a new search replaces the running one (docs/product.md §4). */}
          <Button type="submit" aria-busy={searching || undefined} className="flex-1 lg:flex-none lg:min-w-32">
            {searching ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Search aria-hidden="true" />}
            {searching ? "Buscando..." : "Buscar"}
          </Button>
        </div>
      </div>

      {suggestions.length > 0 ? (
        <SuggestionList headingId={suggestionsHeadingId} suggestions={suggestions} onApply={apply} onDismiss={dismiss} />
      ) : null}

      <div className="mt-3 flex flex-wrap gap-2">
        <PanelToggle
          icon={SlidersHorizontal}
          label="Opciones avanzadas"
          open={advancedOpen}
          controls={advancedId}
          onOpenChange={onAdvancedOpenChange}
        />
        <PanelToggle icon={History} label="Búsquedas guardadas" open={savedOpen} controls={savedPanelId} onOpenChange={onSavedOpenChange} />
      </div>

      <div id={advancedId} hidden={!advancedOpen} className="mt-3 border-t border-border pt-4">
        {/* Mounted once first opened: the country and language lists are long, and most searches never open them. */}
        {advancedMounted ? <AdvancedOptions form={form} id={id} /> : null}
      </div>
    </form>
  );
});

type PanelToggleProps = {
  icon: typeof History;
  label: string;
  open: boolean;
  /** The id of the panel it shows and hides. */
  controls: string;
  onOpenChange: (open: boolean) => void;
};

/** A button under the term that shows or hides a panel, its chevron turned while open. */
function PanelToggle({ icon: Icon, label, open, controls, onOpenChange }: PanelToggleProps) {
  return (
    <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={controls} onClick={() => onOpenChange(!open)}>
      <Icon aria-hidden="true" />
      {label}
      <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
    </Button>
  );
}

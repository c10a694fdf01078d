"use client";

import { memo, useEffect, useEffectEvent } from "react";
import dynamic from "next/dynamic";
import { useForm, useFormState } from "react-hook-form";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { lazyZodResolver } from "@/lib/validation/lazy-zod-resolver";
import type { SearchParamsInput, SearchParamsValues } from "@/lib/validation/search";
import { SuggestionList, useKeywordSuggestions } from "./keyword-suggestions";
import { SearchFormView, type QueuedFormAction, type SearchFormApi, type SearchFormPanels } from "./search-form";

// The search schema, and zod with it, loads on the form's first validation (docs/benchmarks.md §3).
const searchResolver = lazyZodResolver<SearchParamsInput, SearchParamsValues>(() =>
  import("@/lib/validation/search").then((m) => m.searchParamsSchema),
);

// Shown on demand ('Opciones avanzadas'): countries, filters and their selects load with it, not with the form.
const AdvancedOptions = dynamic(() => import("./advanced-options").then((m) => m.AdvancedOptions));

type SearchFormHostProps = SearchFormPanels & {
  id: string;
  /** The values the form starts with: a prefill, the restored search, or the defaults. */
  defaultValues: SearchParamsInput;
  onSearch: (values: SearchParamsValues) => void;
  /**
   * Hands the form to the screen, which puts saved and restored searches back into it; returns what was
   * asked of the read-only stand-in before this loaded, to be done now.
   */
  onReady: (form: SearchFormApi) => QueuedFormAction;
};

/**
 * The search form bound to react-hook-form and the shared search schema. This module, and
 * react-hook-form with it, loads just after the screen hydrates rather than with it
 * (docs/benchmarks.md §3): until then the screen shows the same SearchFormView, read-only.
 *
 * Memoized, and subscribed to the form's errors itself: it must not re-render each time an advertiser
 * count reaches the results below.
 */
export const SearchFormHost = memo(function SearchFormHost({ id, defaultValues, onSearch, onReady, ...panels }: SearchFormHostProps) {
  const form = useForm<SearchParamsInput, unknown, SearchParamsValues>({ resolver: searchResolver, defaultValues });
  const { errors } = useFormState({ control: form.control });
  const { suggestions, suggesting, suggest, apply, dismiss } = useKeywordSuggestions(form);
  const advancedMounted = useOpenedOnce(panels.advancedOpen);

  const takeOver = useEffectEvent(() => {
    const queued = onReady(form);
    if (queued === "submit") void form.handleSubmit(onSearch)();
    else if (queued === "suggest") void suggest();
  });
  useEffect(() => takeOver(), []);

  return (
    <SearchFormView
      id={id}
      term={form.register("value")}
      termError={errors.value?.message}
      onSubmit={form.handleSubmit(onSearch)}
      onSuggest={suggest}
      suggesting={suggesting}
      suggestions={
        suggestions.length > 0 ? (
          <SuggestionList headingId={`${id}-suggestions`} suggestions={suggestions} onApply={apply} onDismiss={dismiss} />
        ) : null
      }
      // Mounted once first opened: the country and language lists are long, and most searches never open them.
      advanced={advancedMounted ? <AdvancedOptions form={form} id={id} /> : null}
      {...panels}
    />
  );
});

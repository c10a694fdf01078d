"use client";

import { useEffect, useRef, useState } from "react";
import { Sparkles, X } from "lucide-react";
import { toast } from "@/lib/toast";
import { isAbortError } from "@/lib/api/client";
import { fetchSuggestions } from "@/lib/client/search";
import type { SearchFormApi } from "./search-form";

/** AI keywords for the idea typed in the term field; a newer request replaces (aborts) the previous one. */
export function useKeywordSuggestions(form: SearchFormApi) {
  const { getValues, setValue, clearErrors, setFocus } = form;
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [suggesting, setSuggesting] = useState(false);
  const suggestAbort = useRef<AbortController | null>(null);
  useEffect(() => () => suggestAbort.current?.abort(), []);

  async function suggest() {
    const idea = String(getValues("value") ?? "").trim();
    if (!idea) {
      toast.error("Ingresa una idea primero");
      setFocus("value");
      return;
    }
    suggestAbort.current?.abort();
    const controller = new AbortController();
    suggestAbort.current = controller;
    setSuggesting(true);
    try {
      const list = await fetchSuggestions(idea, controller.signal);
      setSuggestions(list);
      if (list.length === 0) toast.info("No se encontraron sugerencias para esa idea");
    } catch (e) {
      if (!isAbortError(e)) toast.error("Error al generar sugerencias");
    } finally {
      if (suggestAbort.current === controller) setSuggesting(false);
    }
  }

  function apply(keyword: string) {
    setValue("value", keyword, { shouldDirty: true });
    clearErrors("value");
    setFocus("value");
  }

  return { suggestions, suggesting, suggest, apply, dismiss: () => setSuggestions([]) };
}

type SuggestionListProps = { headingId: string; suggestions: string[]; onApply: (keyword: string) => void; onDismiss: () => void };

/** The suggested keywords under the term, each a button that puts it in the field. */
export function SuggestionList({ headingId, suggestions, onApply, onDismiss }: SuggestionListProps) {
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-lg bg-brand-50/60 p-3 ring-1 ring-brand-100">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-1.5 text-xs font-semibold text-brand-800">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Sugerencias (elige una para usarla)
        </h2>
        <button
          type="button"
          aria-label="Cerrar sugerencias"
          onClick={onDismiss}
          className="flex size-7 items-center justify-center rounded-md text-brand-700 hover:bg-brand-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2">
        {suggestions.map((keyword) => (
          <li key={keyword}>
            <button
              type="button"
              onClick={() => onApply(keyword)}
              className="rounded-full bg-surface px-3 py-1.5 text-xs font-medium text-brand-700 ring-1 ring-brand-200 transition-colors hover:bg-brand-100"
            >
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

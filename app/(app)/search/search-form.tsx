"use client";

import { memo, useEffect, useId, useRef, useState } from "react";
import { Controller, useFormState, type UseFormReturn } from "react-hook-form";
import { ChevronDown, History, Loader2, Search, SlidersHorizontal, Sparkles, X } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { AD_TYPE_OPTIONS, ALL_COUNTRIES, COUNTRY_GROUPS, MEDIA_TYPE_OPTIONS } from "@/lib/providers/catalog";
import { cn } from "@/lib/utils";
import { searchParamsSchema, type SearchParamsInput, type SearchParamsValues } from "@/lib/validation/search";
import { LanguageSelect } from "./language-select";
import { isAbortError } from "@/lib/api/client";
import { fetchSuggestions } from "./search-api";

export type SearchFormApi = UseFormReturn<SearchParamsInput, unknown, SearchParamsValues>;

const PHRASE_OPTIONS = [
  { value: "unordered", label: "Palabras en cualquier orden" },
  { value: "exact", label: "Frase exacta" },
] as const;

/** docs/product.md §5: minimum days is a number ≥ 0 and anything else becomes 0. */
function sanitizeMinDays(value: unknown): number {
  const parsed = searchParamsSchema.shape.minDays.safeParse(value);
  return parsed.success ? parsed.data : 0;
}

type SearchFormProps = {
  form: SearchFormApi;
  onSearch: (values: SearchParamsValues) => void;
  searching: boolean;
  advancedOpen: boolean;
  onAdvancedOpenChange: (open: boolean) => void;
  savedOpen: boolean;
  onSavedOpenChange: (open: boolean) => void;
  savedPanelId: string;
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
}: SearchFormProps) {
  const id = useId();
  const advancedId = `${id}-advanced`;
  const suggestionsHeadingId = `${id}-suggestions`;
  const { register, control, handleSubmit, getValues, setValue, clearErrors, setFocus } = form;
  const { errors } = useFormState({ control });

  const [advancedMounted, setAdvancedMounted] = useState(advancedOpen);
  if (advancedOpen && !advancedMounted) setAdvancedMounted(true);
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

  function applySuggestion(keyword: string) {
    setValue("value", keyword, { shouldDirty: true });
    clearErrors("value");
    setFocus("value");
  }

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
        <section aria-labelledby={suggestionsHeadingId} className="mt-3 rounded-lg bg-brand-50/60 p-3 ring-1 ring-brand-100">
          <div className="flex items-center justify-between gap-2">
            <h2 id={suggestionsHeadingId} className="flex items-center gap-1.5 text-xs font-semibold text-brand-800">
              <Sparkles aria-hidden="true" className="size-3.5" />
              Sugerencias (elige una para usarla)
            </h2>
            <button
              type="button"
              aria-label="Cerrar sugerencias"
              onClick={() => setSuggestions([])}
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
                  onClick={() => applySuggestion(keyword)}
                  className="rounded-full bg-surface px-3 py-1.5 text-xs font-medium text-brand-700 ring-1 ring-brand-200 transition-colors hover:bg-brand-100"
                >
                  {keyword}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={advancedOpen}
          aria-controls={advancedId}
          onClick={() => onAdvancedOpenChange(!advancedOpen)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Opciones avanzadas
          <ChevronDown aria-hidden="true" className={cn("transition-transform", advancedOpen && "rotate-180")} />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={savedOpen}
          aria-controls={savedPanelId}
          onClick={() => onSavedOpenChange(!savedOpen)}
        >
          <History aria-hidden="true" />
          Búsquedas guardadas
          <ChevronDown aria-hidden="true" className={cn("transition-transform", savedOpen && "rotate-180")} />
        </Button>
      </div>

      <div id={advancedId} hidden={!advancedOpen} className="mt-3 border-t border-border pt-4">
        {/* Mounted once first opened: the country and language lists are long, and most searches never open them. */}
        {advancedMounted ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <Field id={`${id}-country`} label="País" className="content-start">
                  <SelectTriggerFor value={String(field.value ?? "ALL")} onChange={field.onChange} onBlur={field.onBlur}>
                    <SelectItem value={ALL_COUNTRIES.code}>{ALL_COUNTRIES.name}</SelectItem>
                    {COUNTRY_GROUPS.map((group) => (
                      <SelectGroup key={group.region}>
                        <SelectSeparator />
                        <SelectLabel>{group.region}</SelectLabel>
                        {group.countries.map((country) => (
                          <SelectItem key={country.code} value={country.code}>
                            {country.name}
                          </SelectItem>
                        ))}
                      </SelectGroup>
                    ))}
                  </SelectTriggerFor>
                </Field>
              )}
            />

            <Controller
              control={control}
              name="languages"
              render={({ field }) => (
                <Field id={`${id}-languages`} label="Idiomas" className="content-start">
                  <LanguageSelect
                    value={Array.isArray(field.value) ? (field.value as string[]) : []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </Field>
              )}
            />

            <Controller
              control={control}
              name="minDays"
              render={({ field }) => (
                <Field
                  id={`${id}-min-days`}
                  label="Días mínimos activo"
                  className="content-start"
                  hint="Solo anuncios que llevan al menos estos días publicados."
                >
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    name={field.name}
                    ref={field.ref}
                    value={field.value === undefined || field.value === null ? "" : String(field.value)}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={() => {
                      field.onChange(sanitizeMinDays(field.value));
                      field.onBlur();
                    }}
                  />
                </Field>
              )}
            />

            <OptionsField form={form} name="adType" id={`${id}-ad-type`} label="Tipo de anuncio" options={AD_TYPE_OPTIONS} />
            <OptionsField form={form} name="mediaType" id={`${id}-media-type`} label="Tipo de medio" options={MEDIA_TYPE_OPTIONS} />
            <OptionsField
              form={form}
              name="searchPhraseType"
              id={`${id}-phrase`}
              label="Coincidencia del término"
              options={PHRASE_OPTIONS}
            />
          </div>
        ) : null}
      </div>
    </form>
  );
});

type OptionsFieldProps = {
  form: SearchFormApi;
  name: "adType" | "mediaType" | "searchPhraseType";
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled select over a fixed list of options, bound to one field of the search form. */
function OptionsField({ form, name, id, label, options }: OptionsFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field id={id} label={label} className="content-start">
          <SelectTriggerFor value={String(field.value ?? options[0].value)} onChange={field.onChange} onBlur={field.onBlur}>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectTriggerFor>
        </Field>
      )}
    />
  );
}

type SelectTriggerForProps = Omit<React.ComponentProps<typeof SelectTrigger>, "onChange" | "value"> & {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  children: React.ReactNode;
};

/**
 * A select whose trigger is the element `<Field>` wires (id, aria-invalid, aria-describedby land on
 * the trigger, so the label names the combobox).
 */
function SelectTriggerFor({ value, onChange, onBlur, children, ...triggerProps }: SelectTriggerForProps) {
  return (
    <Select value={value} onValueChange={onChange} onOpenChange={(open) => (open ? undefined : onBlur())}>
      <SelectTrigger {...triggerProps}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent className="max-h-80">{children}</SelectContent>
    </Select>
  );
}

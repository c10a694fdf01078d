"use client";

import { Controller } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { CountryOptions, NativeSelectFor } from "@/components/ui/native-select";
import { AD_TYPE_OPTIONS, ALL_COUNTRIES, MEDIA_TYPE_OPTIONS } from "@/lib/providers/catalog";
import { searchParamsSchema } from "@/lib/validation/search";
import { LanguageSelect } from "./language-select";
import { SearchFilters } from "./search-filters";
import type { SearchFormApi } from "./search-form";

const PHRASE_OPTIONS = [
  { value: "unordered", label: "Palabras en cualquier orden" },
  { value: "exact", label: "Frase exacta" },
] as const;

/** Spec §5: minimum days is a number ≥ 0 and anything else becomes 0. */
function sanitizeMinDays(value: unknown): number {
  const parsed = searchParamsSchema.shape.minDays.safeParse(value);
  return parsed.success ? parsed.data : 0;
}

/** The advanced options: country by region, languages, minimum days, ad type, media type, phrase type and the search filters. */
export function AdvancedOptions({ form, id }: { form: SearchFormApi; id: string }) {
  const { control } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <Field id={`${id}-country`} label="País" className="content-start">
            <NativeSelectFor value={String(field.value ?? ALL_COUNTRIES.code)} onChange={field.onChange} onBlur={field.onBlur}>
              <option value={ALL_COUNTRIES.code}>{ALL_COUNTRIES.name}</option>
              <CountryOptions />
            </NativeSelectFor>
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
      <OptionsField form={form} name="searchPhraseType" id={`${id}-phrase`} label="Coincidencia del término" options={PHRASE_OPTIONS} />

      <SearchFilters form={form} id={id} />
    </div>
  );
}

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
          <NativeSelectFor value={String(field.value ?? options[0].value)} onChange={field.onChange} onBlur={field.onBlur}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelectFor>
        </Field>
      )}
    />
  );
}

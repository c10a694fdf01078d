"use client";

import { useState } from "react";
import { Controller, useFormState, useWatch } from "react-hook-form";
import { DateField } from "@/components/ui/date-field";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelectFor } from "@/components/ui/native-select";
import { SignalFilters } from "@/components/ads/signal-filters";
import { PLATFORM_NAMES } from "@/lib/shared/search/filter-phrases";
import { MAX_EXCLUDED_WORDS, PLATFORMS, STARTED_WITHIN_DAYS, type Platform } from "@/lib/validation/search-options";
import type { SearchFormApi } from "./search-form";

/** The form's shop filters by the archive's signal names: one set of checkboxes on both screens. */
const FLAG_OF = { shop: "shopsOnly", cod: "cashOnDelivery", whatsapp: "whatsapp" } as const;

type PeriodChoice = "any" | "range" | `${(typeof STARTED_WITHIN_DAYS)[number]}`;

/** The form may hold what the user typed ("a, b") or the parsed list: both read the same. */
function wordsText(value: unknown): string {
  return Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : "";
}

/** A list's error may sit on the list or on one of its words ("excludedWords.3"): the first one found. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === "string" && own) return own;
  for (const item of Object.values(error)) {
    const nested = item && typeof item === "object" ? (item as { message?: unknown }).message : undefined;
    if (typeof nested === "string" && nested) return nested;
  }
  return undefined;
}

/**
 * The search filters of docs/product.md §4 (shops only, cash on delivery, WhatsApp, platforms, start
 * period or range, excluded words). They are part of the search params, so they travel in the request,
 * the URL prefill ('Repetir') and saved searches like any other param; the server applies them.
 */
export function SearchFilters({ form, id }: { form: SearchFormApi; id: string }) {
  const { control, setValue } = form;
  const { errors } = useFormState({ control });
  const [within, from, to, shopsOnly, cashOnDelivery, whatsapp] = useWatch({
    control,
    name: ["startedWithin", "startedFrom", "startedTo", "shopsOnly", "cashOnDelivery", "whatsapp"],
  });
  // "Entre dos fechas" chosen before any date is typed has nothing in the form to show it: kept here.
  const [rangeChosen, setRangeChosen] = useState(false);
  const period: PeriodChoice = typeof within === "number" ? (String(within) as PeriodChoice) : from || to || rangeChosen ? "range" : "any";

  function choosePeriod(choice: PeriodChoice) {
    setRangeChosen(choice === "range");
    const days = choice === "any" || choice === "range" ? null : Number(choice);
    setValue("startedWithin", days, { shouldDirty: true });
    if (choice !== "range") {
      setValue("startedFrom", null, { shouldDirty: true });
      setValue("startedTo", null, { shouldDirty: true });
    }
  }

  return (
    <fieldset className="grid gap-4 border-t border-border pt-4 sm:col-span-2 lg:col-span-3">
      <legend className="sr-only">Filtros de búsqueda</legend>
      <p className="text-xs text-muted-foreground">Los filtros se aplican al pulsar Buscar.</p>
      <SignalFilters
        idPrefix={id}
        className="mt-0 border-t-0 pt-0"
        checked={{ shop: shopsOnly === true, cod: cashOnDelivery === true, whatsapp: whatsapp === true }}
        onToggle={(signal, on) => setValue(FLAG_OF[signal], on, { shouldDirty: true })}
      />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Controller
          control={control}
          name="platforms"
          render={({ field }) => {
            const chosen: string[] = Array.isArray(field.value) ? field.value : [];
            const toggle = (p: Platform) => field.onChange(chosen.includes(p) ? chosen.filter((c) => c !== p) : [...chosen, p]);
            return (
              <fieldset className="grid content-start gap-1.5">
                <legend className="mb-1.5 text-sm leading-none font-medium text-zinc-800">Plataformas</legend>
                <div className="grid grid-cols-2 gap-x-3 gap-y-1.5">
                  {PLATFORMS.map((p) => (
                    <label key={p} className="flex items-center gap-2 text-sm text-zinc-700">
                      <input
                        type="checkbox"
                        checked={chosen.includes(p)}
                        onChange={() => toggle(p)}
                        className="size-4 rounded border-zinc-300 accent-brand-600"
                      />
                      {PLATFORM_NAMES[p]}
                    </label>
                  ))}
                </div>
                <p className="text-xs text-muted-foreground">Sin marcar: todas.</p>
              </fieldset>
            );
          }}
        />

        <div className="grid content-start gap-3">
          <Field id={`${id}-period`} label="Inicio del anuncio" error={errors.startedWithin?.message}>
            <PeriodSelect value={period} onChange={choosePeriod} />
          </Field>
          {period === "range" ? (
            <div className="grid grid-cols-2 gap-2">
              <DayField form={form} name="startedFrom" id={`${id}-from`} label="Desde" error={errors.startedFrom?.message} />
              <DayField form={form} name="startedTo" id={`${id}-to`} label="Hasta" error={errors.startedTo?.message} />
            </div>
          ) : null}
        </div>

        <Controller
          control={control}
          name="excludedWords"
          render={({ field }) => (
            <Field
              id={`${id}-excluded`}
              label="Palabras excluidas"
              className="content-start"
              error={firstMessage(errors.excludedWords)}
              hint={`Separadas por comas, hasta ${MAX_EXCLUDED_WORDS}. Ej: curso, temu, gratis`}
            >
              <Input
                type="text"
                autoComplete="off"
                name={field.name}
                ref={field.ref}
                value={wordsText(field.value)}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
      </div>
    </fieldset>
  );
}

type PeriodSelectProps = Omit<React.ComponentProps<"select">, "onChange" | "value"> & {
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
};

/** The period select, native like every select of the filters; `<Field>`'s id and aria attributes land on it. */
function PeriodSelect({ value, onChange, ...props }: PeriodSelectProps) {
  return (
    <NativeSelectFor {...props} value={value} onChange={(v) => onChange(v as PeriodChoice)}>
      <option value="any">Cualquier fecha</option>
      {STARTED_WITHIN_DAYS.map((d) => (
        <option key={d} value={String(d)}>
          Últimos {d} días
        </option>
      ))}
      <option value="range">Entre dos fechas</option>
    </NativeSelectFor>
  );
}

type DayFieldProps = { form: SearchFormApi; name: "startedFrom" | "startedTo"; id: string; label: string; error?: string };

/** A calendar day typed dd/mm/aaaa (sent AAAA-MM-DD, UTC as the server reads it); empty means "no bound". */
function DayField({ form, name, id, label, error }: DayFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateField
          id={id}
          label={label}
          error={error}
          inputRef={field.ref}
          value={typeof field.value === "string" ? field.value : ""}
          onChange={(value) => field.onChange(value || null)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

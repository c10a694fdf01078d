"use client";

import Link from "next/link";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { QUOTA_RULE } from "@/lib/billing/quota-rule";
import { cn } from "@/lib/utils";
import { FREQUENCY_LABELS, TELEGRAM_SETTINGS_PLACE } from "@/lib/shared/watches/labels";
import type { WatchTelegram } from "@/lib/shared/watches/types";
import type { WatchFormInput, WatchFormValues } from "@/lib/validation/watch-form";

const choice =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 transition-colors hover:bg-zinc-50 has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50/70 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500";

type WatchFieldsProps = {
  id: string;
  form: UseFormReturn<WatchFormInput, unknown, WatchFormValues>;
  /** Offered only when the plan allows it (or the watch already runs that often). */
  allowSixHours: boolean;
  namePlaceholder: string;
  /** Whether Telegram can be chosen (GET /api/watches); unknown while it loads. */
  telegram?: WatchTelegram;
};

/** Why the Telegram box cannot be ticked, or null when it can (or it is not known yet). */
export function telegramUnavailable(telegram: WatchTelegram | undefined): string | null {
  if (!telegram) return null;
  if (!telegram.botConfigured) return "El bot de Telegram no está configurado en este servidor.";
  if (!telegram.linked) return `Conecta Telegram en ${TELEGRAM_SETTINGS_PLACE} para elegirlo.`;
  return null;
}

/** Name, frequency, minimum score and channels of a watch. */
export function WatchFields({ id, form, allowSixHours, namePlaceholder, telegram }: WatchFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const frequencies = allowSixHours ? ([24, 6] as const) : ([24] as const);
  const telegramTicked = useWatch({ control, name: "channels.telegram" });
  const telegramBlocked = telegramUnavailable(telegram);
  return (
    <>
      <Field id={`${id}-name`} label="Nombre" hint="Opcional. Si lo dejas vacío, se usa el nombre sugerido." error={errors.name?.message}>
        <Input maxLength={80} placeholder={namePlaceholder} autoComplete="off" {...register("name")} />
      </Field>

      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-zinc-800">Frecuencia</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {frequencies.map((hours) => (
            <label key={hours} className={choice}>
              <input type="radio" value={String(hours)} className="mt-0.5 size-4 accent-brand-600" {...register("frequencyHours")} />
              <span className="text-sm font-medium text-zinc-900">{FREQUENCY_LABELS[hours]}</span>
            </label>
          ))}
        </div>
        {allowSixHours ? null : (
          <p className="mt-2 text-xs text-muted-foreground">
            Revisar cada 6 horas está disponible en los planes superiores.{" "}
            <Link href="/user-plans" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Ver planes
            </Link>
          </p>
        )}
        {errors.frequencyHours?.message ? <p className="mt-2 text-xs font-medium text-red-600">{errors.frequencyHours.message}</p> : null}
      </fieldset>

      <Field
        id={`${id}-score`}
        label="Puntuación mínima (0–100)"
        hint="Solo te avisaremos de anuncios nuevos con al menos esta puntuación. 0 = todos."
        error={errors.minScore?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          className="max-w-32"
          {...register("minScore", { valueAsNumber: true })}
        />
      </Field>

      <fieldset className="min-w-0" aria-describedby={errors.channels?.message ? `${id}-channels-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-zinc-800">Canales</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <label className={choice}>
            <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...register("channels.inApp")} />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-zinc-900">En la app (Novedades)</span>
              <span className="block text-xs text-zinc-700">Con el contador del menú lateral.</span>
            </span>
          </label>
          <label className={cn(choice, telegramBlocked && !telegramTicked && "cursor-not-allowed bg-zinc-50 hover:bg-zinc-50")}>
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              // A watch that already sends to Telegram can still be switched off.
              disabled={Boolean(telegramBlocked) && !telegramTicked}
              {...register("channels.telegram")}
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-zinc-900">Telegram</span>
              <span className="block text-xs text-zinc-700">{telegramBlocked ?? `Se conecta en ${TELEGRAM_SETTINGS_PLACE}.`}</span>
            </span>
          </label>
        </div>
        {errors.channels?.message ? (
          <p id={`${id}-channels-error`} className={cn("mt-2 text-xs font-medium text-red-600")}>
            {errors.channels.message}
          </p>
        ) : null}
      </fieldset>

      <label className={choice}>
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...register("includeAnalysis")} />
        <span className="min-w-0">
          <span className="block text-sm font-medium text-zinc-900">Incluir análisis IA</span>
          <span className="block text-xs text-zinc-700">
            El mensaje de Telegram añade el gancho y el ángulo de cada anuncio. Cada análisis nuevo cuenta en tu cupo mensual.
          </span>
        </span>
      </label>
      <p className="text-xs text-zinc-700">Los anuncios que te entregue usan tu cuota mensual, por cualquier canal. {QUOTA_RULE}</p>
    </>
  );
}

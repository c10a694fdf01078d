"use client";

import { useId } from "react";
import { Controller } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { PlanView } from "@/lib/services/billing/list-plans";
import { Field } from "@/components/ui/field";
import { FormDialog, useFormDialog } from "@/components/ui/form-dialog";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { updatePlan } from "@/lib/client/admin";
import { useInvalidate } from "@/lib/swr/invalidate";
import { nativeSelectClasses } from "@/components/ui/native-select";
import { updatePlanFormSchema, type UpdatePlanFormInput } from "@/lib/validation/plans";

function toForm(plan: PlanView): UpdatePlanFormInput {
  return {
    price: plan.price.toFixed(2),
    adsLimit: String(plan.adsLimit),
    savedAdsLimit: plan.savedAdsLimit === null ? "" : String(plan.savedAdsLimit),
    trackedAdvertisersLimit: plan.trackedAdvertisersLimit === null ? "" : String(plan.trackedAdvertisersLimit),
    maxWatches: String(plan.maxWatches),
    watchMinIntervalHours: String(plan.watchMinIntervalHours),
    aiAnalysesLimit: String(plan.aiAnalysesLimit),
    features: plan.features.join("\n"),
    popular: plan.popular,
    paymentLink: plan.paymentLink ?? "",
  };
}

/** Admins edit a plan's price, limits, features, popular flag and payment link (beyond the spec; was SQL). */
export function PlanEditDialog({ plan, onClose }: { plan: PlanView | null; onClose: () => void }) {
  const id = useId();
  const invalidate = useInvalidate();
  const dialog = useFormDialog({
    schema: updatePlanFormSchema,
    open: plan !== null,
    values: () => (plan ? toForm(plan) : {}),
    onClose,
    errorText: "Error al guardar el plan",
    onSubmit: async (values) => {
      if (!plan) return;
      const { refreshed } = await updatePlan(invalidate, plan.type, values);
      toast.success(`Plan ${plan.name} guardado`);
      await refreshed;
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = dialog.form;

  return (
    <FormDialog
      dialog={dialog}
      title={`Editar plan ${plan?.name ?? ""}`}
      description="Los cambios se aplican de inmediato a todos los usuarios del plan."
      submit={["Guardar plan", "Actualizando..."]}
      className="max-w-xl"
    >
      <fieldset disabled={dialog.busy} className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
        <Field id={`${id}-price`} label="Precio mensual (USD)" hint="0 se muestra como 'Gratis'." error={errors.price?.message}>
          <Input inputMode="decimal" {...register("price")} />
        </Field>
        <Field id={`${id}-ads`} label="Anuncios por mes" error={errors.adsLimit?.message}>
          <Input inputMode="numeric" {...register("adsLimit")} />
        </Field>
        <Field
          id={`${id}-saved`}
          label="Anuncios guardados"
          hint="Vacío = ilimitados; 0 = no incluido."
          error={errors.savedAdsLimit?.message}
        >
          <Input inputMode="numeric" {...register("savedAdsLimit")} />
        </Field>
        <Field
          id={`${id}-tracked`}
          label="Anunciantes en seguimiento"
          hint="Vacío = ilimitados; 0 = no incluido."
          error={errors.trackedAdvertisersLimit?.message}
        >
          <Input inputMode="numeric" {...register("trackedAdvertisersLimit")} />
        </Field>
        <Field
          id={`${id}-watches`}
          label="Vigilancias"
          hint="Búsquedas vigiladas por usuario; 0 = no incluido."
          error={errors.maxWatches?.message}
        >
          <Input inputMode="numeric" {...register("maxWatches")} />
        </Field>
        <Field
          id={`${id}-watch-interval`}
          label="Frecuencia mínima"
          hint="La más rápida que pueden elegir sus vigilancias."
          error={errors.watchMinIntervalHours?.message}
        >
          <select className={nativeSelectClasses()} {...register("watchMinIntervalHours")}>
            <option value="24">Diaria (24 h)</option>
            <option value="6">Cada 6 horas</option>
          </select>
        </Field>
        <Field
          id={`${id}-ai`}
          label="Análisis con IA por mes"
          hint="'Analizar con IA' por usuario; un análisis ya hecho no cuenta; 0 = no incluido."
          error={errors.aiAnalysesLimit?.message}
        >
          <Input inputMode="numeric" {...register("aiAnalysesLimit")} />
        </Field>
        <Field
          id={`${id}-features`}
          label="Características (una por línea)"
          hint="Las 3 primeras se muestran en la tarjeta."
          error={errors.features?.message}
          className="sm:col-span-2"
        >
          <Textarea rows={4} {...register("features")} />
        </Field>
        <Field
          id={`${id}-link`}
          label="Enlace de pago"
          hint="Opcional. Con enlace, la tarjeta muestra 'Comprar Ahora'."
          error={errors.paymentLink?.message}
          className="sm:col-span-2"
        >
          <Input type="url" placeholder="https://" {...register("paymentLink")} />
        </Field>
        <div className="flex items-center gap-3 sm:col-span-2">
          <Controller
            control={control}
            name="popular"
            render={({ field }) => <Switch id={`${id}-popular`} checked={Boolean(field.value)} onCheckedChange={field.onChange} />}
          />
          <Label htmlFor={`${id}-popular`}>Marcar como Popular</Label>
        </div>
      </fieldset>
    </FormDialog>
  );
}

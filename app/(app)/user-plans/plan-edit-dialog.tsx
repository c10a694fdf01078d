"use client";

import { useEffect, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import type { PlanView } from "@/lib/services/billing/list-plans";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api, errorMessage } from "@/lib/api/client";
import { updatePlanFormSchema, type UpdatePlanFormInput } from "@/lib/validation/plans";

type Values = z.output<typeof updatePlanFormSchema>;

function toForm(plan: PlanView): UpdatePlanFormInput {
  return {
    price: plan.price.toFixed(2),
    adsLimit: String(plan.adsLimit),
    savedAdsLimit: plan.savedAdsLimit === null ? "" : String(plan.savedAdsLimit),
    trackedAdvertisersLimit: plan.trackedAdvertisersLimit === null ? "" : String(plan.trackedAdvertisersLimit),
    features: plan.features.join("\n"),
    popular: plan.popular,
    paymentLink: plan.paymentLink ?? "",
  };
}

/** Admins edit a plan's price, limits, features, popular flag and payment link (docs/product.md §2 Plans page; was SQL). */
export function PlanEditDialog({ plan, onClose, onSaved }: { plan: PlanView | null; onClose: () => void; onSaved: () => void }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePlanFormInput, unknown, Values>({ resolver: zodResolver(updatePlanFormSchema) });

  useEffect(() => {
    if (plan) reset(toForm(plan));
  }, [plan, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!plan) return;
    try {
      await api.put(`/api/admin/plans/${encodeURIComponent(plan.type)}`, values);
      toast.success(`Plan ${plan.name} guardado`);
      onSaved();
      onClose();
    } catch (e) {
      toast.error(errorMessage(e, "Error al guardar el plan"));
    }
  });

  return (
    <Dialog open={plan !== null} onOpenChange={(open) => (!open && !isSubmitting ? onClose() : undefined)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Editar plan {plan?.name}</DialogTitle>
          <DialogDescription>Los cambios se aplican de inmediato a todos los usuarios del plan.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <fieldset disabled={isSubmitting} className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
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
          <FormDialogFooter onCancel={onClose} busy={isSubmitting} label="Guardar plan" busyLabel="Actualizando..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import type { AdminUser } from "@/lib/services/admin/list-users";
import type { PlanView } from "@/lib/services/billing/list-plans";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { api, errorMessage } from "@/lib/api/client";
import { changePlanSchema, EXPIRY_IN_PAST } from "@/lib/validation/admin-users";
import { PlanSelect } from "./native-select";

type FormInput = z.input<typeof changePlanSchema>;
type Values = z.output<typeof changePlanSchema>;

/** Today in the browser's own calendar: the date input's minimum. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Change plan: the user's name, the new plan, an optional expiry not before today (empty: one month from today). */
export function ChangePlanDialog({
  user,
  plans,
  onClose,
  onChanged,
}: {
  user: AdminUser | null;
  plans: PlanView[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, Values>({ resolver: zodResolver(changePlanSchema) });

  useEffect(() => {
    if (user) reset({ userId: user.id, planType: user.plan.type, expirationDate: "" });
  }, [user, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (values.expirationDate && values.expirationDate < localToday()) {
      setError("expirationDate", { message: EXPIRY_IN_PAST }, { shouldFocus: true });
      return;
    }
    try {
      await api.post("/api/admin/users/plan", values);
      toast.success("Plan actualizado exitosamente");
      onChanged();
      onClose();
    } catch (e) {
      toast.error(errorMessage(e, "Error al actualizar el plan"));
    }
  });

  return (
    <Dialog open={user !== null} onOpenChange={(next) => (!next && !isSubmitting ? onClose() : undefined)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cambiar plan</DialogTitle>
          <DialogDescription>
            Usuario: <span className="font-medium text-zinc-900">{user?.name}</span>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <input type="hidden" {...register("userId")} />
          <fieldset disabled={isSubmitting} className="grid min-w-0 gap-4">
            <Field id={`${id}-plan`} label="Nuevo plan" error={errors.planType?.message ?? errors.userId?.message}>
              <PlanSelect plans={plans} {...register("planType")} />
            </Field>
            <Field
              id={`${id}-expiry`}
              label="Fecha de vencimiento (opcional)"
              hint="Si la dejas vacía, el plan vence en un mes a partir de hoy. El plan GRATIS no vence."
              error={errors.expirationDate?.message}
            >
              <Input type="date" min={localToday()} {...register("expirationDate")} />
            </Field>
          </fieldset>
          <FormDialogFooter onCancel={onClose} busy={isSubmitting} label="Cambiar Plan" busyLabel="Actualizando..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}

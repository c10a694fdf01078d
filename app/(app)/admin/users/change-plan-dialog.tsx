"use client";

import { useId } from "react";
import { Controller } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { AdminUser } from "@/lib/services/admin/list-users";
import type { PlanView } from "@/lib/services/billing/list-plans";
import { DateField } from "@/components/ui/date-field";
import { Field } from "@/components/ui/field";
import { FormDialog, useFormDialog } from "@/components/ui/form-dialog";
import { changeUserPlan } from "@/lib/client/admin";
import { useInvalidate } from "@/lib/swr/invalidate";
import { changePlanSchema, EXPIRY_IN_PAST } from "@/lib/validation/admin-users";
import { PlanSelect } from "@/components/ui/native-select";

/** Today in the browser's own calendar: the earliest expiry. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

type Props = { user: AdminUser | null; plans: PlanView[]; currentUserId: string; onClose: () => void };

/** Change plan: the user's name, the new plan, an optional expiry not before today (empty: one month from today). */
export function ChangePlanDialog({ user, plans, currentUserId, onClose }: Props) {
  const id = useId();
  const invalidate = useInvalidate();
  const dialog = useFormDialog({
    schema: changePlanSchema,
    open: user !== null,
    values: () => ({ userId: user?.id ?? "", planType: user?.plan.type ?? "", expirationDate: "" }),
    onClose,
    errorText: "Error al actualizar el plan",
    onSubmit: async (values, form) => {
      if (values.expirationDate && values.expirationDate < localToday()) {
        form.setError("expirationDate", { message: EXPIRY_IN_PAST }, { shouldFocus: true });
        return false;
      }
      const { refreshed } = await changeUserPlan(invalidate, values, values.userId === currentUserId);
      toast.success("Plan actualizado exitosamente");
      await refreshed;
    },
  });
  const { register, formState } = dialog.form;
  const errors = formState.errors;

  return (
    <FormDialog
      dialog={dialog}
      title="Cambiar plan"
      description={
        <>
          Usuario: <span className="font-medium text-zinc-900">{user?.name}</span>
        </>
      }
      submit={["Cambiar Plan", "Actualizando..."]}
    >
      <input type="hidden" {...register("userId")} />
      <fieldset disabled={dialog.busy} className="grid min-w-0 gap-4">
        <Field id={`${id}-plan`} label="Nuevo plan" error={errors.planType?.message ?? errors.userId?.message}>
          <PlanSelect plans={plans} {...register("planType")} />
        </Field>
        <Controller
          control={dialog.form.control}
          name="expirationDate"
          render={({ field }) => (
            <DateField
              id={`${id}-expiry`}
              label="Fecha de vencimiento (opcional)"
              hint="Si la dejas vacía, el plan vence en un mes a partir de hoy. El plan GRATIS no vence."
              error={errors.expirationDate?.message}
              inputRef={field.ref}
              value={typeof field.value === "string" ? field.value : ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </fieldset>
    </FormDialog>
  );
}

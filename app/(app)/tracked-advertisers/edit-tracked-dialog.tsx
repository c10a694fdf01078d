"use client";

import { useId } from "react";
import { toast } from "@/lib/toast";
import { Field } from "@/components/ui/field";
import { FormDialog, useFormDialog } from "@/components/ui/form-dialog";
import { Textarea } from "@/components/ui/input";
import { updateTracked } from "@/lib/client/tracking";
import type { TrackedAdvertiserItem } from "@/lib/services/tracking/tracked-advertisers";
import { useInvalidate } from "@/lib/swr/invalidate";
import { PRODUCT_TYPES, updateTrackedSchema } from "@/lib/validation/tracking";
import { PRODUCT_TYPE_LABELS } from "@/lib/shared/tracking/product-types";

const formSchema = updateTrackedSchema.pick({ notes: true, productType: true }).required();

/** Edits a tracking's notes and product type (PUT /api/tracked-advertisers/{id}). */
export function EditTrackedDialog({ item, onClose }: { item: TrackedAdvertiserItem | null; onClose: () => void }) {
  const id = useId();
  const invalidate = useInvalidate();
  const dialog = useFormDialog({
    schema: formSchema,
    open: item !== null,
    values: () => ({ notes: item?.notes ?? "", productType: item?.productType ?? "physical" }),
    onClose,
    errorText: "Error al actualizar el seguimiento",
    onSubmit: async (values) => {
      if (!item) return;
      const { refreshed } = await updateTracked(invalidate, item._id, values);
      toast.success("Seguimiento actualizado");
      await refreshed;
    },
  });
  const { register, formState } = dialog.form;

  return (
    <FormDialog
      dialog={dialog}
      title="Editar seguimiento"
      description={item?.pageName}
      submit={["Guardar cambios", "Actualizando..."]}
      className="max-w-md"
    >
      <Field id={`${id}-type`} label="Tipo de producto" error={formState.errors.productType?.message}>
        <select className="h-10 w-full rounded-md border border-border bg-surface px-3 text-sm" {...register("productType")}>
          {PRODUCT_TYPES.map((t) => (
            <option key={t} value={t}>
              {PRODUCT_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-notes`} label="Notas" error={formState.errors.notes?.message}>
        <Textarea rows={3} maxLength={1000} {...register("notes")} />
      </Field>
    </FormDialog>
  );
}

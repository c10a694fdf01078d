"use client";

import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { api, errorMessage } from "@/lib/api/client";
import type { TrackedAdvertiserItem } from "@/lib/services/tracking/tracked-advertisers";
import { PRODUCT_TYPES } from "@/lib/validation/tracking";
import { z } from "@/lib/validation/zod";
import { updateTrackedSchema } from "@/lib/validation/tracking";
import { PRODUCT_TYPE_LABELS } from "./product-types";

const formSchema = updateTrackedSchema.pick({ notes: true, productType: true }).required();
type FormValues = z.output<typeof formSchema>;

/** Edits a tracking's notes and product type (PUT /api/tracked-advertisers/{id}). */
export function EditTrackedDialog({
  item,
  onClose,
  onSaved,
}: {
  item: TrackedAdvertiserItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<z.input<typeof formSchema>, unknown, FormValues>({
    resolver: zodResolver(formSchema),
  });
  useEffect(() => {
    if (item) reset({ notes: item.notes, productType: item.productType });
  }, [item, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!item) return;
    try {
      await api.put(`/api/tracked-advertisers/${item._id}`, values);
      toast.success("Seguimiento actualizado");
      onSaved();
      onClose();
    } catch (e) {
      toast.error(errorMessage(e, "Error al actualizar el seguimiento"));
    }
  });

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent className="max-w-md">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Editar seguimiento</DialogTitle>
            <DialogDescription>{item?.pageName}</DialogDescription>
          </DialogHeader>
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
          <DialogFooter>
            <Button variant="outline" type="button" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {formState.isSubmitting ? "Actualizando..." : "Guardar cambios"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

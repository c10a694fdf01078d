"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import type { SavedAdItem } from "@/lib/services/saved-ads/list-saved-ads";
import { savedAdEditFormSchema, splitTags, type SavedAdEditForm, type UpdateSavedAdInput } from "@/lib/validation/saved-ads";

/** The saved-ad card's inline edit form: collection, tags and notes (not a dialog, so not useFormDialog). */
export function EditForm({
  ad,
  onCancel,
  onSave,
}: {
  ad: SavedAdItem;
  onCancel: () => void;
  onSave: (patch: UpdateSavedAdInput) => Promise<void>;
}) {
  const id = useId();
  const form = useForm<SavedAdEditForm>({
    resolver: zodResolver(savedAdEditFormSchema),
    defaultValues: { collection: ad.collection, tags: ad.tags.join(", "), notes: ad.notes },
  });
  const submit = form.handleSubmit(async (values) => {
    await onSave({ collection: values.collection.trim(), tags: splitTags(values.tags), notes: values.notes.trim() });
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Editar anuncio guardado" noValidate>
      <Field id={`${id}-collection`} label="Colección" error={errors.collection?.message}>
        <Input {...form.register("collection")} maxLength={80} />
      </Field>
      <Field id={`${id}-tags`} label="Etiquetas" hint="Separadas por comas" error={errors.tags?.message}>
        <Input {...form.register("tags")} />
      </Field>
      <Field id={`${id}-notes`} label="Notas" error={errors.notes?.message}>
        <Textarea {...form.register("notes")} rows={3} maxLength={2000} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
          Guardar cambios
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

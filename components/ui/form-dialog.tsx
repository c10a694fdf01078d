"use client";

import { useEffect, useRef } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { ApiError, errorMessage } from "@/lib/api/client";
import { cn } from "@/lib/utils";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./dialog";
import { FormDialogFooter } from "./form-dialog-footer";

type FormDialogOptions<TIn extends FieldValues, TOut> = {
  /** The shared zod schema (lib/validation) the API parses the same body with. */
  schema: z.ZodType<TOut, TIn>;
  open: boolean;
  /** What the fields hold each time the dialog opens (an edit dialog: the item's values). */
  values: () => DefaultValues<NoInfer<TIn>>;
  onClose: () => void;
  /**
   * Runs with the parsed values; resolve `false` to keep the dialog open. A thrown API error naming
   * one of the form's fields (`field`) shows under that input; any other error is one toast with the
   * API's text, else `errorText`.
   */
  onSubmit: (values: NoInfer<TOut>, form: UseFormReturn<NoInfer<TIn>, unknown, NoInfer<TOut>>) => Promise<boolean | void>;
  errorText: string;
  /** Other work of the dialog (not the submit) that must finish before it closes. */
  working?: boolean;
};

export type FormDialogState<TIn extends FieldValues, TOut> = {
  form: UseFormReturn<TIn, unknown, TOut>;
  open: boolean;
  submit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  /** The submit is running. */
  submitting: boolean;
  /** The submit or other work is running: the dialog cannot be closed. */
  busy: boolean;
  working: boolean;
  close: () => void;
};

/**
 * One react-hook-form setup for every form in a dialog: zod resolver, values reset whenever it opens
 * and cleared when it closes, busy state, API field errors on their inputs and other errors toasted.
 */
export function useFormDialog<TIn extends FieldValues, TOut>({
  schema,
  open,
  values,
  onClose,
  onSubmit,
  errorText,
  working = false,
}: FormDialogOptions<TIn, TOut>): FormDialogState<TIn, TOut> {
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues: values() });
  // Read when the dialog opens, not on every render: the item may be refreshed behind an open dialog.
  const latestValues = useRef(values);
  const { reset, setError, getValues, handleSubmit } = form;

  // Declared first, so it has run when the reset below reads it in the same commit.
  useEffect(() => {
    latestValues.current = values;
  });
  useEffect(() => {
    reset(latestValues.current());
  }, [open, reset]);

  const submitting = form.formState.isSubmitting;
  const busy = submitting || working;

  const submit = handleSubmit(async (parsed) => {
    try {
      if ((await onSubmit(parsed, form)) !== false) onClose();
    } catch (e) {
      const message = errorMessage(e, errorText);
      if (e instanceof ApiError && e.field && e.field in getValues()) setError(e.field as Path<TIn>, { message }, { shouldFocus: true });
      else toast.error(message);
    }
  });

  return { form, open, submit, submitting, busy, working, close: onClose };
}

type FormDialogProps<TIn extends FieldValues, TOut> = {
  dialog: FormDialogState<TIn, TOut>;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The submit button's label, and its label while the form is sent. */
  submit: readonly [label: string, busyLabel: string];
  /** Width and other classes of the dialog panel. */
  className?: string;
  formClassName?: string;
  /** Shown instead of the form while set (e.g. a plan-limit notice with its own buttons). */
  replacement?: React.ReactNode;
  children: React.ReactNode;
};

/** The dialog around a `useFormDialog` form: title, the fields, 'Cancelar' and the submit button. */
export function FormDialog<TIn extends FieldValues, TOut>({
  dialog,
  title,
  description,
  submit: [submitLabel, busyLabel],
  className,
  formClassName,
  replacement,
  children,
}: FormDialogProps<TIn, TOut>) {
  const { open, busy, close, submitting, working } = dialog;
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !busy ? close() : undefined)}>
      <DialogContent className={className}>
        {replacement ?? (
          <>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{description}</DialogDescription>
            </DialogHeader>
            <form onSubmit={dialog.submit} noValidate className={cn("grid gap-4", formClassName)}>
              {children}
              <FormDialogFooter onCancel={close} busy={submitting} disabled={working} label={submitLabel} busyLabel={busyLabel} />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { changePasswordAction, logoutAction } from "@/lib/actions/auth";
import { toastAfterReload } from "@/components/shell/flash-toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { changePasswordFormSchema, type ChangePasswordForm as FormInput } from "@/lib/validation/auth";

type FormValues = z.output<typeof changePasswordFormSchema>;
const defaults: FormInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current (temporary), new and confirmation, each with show/hide; submit disabled until all three are filled. */
export function ChangePasswordForm() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: defaults });
  const values = useWatch({ control });
  const filled = Boolean(values.currentPassword && values.newPassword && values.confirmPassword);

  const onSubmit = handleSubmit(async (input) => {
    setBusy(true);
    try {
      const result = await changePasswordAction(input);
      if (result.ok) {
        toastAfterReload("success", "Contraseña cambiada exitosamente");
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: the session changed, and no client cache may outlive it
        window.location.assign("/");
        return;
      }
      setBusy(false);
      if (result.field && result.field in defaults) {
        setError(result.field as keyof FormInput, { type: "server", message: result.message }, { shouldFocus: true });
      } else {
        toast.error(result.message || "Error al cambiar contraseña");
      }
    } catch {
      setBusy(false);
      toast.error("Error al cambiar contraseña");
    }
  });

  async function logout() {
    setBusy(true);
    const result = await logoutAction().catch(() => null);
    if (result?.ok) {
      toastAfterReload("success", "Sesión cerrada exitosamente");
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: no client cache may outlive the session
      window.location.assign("/auth");
      return;
    }
    setBusy(false);
    toast.error("Error al cerrar sesión");
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
      <fieldset disabled={busy} className="grid min-w-0 gap-4">
        <Field
          id={`${id}-current`}
          label="Contraseña actual"
          hint="La contraseña temporal que te dio el administrador."
          error={errors.currentPassword?.message}
        >
          <PasswordInput autoComplete="current-password" {...register("currentPassword")} />
        </Field>
        <Field id={`${id}-new`} label="Nueva contraseña" error={errors.newPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register("newPassword")} />
        </Field>
        <Field id={`${id}-confirm`} label="Confirmar nueva contraseña" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
        </Field>
        <Button type="submit" size="lg" loading={busy} disabled={!filled} className="mt-2 w-full">
          {busy ? "Cambiando..." : "Cambiar contraseña"}
        </Button>
      </fieldset>
      <button
        type="button"
        onClick={logout}
        disabled={busy}
        className="justify-self-center rounded text-sm font-medium text-zinc-500 hover:text-zinc-800 hover:underline disabled:opacity-50"
      >
        Cerrar sesión
      </button>
    </form>
  );
}

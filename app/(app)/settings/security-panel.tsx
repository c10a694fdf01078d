"use client";

import { useId } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { cn } from "@/lib/utils";
import { changePasswordFormSchema, type ChangePasswordForm } from "@/lib/validation/settings";
import { changePasswordAction } from "@/lib/actions/auth";
import { panel } from "./panel";

/** The user changes their own password; this browser is signed in again with it. */
export function SecurityPanel() {
  const id = useId();
  const router = useRouter();
  const empty: ChangePasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };
  const { register, handleSubmit, control, reset, setError, formState } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const [current, next, confirm] = useWatch({ control, name: ["currentPassword", "newPassword", "confirmPassword"] });
  const filled = Boolean(current && next && confirm);

  const onSubmit = handleSubmit(async (input) => {
    // The action signs this browser in again: the change revoked every session, this one's too.
    const result = await changePasswordAction(input).catch(() => null);
    if (!result?.ok) {
      const message = result?.message || "Error al cambiar contraseña";
      if (result?.field === "currentPassword") setError("currentPassword", { message });
      else toast.error(message);
      return;
    }
    reset(empty);
    toast.success("Contraseña cambiada exitosamente");
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className={cn(panel, "grid max-w-lg gap-4")} aria-label="Cambiar contraseña">
      <div className="flex items-center gap-2">
        <KeyRound aria-hidden="true" className="size-5 text-brand-600" />
        <h2 className="font-semibold text-zinc-900">Cambiar contraseña</h2>
      </div>
      <p className="text-sm text-muted-foreground">Al cambiarla se cerrarán tus sesiones en otros dispositivos.</p>
      <Field id={`${id}-current`} label="Contraseña actual" error={formState.errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...register("currentPassword")} />
      </Field>
      <Field id={`${id}-new`} label="Nueva contraseña" error={formState.errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register("newPassword")} />
      </Field>
      <Field id={`${id}-confirm`} label="Confirmar nueva contraseña" error={formState.errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
      </Field>
      <div>
        <Button type="submit" disabled={!filled} loading={formState.isSubmitting}>
          {formState.isSubmitting ? "Cambiando..." : "Cambiar contraseña"}
        </Button>
      </div>
    </form>
  );
}

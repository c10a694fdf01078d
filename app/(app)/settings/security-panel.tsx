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
import { api, ApiError, errorMessage } from "@/lib/api/client";
import { cn } from "@/lib/utils";
import { changePasswordFormSchema, type ChangePasswordForm } from "@/lib/validation/settings";
import { loginAction } from "@/app/(auth)/auth/actions";
import { panel } from "./panel";

/** The user changes their own password; this browser is signed in again with it. */
export function SecurityPanel({ email }: { email: string }) {
  const id = useId();
  const router = useRouter();
  const empty: ChangePasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };
  const { register, handleSubmit, control, reset, setError, formState } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const [current, next, confirm] = useWatch({ control, name: ["currentPassword", "newPassword", "confirmPassword"] });
  const filled = Boolean(current && next && confirm);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await api.put("/api/auth/change-password", { currentPassword, newPassword });
    } catch (e) {
      const message = errorMessage(e, "Error al cambiar contraseña");
      if (e instanceof ApiError && e.field === "currentPassword") setError("currentPassword", { message });
      else toast.error(message);
      return;
    }
    // The change revoked every session, this browser's too: sign it in again with the new password.
    const again = await loginAction({ email, password: newPassword });
    reset(empty);
    toast.success("Contraseña cambiada exitosamente");
    if (!again.ok) router.push("/auth");
    else router.refresh();
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

"use client";

import { useEffect } from "react";
import { flushSync } from "react-dom";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { toastAfterReload } from "@/components/shell/flash-toast";
import type { ActionResult } from "@/lib/action-result";

/** What both forms get from the toggle around them. */
export type AuthFormProps = {
  callbackUrl: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** Focus the first field on mount: set when the user switched forms with the link under the form. */
  focusFirstField: boolean;
  onSwitch: () => void;
  /** The other mode's URL, so the switch link also works as a plain link (new tab, no JS). */
  switchHref: string;
};

export type AuthMode = "login" | "register";

/** Each form's words (docs/product.md §2 Auth page): heading and lead, submit and its busy label, the switch link, success and failure toasts. */
export const AUTH_COPY = {
  login: {
    heading: ["Accede a tu cuenta", "Ingresa tu correo y contraseña para continuar."],
    submit: ["Iniciar Sesión", "Iniciando sesión..."],
    switchTo: ["¿No tienes cuenta?", "Regístrate"],
    outcome: ["¡Bienvenido de vuelta!", "Error al iniciar sesión"],
  },
  register: {
    heading: ["Crea tu cuenta", "Necesitas un token de invitación para registrarte."],
    submit: ["Crear Cuenta", "Creando cuenta..."],
    switchTo: ["¿Ya tienes cuenta?", "Inicia sesión"],
    outcome: ["¡Cuenta creada exitosamente!", "Error al crear la cuenta"],
  },
} as const satisfies Record<AuthMode, Record<string, readonly [string, string]>>;

type Options<TIn extends FieldValues, TOut> = {
  mode: AuthMode;
  schema: z.ZodType<TOut, TIn>;
  defaults: DefaultValues<NoInfer<TIn>> & NoInfer<TIn>;
  firstField: Path<NoInfer<TIn>>;
  action: (values: NoInfer<TOut>) => Promise<ActionResult>;
};

/**
 * A login or register form over its server action: on success a toast for the next page and a full
 * load of the destination (so every server component sees the new session cookie); a field's error
 * next to the field; anything else as a toast (docs/product.md §8).
 */
export function useAuthForm<TIn extends FieldValues, TOut>(
  { callbackUrl, setBusy, focusFirstField }: AuthFormProps,
  { mode, schema, defaults, firstField, action }: Options<TIn, TOut>,
) {
  const [success, failure] = AUTH_COPY[mode].outcome;
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues: defaults, mode: "onSubmit" });
  const { setError, setFocus } = form;

  useEffect(() => {
    if (focusFirstField) setFocus(firstField);
  }, [focusFirstField, setFocus, firstField]);

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const result = await action(values);
      if (result.ok) {
        toastAfterReload("success", success);
        window.location.assign(callbackUrl);
        return; // stay busy until the browser leaves the page
      }
      // Re-enable the inputs before setError tries to focus one of them.
      flushSync(() => setBusy(false));
      if (result.field && result.field in defaults) {
        setError(result.field as Path<TIn>, { type: "server", message: result.message }, { shouldFocus: true });
      } else {
        toast.error(result.message || failure);
      }
    } catch {
      setBusy(false);
      toast.error("Error de conexión");
    }
  });

  return { form, onSubmit };
}

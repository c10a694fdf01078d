"use client";

import { useEffect, useId, useState } from "react";
import { flushSync } from "react-dom";
import { useForm, useWatch, type FieldValues, type Path, type UseFormSetError } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { toastAfterReload } from "@/components/shell/flash-toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ActionResult } from "@/lib/action-result";
import { safeCallbackUrl } from "@/lib/utils";
import { INVITATION_TOKEN_LENGTH, loginSchema, registerSchema, type LoginInput, type RegisterInput } from "@/lib/validation/auth";
import { loginAction, registerAction } from "./actions";

export type AuthMode = "login" | "register";

type FormProps = {
  callbackUrl: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** Focus the first field on mount: set when the user switched forms with the link under the form. */
  focusFirstField: boolean;
  onSwitch: () => void;
  /** The other mode's URL, so the switch link also works as a plain link (new tab, no JS). */
  switchHref: string;
};

/** Login and register behind one toggle (docs/product.md §2 Auth page), validated with the shared zod schemas. */
export function AuthForm({ initialMode, callbackUrl }: { initialMode: AuthMode; callbackUrl: string }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [busy, setBusy] = useState(false);
  const [focusFirstField, setFocusFirstField] = useState(false);
  // Re-checked here as well: the page already sanitises it, but this is what we hand to location.assign.
  const destination = safeCallbackUrl(callbackUrl);

  function hrefFor(next: AuthMode): string {
    const params = new URLSearchParams();
    if (next === "register") params.set("mode", "register");
    if (destination !== "/") params.set("callbackUrl", destination);
    const query = params.toString();
    return query ? `/auth?${query}` : "/auth";
  }

  function switchMode(next: AuthMode, fromLink: boolean) {
    setFocusFirstField(fromLink);
    setMode(next);
    // Keep the address in step so a reload or a shared link opens the same form.
    window.history.replaceState(null, "", hrefFor(next));
  }

  const shared = { callbackUrl: destination, busy, setBusy, focusFirstField };

  return (
    <Tabs value={mode} onValueChange={(value) => switchMode(value === "register" ? "register" : "login", false)}>
      <TabsList aria-label="Elige cómo acceder" className="grid h-11 w-full grid-cols-2">
        <TabsTrigger value="login" disabled={busy}>
          Iniciar Sesión
        </TabsTrigger>
        <TabsTrigger value="register" disabled={busy}>
          Crear Cuenta
        </TabsTrigger>
      </TabsList>

      <TabsContent value="login" className="mt-6">
        <LoginForm {...shared} onSwitch={() => switchMode("register", true)} switchHref={hrefFor("register")} />
      </TabsContent>
      <TabsContent value="register" className="mt-6">
        <RegisterForm {...shared} onSwitch={() => switchMode("login", true)} switchHref={hrefFor("login")} />
      </TabsContent>
    </Tabs>
  );
}

/**
 * Runs a login or register action for its form: on success a toast for the next page and a full load of
 * the destination (so every server component sees the new session cookie); a field's error next to the
 * field; anything else as a toast (docs/product.md §8).
 */
async function submitAuth<T extends FieldValues>(opts: {
  run: () => Promise<ActionResult>;
  success: string;
  failure: string;
  fields: T;
  callbackUrl: string;
  setBusy: (busy: boolean) => void;
  setError: UseFormSetError<T>;
}) {
  opts.setBusy(true);
  try {
    const result = await opts.run();
    if (result.ok) {
      toastAfterReload("success", opts.success);
      window.location.assign(opts.callbackUrl);
      return; // stay busy until the browser leaves the page
    }
    // Re-enable the inputs before setError tries to focus one of them.
    flushSync(() => opts.setBusy(false));
    if (result.field && result.field in opts.fields) {
      opts.setError(result.field as Path<T>, { type: "server", message: result.message }, { shouldFocus: true });
    } else {
      toast.error(result.message || opts.failure);
    }
  } catch {
    opts.setBusy(false);
    toast.error("Error de conexión");
  }
}

type LoginValues = z.output<typeof loginSchema>;
const loginDefaults: LoginInput = { email: "", password: "" };

function LoginForm({ callbackUrl, busy, setBusy, focusFirstField, onSwitch, switchHref }: FormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: loginDefaults,
    mode: "onSubmit",
  });

  useEffect(() => {
    if (focusFirstField) setFocus("email");
  }, [focusFirstField, setFocus]);

  const onSubmit = handleSubmit((values) =>
    submitAuth({
      run: () => loginAction(values),
      success: "¡Bienvenido de vuelta!",
      failure: "Error al iniciar sesión",
      fields: loginDefaults,
      callbackUrl,
      setBusy,
      setError,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="grid gap-6">
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-zinc-900">
          Accede a tu cuenta
        </h2>
        <p className="text-sm text-muted-foreground">Ingresa tu correo y contraseña para continuar.</p>
      </div>

      <fieldset disabled={busy} className="grid min-w-0 gap-4">
        <Field id={`${id}-email`} label="Correo electrónico" error={errors.email?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="tu@correo.com"
            {...register("email")}
          />
        </Field>
        <Field id={`${id}-password`} label="Contraseña" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" placeholder="••••••••" {...register("password")} />
        </Field>
        <Button type="submit" size="lg" loading={busy} className="mt-2 w-full">
          {busy ? "Iniciando sesión..." : "Iniciar Sesión"}
        </Button>
      </fieldset>

      <SwitchPrompt question="¿No tienes cuenta?" action="Regístrate" href={switchHref} onSwitch={onSwitch} disabled={busy} />
    </form>
  );
}

type RegisterValues = z.output<typeof registerSchema>;
const registerDefaults: RegisterInput = {
  name: "",
  email: "",
  invitationToken: "",
  password: "",
  confirmPassword: "",
};

function RegisterForm({ callbackUrl, busy, setBusy, focusFirstField, onSwitch, switchHref }: FormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: registerDefaults,
    mode: "onSubmit",
  });
  const tokenLength = useWatch({ control, name: "invitationToken" })?.length ?? 0;

  useEffect(() => {
    if (focusFirstField) setFocus("name");
  }, [focusFirstField, setFocus]);

  const onSubmit = handleSubmit((values) =>
    submitAuth({
      run: () => registerAction(values),
      success: "¡Cuenta creada exitosamente!",
      failure: "Error al crear la cuenta",
      fields: registerDefaults,
      callbackUrl,
      setBusy,
      setError,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="grid gap-6">
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-zinc-900">
          Crea tu cuenta
        </h2>
        <p className="text-sm text-muted-foreground">Necesitas un token de invitación para registrarte.</p>
      </div>

      <fieldset disabled={busy} className="grid min-w-0 gap-4">
        <Field id={`${id}-name`} label="Nombre completo" error={errors.name?.message}>
          <Input autoComplete="name" placeholder="Ana García" {...register("name")} />
        </Field>
        <Field id={`${id}-email`} label="Correo electrónico" error={errors.email?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="tu@correo.com"
            {...register("email")}
          />
        </Field>
        <Field
          id={`${id}-token`}
          label="Token de invitación"
          error={errors.invitationToken?.message}
          labelAside={
            <span aria-hidden="true" className="text-xs text-muted-foreground tabular-nums">
              {tokenLength}/{INVITATION_TOKEN_LENGTH}
            </span>
          }
          hint={`El código de ${INVITATION_TOKEN_LENGTH} caracteres que recibiste con tu invitación.`}
        >
          <Input
            maxLength={INVITATION_TOKEN_LENGTH}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono text-[0.8125rem]"
            {...register("invitationToken")}
          />
        </Field>
        <Field id={`${id}-password`} label="Contraseña" error={errors.password?.message} hint="Mínimo 6 caracteres.">
          <PasswordInput autoComplete="new-password" {...register("password")} />
        </Field>
        <Field id={`${id}-confirm`} label="Confirmar contraseña" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
        </Field>
        <Button type="submit" size="lg" loading={busy} className="mt-2 w-full">
          {busy ? "Creando cuenta..." : "Crear Cuenta"}
        </Button>
      </fieldset>

      <SwitchPrompt question="¿Ya tienes cuenta?" action="Inicia sesión" href={switchHref} onSwitch={onSwitch} disabled={busy} />
    </form>
  );
}

function SwitchPrompt({
  question,
  action,
  href,
  onSwitch,
  disabled,
}: {
  question: string;
  action: string;
  href: string;
  onSwitch: () => void;
  disabled: boolean;
}) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {question}{" "}
      <a
        href={href}
        aria-disabled={disabled || undefined}
        onClick={(event) => {
          // Plain clicks switch in place (keeping typed values out of the URL); modified clicks open the link.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          if (!disabled) onSwitch();
        }}
        className="rounded font-medium text-brand-600 hover:text-brand-700 hover:underline aria-disabled:pointer-events-none aria-disabled:opacity-50"
      >
        {action}
      </a>
    </p>
  );
}

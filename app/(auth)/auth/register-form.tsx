"use client";

import { useId } from "react";
import { useWatch } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { INVITATION_TOKEN_LENGTH, registerSchema, type RegisterInput } from "@/lib/validation/auth";
import { registerAction } from "./actions";
import { AuthFormFrame, EmailInput } from "./auth-form-parts";
import { useAuthForm, type AuthFormProps } from "./use-auth-form";

const registerDefaults: RegisterInput = {
  name: "",
  email: "",
  invitationToken: "",
  password: "",
  confirmPassword: "",
};

export function RegisterForm(props: AuthFormProps) {
  const id = useId();
  const { form, onSubmit } = useAuthForm(props, {
    mode: "register",
    schema: registerSchema,
    defaults: registerDefaults,
    firstField: "name",
    action: registerAction,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const tokenLength = useWatch({ control, name: "invitationToken" })?.length ?? 0;

  return (
    <AuthFormFrame id={id} mode="register" busy={props.busy} onSubmit={onSubmit} onSwitch={props.onSwitch} switchHref={props.switchHref}>
      <Field id={`${id}-name`} label="Nombre completo" error={errors.name?.message}>
        <Input autoComplete="name" placeholder="Ana García" {...register("name")} />
      </Field>
      <Field id={`${id}-email`} label="Correo electrónico" error={errors.email?.message}>
        <EmailInput {...register("email")} />
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
    </AuthFormFrame>
  );
}

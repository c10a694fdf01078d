"use client";

import { useId } from "react";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { loginSchema, type LoginInput } from "@/lib/validation/auth";
import { loginAction } from "./actions";
import { AuthFormFrame, EmailInput } from "./auth-form-parts";
import { useAuthForm, type AuthFormProps } from "./use-auth-form";

const loginDefaults: LoginInput = { email: "", password: "" };

export function LoginForm(props: AuthFormProps) {
  const id = useId();
  const { form, onSubmit } = useAuthForm(props, {
    mode: "login",
    schema: loginSchema,
    defaults: loginDefaults,
    firstField: "email",
    action: loginAction,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <AuthFormFrame id={id} mode="login" busy={props.busy} onSubmit={onSubmit} onSwitch={props.onSwitch} switchHref={props.switchHref}>
      <Field id={`${id}-email`} label="Correo electrónico" error={errors.email?.message}>
        <EmailInput {...register("email")} />
      </Field>
      <Field id={`${id}-password`} label="Contraseña" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" placeholder="••••••••" {...register("password")} />
      </Field>
    </AuthFormFrame>
  );
}

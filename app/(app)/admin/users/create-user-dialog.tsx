"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import type { PlanView } from "@/lib/services/billing/list-plans";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { api, ApiError, errorMessage } from "@/lib/api/client";
import { createUserSchema, type CreateUserForm } from "@/lib/validation/admin-users";
import { nativeSelectClasses, PlanSelect } from "./native-select";

type Values = z.output<typeof createUserSchema>;
const defaults: CreateUserForm = { name: "", email: "", password: "", planType: "free", role: "user" };

/** 'Crear Usuario': name, email, password, plan (default free) and role (default user); docs/product.md §5's rules. */
export function CreateUserDialog({
  open,
  plans,
  onClose,
  onCreated,
}: {
  open: boolean;
  plans: PlanView[];
  onClose: () => void;
  onCreated: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateUserForm, unknown, Values>({ resolver: zodResolver(createUserSchema), defaultValues: defaults });

  function close() {
    reset(defaults);
    onClose();
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api.post("/api/admin/users/create", values);
      toast.success("Usuario creado exitosamente");
      onCreated();
      close();
    } catch (e) {
      const message = errorMessage(e, "Error al crear usuario");
      if (e instanceof ApiError && e.field === "email") setError("email", { message }, { shouldFocus: true });
      else toast.error(message);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !isSubmitting ? close() : undefined)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Crear Usuario</DialogTitle>
          <DialogDescription>La cuenta queda activa al instante con el plan y el rol elegidos.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <fieldset disabled={isSubmitting} className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
            <Field id={`${id}-name`} label="Nombre" error={errors.name?.message} className="sm:col-span-2">
              <Input autoComplete="off" {...register("name")} />
            </Field>
            <Field id={`${id}-email`} label="Email" error={errors.email?.message} className="sm:col-span-2">
              <Input type="email" autoComplete="off" {...register("email")} />
            </Field>
            <Field
              id={`${id}-password`}
              label="Contraseña"
              hint="Al menos 6 caracteres."
              error={errors.password?.message}
              className="sm:col-span-2"
            >
              <PasswordInput autoComplete="new-password" {...register("password")} />
            </Field>
            <Field id={`${id}-plan`} label="Plan" error={errors.planType?.message}>
              <PlanSelect plans={plans} {...register("planType")} />
            </Field>
            <Field id={`${id}-role`} label="Rol" error={errors.role?.message}>
              <select className={nativeSelectClasses()} {...register("role")}>
                <option value="user">Usuario</option>
                <option value="admin">Administrador</option>
              </select>
            </Field>
          </fieldset>
          <FormDialogFooter onCancel={close} busy={isSubmitting} label="Crear Usuario" busyLabel="Creando..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}

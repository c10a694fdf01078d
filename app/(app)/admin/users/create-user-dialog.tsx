"use client";

import { useId } from "react";
import { toast } from "@/lib/toast";
import type { PlanView } from "@/lib/services/billing/list-plans";
import { Field } from "@/components/ui/field";
import { FormDialog, useFormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { createUser } from "@/lib/client/admin";
import { useInvalidate } from "@/lib/swr/invalidate";
import { createUserSchema, type CreateUserForm } from "@/lib/validation/admin-users";
import { nativeSelectClasses, PlanSelect } from "@/components/ui/native-select";

const defaults: CreateUserForm = { name: "", email: "", password: "", planType: "free", role: "user" };

/** 'Crear Usuario': name, email, password, plan (default free) and role (default user); docs/product.md §5's rules. */
export function CreateUserDialog({ open, plans, onClose }: { open: boolean; plans: PlanView[]; onClose: () => void }) {
  const id = useId();
  const invalidate = useInvalidate();
  const dialog = useFormDialog({
    schema: createUserSchema,
    open,
    values: () => defaults,
    onClose,
    errorText: "Error al crear usuario",
    onSubmit: async (values) => {
      const { refreshed } = await createUser(invalidate, values);
      toast.success("Usuario creado exitosamente");
      await refreshed;
    },
  });
  const { register, formState } = dialog.form;
  const errors = formState.errors;

  return (
    <FormDialog
      dialog={dialog}
      title="Crear Usuario"
      description="La cuenta queda activa al instante con el plan y el rol elegidos."
      submit={["Crear Usuario", "Creando..."]}
    >
      <fieldset disabled={dialog.busy} className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
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
    </FormDialog>
  );
}

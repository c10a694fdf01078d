"use client";

import { LocalDate } from "@/components/ui/local-date";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { Copy, History, KeyRound, TriangleAlert } from "lucide-react";
import type { AdminUser } from "@/lib/services/admin/list-users";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog, useFormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api/client";
import { generateTempPassword, updateUser } from "@/lib/client/admin";
import { formatNumber } from "@/lib/format";
import { useInvalidate } from "@/lib/swr/invalidate";
import { useAdminUserDetail } from "@/lib/swr/use-admin";
import { updateUserFormSchema, type UpdateUserForm } from "@/lib/validation/admin-users";

const empty: UpdateUserForm = { name: "", email: "", currentPassword: "", newPassword: "", confirmPassword: "" };

type Props = { user: AdminUser | null; currentUserId: string; onClose: () => void };

/**
 * Edit user: personal info and the change-password section (docs/product.md §5), the read-only plan, role and usage,
 * the temporary password and the admin actions taken on the account. Closing clears the form.
 */
export function EditUserDialog({ user, currentUserId, onClose }: Props) {
  const id = useId();
  const self = user?.id === currentUserId;
  const detail = useAdminUserDetail(user?.id ?? null);
  const invalidate = useInvalidate();
  const [tempPassword, setTempPassword] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);

  function close() {
    setTempPassword(null);
    onClose();
  }

  const dialog = useFormDialog({
    schema: updateUserFormSchema,
    open: user !== null,
    values: () => (user ? { ...empty, name: user.name, email: user.email } : empty),
    onClose: close,
    errorText: "Error al actualizar usuario",
    working: generating,
    onSubmit: async (values) => {
      if (!user) return;
      // Spec §3: the password fields travel only when a new password is entered.
      const payload = values.newPassword
        ? { name: values.name, email: values.email, currentPassword: values.currentPassword, newPassword: values.newPassword }
        : { name: values.name, email: values.email };
      const { refreshed } = await updateUser(invalidate, user.id, payload, self);
      toast.success("Usuario actualizado exitosamente");
      await refreshed;
    },
  });
  const { register, formState } = dialog.form;
  const errors = formState.errors;

  // The temporary password stays until the dialog closes (a timer would hide it before the admin had
  // copied it); it is never stored, so closing is the only way to lose it.
  async function copy() {
    if (!tempPassword) return;
    try {
      await navigator.clipboard.writeText(tempPassword);
      toast.success("Contraseña temporal copiada");
    } catch {
      toast.error("No se pudo copiar: selecciónala y cópiala a mano");
    }
  }

  async function generate() {
    if (!user) return;
    setGenerating(true);
    try {
      const res = await generateTempPassword(invalidate, user.id, self);
      setTempPassword(res.password);
      await res.refreshed;
    } catch (e) {
      toast.error(errorMessage(e, "Error al generar contraseña temporal"));
    } finally {
      setGenerating(false);
    }
  }

  const current = detail.data?.user ?? user;
  const busy = dialog.busy;

  return (
    <FormDialog
      dialog={dialog}
      title="Editar usuario"
      description={user?.email}
      submit={["Guardar cambios", "Actualizando..."]}
      className="max-w-2xl"
      formClassName="gap-5"
    >
      {current ? (
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-zinc-50 p-3.5 text-sm sm:grid-cols-4">
          <ReadOnly label="Plan" value={current.plan.name} />
          <ReadOnly label="Rol" value={current.role === "admin" ? "Administrador" : "Usuario"} />
          <ReadOnly label="Anuncios usados" value={`${formatNumber(current.usage.adsFetched)} / ${formatNumber(current.monthlyLimit)}`} />
          <ReadOnly label="Búsquedas" value={formatNumber(current.usage.searchesPerformed)} />
        </dl>
      ) : null}

      <fieldset disabled={busy} className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-zinc-900">Información personal</legend>
        <Field id={`${id}-name`} label="Nombre" error={errors.name?.message}>
          <Input autoComplete="off" {...register("name")} />
        </Field>
        <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...register("email")} />
        </Field>
      </fieldset>

      {self ? (
        <p className="rounded-lg border border-border p-3 text-sm text-muted-foreground">
          Para cambiar tu propia contraseña usa Configuración → Seguridad.
        </p>
      ) : (
        <fieldset disabled={busy} className="grid min-w-0 items-start gap-4 rounded-lg border border-border p-4 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold text-zinc-900">Cambiar contraseña</legend>
          <Field id={`${id}-current`} label="Contraseña actual" hint="La tuya, de administrador." error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...register("currentPassword")} />
          </Field>
          <Field id={`${id}-new`} label="Nueva contraseña" error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register("newPassword")} />
          </Field>
          <Field id={`${id}-confirm`} label="Confirmar contraseña" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
          </Field>
          <p className="text-xs text-muted-foreground sm:col-span-3">Déjalos vacíos para no cambiar la contraseña.</p>
        </fieldset>
      )}

      {self ? null : (
        <div className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50/60 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
              <KeyRound aria-hidden="true" className="size-4 text-amber-600" />
              Contraseña temporal
            </p>
            <Button variant="outline" size="sm" onClick={generate} loading={generating} disabled={busy}>
              {generating ? "Generando..." : "Generar contraseña temporal"}
            </Button>
          </div>
          {tempPassword ? (
            <div className="grid gap-2">
              <div className="flex gap-2">
                <Input
                  readOnly
                  value={tempPassword}
                  aria-label="Contraseña temporal generada"
                  className="min-w-0 flex-1 font-mono"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button type="button" variant="outline" onClick={copy}>
                  <Copy aria-hidden="true" />
                  Copiar
                </Button>
              </div>
              <p role="status" className="flex gap-1.5 text-xs text-amber-800">
                <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                Cópiala antes de cerrar: no se vuelve a mostrar. El usuario deberá cambiarla en su próximo inicio de sesión; sus sesiones se
                cerraron.
              </p>
            </div>
          ) : (
            <p className="text-xs text-muted-foreground">Cierra sus sesiones y le obliga a cambiarla al iniciar sesión.</p>
          )}
        </div>
      )}

      <section aria-labelledby={`${id}-audit`} className="grid gap-2">
        <h3 id={`${id}-audit`} className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
          <History aria-hidden="true" className="size-4 text-zinc-400" />
          Historial de cambios
        </h3>
        {detail.data ? (
          detail.data.audit.length === 0 ? (
            <p className="text-xs text-muted-foreground">Ningún administrador ha modificado esta cuenta.</p>
          ) : (
            <ol className="max-h-40 space-y-1.5 overflow-y-auto text-xs">
              {detail.data.audit.map((a) => (
                <li
                  key={a.id}
                  className="flex flex-col gap-0.5 rounded-md bg-zinc-50 px-2.5 py-1.5 sm:flex-row sm:justify-between sm:gap-3"
                >
                  <span className="text-zinc-800">
                    <span className="font-medium">{a.actor?.name ?? "Administrador eliminado"}</span>: {a.summary}
                  </span>
                  <time dateTime={a.at} className="shrink-0 text-muted-foreground">
                    <LocalDate value={a.at} format="datetime" />
                  </time>
                </li>
              ))}
            </ol>
          )
        ) : detail.error ? (
          <p className="text-xs text-red-700">No se pudo cargar el historial.</p>
        ) : (
          // One entry's height: the footer does not jump under the pointer when the history arrives.
          <Skeleton className="h-7 w-full" />
        )}
      </section>
    </FormDialog>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium text-zinc-900 tabular-nums">{value}</dd>
    </div>
  );
}

"use client";

import { LocalDate } from "@/components/ui/local-date";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { Ban, Check, Copy, MailPlus, TriangleAlert } from "lucide-react";
import type { InvitationStatus, InvitationsPage, InvitationView } from "@/lib/services/invitations/list-invitations";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { pluralize } from "@/lib/format";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api/client";
import { createInvitation, revokeInvitation } from "@/lib/client/admin";
import { useInvalidate } from "@/lib/swr/invalidate";
import { useInvitations } from "@/lib/swr/use-admin";
import { createInvitationSchema, type CreateInvitationForm } from "@/lib/validation/invitations";
import { Pager } from "./pager";

type Values = z.output<typeof createInvitationSchema>;
const defaults: CreateInvitationForm = { expiresInHours: "", maxUses: "1", note: "", email: "" };

const statusBadge: Record<InvitationStatus, { label: string; variant: BadgeVariant }> = {
  unused: { label: "Sin usar", variant: "success" },
  partial: { label: "En uso", variant: "info" },
  used: { label: "Usada", variant: "neutral" },
  expired: { label: "Vencida", variant: "warning" },
  revoked: { label: "Revocada", variant: "danger" },
};

/** Invitations (registration needs one): create with expiry, uses and note; the token is shown once; list and revoke. */
export function InvitationsSection({
  initial,
  page,
  onPage,
}: {
  initial: { page: number; key: string; data: InvitationsPage };
  /** The page shown, from the URL (?inv=). */
  page: number;
  onPage: (page: number) => void;
}) {
  const id = useId();
  const list = useInvitations(page, initial);
  const invalidate = useInvalidate();
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<InvitationView | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateInvitationForm, unknown, Values>({ resolver: zodResolver(createInvitationSchema), defaultValues: defaults });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await createInvitation(invalidate, values);
      setCreated(res.token);
      setCopied(false);
      reset(defaults);
      // The new invitation heads page 1.
      if (page !== 1) onPage(1);
      toast.success("Invitación creada");
    } catch (e) {
      toast.error(errorMessage(e, "Error al crear la invitación"));
    }
  });

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created);
      setCopied(true);
      toast.success("Token copiado");
    } catch {
      toast.error("No se pudo copiar: selecciónalo y cópialo a mano");
    }
  }

  async function revoke() {
    if (!revoking) return;
    setRevokeBusy(true);
    try {
      await revokeInvitation(invalidate, revoking.id);
      toast.success("Invitación revocada");
      setRevoking(null);
    } catch (e) {
      toast.error(errorMessage(e, "Error al revocar la invitación"));
    } finally {
      setRevokeBusy(false);
    }
  }

  const invitations = list.data?.invitations ?? [];
  const pagination = list.data?.pagination;

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-xl border border-border bg-surface shadow-card">
      <div className="border-b border-border p-4">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
          <MailPlus aria-hidden="true" className="size-4 text-zinc-400" />
          Invitaciones
        </h2>
        <p className="mt-0.5 text-xs text-muted-foreground">
          Para registrarse hace falta un token de invitación. Solo se guarda su huella, no el token.
        </p>
      </div>

      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 border-b border-border p-4 sm:grid-cols-[9rem_7rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
      >
        <Field id={`${id}-hours`} label="Expira en (horas)" hint="Vacío: no expira." error={errors.expiresInHours?.message}>
          <Input inputMode="numeric" placeholder="Sin límite" disabled={isSubmitting} {...register("expiresInHours")} />
        </Field>
        <Field id={`${id}-uses`} label="Usos" error={errors.maxUses?.message}>
          <Input inputMode="numeric" disabled={isSubmitting} {...register("maxUses")} />
        </Field>
        <Field id={`${id}-note`} label="Nota" error={errors.note?.message}>
          <Input placeholder="Para quién es" disabled={isSubmitting} {...register("note")} />
        </Field>
        <Field
          id={`${id}-email`}
          label="Correo del invitado"
          hint="Opcional: solo ese correo podrá registrarse."
          error={errors.email?.message}
        >
          <Input type="email" autoComplete="off" placeholder="nombre@ejemplo.com" disabled={isSubmitting} {...register("email")} />
        </Field>
        <Button type="submit" loading={isSubmitting} className="sm:mt-6">
          {isSubmitting ? "Creando..." : "Crear invitación"}
        </Button>
      </form>

      {created ? (
        <div className="grid gap-2 border-b border-border bg-emerald-50/60 p-4">
          <p className="flex items-center gap-1.5 text-xs font-medium text-amber-800">
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            Copia el token ahora: no se volverá a mostrar.
          </p>
          <div className="flex gap-2">
            <Input
              readOnly
              value={created}
              aria-label="Token de invitación creado"
              className="font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="outline" onClick={copy} aria-label="Copiar token">
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copiado" : "Copiar"}
            </Button>
          </div>
        </div>
      ) : null}

      {invitations.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">Todavía no hay invitaciones.</p>
      ) : (
        <ul className="divide-y divide-border">
          {invitations.map((inv) => {
            const badge = statusBadge[inv.status];
            return (
              <li key={inv.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                    <span className="text-sm font-medium text-zinc-900">{inv.note || "Sin nota"}</span>
                    {inv.email ? <span className="text-xs break-all text-muted-foreground">solo para {inv.email}</span> : null}
                    <span className="text-xs text-muted-foreground tabular-nums">
                      {inv.useCount} de {pluralize(inv.maxUses, "uso", "usos")}
                    </span>
                  </div>
                  <p className="text-xs text-muted-foreground">
                    Creada <LocalDate value={inv.createdAt} format="datetime" />
                    {inv.createdBy ? ` por ${inv.createdBy}` : ""}
                    {inv.revokedAt ? (
                      <>
                        {" · revocada "}
                        <LocalDate value={inv.revokedAt} format="datetime" />
                      </>
                    ) : inv.expiresAt ? (
                      <>
                        {" · expira "}
                        <LocalDate value={inv.expiresAt} format="datetime" />
                      </>
                    ) : (
                      " · no expira"
                    )}
                  </p>
                  {inv.uses.length > 0 ? (
                    <ul className="text-xs text-zinc-700">
                      {inv.uses.map((use) => (
                        <li key={use.usedAt}>
                          Usada por {use.name ?? "cuenta eliminada"}
                          {use.email ? ` (${use.email})` : ""} el <LocalDate value={use.usedAt} format="datetime" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                {inv.status === "unused" || inv.status === "partial" ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setRevoking(inv)}
                    aria-label={`Revocar invitación ${inv.note || inv.id}`}
                  >
                    <Ban aria-hidden="true" />
                    Revocar
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {pagination && pagination.totalPages > 1 ? (
        <Pager label="Paginación de invitaciones" noun="invitaciones" info={pagination} shown={invitations.length} onPage={onPage} />
      ) : null}

      <ConfirmDialog
        open={revoking !== null}
        title="Revocar invitación"
        description="Nadie podrá registrarse con ella a partir de ahora. Las cuentas ya creadas no cambian."
        busy={revokeBusy}
        confirmLabel="Revocar"
        busyLabel="Revocando..."
        onCancel={() => setRevoking(null)}
        onConfirm={() => void revoke()}
      />
    </section>
  );
}

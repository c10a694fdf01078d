"use client";

import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { PlanContact } from "@/lib/plan-contact";
import { errorMessage } from "@/lib/api/client";
import { savePlanContact } from "@/lib/client/admin";

/** The admins set where users ask for a plan: an e-mail or an https chat link; empty = the first admin's e-mail. */
export function PlanContactForm({ contact, onSaved }: { contact: PlanContact | null; onSaved: (c: PlanContact | null) => void }) {
  const id = useId();
  const [value, setValue] = useState(contact?.configured ? contact.value : "");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      onSaved(await savePlanContact(value));
      toast.success("Contacto guardado");
    } catch (err) {
      setError(errorMessage(err, "Error al guardar el contacto"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-surface p-5 shadow-card sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-zinc-900">
        Contacto para pedir un plan
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Los usuarios lo abren con «Contactar Admin». Ahora:{" "}
        <span className="font-medium text-zinc-800">
          {contact ? `${contact.value}${contact.configured ? "" : " (correo del primer administrador)"}` : "ninguno"}
        </span>
      </p>
      <form onSubmit={save} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          id={`${id}-value`}
          label="Correo o enlace (https://t.me/...)"
          error={error ?? undefined}
          hint="Vacío: se usa el correo del primer administrador."
          className="flex-1"
        >
          <Input
            value={value}
            maxLength={500}
            placeholder="soporte@tuempresa.com o https://t.me/tu_usuario"
            onChange={(e) => setValue(e.target.value)}
          />
        </Field>
        <Button type="submit" loading={saving} className="sm:mt-6">
          {saving ? "Guardando..." : "Guardar contacto"}
        </Button>
      </form>
    </section>
  );
}

"use client";

import { useId, useState } from "react";
import { PlanLimitNotice } from "@/components/plans/plan-limit-notice";
import { FormDialog, useFormDialog } from "@/components/ui/form-dialog";
import { errorMessage, hasCode } from "@/lib/api/client";
import { pluralize } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useInvalidate } from "@/lib/swr/invalidate";
import { useWatches } from "@/lib/swr/use-watches";
import { watchFormSchema, type WatchFormInput } from "@/lib/validation/watch-form";
import { createWatch, updateWatch, type WatchSource } from "@/lib/client/watches";
import { defaultWatchName } from "@/lib/shared/watches/labels";
import type { Watch } from "@/lib/shared/watches/types";
import { WatchFields } from "./watch-fields";

export type WatchDialogTarget =
  /**
   * A new watch of the search on screen or of a saved search. `suggestedName` is the blank name's
   * placeholder; without one, a search's own term and country make it.
   */
  { mode: "create"; source: WatchSource; suggestedName?: string } | { mode: "edit"; watch: Watch };

const NEW_WATCH: WatchFormInput = {
  name: "",
  frequencyHours: "24",
  minScore: 0,
  channels: { telegram: false, inApp: true },
  includeAnalysis: false,
};

function toForm(watch: Watch): WatchFormInput {
  return {
    name: watch.name,
    frequencyHours: String(watch.frequencyHours),
    minScore: watch.minScore,
    channels: { ...watch.channels },
    includeAnalysis: watch.includeAnalysis,
  };
}

export const WATCH_CREATED_MESSAGE = "Vigilancia creada. Te avisaremos cuando aparezcan anuncios nuevos.";

/**
 * Creates or edits a watch: name, frequency ('Cada 6 horas' only where the plan allows it),
 * minimum score and channels. A plan without watches, or with all of them in use, shows the limit
 * instead of the form.
 */
export function WatchDialog({ target, onClose }: { target: WatchDialogTarget | null; onClose: () => void }) {
  const id = useId();
  const open = target !== null;
  const invalidate = useInvalidate();
  const { data } = useWatches(open);
  /** The plan's refusal, in the server's words (no watches, all in use, or a frequency it does not allow). */
  const [refused, setRefused] = useState<string | null>(null);

  const dialog = useFormDialog({
    schema: watchFormSchema,
    open,
    values: () => (target?.mode === "edit" ? toForm(target.watch) : NEW_WATCH),
    onClose,
    errorText: target?.mode === "edit" ? "Error al guardar la vigilancia" : "Error al crear la vigilancia",
    onSubmit: async ({ name, ...settings }) => {
      if (!target) return;
      const named = name ? { name } : {};
      if (target.mode === "edit") {
        await updateWatch(invalidate, target.watch.id, { ...named, ...settings });
        toast.success("Vigilancia guardada");
        return;
      }
      try {
        await createWatch(invalidate, target.source, { ...named, ...settings });
      } catch (e) {
        // The plan refused: branch on the code, never on the Spanish text (which the notice then shows).
        if (hasCode(e, "PLAN_LIMIT")) {
          setRefused(errorMessage(e, "Tu plan actual no permite crear esta vigilancia."));
          return false;
        }
        throw e;
      }
      toast.success(WATCH_CREATED_MESSAGE);
    },
  });

  // The refusal lasts until the dialog closes (React's pattern for state that follows a prop).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setRefused(null);
  }

  const limits = data?.limits;
  const used = data?.watches.length ?? 0;
  const full = target?.mode === "create" && limits !== undefined && used >= limits.maxWatches;
  const allowSixHours = (limits?.minIntervalHours ?? 24) <= 6 || (target?.mode === "edit" && target.watch.frequencyHours === 6);
  const editing = target?.mode === "edit";

  return (
    <FormDialog
      dialog={dialog}
      title={editing ? "Editar vigilancia" : "Vigilar esta búsqueda"}
      description={
        editing
          ? "La búsqueda vigilada no cambia; para otra búsqueda, crea otra vigilancia."
          : "Repetiremos esta búsqueda por ti y te avisaremos de los anuncios nuevos, ordenados por puntuación."
      }
      submit={editing ? ["Guardar cambios", "Guardando..."] : ["Crear vigilancia", "Creando..."]}
      className="max-w-lg"
      replacement={refused || full ? <LimitNotice maxWatches={limits?.maxWatches ?? 0} reason={refused} onClose={onClose} /> : undefined}
    >
      <fieldset disabled={dialog.busy} className="grid min-w-0 gap-4">
        <WatchFields
          id={id}
          form={dialog.form}
          allowSixHours={allowSixHours}
          namePlaceholder={target?.mode === "create" ? suggestedWatchName(target) : (target?.watch.name ?? "")}
          telegram={data?.telegram}
        />
      </fieldset>
    </FormDialog>
  );
}

function LimitNotice({ maxWatches, reason, onClose }: { maxWatches: number; reason: string | null; onClose: () => void }) {
  return (
    <PlanLimitNotice
      description="No puedes crear más vigilancias con tu plan actual."
      headline={
        reason ??
        (maxWatches === 0
          ? "Tu plan actual no incluye vigilancias."
          : `Ya usas las ${pluralize(maxWatches, "vigilancia", "vigilancias")} de tu plan.`)
      }
      advice={
        maxWatches === 0
          ? "Mejora tu plan para que AdRadar busque por ti cada día y te avise de los anuncios nuevos."
          : "Elimina una en Historial › Vigilancias o mejora tu plan para vigilar más búsquedas."
      }
      onClose={onClose}
    />
  );
}

function suggestedWatchName(target: Extract<WatchDialogTarget, { mode: "create" }>): string {
  if (target.suggestedName) return target.suggestedName;
  return "params" in target.source ? defaultWatchName(target.source.params) : "";
}

"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import Link from "next/link";
import { Radar, Search } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorState } from "@/components/ui/load-error-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { WatchDialogTarget } from "@/components/watches/watch-dialog";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { errorMessage } from "@/lib/api/client";
import { formatNumber, pluralize } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useInvalidate } from "@/lib/swr/invalidate";
import { patchShown } from "@/lib/swr/patch-shown";
import { useWatches } from "@/lib/swr/use-watches";
import { deleteWatch, updateWatch } from "@/lib/client/watches";
import { WATCH_EXPLAINER } from "@/lib/shared/watches/labels";
import type { Watch, WatchesReply } from "@/lib/shared/watches/types";
import { WatchItem } from "./watch-item";

// Loaded on first open, not with the screen (docs/benchmarks.md §3).
const WatchDialog = dynamic(() => import("@/components/watches/watch-dialog").then((m) => m.WatchDialog));

/** How the user's watches stand against the plan, over a lowered plan too. */
function usageLine(count: number, limits: WatchesReply["limits"]): string {
  if (limits.maxWatches === 0) return "Tu plan actual no incluye vigilancias.";
  const fastest = `Frecuencia máxima: ${limits.minIntervalHours <= 6 ? "cada 6 horas" : "diaria"}.`;
  if (count > limits.maxWatches) {
    return `Tienes ${pluralize(count, "vigilancia", "vigilancias")} y tu plan permite ${formatNumber(limits.maxWatches)}: las más recientes esperan pausadas · ${fastest}`;
  }
  return `Usas ${formatNumber(count)} de ${pluralize(limits.maxWatches, "vigilancia", "vigilancias")} de tu plan · ${fastest}`;
}

/** The 'Vigilancias' tab: the user's watches with pause, resume, edit and delete, and the plan's limit. */
export function WatchesTab({ initial }: { initial?: WatchesReply }) {
  const { data, error, mutate } = useWatches(true, initial);
  const invalidate = useInvalidate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [editing, setEditing] = useState<WatchDialogTarget | null>(null);
  const watchDialogMounted = useOpenedOnce(editing !== null);
  const [toDelete, setToDelete] = useState<Watch | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function toggle(watch: Watch) {
    const status = watch.status === "active" ? "paused" : "active";
    setBusyId(watch.id);
    try {
      const { watch: updated } = await updateWatch(invalidate, watch.id, { status });
      await patchShown(mutate, data, (d) => ({ ...d, watches: d.watches.map((w) => (w.id === updated.id ? updated : w)) }));
      toast.success(status === "paused" ? "Vigilancia pausada" : "Vigilancia reanudada");
    } catch (e) {
      toast.error(errorMessage(e, status === "paused" ? "Error al pausar la vigilancia" : "Error al reanudar la vigilancia"));
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteWatch(invalidate, toDelete.id);
      await patchShown(mutate, data, (d) => ({ ...d, watches: d.watches.filter((w) => w.id !== toDelete.id) }));
      toast.success("Vigilancia eliminada");
      setToDelete(null);
    } catch (e) {
      toast.error(errorMessage(e, "Error al eliminar la vigilancia"));
    } finally {
      setDeleting(false);
    }
  }

  if (error && !data) {
    return (
      <LoadErrorState
        title="Error al cargar las vigilancias"
        error={error}
        fallback="No se pudieron cargar tus vigilancias. Por favor, intenta de nuevo."
        onRetry={() => void mutate()}
      />
    );
  }
  // The server renders the list: a skeleton over it while the first fetch checks it would only flash.
  if (!data) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span role="status" className="sr-only">
          Cargando vigilancias...
        </span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
    );
  }

  const { watches, limits } = data;
  const toSearch = (
    <Link href="/search" className={buttonVariants()}>
      <Search aria-hidden="true" />
      Ir a Buscar Anuncios
    </Link>
  );

  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-muted-foreground">
        {usageLine(watches.length, limits)}{" "}
        {limits.maxWatches === 0 || watches.length >= limits.maxWatches ? (
          <Link href="/user-plans" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Ver planes
          </Link>
        ) : null}
      </p>

      {watches.length === 0 ? (
        <EmptyState
          icon={Radar}
          title="Aún no tienes vigilancias"
          description={
            <>
              <p>{WATCH_EXPLAINER}</p>
              {/* On a plan without watches the line above says so and the action is 'Ver planes'. */}
              {limits.maxWatches > 0 ? (
                <p className="mt-2">Haz una búsqueda y pulsa «Vigilar esta búsqueda» para crear la primera.</p>
              ) : null}
            </>
          }
          action={
            limits.maxWatches === 0 ? (
              <Link href="/user-plans" className={buttonVariants()}>
                Ver planes
              </Link>
            ) : (
              toSearch
            )
          }
        />
      ) : (
        <ul className="space-y-3">
          {watches.map((watch) => (
            <li key={watch.id}>
              <WatchItem
                watch={watch}
                limits={limits}
                busy={busyId === watch.id}
                onToggle={(w) => void toggle(w)}
                onEdit={(w) => setEditing({ mode: "edit", watch: w })}
                onDelete={setToDelete}
              />
            </li>
          ))}
        </ul>
      )}

      {watchDialogMounted ? <WatchDialog target={editing} onClose={() => setEditing(null)} /> : null}

      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar esta vigilancia?"
        description={
          <>
            Dejarás de recibir los anuncios nuevos de «{toDelete?.name}». Lo que ya llegó a Novedades se conserva. Esta acción no se puede
            deshacer.
          </>
        }
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

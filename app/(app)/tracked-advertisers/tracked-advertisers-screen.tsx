"use client";

import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { Megaphone, RefreshCw } from "lucide-react";
import { toast } from "@/lib/toast";
import { SeePlansLink } from "@/components/plans/see-plans-link";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorState } from "@/components/ui/load-error-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage, hasCode } from "@/lib/api/client";
import { checkTracked, deleteTracked, updateTracked } from "@/lib/client/tracking";
import type { CheckStats } from "@/lib/services/tracking/check-tracked";
import type { TrackedAdvertiserItem, TrackedAdvertisersPage } from "@/lib/services/tracking/tracked-advertisers";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { useInvalidate } from "@/lib/swr/invalidate";
import { useTrackedAdvertisers, type TrackedStatusFilter } from "@/lib/swr/use-tracked-advertisers";
import { cn } from "@/lib/utils";
import { lockedSentence, type PlanGates } from "@/lib/shared/billing/plan-gates";
import type { ProductType } from "@/lib/shared/tracking/product-types";
import { TrackedAdvertiserCard } from "./tracked-advertiser-card";
import { TrackedFilters } from "./tracked-filters";

// Loaded on first open, not with the screen (docs/benchmarks.md §3).
const EditTrackedDialog = dynamic(() => import("./edit-tracked-dialog").then((m) => m.EditTrackedDialog));

function signed(n: number): string {
  return `${n > 0 ? "+" : ""}${n.toLocaleString("es-ES")}`;
}

/** docs/product.md §8's toast after fetching current stats. */
export function checkToast(s: CheckStats): string {
  return `Estadísticas actualizadas: ${s.previousActiveAds} → ${s.currentActiveAds} anuncios (${signed(s.change)}, ${signed(s.changePercentage)}%)`;
}

/**
 * The tracked-advertisers screen (docs/product.md §2): filters, cards with chart and trend, actions, pagination.
 * `gates`: an empty list on a plan without tracking says so, not "use SEGUIR".
 */
export function TrackedAdvertisersScreen({ initial, gates }: { initial: TrackedAdvertisersPage; gates: PlanGates }) {
  const [status, setStatus] = useState<TrackedStatusFilter>("active");
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState("");
  const [productType, setProductType] = useState<ProductType | "all">("all");
  const [busy, setBusy] = useState<{ id: string; what: "check" | "toggle" } | null>(null);
  const [editing, setEditing] = useState<TrackedAdvertiserItem | null>(null);
  const editMounted = useOpenedOnce(editing !== null);
  const [deleting, setDeleting] = useState<TrackedAdvertiserItem | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const { data, error, isLoading, mutate, isValidating } = useTrackedAdvertisers(
    page,
    status,
    page === 1 && status === "active" ? initial : undefined,
  );
  const invalidate = useInvalidate();

  // Cards paused (or resumed) here that no longer match the status tab stay where they were, with their
  // new state, until the list is next loaded by hand (tab, page, 'Actualizar'): a card never vanishes under
  // the pointer, and the toast says which tab it moved to.
  const [moved, setMoved] = useState<{ item: TrackedAdvertiserItem; index: number }[]>([]);
  const items = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase("es-ES");
    const movedIds = new Set(moved.map((m) => m.item._id));
    const list = (data?.data ?? []).filter((i) => !movedIds.has(i._id));
    for (const m of [...moved].sort((a, b) => a.index - b.index)) list.splice(Math.min(m.index, list.length), 0, m.item);
    return list.filter(
      (i) =>
        (productType === "all" || i.productType === productType) && (!needle || i.pageName.toLocaleLowerCase("es-ES").includes(needle)),
    );
  }, [data, moved, query, productType]);
  const totalPages = data?.pagination.totalPages ?? 1;

  const refresh = async () => {
    setMoved([]);
    await mutate();
    toast.success("Datos actualizados");
  };

  const check = async (item: TrackedAdvertiserItem) => {
    setBusy({ id: item._id, what: "check" });
    try {
      const res = await checkTracked(invalidate, item._id);
      toast.success(res.stats ? checkToast(res.stats) : "Estadísticas actualizadas");
      await res.refreshed;
    } catch (e) {
      toast.error(errorMessage(e, "Error al actualizar estadísticas"));
    } finally {
      setBusy(null);
    }
  };

  const toggle = async (item: TrackedAdvertiserItem) => {
    setBusy({ id: item._id, what: "toggle" });
    try {
      const active = !item.active;
      const { refreshed } = await updateTracked(invalidate, item._id, { active });
      const leavesTab = status !== "all";
      if (leavesTab) {
        const index = Math.max(
          0,
          items.findIndex((i) => i._id === item._id),
        );
        setMoved((m) => [...m.filter((x) => x.item._id !== item._id), { item: { ...item, active }, index }]);
      }
      toast.success(
        active
          ? `Seguimiento reanudado${leavesTab ? ": lo encontrarás en la pestaña Activos" : ""}`
          : `Seguimiento pausado${leavesTab ? ": lo encontrarás en la pestaña Pausados" : ""}`,
      );
      await refreshed;
    } catch (e) {
      toast.error(
        hasCode(e, "PLAN_LIMIT")
          ? "Tu plan actual no permite más anunciantes activos en seguimiento."
          : errorMessage(e, "Error al actualizar el seguimiento"),
      );
    } finally {
      setBusy(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeletePending(true);
    try {
      const { refreshed } = await deleteTracked(invalidate, deleting._id);
      toast.success("Anunciante eliminado del seguimiento");
      setDeleting(null);
      if (items.length === 1 && page > 1) setPage(page - 1);
      await refreshed;
    } catch (e) {
      toast.error(errorMessage(e, "Error al eliminar seguimiento"));
    } finally {
      setDeletePending(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Anunciantes en Seguimiento"
        subtitle="Sigue la evolución diaria de los anuncios activos de tus competidores"
        actions={
          <Button variant="outline" onClick={refresh} disabled={isValidating}>
            <RefreshCw aria-hidden="true" className={cn(isValidating && "animate-spin")} />
            Actualizar
          </Button>
        }
      />

      <TrackedFilters
        query={query}
        onQuery={setQuery}
        status={status}
        onStatus={(value) => {
          setStatus(value);
          setPage(1);
          setMoved([]);
        }}
        productType={productType}
        onProductType={setProductType}
      />

      {error && !data ? (
        <LoadErrorState
          title="Error al cargar los anunciantes"
          error={error}
          fallback="No se pudieron cargar los anunciantes en seguimiento. Por favor, intenta de nuevo."
          onRetry={() => void mutate()}
        />
      ) : isLoading && !data ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Cargando anunciantes">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-96 rounded-xl" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title="No hay anunciantes en seguimiento"
          description={
            (data?.data.length ?? 0) > 0
              ? "Ningún anunciante coincide con los filtros."
              : gates.trackedAdvertisers.allowed
                ? "Usa el botón SEGUIR en un anuncio de tus búsquedas para empezar a seguir a su anunciante."
                : lockedSentence(gates, "trackedAdvertisers")
          }
          action={(data?.data.length ?? 0) === 0 && !gates.trackedAdvertisers.allowed ? <SeePlansLink /> : undefined}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
          {items.map((item) => (
            <TrackedAdvertiserCard
              key={item._id}
              item={item}
              busy={busy?.id === item._id ? busy.what : null}
              onCheck={() => check(item)}
              onToggle={() => toggle(item)}
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </div>
      )}

      {totalPages > 1 ? (
        <nav aria-label="Paginación" className="mt-6 flex items-center justify-between gap-3">
          <Button
            variant="outline"
            onClick={() => {
              setMoved([]);
              setPage((p) => Math.max(1, p - 1));
            }}
            disabled={page <= 1}
          >
            Anterior
          </Button>
          <span className="text-sm text-muted-foreground">
            Página {page} de {totalPages}
          </span>
          <Button
            variant="outline"
            onClick={() => {
              setMoved([]);
              setPage((p) => Math.min(totalPages, p + 1));
            }}
            disabled={page >= totalPages}
          >
            Siguiente
          </Button>
        </nav>
      ) : null}

      {editMounted ? <EditTrackedDialog item={editing} onClose={() => setEditing(null)} /> : null}

      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar seguimiento?"
        description={<>Dejarás de seguir a {deleting?.pageName} y se borrará su historial de anuncios activos.</>}
        busy={deletePending}
        busyLabel="Eliminar"
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

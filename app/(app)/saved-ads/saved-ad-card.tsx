"use client";

import { useState } from "react";
import { CalendarDays, Copy, ExternalLink, Flame, Pencil, Star, Trash2 } from "lucide-react";
import { WinnerScore } from "@/components/ads/winner-score";
import { ProductLink } from "@/components/ads/product-link";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LocalDate } from "@/components/ui/local-date";
import { cutText, formatNumber, pluralize } from "@/lib/format";
import type { WinnerFields } from "@/lib/score";
import type { SavedAdItem } from "@/lib/services/saved-ads/list-saved-ads";
import type { UpdateSavedAdInput } from "@/lib/validation/saved-ads";
import { EditForm } from "./saved-ad-edit-form";
import { Avatar, Creative } from "./saved-ad-media";
import { cn } from "@/lib/utils";
import { safeHref } from "@/lib/security/safe-link";

type Props = {
  ad: SavedAdItem;
  view: "grid" | "list";
  onToggleFavorite: () => Promise<void>;
  onDelete: () => Promise<boolean>;
  onSave: (patch: UpdateSavedAdInput) => Promise<boolean>;
};

const MAX_TAGS_SHOWN = 3;
/**
 * More than the three lines the card shows at any width. The whole text of a provider's 100 KB ad kept
 * Chromium laying out for 15 s before the screen appeared, even though only three lines were visible.
 */
const BODY_SHOWN = 400;

type AdText = Partial<WinnerFields> & {
  page_name?: string;
  days_running?: number;
  collation_count?: number;
  hotness_score?: number;
  ad_snapshot_url?: string;
  ad_creative_bodies?: string[];
  product_id?: string | null;
  store_count?: number;
};

/** One saved ad: its kept creative, figures, collection and tags, with favourite, edit-in-place and delete. */
export function SavedAdCard({ ad, view, onToggleFavorite, onDelete, onSave }: Props) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<"favorite" | "delete" | null>(null);
  const data = ad.adData as AdText;
  const snapshotHref = safeHref(data.ad_snapshot_url);
  const pageName = data.page_name || "Anunciante";
  const picture = ad.media.images[0] ?? ad.media.videoPoster;
  const body = cutText(data.ad_creative_bodies?.find((b) => b.trim()) ?? "", BODY_SHOWN);
  const duplicates = data.collation_count ?? 1;
  const extraTags = ad.tags.length - MAX_TAGS_SHOWN;

  async function favorite() {
    setBusy("favorite");
    await onToggleFavorite();
    setBusy(null);
  }

  async function confirmDelete() {
    setBusy("delete");
    const ok = await onDelete();
    setBusy(null);
    if (ok) setConfirming(false);
  }

  return (
    <article
      aria-label={`Anuncio guardado de ${pageName}`}
      className={cn(
        "flex h-full overflow-hidden rounded-xl border border-border bg-surface shadow-xs",
        view === "grid" ? "flex-col" : "flex-col sm:flex-row",
      )}
    >
      <div className={cn("relative bg-zinc-50", view === "grid" ? "aspect-[4/3]" : "aspect-[4/3] sm:aspect-auto sm:w-52 sm:shrink-0")}>
        <Creative src={picture} fallbackSrc={ad.media.thumbnail} alt={`Imagen del anuncio de ${pageName}`} />
        <button
          type="button"
          onClick={() => void favorite()}
          disabled={busy === "favorite"}
          aria-pressed={ad.isFavorite}
          aria-label={ad.isFavorite ? "Quitar de favoritos" : "Agregar a favoritos"}
          className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-zinc-200 transition-colors hover:bg-white"
        >
          <Star aria-hidden="true" className={cn("size-4.5", ad.isFavorite ? "fill-amber-400 text-amber-500" : "text-zinc-500")} />
        </button>
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <header className="flex items-center gap-3">
          <Avatar name={pageName} src={ad.media.pagePicture} />
          <div className="min-w-0">
            <h3 className="truncate text-sm font-semibold text-zinc-900">{pageName}</h3>
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              Guardado el <LocalDate value={ad.savedAt} />
            </p>
          </div>
        </header>

        {/* docs/score.md beside the original 1–5 'Popularidad', which stays. */}
        {typeof data.winner_score === "number" ? (
          <WinnerScore
            score={data.winner_score}
            label={data.winner_label ?? null}
            explanation={data.winner_explanation}
            adName={pageName}
          />
        ) : null}
        <ProductLink productId={data.product_id} storeCount={data.store_count} />
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="warning" title="Popularidad (1 a 5)">
            <Flame aria-hidden="true" />
            Popularidad {data.hotness_score ?? 1}/5
          </Badge>
          {duplicates > 1 ? (
            <Badge variant="info">
              <Copy aria-hidden="true" />
              {formatNumber(duplicates)} veces duplicado
            </Badge>
          ) : null}
          <Badge variant="neutral">{pluralize(data.days_running ?? 0, "día activo", "días activo")}</Badge>
        </div>

        {body ? <p className="line-clamp-3 text-sm wrap-anywhere text-zinc-700">{body}</p> : null}

        {editing ? (
          <EditForm
            ad={ad}
            onCancel={() => setEditing(false)}
            onSave={async (patch) => {
              if (await onSave(patch)) setEditing(false);
            }}
          />
        ) : (
          <div className="space-y-2 text-xs">
            <p>
              <span className="text-muted-foreground">Colección: </span>
              {/* Names of up to 80 characters: cut with an ellipsis rather than run out of the card. */}
              <Badge variant="brand" className="max-w-full" title={ad.collection}>
                <span className="truncate">{ad.collection}</span>
              </Badge>
            </p>
            {ad.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Etiquetas">
                {ad.tags.slice(0, MAX_TAGS_SHOWN).map((t) => (
                  <li key={t} className="max-w-full">
                    <Badge variant="outline" className="max-w-full" title={t}>
                      <span className="truncate">#{t}</span>
                    </Badge>
                  </li>
                ))}
                {extraTags > 0 ? (
                  <li>
                    <Badge variant="neutral">+{extraTags} más</Badge>
                  </li>
                ) : null}
              </ul>
            ) : null}
            {ad.notes ? <p className="line-clamp-2 wrap-anywhere text-zinc-600 italic">{ad.notes}</p> : null}
          </div>
        )}

        <footer className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {snapshotHref ? (
            <a
              href={snapshotHref}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              <ExternalLink aria-hidden="true" />
              Ver Anuncio
            </a>
          ) : null}
          {!editing ? (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Editar
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
            Eliminar
          </Button>
        </footer>
      </div>

      {/* The button keeps its 'Eliminar' while the spinner runs, as the card's own dialog did. */}
      <ConfirmDialog
        open={confirming}
        title="¿Eliminar este anuncio guardado?"
        description={<>Se quitará «{pageName}» de tu biblioteca, con sus etiquetas y notas. Esta acción no se puede deshacer.</>}
        busy={busy === "delete"}
        busyLabel="Eliminar"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </article>
  );
}

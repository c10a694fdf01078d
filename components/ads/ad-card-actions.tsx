"use client";

import { Bookmark, BookmarkCheck, ExternalLink, Loader2, UserCheck, UserPlus } from "lucide-react";
import { PlanLockedButton } from "@/components/plans/plan-locked-button";
import { Button, buttonVariants } from "@/components/ui/button";
import type { SearchAd } from "@/lib/shared/search/ad";
import { usePlanGates } from "@/lib/swr/use-usage";

type AdCardActionsProps = {
  ad: SearchAd;
  /** The ad in Meta's library; null when the ad has no id to link. */
  snapshotHref: string | null;
  following: boolean;
  onFollow: (ad: SearchAd) => void;
  saved: boolean;
  saving: boolean;
  onSave: (ad: SearchAd) => void;
};

/**
 * A result card's IR / SEGUIR / GUARDAR row. SEGUIR and GUARDAR show a lock when the plan leaves them out
 * (docs/product.md §6): the click then says which plan includes them instead of failing.
 */
export function AdCardActions({ ad, snapshotHref, following, onFollow, saved, saving, onSave }: AdCardActionsProps) {
  const { gates, recheck } = usePlanGates();
  const followLabel = `SEGUIR a ${ad.page_name}`;
  const saveLabel = `GUARDAR anuncio de ${ad.page_name}`;
  return (
    <div className="grid grid-cols-3 gap-2 border-t border-border bg-zinc-50/60 p-3">
      {snapshotHref ? (
        <a href={snapshotHref} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })}>
          <ExternalLink aria-hidden="true" />
          IR
          <span className="sr-only">al anuncio de {ad.page_name} (se abre en una pestaña nueva)</span>
        </a>
      ) : (
        <Button variant="outline" size="sm" disabled>
          <ExternalLink aria-hidden="true" />
          IR
        </Button>
      )}
      {!following && gates && !gates.trackedAdvertisers.allowed ? (
        <PlanLockedButton feature="trackedAdvertisers" gates={gates} recheck={recheck} onAllowed={() => onFollow(ad)} label={followLabel}>
          SEGUIR
        </PlanLockedButton>
      ) : (
        <Button
          variant={following ? "secondary" : "outline"}
          size="sm"
          onClick={() => onFollow(ad)}
          disabled={following}
          aria-label={following ? `SIGUIENDO a ${ad.page_name}` : followLabel}
        >
          {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
          {following ? "SIGUIENDO" : "SEGUIR"}
        </Button>
      )}
      {!saved && !saving && gates && !gates.savedAds.allowed ? (
        <PlanLockedButton feature="savedAds" gates={gates} recheck={recheck} onAllowed={() => onSave(ad)} label={saveLabel}>
          GUARDAR
        </PlanLockedButton>
      ) : (
        <Button
          variant={saved ? "secondary" : "primary"}
          size="sm"
          onClick={() => onSave(ad)}
          disabled={saved || saving}
          aria-busy={saving || undefined}
          aria-label={saved ? `GUARDADO: anuncio de ${ad.page_name}` : saveLabel}
        >
          {saving ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : saved ? (
            <BookmarkCheck aria-hidden="true" />
          ) : (
            <Bookmark aria-hidden="true" />
          )}
          {saved ? "GUARDADO" : "GUARDAR"}
        </Button>
      )}
    </div>
  );
}

"use client";

/**
 * GUARDAR and SEGUIR for archive cards (the archive screen, the ad page, the advertiser page), over the
 * search screen's own calls and its tracking dialog: the same payloads, messages and plan limits. The
 * replies carry the user's own marks (already saved, already following); this context adds what the
 * user did on this screen since, and the API's 'already saved' answer.
 */
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { toast } from "@/lib/toast";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import type { SearchAd } from "@/lib/shared/search/ad";
import { useInvalidate } from "@/lib/swr/invalidate";
import { SAVE_SUCCESS_MESSAGE, saveAdFromSearch, saveErrorMessage } from "@/lib/client/saved-ads";
import type { TrackTarget } from "./track-advertiser-dialog";

// Loaded on first open, not with the screen (docs/benchmarks.md §3).
const TrackAdvertiserDialog = dynamic(() => import("./track-advertiser-dialog").then((m) => m.TrackAdvertiserDialog));

/** The tags of an ad saved from the archive: 'búsqueda' (as every saved search card) and 'archivo'. */
const SAVE_TERM = "archivo";

type ArchiveActions = {
  isSaved: (adId: string) => boolean;
  isSaving: (adId: string) => boolean;
  isFollowing: (pageId: string) => boolean;
  save: (ad: SearchAd) => void;
  /** Opens the tracking dialog; the advertiser is followed in the one country the ad was seen in, else in all. */
  follow: (ad: SearchAd, countries: string[]) => void;
};

const ArchiveActionsContext = createContext<ArchiveActions | null>(null);

const add = (set: ReadonlySet<string>, id: string) => new Set(set).add(id);
const remove = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  next.delete(id);
  return next;
};

export function ArchiveActionsProvider({ children }: { children: React.ReactNode }) {
  const invalidate = useInvalidate();
  const [saved, setSaved] = useState<ReadonlySet<string>>(() => new Set());
  const [saving, setSaving] = useState<ReadonlySet<string>>(() => new Set());
  const [followed, setFollowed] = useState<ReadonlySet<string>>(() => new Set());
  const [target, setTarget] = useState<TrackTarget | null>(null);
  const trackMounted = useOpenedOnce(target !== null);

  const save = useCallback(
    async (ad: SearchAd) => {
      setSaving((ids) => add(ids, ad.id));
      try {
        await saveAdFromSearch(invalidate, ad, SAVE_TERM);
        setSaved((ids) => add(ids, ad.id));
        toast.success(SAVE_SUCCESS_MESSAGE);
      } catch (e) {
        const { message, alreadySaved } = saveErrorMessage(e);
        if (alreadySaved) setSaved((ids) => add(ids, ad.id));
        toast.error(message);
      } finally {
        setSaving((ids) => remove(ids, ad.id));
      }
    },
    [invalidate],
  );

  const follow = useCallback((ad: SearchAd, countries: string[]) => {
    setTarget({ ad, country: countries.length === 1 ? countries[0] : "ALL", activeAds: null });
  }, []);

  const value = useMemo<ArchiveActions>(
    () => ({
      isSaved: (id) => saved.has(id),
      isSaving: (id) => saving.has(id),
      isFollowing: (pageId) => followed.has(pageId.trim()),
      save: (ad) => void save(ad),
      follow,
    }),
    [saved, saving, followed, save, follow],
  );

  return (
    <ArchiveActionsContext.Provider value={value}>
      {children}
      {trackMounted ? (
        <TrackAdvertiserDialog
          target={target}
          onClose={() => setTarget(null)}
          onTracked={(pageId) => setFollowed((ids) => add(ids, pageId.trim()))}
        />
      ) : null}
    </ArchiveActionsContext.Provider>
  );
}

export function useArchiveActions(): ArchiveActions {
  const actions = useContext(ArchiveActionsContext);
  if (!actions) throw new Error("useArchiveActions outside ArchiveActionsProvider");
  return actions;
}

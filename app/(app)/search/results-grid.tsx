"use client";

import { memo, useMemo } from "react";
import { countAdsByPage, type SearchAd } from "@/lib/shared/search/ad";
import type { AdvertiserStat } from "@/lib/shared/search/persisted-state";
import { AdCard, bodyKey, descriptionKey } from "@/components/ads/ad-card";
import type { CardHandlers } from "./search-results";
import { useRevealedCount } from "./use-revealed-count";

type ResultsGridProps = Omit<CardHandlers, "onSort" | "onLoadMore"> & {
  results: SearchAd[];
  country: string;
  advertiserStats: Record<string, AdvertiserStat>;
  countingPageId: string | null;
  expandedTexts: string[];
  carouselIndices: Record<string, number>;
  savedAdIds: string[];
  followedPageIds: string[];
  savingIds: ReadonlySet<string>;
};

/**
 * The cards. Each card gets only primitives and stable callbacks, so a new count re-renders its own
 * cards only. Cards off screen skip style, layout and paint (`content-visibility: auto`, sized by their
 * last rendering): every count may re-sort the grid, and without it each one re-laid and repainted all
 * of them, in tasks of well over 50 ms on a busy machine. New cards arrive a few per frame
 * (useRevealedCount) for the same reason. A card not yet rendered is sized at least as tall as the
 * tallest measured (about 1,160 px at 375 and 1280 px, demo results): a smaller box let its contents
 * overflow onto the next card's, which axe and Lighthouse's target-size read as the 'Visitar sitio'
 * button covering the '¿Por qué?' below it, and which made the scrollbar jump as cards came into view.
 */
export const ResultsGrid = memo(function ResultsGrid(props: ResultsGridProps) {
  const { results, country, advertiserStats, countingPageId, savingIds } = props;
  const revealed = useRevealedCount(results.length);
  const adsByPage = useMemo(() => countAdsByPage(results), [results]);
  const saved = useMemo(() => new Set(props.savedAdIds), [props.savedAdIds]);
  const followed = useMemo(() => new Set(props.followedPageIds), [props.followedPageIds]);
  const expanded = useMemo(() => new Set(props.expandedTexts), [props.expandedTexts]);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
      {results.slice(0, revealed).map((ad) => {
        const pageId = ad.page_id.trim();
        return (
          <li key={ad.id} className="min-w-0 [contain-intrinsic-size:auto_75rem] [content-visibility:auto]">
            <AdCard
              ad={ad}
              country={country}
              activeAds={advertiserStats[pageId]?.totalActiveAds ?? null}
              activeAdsLoading={pageId === countingPageId}
              otherAdsInResults={Math.max(0, (adsByPage.get(pageId) ?? 1) - 1)}
              bodyExpanded={expanded.has(bodyKey(ad.id))}
              descriptionExpanded={expanded.has(descriptionKey(ad.id))}
              onToggleText={props.onToggleText}
              carouselIndex={props.carouselIndices[ad.id] ?? 0}
              onCarouselChange={props.onCarouselChange}
              saved={saved.has(ad.id)}
              saving={savingIds.has(ad.id)}
              onSave={props.onSave}
              following={followed.has(pageId)}
              onFollow={props.onFollow}
            />
          </li>
        );
      })}
    </ul>
  );
});

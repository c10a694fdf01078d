"use client";

import { memo, useId } from "react";
import Link from "next/link";
import { CalendarDays, Clock, Copy, ExternalLink, Flame, Globe, History, Languages, MonitorSmartphone } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { formatDate, pluralize } from "@/lib/format";
import { useTimeZone } from "@/components/shell/time-zone";
import { countryName, languageName } from "@/lib/providers/catalog";
import type { SearchAd } from "@/lib/shared/search/ad";
import { adCardView } from "@/lib/shared/search/ad-card-view";
import { AdCardActions } from "./ad-card-actions";
import { AdvertiserFacts, MetaRow } from "./ad-card-facts";
import { AdCardInsights } from "./ad-card-insights";
import { AdMedia } from "./ad-media";
import { AnalyzeAdButton } from "./analyze-ad-button";
import { ExpandableText } from "./expandable-text";
import { PageAvatar } from "./page-avatar";
import { PLATFORM_NAMES } from "@/lib/shared/search/filter-phrases";
import { adHref } from "@/lib/shared/archive/ad-href";

export const bodyKey = (adId: string) => `${adId}:body`;
export const descriptionKey = (adId: string) => `${adId}:description`;

export function platformLabel(platform: string): string {
  return PLATFORM_NAMES[platform.toLowerCase()] ?? platform.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}

export type AdCardProps = {
  ad: SearchAd;
  /** The searched country, where the advertiser's active ads are counted. */
  country: string;
  /** The advertiser's active-ads count; null while unknown. */
  activeAds: number | null;
  /** The stats queue is counting this advertiser's ads right now. */
  activeAdsLoading: boolean;
  /** Other ads of the same advertiser among the results on screen. */
  otherAdsInResults: number;
  bodyExpanded: boolean;
  descriptionExpanded: boolean;
  onToggleText: (key: string) => void;
  carouselIndex: number;
  onCarouselChange: (adId: string, index: number) => void;
  saved: boolean;
  saving: boolean;
  onSave: (ad: SearchAd) => void;
  following: boolean;
  onFollow: (ad: SearchAd) => void;
};

/**
 * One ad of the results grid with everything docs/product.md §2 lists, 'Ver historial' and 'Analizar con IA',
 * and its IR / SEGUIR / GUARDAR actions.
 */
export const AdCard = memo(function AdCard({
  ad,
  country,
  activeAds,
  activeAdsLoading,
  otherAdsInResults,
  bodyExpanded,
  descriptionExpanded,
  onToggleText,
  carouselIndex,
  onCarouselChange,
  saved,
  saving,
  onSave,
  following,
  onFollow,
}: AdCardProps) {
  const timeZone = useTimeZone();
  const id = useId();
  const nameId = `${id}-name`;

  const view = adCardView(ad, { country, activeAds, otherAdsInResults, bodyExpanded, descriptionExpanded });
  const { body, title, caption, description, link, countries } = view;
  const { cta_text: ctaText, page_categories: categories, page_like_count: likes } = ad.apify_data;
  const days = ad.days_running;
  const startDate = formatDate(ad.ad_delivery_start_time, timeZone);
  const expandable = (
    variant: "body" | "description",
    part: { text: string; expandable: boolean } | null,
    expanded: boolean,
    key: string,
  ) =>
    part ? (
      <ExpandableText id={`${id}-${variant}`} variant={variant} part={part} expanded={expanded} onToggle={() => onToggleText(key)} />
    ) : null;

  return (
    <article
      aria-labelledby={nameId}
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-card transition-shadow hover:shadow-raised"
    >
      {view.duplicates ? (
        <div className="flex flex-wrap items-center gap-1.5 border-b border-border bg-zinc-50/80 px-4 py-2">
          <Badge variant={view.highFrequency ? "warning" : "neutral"}>
            <Copy aria-hidden="true" />
            {view.duplicates}
          </Badge>
          {view.highFrequency ? (
            <Badge variant="danger">
              <Flame aria-hidden="true" />
              ALTA FRECUENCIA
            </Badge>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-1 flex-col gap-4 p-4">
        <header className="flex items-start gap-3">
          <PageAvatar name={ad.page_name} pictureUrl={ad.apify_data.page_profile_picture_url} />
          <div className="min-w-0 flex-1">
            <h3 id={nameId} className="truncate text-sm font-semibold text-zinc-900" title={ad.page_name}>
              <Link
                href={`/advertisers/${encodeURIComponent(ad.page_id.trim())}`}
                prefetch={false}
                className="rounded hover:text-brand-700 hover:underline"
              >
                {ad.page_name || "Anunciante sin nombre"}
              </Link>
            </h3>
            <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
              <Clock aria-hidden="true" className="size-3.5" />
              <span>{pluralize(days, "día", "días")} activo</span>
            </p>
          </div>
        </header>

        <AdCardInsights ad={ad} />

        <AdvertiserFacts
          count={activeAds}
          loading={activeAdsLoading}
          busy={view.busyAdvertiser}
          country={country}
          moreInResults={view.moreInResults}
          category={categories[0] ?? null}
          likes={likes}
        />

        {expandable("body", body, bodyExpanded, bodyKey(ad.id))}

        <AdMedia ad={ad} carouselIndex={carouselIndex} onCarouselChange={onCarouselChange} fallbackSrc={ad.thumbnail_url} />

        {title || description || link ? (
          <div className="rounded-lg border border-border bg-zinc-50/70 p-3">
            {caption ? <p className="truncate text-[0.6875rem] font-medium tracking-wide text-zinc-500 uppercase">{caption}</p> : null}
            {title ? <p className="mt-0.5 text-sm font-semibold break-words text-zinc-900">{title}</p> : null}
            {expandable("description", description, descriptionExpanded, descriptionKey(ad.id))}
            {link ? (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "outline", size: "sm", className: "mt-3 w-full" })}
              >
                {ctaText || "Visitar sitio"}
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">(se abre en una pestaña nueva)</span>
              </a>
            ) : null}
          </div>
        ) : null}

        <dl className="mt-auto grid gap-1.5 text-xs text-zinc-600">
          <MetaRow icon={CalendarDays} label="Inicio">
            {startDate || "—"}
          </MetaRow>
          <MetaRow icon={Globe} label="País">
            {countries.length > 0 ? countries.map(countryName).join(", ") : "—"}
          </MetaRow>
          <MetaRow icon={Languages} label="Idiomas">
            {ad.languages.length > 0 ? ad.languages.map(languageName).join(", ") : "—"}
          </MetaRow>
          <MetaRow icon={MonitorSmartphone} label="Plataformas">
            {ad.publisher_platform.length > 0 ? ad.publisher_platform.map(platformLabel).join(", ") : "—"}
          </MetaRow>
        </dl>
        <div className="flex flex-wrap items-center gap-x-4">
          <Link
            // The ad page's back link then leads back to these results, not to the archive.
            href={adHref(ad.id, "search")}
            prefetch={false}
            className={buttonVariants({ variant: "link", size: "sm", className: "self-start px-0" })}
          >
            <History aria-hidden="true" />
            Ver historial
            <span className="sr-only"> del anuncio de {ad.page_name}</span>
          </Link>
          <AnalyzeAdButton adId={ad.id} adName={ad.page_name} className="px-0" />
        </div>
      </div>

      <AdCardActions
        ad={ad}
        snapshotHref={view.snapshotHref}
        following={following}
        onFollow={onFollow}
        saved={saved}
        saving={saving}
        onSave={onSave}
      />
    </article>
  );
});

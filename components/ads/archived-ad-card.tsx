"use client";

import { useId, useState } from "react";
import Link from "next/link";
import { CalendarDays, Clock, Eye, Globe, History, MonitorSmartphone } from "lucide-react";
import { AnalyzeAdButton } from "@/components/ads/analyze-ad-button";
import { buttonVariants } from "@/components/ui/button";
import { formatDate, pluralize } from "@/lib/format";
import { useTimeZone } from "@/components/shell/time-zone";
import { countryName } from "@/lib/providers/catalog";
import type { ArchiveCard } from "@/lib/services/archive/archive-reply";
import { adCardView } from "@/lib/shared/search/ad-card-view";
import { cn } from "@/lib/utils";
import { platformLabel } from "./ad-card";
import { AdCardActions } from "./ad-card-actions";
import { AdCardInsights } from "./ad-card-insights";
import { MetaRow } from "./ad-card-facts";
import { AdMedia } from "./ad-media";
import { ExpandableText } from "./expandable-text";
import { PageAvatar } from "./page-avatar";
import { useArchiveActions } from "./archive-actions";
import { ArchiveBadges } from "./archive-badges";
import { adHref } from "@/lib/shared/archive/ad-href";

export const advertiserHref = (pageId: string) => `/advertisers/${encodeURIComponent(pageId.trim())}`;

/** The kept WebP first (it never expires); the original creative when there is none or it fails to load. */
function ArchiveMedia({ item }: { item: ArchiveCard }) {
  const [thumbFailed, setThumbFailed] = useState(false);
  const [slide, setSlide] = useState(0);
  const thumb = item.archive.thumbnailUrl;
  if (thumb && !thumbFailed) {
    return (
      <div className="overflow-hidden rounded-lg border border-border bg-zinc-50">
        {/* eslint-disable-next-line @next/next/no-img-element -- the archive's own WebP, at most 480 px wide */}
        <img
          src={thumb}
          alt={`Miniatura guardada del anuncio de ${item.ad.page_name}`}
          loading="lazy"
          decoding="async"
          onError={() => setThumbFailed(true)}
          className="aspect-square w-full object-contain"
        />
      </div>
    );
  }
  return <AdMedia ad={item.ad} carouselIndex={slide} onCarouselChange={(_, i) => setSlide(i)} />;
}

/**
 * An archived ad with the search card's look and parts: advertiser (linked to its archive page), badges
 * of its life, winner score with '¿Por qué?' and shop signals, text, kept thumbnail, first and last sighting, countries, a link to its history, and
 * IR / SEGUIR / GUARDAR.
 */
export function ArchivedAdCard({
  item,
  headingLevel = 3,
  historyLink = true,
}: {
  item: ArchiveCard;
  headingLevel?: 2 | 3;
  /** Off on the ad's own page. */
  historyLink?: boolean;
}) {
  const timeZone = useTimeZone();
  const id = useId();
  const nameId = `${id}-name`;
  const [expanded, setExpanded] = useState(false);
  const actions = useArchiveActions();
  const { ad, archive, marks } = item;
  const view = adCardView(ad, {
    country: "ALL",
    activeAds: null,
    otherAdsInResults: 0,
    bodyExpanded: expanded,
    descriptionExpanded: false,
  });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const platforms = ad.publisher_platform;

  return (
    <article
      aria-labelledby={nameId}
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-card transition-shadow hover:shadow-raised"
    >
      <div className="border-b border-border bg-zinc-50/80 px-4 py-2">
        <ArchiveBadges archive={archive} />
      </div>

      <div className="flex flex-1 flex-col gap-4 p-4">
        <header className="flex items-start gap-3">
          <PageAvatar name={ad.page_name} pictureUrl={ad.apify_data.page_profile_picture_url} />
          <div className="min-w-0 flex-1">
            <Heading id={nameId} className="truncate text-sm font-semibold text-zinc-900" title={ad.page_name}>
              <Link href={advertiserHref(ad.page_id)} prefetch={false} className="rounded hover:text-brand-700 hover:underline">
                {ad.page_name || "Anunciante sin nombre"}
              </Link>
            </Heading>
            <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
              <Clock aria-hidden="true" className="size-3.5" />
              <span>{pluralize(archive.lifespanDays, "día", "días")} en circulación</span>
            </p>
          </div>
        </header>

        <AdCardInsights ad={ad} />

        {view.body ? (
          <ExpandableText id={`${id}-body`} variant="body" part={view.body} expanded={expanded} onToggle={() => setExpanded((v) => !v)} />
        ) : null}

        <ArchiveMedia item={item} />

        {view.title ? <p className="text-sm font-semibold break-words text-zinc-900">{view.title}</p> : null}

        <dl className="mt-auto grid gap-1.5 text-xs text-zinc-600">
          <MetaRow icon={CalendarDays} label="Primera vez">
            {formatDate(archive.firstSeenAt, timeZone)}
          </MetaRow>
          <MetaRow icon={Eye} label="Última vez">
            {formatDate(archive.lastSeenAt, timeZone)}
          </MetaRow>
          <MetaRow icon={Globe} label="Países">
            {archive.countries.length > 0 ? archive.countries.map(countryName).join(", ") : "—"}
          </MetaRow>
          <MetaRow icon={MonitorSmartphone} label="Plataformas">
            {platforms.length > 0 ? platforms.map(platformLabel).join(", ") : "—"}
          </MetaRow>
        </dl>
        <div className="flex flex-wrap items-center gap-x-4">
          {historyLink ? (
            <Link href={adHref(ad.id)} prefetch={false} className={cn(buttonVariants({ variant: "link", size: "sm" }), "self-start px-0")}>
              <History aria-hidden="true" />
              Ver historial
              <span className="sr-only"> del anuncio de {ad.page_name}</span>
            </Link>
          ) : null}
          {historyLink ? <AnalyzeAdButton adId={ad.id} adName={ad.page_name} className="px-0" /> : null}
        </div>
      </div>

      <AdCardActions
        ad={ad}
        snapshotHref={view.snapshotHref}
        following={marks.following || actions.isFollowing(ad.page_id)}
        onFollow={(a) => actions.follow(a, archive.countries)}
        saved={marks.saved || actions.isSaved(ad.id)}
        saving={actions.isSaving(ad.id)}
        onSave={actions.save}
      />
    </article>
  );
}

/** Archived ads in the search grid's columns. */
export function ArchivedAdGrid({ items, className }: { items: ArchiveCard[]; className?: string }) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4", className)}>
      {items.map((item) => (
        <li key={item.ad.id} className="min-w-0">
          <ArchivedAdCard item={item} />
        </li>
      ))}
    </ul>
  );
}

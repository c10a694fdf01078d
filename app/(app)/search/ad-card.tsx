"use client";

import { memo, useId } from "react";
import {
  Bookmark,
  BookmarkCheck,
  CalendarDays,
  Clock,
  Copy,
  ExternalLink,
  Flame,
  Globe,
  Languages,
  Loader2,
  Megaphone,
  MonitorSmartphone,
  ThumbsUp,
  UserCheck,
  UserPlus,
  Users,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { formatCompact, formatDate, formatNumber } from "@/lib/format";
import { countryName, languageName } from "@/lib/providers/catalog";
import type { SearchAd } from "@/lib/search/ad";
import { adCardView } from "@/lib/search/ad-card-view";
import { cn } from "@/lib/utils";
import { AdMedia } from "./ad-media";
import { PageAvatar } from "./page-avatar";

const PLATFORM_LABELS: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  messenger: "Messenger",
  audience_network: "Audience Network",
  threads: "Threads",
  whatsapp: "WhatsApp",
};

export const bodyKey = (adId: string) => `${adId}:body`;
export const descriptionKey = (adId: string) => `${adId}:description`;

function platformLabel(platform: string): string {
  return PLATFORM_LABELS[platform.toLowerCase()] ?? platform.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());
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

/** One ad of the results grid with everything docs/product.md §2 lists, and its IR / SEGUIR / GUARDAR actions. */
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
  const id = useId();
  const nameId = `${id}-name`;
  const bodyId = `${id}-body`;
  const descriptionId = `${id}-description`;

  const view = adCardView(ad, { country, activeAds, otherAdsInResults, bodyExpanded, descriptionExpanded });
  const { body, title, caption, description, link, countries } = view;
  const { cta_text: ctaText, page_categories: categories, page_like_count: likes } = ad.apify_data;
  const days = ad.days_running;
  const startDate = formatDate(ad.ad_delivery_start_time);

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
              {ad.page_name || "Anunciante sin nombre"}
            </h3>
            <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
              <Clock aria-hidden="true" className="size-3.5" />
              <span>
                {formatNumber(days)} {days === 1 ? "día" : "días"} activo
              </span>
            </p>
          </div>
        </header>

        <AdvertiserFacts
          count={activeAds}
          loading={activeAdsLoading}
          busy={view.busyAdvertiser}
          country={country}
          moreInResults={view.moreInResults}
          category={categories[0] ?? null}
          likes={likes}
        />

        {body ? (
          <div>
            <p id={bodyId} className="text-sm leading-relaxed break-words whitespace-pre-line text-zinc-700">
              {body.text}
            </p>
            {body.expandable ? (
              <button
                type="button"
                aria-expanded={bodyExpanded}
                aria-controls={bodyId}
                onClick={() => onToggleText(bodyKey(ad.id))}
                className="mt-1 rounded text-xs font-medium text-brand-600 hover:text-brand-700 hover:underline"
              >
                {bodyExpanded ? "Ver menos" : "Ver más"}
              </button>
            ) : null}
          </div>
        ) : null}

        <AdMedia ad={ad} carouselIndex={carouselIndex} onCarouselChange={onCarouselChange} />

        {title || description || link ? (
          <div className="rounded-lg border border-border bg-zinc-50/70 p-3">
            {caption ? <p className="truncate text-[0.6875rem] font-medium tracking-wide text-zinc-500 uppercase">{caption}</p> : null}
            {title ? <p className="mt-0.5 text-sm font-semibold break-words text-zinc-900">{title}</p> : null}
            {description ? (
              <div className="mt-1">
                <p id={descriptionId} className="text-xs break-words text-zinc-600">
                  {description.text}
                </p>
                {description.expandable ? (
                  <button
                    type="button"
                    aria-expanded={descriptionExpanded}
                    aria-controls={descriptionId}
                    onClick={() => onToggleText(descriptionKey(ad.id))}
                    className="mt-0.5 rounded text-xs font-medium text-brand-600 hover:text-brand-700 hover:underline"
                  >
                    {descriptionExpanded ? "Ver menos" : "Ver más"}
                  </button>
                ) : null}
              </div>
            ) : null}
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
      </div>

      <div className="grid grid-cols-3 gap-2 border-t border-border bg-zinc-50/60 p-3">
        {view.snapshotHref ? (
          <a
            href={view.snapshotHref}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
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
        <Button
          variant={following ? "secondary" : "outline"}
          size="sm"
          onClick={() => onFollow(ad)}
          disabled={following}
          aria-label={following ? `SIGUIENDO a ${ad.page_name}` : `SEGUIR a ${ad.page_name}`}
        >
          {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
          {following ? "SIGUIENDO" : "SEGUIR"}
        </Button>
        <Button
          variant={saved ? "secondary" : "primary"}
          size="sm"
          onClick={() => onSave(ad)}
          disabled={saved || saving}
          aria-busy={saving || undefined}
          aria-label={saved ? `GUARDADO: anuncio de ${ad.page_name}` : `GUARDAR anuncio de ${ad.page_name}`}
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
      </div>
    </article>
  );
});

function MetaRow({ icon: Icon, label, children }: { icon: typeof Globe; label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-1.5">
      <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0 text-zinc-400" />
      <dt className="shrink-0 font-medium text-zinc-500">{label}:</dt>
      <dd className="min-w-0 break-words text-zinc-700">{children}</dd>
    </div>
  );
}

function AdvertiserFacts({
  count,
  loading,
  busy,
  country,
  moreInResults,
  category,
  likes,
}: {
  count: number | null;
  loading: boolean;
  busy: boolean;
  country: string;
  moreInResults: string | null;
  category: string | null;
  likes: number | null;
}) {
  const where = country === "ALL" ? "en todos los países" : `en ${countryName(country)}`;

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs">
      <span
        className={cn(
          "inline-flex items-center gap-1 rounded-md px-1.5 py-0.5",
          busy ? "bg-emerald-50 font-semibold text-emerald-700 ring-1 ring-emerald-200" : "text-zinc-600",
        )}
        title={`Anuncios activos del anunciante ${where}`}
      >
        <Megaphone aria-hidden="true" className="size-3.5" />
        {loading ? (
          <>
            <Loader2 aria-hidden="true" className="size-3.5 animate-spin text-zinc-400" />
            <span className="sr-only">Cargando anuncios activos del anunciante</span>
          </>
        ) : count === null ? (
          <span>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Anuncios activos del anunciante pendientes</span>
          </span>
        ) : (
          <span>
            {formatNumber(count)} {count === 1 ? "anuncio activo" : "anuncios activos"}
            <span className="sr-only"> {where}</span>
          </span>
        )}
      </span>

      {moreInResults ? (
        <span className="inline-flex items-center gap-1 text-zinc-600" title="Otros anuncios de este anunciante en los resultados">
          <Users aria-hidden="true" className="size-3.5" />
          {moreInResults}
        </span>
      ) : null}

      {category || likes !== null ? (
        <span className="inline-flex min-w-0 items-center gap-1 text-zinc-500">
          {likes !== null ? <ThumbsUp aria-hidden="true" className="size-3.5 shrink-0" /> : null}
          <span className="truncate">
            {[category, likes !== null ? `${formatCompact(likes)} Me gusta` : null].filter(Boolean).join(" · ")}
          </span>
        </span>
      ) : null}
    </div>
  );
}

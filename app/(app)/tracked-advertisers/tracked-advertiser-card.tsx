"use client";

import { safeHref } from "@/lib/security/safe-link";
import Link from "next/link";
import {
  BadgeCheck,
  CalendarDays,
  ExternalLink,
  Megaphone,
  Pause,
  Pencil,
  Play,
  RefreshCw,
  Search,
  Trash2,
  TrendingDown,
  TrendingUp,
  Users,
  Minus,
} from "lucide-react";
import { KeptImage } from "@/components/ads/kept-image";
import { WinnerScore } from "@/components/ads/winner-score";
import { ProductLink } from "@/components/ads/product-link";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { formatCompact, formatDate, formatDay, formatNumber, pluralize } from "@/lib/format";
import { useTimeZone } from "@/components/shell/time-zone";
import { countryName } from "@/lib/providers/catalog";
import type { TrackedAdvertiserItem } from "@/lib/services/tracking/tracked-advertisers";
import { TREND_LABELS } from "@/lib/shared/tracking/trend";
import { cn } from "@/lib/utils";
import { PageAvatar, imageSrc } from "@/components/ads/page-avatar";
import { ActiveAdsChart } from "./active-ads-chart";
import { PRODUCT_TYPE_LABELS } from "@/lib/shared/tracking/product-types";

const TREND_STYLE = {
  up: { icon: TrendingUp, className: "bg-emerald-50 text-emerald-700 ring-emerald-200" },
  down: { icon: TrendingDown, className: "bg-red-50 text-red-700 ring-red-200" },
  stable: { icon: Minus, className: "bg-zinc-100 text-zinc-700 ring-zinc-200" },
} as const;

type CardProps = {
  item: TrackedAdvertiserItem;
  busy: "check" | "toggle" | null;
  onCheck: () => void;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One followed advertiser: who it is, its active-ads evolution and trend, and what changed lately. */
export function TrackedAdvertiserCard({ item, busy, onCheck, onToggle, onEdit, onDelete }: CardProps) {
  const timeZone = useTimeZone();
  const trend = TREND_STYLE[item.trend];
  const TrendIcon = trend.icon;
  const lastFour = item.dailyStats.slice(-4).reverse();
  const firstDate = item.dailyStats[0]?.date;
  const searchHref = `/search?${new URLSearchParams({ searchType: "page", value: item.pageId, country: item.country, minDays: "0" })}`;

  return (
    <article
      aria-label={item.pageName}
      className={cn(
        "flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5",
        !item.active && "opacity-75",
      )}
    >
      <header className="flex items-start gap-3">
        <PageAvatar name={item.pageName} pictureUrl={item.pageProfilePictureUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-1.5 text-base font-semibold text-zinc-900">
            <Link
              href={`/advertisers/${encodeURIComponent(item.pageId.trim())}`}
              prefetch={false}
              className="truncate rounded hover:text-brand-700 hover:underline"
              title="Ver su historial en el archivo"
            >
              {item.pageName}
            </Link>
            {item.pageVerification ? <BadgeCheck aria-label="Verificado" className="size-4 shrink-0 text-sky-600" /> : null}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <Badge variant="brand">{PRODUCT_TYPE_LABELS[item.productType]}</Badge>
            {!item.active ? <Badge variant="warning">Pausado</Badge> : null}
            <span className="text-xs text-muted-foreground">{item.country === "ALL" ? "Todos los países" : countryName(item.country)}</span>
          </div>
        </div>
        <span
          className={cn(
            "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
            trend.className,
          )}
        >
          <TrendIcon aria-hidden="true" className="size-3.5" />
          {TREND_LABELS[item.trend]}
        </span>
      </header>

      <dl className="grid grid-cols-3 gap-2 text-center [&>div]:min-w-0">
        <div className="rounded-lg bg-zinc-50 px-2 py-2">
          <dt className="flex items-center justify-center gap-1 text-[11px] text-muted-foreground">
            <Users aria-hidden="true" className="size-3" /> Seguidores
          </dt>
          <dd className="text-sm font-semibold text-zinc-900">{item.pageLikeCount !== null ? formatCompact(item.pageLikeCount) : "—"}</dd>
        </div>
        <div className="rounded-lg bg-zinc-50 px-2 py-2">
          <dt className="flex items-center justify-center gap-1 text-[11px] text-muted-foreground">
            <Megaphone aria-hidden="true" className="size-3" /> Anuncios rastreados
          </dt>
          <dd className="text-sm font-semibold text-zinc-900">{formatNumber(item.totalAdsTracked)}</dd>
        </div>
        <div className="rounded-lg bg-zinc-50 px-2 py-2">
          <dt className="flex items-center justify-center gap-1 text-[11px] text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-3" /> Desde
          </dt>
          <dd className="text-sm font-semibold text-zinc-900">{formatDate(item.trackingStartDate, timeZone)}</dd>
        </div>
      </dl>

      {item.notes ? (
        <p className="rounded-lg border border-dashed border-zinc-200 px-3 py-2 text-sm wrap-anywhere text-zinc-700">{item.notes}</p>
      ) : null}

      <section aria-label="Evolución de anuncios activos" className="min-w-0">
        <ActiveAdsChart
          points={item.dailyStats}
          trend={item.trend}
          label={`Evolución de anuncios activos de ${item.pageName}: tendencia ${TREND_LABELS[item.trend]}`}
        />
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {lastFour.map((p) => (
            <li key={p.date} className="rounded-lg border border-border px-2 py-1.5 text-center">
              <p className="text-[11px] text-muted-foreground">{formatDay(p.date)}</p>
              <p className="text-sm font-semibold text-zinc-900">{pluralize(p.activeAds, "anuncio", "anuncios")}</p>
              {p.date === firstDate ? <p className="text-[10px] font-medium text-brand-700">Inicio del seguimiento</p> : null}
            </li>
          ))}
        </ul>
      </section>

      {item.latest?.compared ? (
        <section aria-label="Cambios desde el último registro" className="rounded-lg bg-zinc-50 p-3">
          <p className="text-sm font-medium text-zinc-800">
            <span className="text-emerald-700">{formatNumber(item.latest.newAds)} nuevos</span> /{" "}
            <span className="text-red-700">{formatNumber(item.latest.stoppedAds)} detenidos</span>
            <span className="ml-1 text-xs font-normal text-muted-foreground">desde el registro anterior</span>
          </p>
          {item.newAds.length > 0 ? (
            <ul className="mt-2 grid gap-2">
              {item.newAds.map((ad) => {
                const img = imageSrc(ad.imageUrl);
                const href = safeHref(ad.snapshotUrl);
                return (
                  <li key={ad.id} className="flex items-center gap-2 rounded-md bg-surface p-2 ring-1 ring-border">
                    <KeptImage src={img} fallbackSrc={ad.thumbnailUrl} alt="" className="size-10 shrink-0 rounded object-cover" />
                    <div className="grid min-w-0 flex-1 gap-1">
                      <p className="truncate text-xs text-zinc-700">{ad.text || "Anuncio sin texto"}</p>
                      <WinnerScore
                        score={ad.winner_score}
                        label={ad.winner_label}
                        explanation={ad.winner_explanation}
                        adName={item.pageName}
                      />
                      <ProductLink productId={ad.productId} storeCount={ad.storeCount} />
                    </div>
                    {href ? (
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={buttonVariants({ variant: "ghost", size: "icon-sm" })}
                        aria-label="Ver anuncio en la biblioteca"
                      >
                        <ExternalLink aria-hidden="true" />
                      </a>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : null}
          <Link href={searchHref} className={cn(buttonVariants({ variant: "link", size: "sm" }), "mt-2")}>
            <Search aria-hidden="true" /> Ver sus anuncios en la búsqueda
          </Link>
        </section>
      ) : null}

      <footer className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">
        <Button size="sm" onClick={onCheck} loading={busy === "check"} disabled={busy !== null}>
          {busy === "check" ? null : <RefreshCw aria-hidden="true" />}
          {busy === "check" ? "Actualizando..." : "Actualizar estadísticas"}
        </Button>
        <Button size="sm" variant="outline" onClick={onToggle} disabled={busy !== null}>
          {item.active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {item.active ? "Pausar" : "Reanudar"}
        </Button>
        <Button size="icon-sm" variant="ghost" onClick={onEdit} aria-label={`Editar ${item.pageName}`}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          size="icon-sm"
          variant="ghost"
          onClick={onDelete}
          aria-label={`Eliminar seguimiento de ${item.pageName}`}
          className="ml-auto text-red-600 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </footer>
    </article>
  );
}

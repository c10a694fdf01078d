"use client";

import { Boxes, Check, CirclePause, CircleStop, PlaneLanding, Radar, TrendingDown, TrendingUp, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { formatTimeIn } from "@/lib/shared/watches/format-helpers";
import type { FeedItem, FeedKind } from "@/lib/shared/watches/types";
import { FeedAdRow } from "./feed-ad-row";

const KIND_ICONS: Readonly<Record<FeedKind, LucideIcon>> = {
  watch: Radar,
  arrival: PlaneLanding,
  growth: TrendingUp,
  decline: TrendingDown,
  stopped: CircleStop,
  paused: CirclePause,
  product: Boxes,
};

const KIND_TONES: Readonly<Record<FeedKind, string>> = {
  watch: "bg-brand-50 text-brand-600",
  arrival: "bg-emerald-50 text-emerald-600",
  growth: "bg-emerald-50 text-emerald-600",
  decline: "bg-amber-50 text-amber-600",
  stopped: "bg-zinc-100 text-zinc-500",
  paused: "bg-amber-50 text-amber-600",
  product: "bg-sky-50 text-sky-600",
};

type FeedEntryProps = {
  item: FeedItem;
  /** Time zone the entry's time is written in (the user's). */
  timeZone: string;
  onMarkRead: (item: FeedItem) => void;
  marking: boolean;
};

/** One delivery or alert: its title and text, the ads it brought, and 'Marcar como leída' while unread. */
export function FeedEntry({ item, timeZone, onMarkRead, marking }: FeedEntryProps) {
  const hydrated = useHydrated();
  const Icon = KIND_ICONS[item.kind] ?? Radar;
  const unread = item.readAt === null;
  const titleId = `feed-${item.id}`;
  const time = formatTimeIn(item.createdAt, timeZone);
  return (
    <article
      aria-labelledby={titleId}
      data-unread={unread || undefined}
      className={cn(
        "rounded-xl border bg-surface p-3 shadow-xs sm:p-4",
        unread ? "border-brand-200 ring-1 ring-brand-100" : "border-border",
      )}
    >
      <div className="flex items-start gap-3">
        <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-lg", KIND_TONES[item.kind] ?? KIND_TONES.watch)}>
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h4 id={titleId} className="min-w-0 text-sm font-semibold break-words text-zinc-900">
              {item.title}
            </h4>
            {unread ? <Badge variant="brand">Nueva</Badge> : null}
          </div>
          <p className="mt-0.5 text-xs text-muted-foreground">
            <time dateTime={item.createdAt}>{time}</time>
          </p>
          {item.body ? <p className="mt-1.5 text-sm break-words whitespace-pre-line text-zinc-700">{item.body}</p> : null}
        </div>
        {unread ? (
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0"
            loading={marking}
            // Until the screen has hydrated a click would do nothing; disabled, it is not lost unseen.
            disabled={!hydrated}
            onClick={() => onMarkRead(item)}
            aria-label={`Marcar como leída: ${item.title}`}
          >
            {marking ? null : <Check aria-hidden="true" />}
            <span className="hidden sm:inline">Marcar como leída</span>
          </Button>
        ) : null}
      </div>
      {item.ads.length > 0 ? (
        <ul aria-label={`Anuncios de ${item.title}`} className="mt-3 grid gap-2 lg:grid-cols-2">
          {item.ads.map((ad) => (
            <FeedAdRow key={ad.id} ad={ad} at={item.createdAt} />
          ))}
        </ul>
      ) : null}
    </article>
  );
}

"use client";

import { useState } from "react";
import Link from "next/link";
import { CalendarClock, ImageOff, PlaneLanding } from "lucide-react";
import { WinnerScore } from "@/components/ads/winner-score";
import { pluralize } from "@/lib/format";
import { adHref } from "@/lib/shared/archive/ad-href";
import { arrivalSentence } from "@/lib/shared/watches/arrival";
import type { FeedAd } from "@/lib/shared/watches/types";

/** Only the app's own kept copies are shown: an entry never makes the browser fetch another host. */
function ownThumbnail(url: string | null): string | null {
  return url && url.startsWith("/") && !url.startsWith("//") ? url : null;
}

/** One delivered ad: kept thumbnail, advertiser, score and label, days running, arrival, link to its page. */
export function FeedAdRow({ ad, at }: { ad: FeedAd; at: string }) {
  const [failed, setFailed] = useState(false);
  const thumb = failed ? null : ownThumbnail(ad.thumbnailUrl);
  const href = adHref(ad.id);
  return (
    <li className="flex min-w-0 gap-3 rounded-lg border border-border bg-surface p-2.5 sm:p-3">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-zinc-50 sm:size-20">
        {thumb ? (
          // eslint-disable-next-line @next/next/no-img-element -- the archive's own WebP, at most 480 px wide
          <img src={thumb} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} className="size-full object-cover" />
        ) : (
          <ImageOff aria-hidden="true" className="size-5 text-zinc-400" />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            href={href}
            className="min-w-0 truncate text-sm font-semibold text-zinc-900 underline-offset-2 hover:text-brand-700 hover:underline"
          >
            {ad.pageName || "Anunciante sin nombre"}
          </Link>
          <WinnerScore score={ad.score} label={ad.label} adName={ad.pageName} />
        </div>
        {ad.text ? <p className="line-clamp-2 text-xs break-words text-zinc-700">{ad.text}</p> : null}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden="true" className="size-3.5" />
            {pluralize(ad.daysRunning, "día activo", "días activo")}
          </span>
          <Link href={href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Ver anuncio<span className="sr-only"> de {ad.pageName}</span>
          </Link>
        </p>
        {ad.arrival ? (
          <p className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
            <PlaneLanding aria-hidden="true" className="size-3.5 shrink-0" />
            {arrivalSentence(ad.arrival, at)}
          </p>
        ) : null}
      </div>
    </li>
  );
}

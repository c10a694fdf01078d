"use client";

import Link from "next/link";
import { Archive, ImageOff, Search, SearchX, Store } from "lucide-react";
import { useState } from "react";
import { AdAnalysisPanel } from "@/components/ads/ad-analysis";
import { AdTranscript } from "@/components/ads/ad-transcript";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { formatNumber } from "@/lib/format";
import type { AdInsights } from "@/lib/services/analysis/ad-insights";
import { useArchivedAd, type ArchivedAdPage } from "@/lib/swr/use-archived-ad";
import { ArchiveActionsProvider } from "@/components/ads/archive-actions";
import { advertiserHref, ArchivedAdCard, ArchivedAdGrid } from "@/components/ads/archived-ad-card";
import { imageSrc } from "@/components/ads/page-avatar";
import { AdCountries, AdTimeline } from "./ad-timeline";

/**
 * The ad page: the card with IR / GUARDAR / SEGUIR, its timeline and variants over time,
 * the countries, the kept media, the other ads of its collation group and the advertiser's other ads.
 */
type From = "search" | "archive";

/** Where the back link leads, by the screen the user came from. */
const BACK: Record<From, { href: string; icon: typeof Archive; label: string }> = {
  search: { href: "/search", icon: Search, label: "Volver a la búsqueda" },
  archive: { href: "/archive", icon: Archive, label: "Volver al archivo" },
};

export function AdPageScreen({
  adId,
  initial,
  insights,
  from = "archive",
}: {
  adId: string;
  initial: ArchivedAdPage | null;
  insights: AdInsights | null;
  /** The screen the user came from: the back link leads there. */
  from?: From;
}) {
  if (!initial) {
    return (
      <>
        <PageHeader title="Historial del anuncio" />
        <EmptyState
          icon={SearchX}
          title="Este anuncio no está en el archivo"
          description="El archivo guarda los anuncios que aparecen en las búsquedas. Búscalo en el archivo o haz una nueva búsqueda."
          action={
            <Link href="/archive" className={buttonVariants()}>
              <Archive aria-hidden="true" />
              Ir al archivo
            </Link>
          }
        />
      </>
    );
  }
  return <AdPageContent adId={adId} initial={initial} insights={insights} from={from} />;
}

function AdPageContent({
  adId,
  initial,
  insights,
  from,
}: {
  adId: string;
  initial: ArchivedAdPage;
  insights: AdInsights | null;
  from: From;
}) {
  const { data = initial } = useArchivedAd(adId, initial);
  const { ad, archive, marks } = data;
  const name = ad.page_name || "Anunciante sin nombre";
  const back = BACK[from];
  return (
    <ArchiveActionsProvider>
      <PageHeader
        title="Historial del anuncio"
        subtitle={
          <>
            Anuncio de{" "}
            <Link href={advertiserHref(ad.page_id)} className="font-medium text-brand-700 hover:underline">
              {name}
            </Link>
            , según el archivo de AdRadar.
          </>
        }
        actions={
          <Link href={back.href} className={buttonVariants({ variant: "outline" })}>
            <back.icon aria-hidden="true" />
            {back.label}
          </Link>
        }
      />
      <div className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <div className="min-w-0">
            <ArchivedAdCard item={{ ad, archive, marks }} headingLevel={2} historyLink={false} />
          </div>
          <div className="min-w-0 space-y-6">
            {insights ? (
              <>
                <AdAnalysisPanel adId={adId} initial={insights.analysis} availability={insights.availability} />
                <AdTranscript adId={adId} initial={insights.transcript} />
              </>
            ) : null}
            <AdTimeline data={data} />
            <AdCountries countries={data.countries} />
            <KeptMedia media={data.media} name={name} />
          </div>
        </div>

        <section aria-labelledby="ad-variants" className="space-y-3">
          <h2 id="ad-variants" className="text-base font-semibold text-zinc-900">
            Otras variantes del grupo en el archivo ({formatNumber(data.variants.length)})
          </h2>
          {archive.variants - 1 > data.variants.length ? (
            // The badge counts Meta's group; the archive holds only the variants its searches have seen.
            <p className="text-sm text-muted-foreground">
              Meta agrupa {formatNumber(archive.variants)} variantes de este anuncio; el archivo guarda las que han aparecido en las
              búsquedas.
            </p>
          ) : null}
          {data.variants.length > 0 ? (
            <ArchivedAdGrid items={data.variants} />
          ) : (
            <p className="text-sm text-muted-foreground">El archivo no tiene otras variantes de este anuncio.</p>
          )}
        </section>

        <section aria-labelledby="ad-advertiser" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="ad-advertiser" className="min-w-0 text-base font-semibold break-words text-zinc-900">
              Otros anuncios de {name}
            </h2>
            <Link href={advertiserHref(ad.page_id)} className={buttonVariants({ variant: "link", size: "sm", className: "px-0" })}>
              <Store aria-hidden="true" />
              Ver el anunciante
            </Link>
          </div>
          {data.advertiserAds.length > 0 ? (
            <ArchivedAdGrid items={data.advertiserAds} />
          ) : (
            <p className="text-sm text-muted-foreground">El archivo no tiene otros anuncios de este anunciante.</p>
          )}
        </section>
      </div>
    </ArchiveActionsProvider>
  );
}

/** The kept thumbnail (it outlives Meta's links) and the original pictures while their links still work. */
function KeptMedia({ media, name }: { media: ArchivedAdPage["media"]; name: string }) {
  const originals = media.originals
    .filter((m) => m.role !== "page_picture")
    .flatMap((m) => {
      const src = imageSrc(m.url);
      return src ? [{ ...m, src }] : [];
    });
  return (
    <section aria-labelledby="ad-media" className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
      <h2 id="ad-media" className="mb-3 text-base font-semibold text-zinc-900">
        Medios guardados
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <li className="min-w-0">
          <MediaTile
            src={media.thumbnailUrl}
            alt={`Miniatura guardada del anuncio de ${name}`}
            caption={media.thumbnailUrl ? "Miniatura guardada" : "Miniatura"}
          />
        </li>
        {originals.map((m, i) => (
          <li key={`${m.src}-${i}`} className="min-w-0">
            <MediaTile
              src={m.src}
              alt={`${m.role === "video_poster" ? "Portada del video" : "Imagen"} original ${i + 1} del anuncio de ${name}`}
              caption={m.role === "video_poster" ? "Portada del video (original)" : `Imagen original ${i + 1}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MediaTile({ src, alt, caption }: { src: string | null; alt: string; caption: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <figure className="overflow-hidden rounded-lg border border-border bg-zinc-50">
      {src && !failed ? (
        // eslint-disable-next-line @next/next/no-img-element -- the archive's WebP or a proxied creative
        <img src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} className="aspect-square w-full object-contain" />
      ) : (
        <div className="flex aspect-square w-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-5 text-zinc-400" />
          {src ? "El enlace original ya no funciona" : "Miniatura pendiente"}
        </div>
      )}
      <figcaption className="truncate border-t border-border px-2 py-1 text-[11px] text-zinc-600">{caption}</figcaption>
    </figure>
  );
}

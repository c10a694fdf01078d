"use client";

import { memo } from "react";
import { ChevronLeft, ChevronRight, ImageOff } from "lucide-react";
import { KeptImage } from "@/components/ads/kept-image";
import type { SearchAd } from "@/lib/shared/search/ad";
import { cn } from "@/lib/utils";
import { imageSrc } from "./page-avatar";

type AdMediaProps = {
  ad: SearchAd;
  /** The carousel's current slide (kept by the screen, so it survives a reload). */
  carouselIndex: number;
  onCarouselChange: (adId: string, index: number) => void;
  /** The archive's kept thumbnail, shown when the original link fails (Meta's links expire). */
  fallbackSrc?: string | null;
};

/**
 * The creative: the ad's video, else its images (a carousel when there are several), else nothing.
 * Memoized: a new advertiser count re-renders the card's figures, not its images.
 */
export const AdMedia = memo(function AdMedia({ ad, carouselIndex, onCarouselChange, fallbackSrc = null }: AdMediaProps) {
  const video = ad.apify_data.videos.find((v) => v.video_hd_url || v.video_sd_url);
  if (video) {
    return (
      <AdVideo
        src={(video.video_hd_url || video.video_sd_url) ?? ""}
        poster={imageSrc(video.video_preview_image_url ?? ad.apify_data.images[0]) ?? fallbackSrc}
        label={`Video del anuncio de ${ad.page_name}`}
      />
    );
  }

  const images = ad.apify_data.images.map(imageSrc).filter((src): src is string => src !== null);
  if (images.length === 0 && !fallbackSrc) return null;
  if (images.length <= 1) {
    return (
      <div className="overflow-hidden rounded-lg border border-border bg-zinc-50">
        <AdImage src={images[0] ?? fallbackSrc ?? ""} fallbackSrc={fallbackSrc} alt={`Imagen del anuncio de ${ad.page_name}`} />
      </div>
    );
  }
  return (
    <ImageCarousel
      images={images}
      name={ad.page_name}
      index={carouselIndex}
      fallbackSrc={fallbackSrc}
      onIndexChange={(index) => onCarouselChange(ad.id, index)}
    />
  );
});

/** The original first; when it fails, the kept thumbnail (if there is one and it is another picture). */
function AdImage({ src, alt, fallbackSrc = null }: { src: string; alt: string; fallbackSrc?: string | null }) {
  return (
    <KeptImage
      src={src}
      fallbackSrc={fallbackSrc}
      alt={alt}
      className="aspect-square w-full object-contain"
      placeholder={
        <div className="flex aspect-square w-full flex-col items-center justify-center gap-2 text-xs text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-6 text-zinc-400" />
          Imagen no disponible
        </div>
      }
    />
  );
}

function AdVideo({ src, poster, label }: { src: string; poster: string | null; label: string }) {
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-zinc-950">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- ad videos come from the ad library without caption files; aria-label names the ad */}
      <video
        controls
        preload="none"
        playsInline
        poster={poster ?? undefined}
        aria-label={label}
        className="aspect-square w-full object-contain"
      >
        <source src={src} />
      </video>
    </div>
  );
}

type CarouselProps = { images: string[]; name: string; index: number; fallbackSrc: string | null; onIndexChange: (index: number) => void };

/** Several images, one at a time; previous/next wrap around, and the dots jump to an image. */
function ImageCarousel({ images, name, index, fallbackSrc, onIndexChange }: CarouselProps) {
  const count = images.length;
  const current = ((index % count) + count) % count;
  const go = (next: number) => onIndexChange(((next % count) + count) % count);

  const arrow =
    "absolute top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-zinc-700 shadow-sm ring-1 ring-zinc-900/10 transition-colors hover:bg-white hover:text-zinc-950";

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys pressed on the carousel's own buttons bubble up to here; the group itself takes no focus
    <div
      role="group"
      aria-roledescription="carrusel"
      aria-label={`Imágenes del anuncio de ${name}`}
      className="relative overflow-hidden rounded-lg border border-border bg-zinc-50"
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") {
          event.preventDefault();
          go(current - 1);
        } else if (event.key === "ArrowRight") {
          event.preventDefault();
          go(current + 1);
        }
      }}
    >
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        Imagen {current + 1} de {count}
      </div>
      {/* Keyed by the image so a failed load on one slide does not hide the next one. */}
      <AdImage
        key={images[current]}
        src={images[current]}
        fallbackSrc={current === 0 ? fallbackSrc : null}
        alt={`Imagen ${current + 1} de ${count} del anuncio de ${name}`}
      />

      <button type="button" aria-label="Imagen anterior" onClick={() => go(current - 1)} className={cn(arrow, "left-2")}>
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <button type="button" aria-label="Imagen siguiente" onClick={() => go(current + 1)} className={cn(arrow, "right-2")}>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>

      <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
        {images.map((src, i) => (
          <button
            key={src + i}
            type="button"
            aria-label={`Ver imagen ${i + 1} de ${count}`}
            aria-current={i === current ? "true" : undefined}
            onClick={() => go(i)}
            className="flex size-5 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn(
                "block size-2 rounded-full ring-1 ring-zinc-900/20 transition-colors",
                i === current ? "bg-brand-600" : "bg-white/90",
              )}
            />
          </button>
        ))}
      </div>
    </div>
  );
}

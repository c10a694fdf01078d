"use client";

import { useState } from "react";
import { ImageOff } from "lucide-react";
import { KeptImage } from "@/components/ads/kept-image";

/** The saved ad's kept creative, then the archive's kept thumbnail, or a placeholder when neither loads. */
export function Creative({ src, fallbackSrc, alt }: { src: string | null; fallbackSrc?: string | null; alt: string }) {
  return (
    <KeptImage
      src={src}
      fallbackSrc={fallbackSrc}
      alt={alt}
      className="h-full w-full object-contain"
      placeholder={
        <div className="flex h-full min-h-40 w-full flex-col items-center justify-center gap-2 text-xs text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-6 text-zinc-400" />
          Imagen no disponible
        </div>
      }
    />
  );
}

/** The page picture, or its initial. */
export function Avatar({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState(false);
  const initial = (name.trim().match(/\p{L}|\p{N}/u)?.[0] ?? "?").toLocaleUpperCase("es-ES");
  if (!src || failed) {
    return (
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
      >
        {initial}
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- kept copy of the page picture
    <img src={src} alt="" onError={() => setFailed(true)} className="size-9 shrink-0 rounded-full object-cover ring-1 ring-zinc-200" />
  );
}

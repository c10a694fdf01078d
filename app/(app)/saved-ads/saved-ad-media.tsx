"use client";

import { useState } from "react";
import { ImageOff } from "lucide-react";

/** The saved ad's kept creative, or a placeholder when there is none or it fails to load. */
export function Creative({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className="flex h-full min-h-40 w-full flex-col items-center justify-center gap-2 text-xs text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-6 text-zinc-400" />
        Imagen no disponible
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- kept copies and proxied creatives of unknown size
    <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} className="h-full w-full object-contain" />
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

"use client";

import { useState } from "react";
import { cn } from "@/lib/utils";

/**
 * The URL the browser loads an ad image from: remote https images go through /api/proxy-image (Meta's
 * CDN refuses hot-linking and the proxy checks the host); the demo's local files load directly.
 * Anything else (http, data:, relative paths outside /demo) is not loaded at all.
 */
export function imageSrc(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith("/demo/")) return value;
  if (/^https:\/\//i.test(value)) return `/api/proxy-image?url=${encodeURIComponent(value)}`;
  return null;
}

/** First letter of the advertiser's name, for the avatar fallback. */
function initialOf(name: string): string {
  const letter = name.trim().match(/\p{L}|\p{N}/u)?.[0];
  return (letter ?? "?").toLocaleUpperCase("es-ES");
}

type PageAvatarProps = {
  name: string;
  pictureUrl: string | null | undefined;
  size?: "md" | "lg";
  className?: string;
};

/** The advertiser's profile picture, or its initial when there is none or it fails to load. */
export function PageAvatar({ name, pictureUrl, size = "md", className }: PageAvatarProps) {
  const src = imageSrc(pictureUrl);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = size === "lg" ? "size-12 text-base" : "size-10 text-sm";

  if (!src || failedSrc === src) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          "flex shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-100 to-violet-100 font-semibold text-brand-700 ring-1 ring-brand-200",
          box,
          className,
        )}
      >
        {initialOf(name)}
      </span>
    );
  }

  return (
    // Decorative: the name is written next to it.
    // eslint-disable-next-line @next/next/no-img-element -- proxied remote images of unknown size
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn("shrink-0 rounded-full bg-zinc-100 object-cover ring-1 ring-border", box, className)}
    />
  );
}

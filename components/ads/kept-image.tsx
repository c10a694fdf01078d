"use client";

import { useState } from "react";

/**
 * An ad's picture that falls back to the archive's kept thumbnail when the original link fails (Meta's
 * links expire within days), then to `placeholder` (nothing by default) when both fail or neither exists.
 */
export function KeptImage({
  src,
  fallbackSrc,
  alt,
  className,
  placeholder = null,
}: {
  src: string | null;
  fallbackSrc?: string | null;
  alt: string;
  className?: string;
  placeholder?: React.ReactNode;
}) {
  const sources = [src, fallbackSrc].filter((s, i, all): s is string => Boolean(s) && all.indexOf(s) === i);
  const [failures, setFailures] = useState(0);
  const current = sources[failures];
  if (!current) return <>{placeholder}</>;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- proxied remote creatives and the archive's WebP, of unknown size
    <img
      key={current}
      src={current}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailures((n) => n + 1)}
      className={className}
    />
  );
}

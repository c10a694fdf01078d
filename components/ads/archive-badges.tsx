import { CircleCheck, CircleStop, Eye, Layers } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatNumber, pluralize } from "@/lib/format";
import type { ArchivedAd } from "@/lib/services/archive/archived-ad";

const DAY_MS = 86_400_000;

/** Whole days from an instant to now (never negative). */
export function daysSince(iso: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / DAY_MS));
}

/** 'Finalizado hoy', 'Finalizado hace 1 día', 'Finalizado hace N días'. */
export function endedLabel(endedAt: string): string {
  const days = daysSince(endedAt);
  if (days === 0) return "Finalizado hoy";
  return `Finalizado hace ${pluralize(days, "día", "días")}`;
}

export function seenLabel(sightings: number): string {
  return `Visto ${pluralize(sightings, "vez", "veces")}`;
}

/** An archived ad's life in badges: active or ended (and how long ago), sightings, and its variants when several. */
export function ArchiveBadges({ archive }: { archive: ArchivedAd["archive"] }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {archive.endedAt ? (
        <Badge variant="neutral">
          <CircleStop aria-hidden="true" />
          <span suppressHydrationWarning>{endedLabel(archive.endedAt)}</span>
        </Badge>
      ) : (
        <Badge variant="success">
          <CircleCheck aria-hidden="true" />
          Activo
        </Badge>
      )}
      <Badge variant="info">
        <Eye aria-hidden="true" />
        {seenLabel(archive.sightings)}
      </Badge>
      {archive.variants > 1 ? (
        <Badge variant="brand">
          <Layers aria-hidden="true" />
          {formatNumber(archive.variants)} variantes
        </Badge>
      ) : null}
    </div>
  );
}

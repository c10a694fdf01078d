import "server-only";
import type { Watch as WatchRow } from "@/lib/generated/prisma/client";
import type { SearchParamsValues } from "@/lib/validation/search";
import { WATCH_STATUSES, type WatchFrequency, type WatchStatus } from "@/lib/validation/watches";

/** A watch as GET /api/watches and the screens show it. */
export type Watch = {
  id: string;
  name: string;
  params: SearchParamsValues;
  frequencyHours: WatchFrequency;
  minScore: number;
  channels: { telegram: boolean; inApp: boolean };
  /** 'Incluir análisis IA' in the Telegram message. */
  includeAnalysis: boolean;
  status: WatchStatus;
  lastRunAt: string | null;
  /** A Spanish sentence: "3 anuncios nuevos", "Sin novedades", "Pausada: cuota mensual agotada"… */
  lastOutcome: string | null;
  lastDeliveredCount: number;
  createdAt: string;
};

export type WatchLimits = { maxWatches: number; minIntervalHours: number };

export function toWatch(row: WatchRow): Watch {
  return {
    id: row.id,
    name: row.name,
    params: row.params as unknown as SearchParamsValues,
    frequencyHours: row.frequencyHours === 6 ? 6 : 24,
    minScore: row.minScore,
    channels: { telegram: row.telegram, inApp: row.inApp },
    includeAnalysis: row.includeAnalysis,
    status: ((WATCH_STATUSES as readonly string[]).includes(row.status) ? row.status : "active") as WatchStatus,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastOutcome: row.lastOutcome,
    lastDeliveredCount: row.lastDeliveredCount,
    createdAt: row.createdAt.toISOString(),
  };
}

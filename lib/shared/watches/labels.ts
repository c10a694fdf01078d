/** The Spanish words the watch screens use for a watch's settings and state. Pure and client-safe. */
import type { SearchParamsValues } from "@/lib/validation/search";
import { pluralize } from "@/lib/format";
import { countryName } from "./format-helpers";
import type { WatchChannels, WatchStatus } from "./types";

/** What a watch does, for the empty states of Novedades and the 'Vigilancias' tab. */
export const WATCH_EXPLAINER =
  "Una vigilancia repite una búsqueda por ti cada día (o cada 6 horas en los planes superiores) y te avisa aquí y en Telegram de los anuncios nuevos que superan la puntuación que elijas.";

/** A watch's name is at most this long (the form, the API and the default name alike). */
export const WATCH_NAME_MAX = 80;

export const FREQUENCY_LABELS: Readonly<Record<number, string>> = { 24: "Diaria", 6: "Cada 6 horas" };

export function frequencyLabel(hours: number): string {
  return FREQUENCY_LABELS[hours] ?? `Cada ${hours} horas`;
}

export const STATUS_LABELS: Readonly<Record<WatchStatus, string>> = {
  active: "Activa",
  paused: "Pausada",
  paused_quota: "Pausada por límite",
  paused_plan: "Pausada por tu plan",
};

/** Why a watch beyond the plan's limit waits: 'Pausada: tu plan permite 3 vigilancias'. */
export function planPauseSentence(maxWatches: number): string {
  if (maxWatches <= 0) return "Pausada: tu plan no incluye vigilancias";
  return `Pausada: tu plan permite ${pluralize(maxWatches, "vigilancia", "vigilancias")}`;
}

export function channelsLabel(channels: WatchChannels): string {
  const list = [channels.telegram ? "Telegram" : null, channels.inApp ? "En la app" : null].filter(Boolean);
  return list.length > 0 ? list.join(" y ") : "Sin canal";
}

/**
 * 'crema facial · México', the name a watch gets when the user gives none: the dialog shows it as the
 * name's placeholder and the service saves it, so what was suggested is what is saved.
 */
export function defaultWatchName(params: Pick<SearchParamsValues, "value" | "country">): string {
  return `${params.value.trim()} · ${params.country.toUpperCase() === "ALL" ? "Todos los países" : countryName(params.country)}`.slice(
    0,
    WATCH_NAME_MAX,
  );
}

/** The default name of a watch of a saved search: its name and country, as the search's own would read. */
export function savedSearchWatchName(search: { searchName: string; country: string }): string {
  return defaultWatchName({ value: search.searchName.trim() || "Búsqueda sin nombre", country: search.country });
}

/** Where the user links Telegram: the watch dialog's hint and the service's refusal name the same screen. */
export const TELEGRAM_SETTINGS_PLACE = "Configuración → Notificaciones";

/**
 * The search filters applied after the fetch (docs/product.md §4 Search filters): 'Solo tiendas',
 * 'Contra entrega', 'WhatsApp', placements, start date and excluded words. Pure and client-safe, so the
 * archive and the screens can apply the same rules to ads they already hold.
 */
import type { AdSignals } from "@/lib/signals";
import { fold } from "@/lib/signals/text";
import type { SearchParamsValues } from "@/lib/validation/search";

const DAY_MS = 86_400_000;

export type AdFilters = Pick<
  SearchParamsValues,
  "shopsOnly" | "cashOnDelivery" | "whatsapp" | "platforms" | "startedWithin" | "startedFrom" | "startedTo" | "excludedWords"
>;

type FilterableAd = {
  page_name?: string;
  ad_delivery_start_time?: string;
  publisher_platform?: readonly string[];
  ad_creative_bodies?: readonly string[];
  ad_creative_link_titles?: readonly string[];
  ad_creative_link_descriptions?: readonly string[];
  ad_creative_link_captions?: readonly string[];
  signals: AdSignals;
};

/** Only the filters that are set, or null when none is (what a history entry keeps for 'Repetir'). */
export function setAdFilters(f: AdFilters): Partial<AdFilters> | null {
  const set: Partial<AdFilters> = {
    ...(f.shopsOnly ? { shopsOnly: true } : {}),
    ...(f.cashOnDelivery ? { cashOnDelivery: true } : {}),
    ...(f.whatsapp ? { whatsapp: true } : {}),
    ...(f.platforms.length > 0 ? { platforms: f.platforms } : {}),
    ...(f.startedWithin !== null ? { startedWithin: f.startedWithin } : {}),
    ...(f.startedFrom !== null ? { startedFrom: f.startedFrom } : {}),
    ...(f.startedTo !== null ? { startedTo: f.startedTo } : {}),
    ...(f.excludedWords.length > 0 ? { excludedWords: f.excludedWords } : {}),
  };
  return Object.keys(set).length > 0 ? set : null;
}

/** Whether any filter is set (an unfiltered search skips the work). */
export function hasAdFilters(f: Partial<AdFilters>): boolean {
  return Boolean(
    f.shopsOnly ||
    f.cashOnDelivery ||
    f.whatsapp ||
    f.platforms?.length ||
    f.startedWithin ||
    f.startedFrom ||
    f.startedTo ||
    f.excludedWords?.length,
  );
}

/**
 * Whether the server may leave out ads of the upstream pages for these params: a filter, or minimum
 * days past the form's default of 1. Upstream's total then counts ads before them.
 */
export function narrowsResults(p: Partial<AdFilters> & { minDays?: number }): boolean {
  return hasAdFilters(p) || (p.minDays ?? 0) > 1;
}

/**
 * Whether a folded word occurs at a word start in a folded text: "curso" leaves out "cursos" and
 * "Curso" but not "recurso". indexOf over each occurrence: linear in the text, whatever it holds.
 */
function containsWordStart(text: string, word: string): boolean {
  for (let i = text.indexOf(word); i !== -1; i = text.indexOf(word, i + 1)) {
    if (i === 0 || !/[a-z0-9]/.test(text[i - 1])) return true;
  }
  return false;
}

function adText(ad: FilterableAd): string {
  return fold(
    [
      ad.page_name ?? "",
      ...(ad.ad_creative_bodies ?? []),
      ...(ad.ad_creative_link_titles ?? []),
      ...(ad.ad_creative_link_descriptions ?? []),
      ...(ad.ad_creative_link_captions ?? []),
    ]
      .join("\n")
      // The same bound as the signals: a hostile ad cannot make the filter slow.
      .slice(0, 100_000),
  );
}

/** The UTC day an ad started, YYYY-MM-DD, or null when unknown. */
function startDay(ad: FilterableAd): string | null {
  const t = Date.parse(ad.ad_delivery_start_time ?? "");
  return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10);
}

/**
 * Whether an ad passes every filter set. An ad that does not say what a filter needs (no platforms,
 * no start date) is left out by that filter: the filter promises what it shows.
 */
export function matchesAdFilters(ad: FilterableAd, f: AdFilters, now: Date = new Date()): boolean {
  if (f.shopsOnly && !ad.signals.is_shop) return false;
  if (f.cashOnDelivery && !ad.signals.cash_on_delivery) return false;
  if (f.whatsapp && !ad.signals.whatsapp) return false;
  if (f.platforms.length > 0 && !(ad.publisher_platform ?? []).some((p) => (f.platforms as readonly string[]).includes(p))) return false;
  if (f.startedWithin !== null || f.startedFrom !== null || f.startedTo !== null) {
    const start = Date.parse(ad.ad_delivery_start_time ?? "");
    if (Number.isNaN(start)) return false;
    if (f.startedWithin !== null && start < now.getTime() - f.startedWithin * DAY_MS) return false;
    const day = startDay(ad);
    if (f.startedFrom !== null && (day === null || day < f.startedFrom)) return false;
    if (f.startedTo !== null && (day === null || day > f.startedTo)) return false;
  }
  if (f.excludedWords.length > 0) {
    const text = adText(ad);
    if (f.excludedWords.some((w) => containsWordStart(text, fold(w)))) return false;
  }
  return true;
}

import "server-only";
import { readProviderSettings } from "@/lib/providers";
import { UPSTREAM_FILTERS } from "@/lib/providers/filters";
import type { SearchParams } from "@/lib/providers/types";
import type { SearchParamsValues } from "@/lib/validation/search";

const DAY_MS = 86_400_000;

/**
 * The params as the upstream sees them: the filters the configured provider takes stay, the others
 * (applied on the server after the fetch, like minimum days) are cleared. This view, and only it, names
 * the shared cache page and binds the cursors (cache-key.ts, cursor.ts), so a post-fetch filter shares
 * the unfiltered page and an upstream one gets its own.
 */
export function upstreamParams(params: SearchParamsValues): SearchParamsValues {
  const takes = UPSTREAM_FILTERS[readProviderSettings().provider];
  return {
    ...params,
    shopsOnly: false,
    cashOnDelivery: false,
    whatsapp: false,
    excludedWords: [],
    platforms: takes.platforms ? params.platforms : [],
    startedWithin: takes.deliveryDates ? params.startedWithin : null,
    startedFrom: takes.deliveryDates ? params.startedFrom : null,
    startedTo: takes.deliveryDates ? params.startedTo : null,
  };
}

/** What the provider is called with: 'the last N days' becomes a day, counted from `now` in UTC. */
export function providerParams(upstream: SearchParamsValues, now: Date): SearchParams {
  const within =
    upstream.startedWithin === null ? null : new Date(now.getTime() - upstream.startedWithin * DAY_MS).toISOString().slice(0, 10);
  return {
    searchType: upstream.searchType,
    value: upstream.value,
    country: upstream.country,
    minDays: upstream.minDays,
    adType: upstream.adType,
    mediaType: upstream.mediaType,
    searchPhraseType: upstream.searchPhraseType,
    languages: upstream.languages,
    platforms: upstream.platforms,
    deliveredFrom: within ?? upstream.startedFrom,
    deliveredTo: upstream.startedTo,
  };
}

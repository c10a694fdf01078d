/**
 * Which search filters each upstream takes (docs/architecture.md §6, docs/product.md §4 Search
 * filters). What a provider takes is sent upstream and is part of the
 * shared cache key; everything else is applied on the server after the fetch. Both are safe narrowings:
 * the server applies every filter exactly afterwards anyway, since Meta's `ad_delivery_date_min/max`
 * and ScrapeCreators' `start_date/end_date` select by delivery, a superset of "started in the range".
 */
import type { ProviderName } from "./types";

export type UpstreamFilters = { platforms: boolean; deliveryDates: boolean };

export const UPSTREAM_FILTERS: Record<ProviderName, UpstreamFilters> = {
  demo: { platforms: false, deliveryDates: false },
  scrapecreators: { platforms: false, deliveryDates: true },
  meta: { platforms: true, deliveryDates: true },
};

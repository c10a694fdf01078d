import { STOREFRONTS } from "@/lib/signals/storefront";
import { signalsParam } from "@/lib/shared/archive/archive-query";
import { PRODUCT_FILTERS, productParams, type ProductQuery } from "@/lib/swr/keys";

export type { ProductQuery };

export const PRODUCT_SORT_OPTIONS = [
  { value: "momentum", label: "Momento (últimos 7 días)" },
  { value: "stores", label: "Más tiendas" },
  { value: "countries", label: "Más países" },
  { value: "firstSeen", label: "Visto por primera vez (más nuevos)" },
] as const;

const KNOWN_SORTS = new Set<string>(PRODUCT_SORT_OPTIONS.map((o) => o.value));
const KNOWN_PLATFORMS = new Set<string>(STOREFRONTS);

/** The filters from a query string (server props or a form); unknown values dropped, one URL per view. */
export function toProductQuery(read: (name: string) => unknown): ProductQuery {
  const one = (name: string) => {
    const raw = read(name);
    const v = Array.isArray(raw) ? raw[0] : raw;
    return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
  };
  const query: ProductQuery = {};
  const country = one("country")?.toUpperCase();
  if (country && /^[A-Z]{2}$/.test(country)) query.country = country;
  const platform = one("platform")?.toLowerCase();
  if (platform && KNOWN_PLATFORMS.has(platform)) query.platform = platform;
  const signals = signalsParam(read("signals"));
  if (signals) query.signals = signals;
  const from = one("firstSeenFrom");
  if (from && /^\d{4}-\d{2}-\d{2}$/.test(from)) query.firstSeenFrom = from;
  const sort = one("sort");
  if (sort && KNOWN_SORTS.has(sort) && sort !== "momentum") query.sort = sort;
  return query;
}

/** The screen's URL for these filters. */
export function productsHref(query: ProductQuery): string {
  const p = productParams(query).toString();
  return p ? `/products?${p}` : "/products";
}

export function storeHref(domain: string): string {
  return `/stores/${encodeURIComponent(domain)}`;
}

export function hasProductFilters(query: ProductQuery): boolean {
  return PRODUCT_FILTERS.some((name) => name !== "sort" && query[name]);
}

/** "49.900 – 59.900 COP", "129 USD". */
export function formatPriceRange(range: { currency: string; min: number; max: number }): string {
  const n = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });
  const amount = range.min === range.max ? n.format(range.min) : `${n.format(range.min)} – ${n.format(range.max)}`;
  return `${amount} ${range.currency}`;
}

import type { ArchiveQuery } from "@/lib/swr/keys";

/** Every filter the archive's URL and GET /api/archive carry, in the order the URL lists them. */
export const ARCHIVE_FILTERS = [
  "q",
  "country",
  "status",
  "minDays",
  "firstSeenFrom",
  "firstSeenTo",
  "pageId",
  "platform",
  "mediaType",
  "signals",
  "sort",
] as const satisfies readonly (keyof ArchiveQuery)[];

export const ARCHIVE_SORT_OPTIONS = [
  { value: "lastSeen", label: "Visto más recientemente" },
  { value: "lifespan", label: "Más días en circulación" },
  { value: "variants", label: "Más variantes" },
] as const;

export const ARCHIVE_MEDIA_OPTIONS = [
  { value: "IMAGE", label: "Imagen" },
  { value: "VIDEO", label: "Video" },
  { value: "NONE", label: "Solo texto" },
] as const;

/** The shop signals the archive filters on, in the order the form and the URL list them (`signals=shop,cod`). */
export const ARCHIVE_SIGNAL_OPTIONS = [
  { value: "shop", label: "Solo tiendas", hint: "Sin apps, marketplaces ni anuncios políticos" },
  { value: "cod", label: "Contra entrega", hint: "Pago al recibir el pedido" },
  { value: "whatsapp", label: "WhatsApp", hint: "Venden o atienden por WhatsApp" },
] as const;

/** A comma list (or the form's several values) as the known signals, each once, in their fixed order: one URL per view. */
export function signalsParam(raw: unknown): string | undefined {
  const given = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => (typeof v === "string" ? v.split(",") : []));
  const chosen = new Set(given.map((v) => v.trim().toLowerCase()));
  const list = ARCHIVE_SIGNAL_OPTIONS.filter((o) => chosen.has(o.value)).map((o) => o.value);
  return list.length > 0 ? list.join(",") : undefined;
}

/** The filters from a query string (server props or a form), blanks and unknown names dropped. */
export function toArchiveQuery(read: (name: string) => unknown): ArchiveQuery {
  const query: ArchiveQuery = {};
  for (const name of ARCHIVE_FILTERS) {
    const raw = read(name);
    if (name === "signals") {
      const signals = signalsParam(raw);
      if (signals) query.signals = signals;
      continue;
    }
    const value = (Array.isArray(raw) ? raw[0] : raw) as unknown;
    if (typeof value === "string" && value.trim() !== "") query[name] = value.trim();
  }
  // The default order is not written out: /archive and /archive?sort=lastSeen are one view.
  if (query.sort === "lastSeen") delete query.sort;
  return query;
}

/** The archive URL of these filters. */
export function archiveHref(query: ArchiveQuery): string {
  const params = new URLSearchParams();
  for (const name of ARCHIVE_FILTERS) if (query[name]) params.set(name, query[name]);
  const qs = params.toString();
  return qs ? `/archive?${qs}` : "/archive";
}

/** Whether any filter narrows the archive (the order does not). */
export function hasFilters(query: ArchiveQuery): boolean {
  return filterCount(query) > 0;
}

/** How many filters are set (the order is none): the folded filters say it on a phone. */
export function filterCount(query: ArchiveQuery): number {
  return ARCHIVE_FILTERS.filter((name) => name !== "sort" && Boolean(query[name])).length;
}

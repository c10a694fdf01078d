/**
 * The search filters in words, wherever a search is named: the results' summary, the history, the saved
 * searches and the watches (docs/product.md §4 Search filters). Pure and client-safe.
 */
import type { AdFilters } from "./filters";

/** The placements by name, as the cards, the filters and the score's explanation write them. */
export const PLATFORM_NAMES: Readonly<Record<string, string>> = {
  facebook: "Facebook",
  instagram: "Instagram",
  messenger: "Messenger",
  audience_network: "Audience Network",
  threads: "Threads",
  whatsapp: "WhatsApp",
};

/** 'AAAA-MM-DD' as the form shows it, 'dd/mm/aaaa'. */
function day(iso: string): string {
  const [y, m, d] = iso.split("-");
  return d && m && y ? `${d}/${m}/${y}` : iso;
}

/** One short phrase per filter that is set ('Solo tiendas', 'Últimos 30 días', 'Sin: curso, temu'), in the form's order. */
export function adFilterPhrases(f: Partial<AdFilters>): string[] {
  const phrases: string[] = [];
  if (f.shopsOnly) phrases.push("Solo tiendas");
  if (f.cashOnDelivery) phrases.push("Contra entrega");
  if (f.whatsapp) phrases.push("WhatsApp");
  if (f.platforms?.length) phrases.push(f.platforms.map((p) => PLATFORM_NAMES[p] ?? p).join(", "));
  if (f.startedWithin) phrases.push(`Iniciado en los últimos ${f.startedWithin} días`);
  if (f.startedFrom || f.startedTo) {
    phrases.push(
      f.startedFrom && f.startedTo
        ? `Iniciado del ${day(f.startedFrom)} al ${day(f.startedTo)}`
        : f.startedFrom
          ? `Iniciado desde el ${day(f.startedFrom)}`
          : `Iniciado hasta el ${day(f.startedTo ?? "")}`,
    );
  }
  if (f.excludedWords?.length) phrases.push(`Sin: ${f.excludedWords.join(", ")}`);
  return phrases;
}

type NamedParams = Partial<AdFilters> & { minDays?: number; searchPhraseType?: string };

/**
 * A search's settings besides its term and country, as short phrases: minimum days past the default of
 * 1, each filter, and an exact phrase. A history entry, a saved search, a watch and the results' summary
 * name a search with them, so two searches that differ only by a filter never read the same.
 */
export function searchFilterPhrases(p: NamedParams): string[] {
  return [
    ...((p.minDays ?? 0) > 1 ? [`${p.minDays}+ días activo`] : []),
    ...adFilterPhrases(p),
    ...(p.searchPhraseType === "exact" ? ["Frase exacta"] : []),
  ];
}

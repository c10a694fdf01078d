/**
 * The one wording of a list's count on every screen (search, archive, products): 'Mostrando 20 de 73
 * anuncios' when the total is known, 'Mostrando 24 anuncios (hay más)' while it is not. Client-safe.
 */
import { formatNumber, pluralize } from "@/lib/format";

type ShownCount = {
  shown: number;
  /** Null while more pages may come and nobody knows how many. */
  total: number | null;
  more: boolean;
  one: string;
  many: string;
  /** Said after the noun: 'con tus filtros'. */
  qualifier?: string;
};

export function shownCountLine(c: ShownCount): string {
  const qualifier = c.qualifier ? ` ${c.qualifier}` : "";
  if (c.total !== null) return `Mostrando ${formatNumber(c.shown)} de ${pluralize(c.total, c.one, c.many)}${qualifier}`;
  return `Mostrando ${pluralize(c.shown, c.one, c.many)}${qualifier}${c.more ? " (hay más)" : ""}`;
}

import { shortCountryName } from "@/lib/providers/catalog";

/** What is new about a followed product since the follower last heard: stores and countries. */
export type ProductNews = { stores: string[]; countries: string[]; title: (name: string) => string; body: string };

const list = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`);

export function productNews(
  known: { stores: readonly string[]; countries: readonly string[] },
  now: { stores: readonly string[]; countries: readonly string[] },
): ProductNews | null {
  const stores = now.stores.filter((s) => !known.stores.includes(s));
  const countries = now.countries.filter((c) => !known.countries.includes(c));
  if (stores.length === 0 && countries.length === 0) return null;
  const parts: string[] = [];
  if (stores.length > 0)
    parts.push(`${stores.length === 1 ? "Nueva tienda" : `${stores.length} tiendas nuevas`}: ${list(stores.slice(0, 10))}.`);
  if (countries.length > 0) {
    // "EE. UU." already ends the sentence.
    const named = list(countries.map(shortCountryName));
    parts.push(`${countries.length === 1 ? "Llegó a" : "Llegó a estos países:"} ${named}${named.endsWith(".") ? "" : "."}`);
  }
  return {
    stores,
    countries,
    title: (name) => `Novedades de «${name}»`,
    body: parts.join(" "),
  };
}

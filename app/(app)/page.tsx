import type { Metadata } from "next";
import { SearchPageContent } from "./search/search-page-content";

export const metadata: Metadata = { title: "Buscar Anuncios" };

/** "/" is the search screen too (docs/product.md §2). */
export default function HomePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <SearchPageContent searchParams={searchParams} />;
}

import type { Metadata } from "next";
import { SearchPageContent } from "./search-page-content";

export const metadata: Metadata = { title: "Buscar Anuncios" };

export default function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <SearchPageContent searchParams={searchParams} />;
}

import { auth } from "@/lib/auth/config";
import { parsePrefill, PREFILL_KEYS } from "@/lib/search/prefill";
import { SearchScreen } from "./search-screen";

/**
 * The search screen of both / and /search. The query string's prefill ('Repetir' in the history) is
 * parsed here, on the server; the session's user id scopes the state the browser keeps.
 */
type Query = Record<string, string | string[] | undefined>;

export async function SearchPageContent({ searchParams }: { searchParams: Promise<Query> }) {
  const [query, session] = await Promise.all([searchParams, auth()]);
  const prefill = parsePrefill(query);
  const owner = session?.user?.id || null;
  // A different prefill (e.g. 'Repetir' while already on this screen) starts the screen afresh.
  const key = prefill ? PREFILL_KEYS.map((k) => String(query[k] ?? "")).join("|") : "stored";
  return <SearchScreen key={key} prefill={prefill} owner={owner} />;
}

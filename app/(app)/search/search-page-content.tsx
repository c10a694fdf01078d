import { requireUser } from "@/lib/auth/session";
import { parsePrefill } from "@/lib/shared/search/parse-prefill";
import { PREFILL_KEYS } from "@/lib/shared/search/prefill";
import { showsDemoDataNotice } from "@/lib/services/search/demo-data-notice";
import { DemoDataNotice } from "./demo-data-notice";
import { SearchScreen } from "./search-screen";

/**
 * The search screen of both / and /search. The query string's prefill ('Repetir' in the history) is
 * parsed here, on the server; the session's user id scopes the state the browser keeps. The session is
 * verified here too: a client-side navigation renders the page without its layout.
 */
type Query = Record<string, string | string[] | undefined>;

export async function SearchPageContent({ searchParams }: { searchParams: Promise<Query> }) {
  const [query, user] = await Promise.all([searchParams, requireUser()]);
  const prefill = parsePrefill(query);
  const owner = user.id;
  // A different prefill (e.g. 'Repetir' while already on this screen) starts the screen afresh.
  const key = prefill ? PREFILL_KEYS.map((k) => String(query[k] ?? "")).join("|") : "stored";
  const notice = showsDemoDataNotice(user) ? <DemoDataNotice /> : null;
  return <SearchScreen key={key} prefill={prefill} owner={owner} notice={notice} />;
}

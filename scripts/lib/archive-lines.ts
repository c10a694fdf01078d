// The archive bench's timed read lines (scripts/bench-archive.ts): what each asks, the input varying per
// call. The words come from the seed's Zipf-ranked vocabulary (bench.vocab), the advertisers from every
// size the seed made, and the deep pages from cursors walked before any timing.
import { createHash } from "node:crypto";
import type pg from "pg";
import { COUNTRIES, ID_BASE, VOCABULARY } from "./archive-seed";
import { callRoute, log, type RouteHandlerLike } from "./bench";

const SORTS = ["lastSeen", "lifespan", "variants"];
/** How deep the deep-page line reads: the page after this many 25-ad pages. */
const DEEP_PAGES = 40;

export type Line = {
  name: string;
  title: string;
  target: number;
  handler: RouteHandlerLike;
  request: (i: number) => { path: string; params: Record<string, string> };
};

type Inputs = { word: (rank: number) => string; advertisers: { pageId: string; ads: number }[]; deep: string[] };

/** The words by rank and the advertisers the lines ask for, read before any timing (and any restart). */
export async function chooseInputs(client: pg.Client, ads: number): Promise<Omit<Inputs, "deep">> {
  const { rows: vocab } = await client.query<{ word: string }>(`SELECT word FROM bench.vocab ORDER BY rank`);
  const word = (rank: number) => vocab[Math.min(vocab.length, Math.max(1, rank)) - 1].word;
  // Advertisers of every size: the seed's advertiser r has about ads/(2.5·R^0.4·r^0.6) ads (archive-seed.ts).
  const ranks = [1, 2, 3, 5, 8, 13, 40, 100, 300, 1_000, 3_000, 10_000, 30_000, 100_000, Math.floor(ads / 3)];
  const { rows } = await client.query<{ pageId: string; ads: number }>(
    `SELECT "pageId", count(*)::int AS ads FROM "Ad" WHERE "pageId" = ANY($1) GROUP BY 1 ORDER BY 2 DESC`,
    [ranks.map((r) => `p${r}`)],
  );
  log(`advertisers asked for (ads each): ${rows.map((r) => `${r.pageId} ${r.ads}`).join(", ")}`);
  return { word, advertisers: rows };
}

/** The read lines, their routes and their inputs; `deep` holds the cursors the deep-page line starts from. */
export function archiveLines(
  routes: { archive: RouteHandlerLike; ad: RouteHandlerLike; advertiser: RouteHandlerLike },
  inputs: Inputs,
  ads: number,
): Line[] {
  const { word, advertisers, deep } = inputs;
  const country = (i: number) => COUNTRIES[i % COUNTRIES.length];
  const search = (name: string, title: string, query: (i: number) => string): Line => ({
    name,
    title,
    target: 50,
    handler: routes.archive,
    request: (i) => ({ path: `/api/archive?${query(i)}`, params: {} }),
  });
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  const randomAd = (i: number) => (ID_BASE + BigInt(1 + ((i * 2_654_435_761) % ads))).toString();
  return [
    search(
      "textFilters",
      "text + two filters (two head words, a country, Activo)",
      (i) => `${q(`${word(22 + (i % 40))} ${word(61 + ((i * 7) % 29))}`)}&country=${country(i)}&status=Activo`,
    ),
    search(
      "commonWord",
      "a single very common word (ranks 1–3), a country",
      (i) => `${q(word(1 + (i % 3)))}&country=${country(i)}&sort=${SORTS[Math.floor(i / 3) % 3]}`,
    ),
    search("rareWord", "a rare word (the vocabulary's last 500 ranks) or an ad's own code", (i) =>
      i % 2 === 0 ? `${q(word(VOCABULARY - (i % 500)))}&country=${country(i)}` : q(codeOf(1 + ((i * 7_919) % ads))),
    ),
    search(
      "noHits",
      "a word no ad has, with and without a country",
      (i) => `${q(`zqxv${i}w`)}${i % 2 === 0 ? `&country=${country(i)}` : ""}`,
    ),
    search(
      "phrase",
      'a phrase: "envío gratis", or two common words side by side',
      (i) => `${q(i % 2 === 0 ? '"envío gratis"' : `"${word(1 + (i % 5))} ${word(2 + (i % 5) + ((i * 3) % 5))}"`)}&country=${country(i)}`,
    ),
    search(
      "excluded",
      "excluded words: a word minus a common one, or only -excluded",
      (i) =>
        `${q(i % 2 === 0 ? `${word(22 + (i % 40))} -${word(1 + (i % 3))}` : `-${word(1 + (i % 3))} -${word(4 + (i % 5))}`)}&country=${country(i)}`,
    ),
    search(
      "noCountry",
      "no country: one or two words of the head",
      (i) =>
        `${q(i % 2 === 0 ? word(5 + (i % 40)) : `${word(22 + (i % 40))} ${word(61 + ((i * 7) % 29))}`)}&status=${["Activo", "Finalizado"][i % 2]}`,
    ),
    search(
      "filters",
      "filters only (country, Finalizado, minimum days, each sort)",
      (i) => `country=${country(i)}&status=Finalizado&minDays=${10 + (i % 5) * 10}&sort=${SORTS[i % 3]}`,
    ),
    search(
      "filtersSignal",
      "filters + a signal (country, Activo, a signal, each sort)",
      (i) => `country=${country(i)}&status=Activo&signals=${["cod", "whatsapp", "shop,cod"][i % 3]}&sort=${SORTS[Math.floor(i / 3) % 3]}`,
    ),
    search("deepPage", `a deep page: the ${DEEP_PAGES + 1}st page by keyset cursor`, (i) => deep[i % deep.length]),
    {
      name: "adPage",
      title: "the ad page's reads (a random ad)",
      target: 30,
      handler: routes.ad,
      request: (i) => ({ path: `/api/ads/${randomAd(i)}`, params: { id: randomAd(i) } }),
    },
    {
      name: "advertiserPage",
      title: "the advertiser page's reads (advertisers of 1 to thousands of ads)",
      target: 30,
      handler: routes.advertiser,
      request: (i) => {
        const { pageId } = advertisers[i % advertisers.length];
        return { path: `/api/advertisers/${pageId}`, params: { pageId } };
      },
    },
  ];
}

/** The code the seed ends ad g's body with (archive-seed.ts): a word only that ad has. */
function codeOf(g: number): string {
  return createHash("md5").update(String(g)).digest("hex").slice(0, 8);
}

/**
 * The query strings of the deep-page line, each with the cursor of page DEEP_PAGES + 1, walked page by
 * page through the route (untimed): filters by each sort, a common word, and a signal.
 */
export async function deepCursors(archive: RouteHandlerLike, token: string, word: (rank: number) => string): Promise<string[]> {
  const starts = [
    ...SORTS.map((s, i) => `country=${COUNTRIES[i]}&status=Activo&sort=${s}`),
    `q=${encodeURIComponent(word(1))}&country=MX`,
    `country=CO&status=Activo&signals=cod&sort=lifespan`,
  ];
  const out: string[] = [];
  for (const start of starts) {
    let cursor: string | null = null;
    for (let page = 0; page < DEEP_PAGES; page++) {
      const body = await callRoute(archive, token, `/api/archive?${start}${cursor ? `&cursor=${cursor}` : ""}`);
      cursor = (JSON.parse(body) as { nextCursor: string | null }).nextCursor;
      if (!cursor) break;
    }
    if (cursor) out.push(`${start}&cursor=${cursor}`);
  }
  log(`deep pages: ${out.length} cursors at page ${DEEP_PAGES + 1}`);
  return out;
}

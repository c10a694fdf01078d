/**
 * A fake Graph API serving `ads_archive` on a local port with Graph's shapes: access_token check
 * (error code 190), `data` + `paging.cursors.after`, a last page without `next`, and an empty page
 * after the end. Tests script failures with `server.enqueue(ADS_ARCHIVE_URL_PATH, reply...)`.
 */
import type { RawObject } from "@/lib/providers/types";
import { FakeHttpServer, type FakeReply, type RecordedRequest } from "./fake-http";

export const FAKE_META_TOKEN = "meta-test-token";
export const GRAPH_VERSION_PATH = "/v23.0";
export const ADS_ARCHIVE_URL_PATH = `${GRAPH_VERSION_PATH}/ads_archive`;

/** A realistic ads_archive item with every field the client asks for. */
export function metaAd(id: string, overrides: RawObject = {}): RawObject {
  return {
    id,
    ad_creation_time: "2025-09-28",
    ad_delivery_start_time: "2025-10-01",
    ad_snapshot_url: `https://www.facebook.com/ads/archive/render_ad/?id=${id}&access_token=${FAKE_META_TOKEN}`,
    ad_creative_bodies: ["Únete a la campaña por el agua limpia. Firma y comparte."],
    ad_creative_link_titles: ["Agua limpia para todos"],
    ad_creative_link_descriptions: ["Cada firma cuenta"],
    ad_creative_link_captions: ["aguaclara.org"],
    page_id: "208765432109876",
    page_name: "Fundación Agua Clara",
    publisher_platforms: ["facebook", "instagram"],
    languages: ["es"],
    eu_total_reach: 12_345,
    ...overrides,
  };
}

export function graphError(status: number, code: number, message: string, extra: RawObject = {}): FakeReply {
  return {
    status,
    json: { error: { message, type: code === 190 ? "OAuthException" : "GraphMethodException", code, fbtrace_id: "AbCdEf123", ...extra } },
  };
}

export const metaErrors = {
  badToken: graphError(400, 190, "Invalid OAuth access token - Cannot parse access token"),
  badParam: graphError(400, 100, "(#100) Invalid parameter"),
  tooManyCalls: graphError(400, 4, "(#4) Application request limit reached"),
  customRateLimit: graphError(400, 613, "(#613) Calls to this api have exceeded the rate limit."),
  serverError: { status: 500, json: { error: { message: "An unknown error has occurred.", code: 1, type: "OAuthException" } } },
} satisfies Record<string, FakeReply>;

export type FakeMeta = {
  server: FakeHttpServer;
  /** The base URL to configure, including the version path. */
  baseUrl: string;
  setPages(pages: unknown[][]): void;
  close(): Promise<void>;
};

function pagedReply(pages: unknown[][], req: RecordedRequest, baseUrl: string): FakeReply {
  const after = req.query.get("after");
  const index = after === null ? 0 : Number(/^after-(\d+)$/.exec(after)?.[1] ?? NaN);
  if (Number.isNaN(index)) return graphError(400, 100, "(#100) Invalid cursor");
  const data = pages[index] ?? [];
  if (data.length === 0) return { json: { data: [] } };
  const paging: RawObject = { cursors: { before: `before-${index}`, after: `after-${index + 1}` } };
  // Like Graph: `next` (a full URL, token included) only while more pages exist.
  if (index + 1 < pages.length) {
    const next = new URL(`${baseUrl}/ads_archive`);
    req.query.forEach((v, k) => next.searchParams.set(k, v));
    next.searchParams.set("after", `after-${index + 1}`);
    paging.next = next.toString();
  }
  return { json: { data, paging } };
}

export async function startFakeMeta(): Promise<FakeMeta> {
  const server = await FakeHttpServer.start();
  const baseUrl = `${server.url}${GRAPH_VERSION_PATH}`;
  let pages: unknown[][] = [];
  server.route(ADS_ARCHIVE_URL_PATH, (req) => {
    if (req.query.get("access_token") !== FAKE_META_TOKEN) return metaErrors.badToken;
    if (!req.query.get("ad_reached_countries")) return graphError(400, 100, "(#100) The parameter ad_reached_countries is required");
    return pagedReply(pages, req, baseUrl);
  });
  return {
    server,
    baseUrl,
    setPages: (p) => {
      pages = p;
    },
    close: () => server.close(),
  };
}

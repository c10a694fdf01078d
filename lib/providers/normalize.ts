/**
 * Pure functions turning upstream items into the product's NormalizedAd. Upstream shapes drift
 * (snake_case search items, camelCase /ad items, string vs { text } bodies, list vs map categories),
 * so everything optional is read defensively; what an ad cannot exist without (id, page id, start
 * date) throws a `bad_response` ProviderError instead of producing a silently empty ad.
 */
import { ProviderError } from "./errors";
import { winnerFields } from "@/lib/score";
import { adSignals } from "@/lib/signals";
import { SIGNALS_VERSION } from "@/lib/signals/version";
import { hotnessScore } from "./hotness";
import type { AdSource, AdVideo, ApifyData, NormalizedAd, ProviderName, RawObject } from "./types";

export const DAY_MS = 86_400_000;

export type NormalizeContext = {
  /** The clock; days_running is counted up to it. */
  now: Date;
  /** Used when the item does not say which countries it reaches (e.g. the country searched). */
  fallbackCountries?: string[];
  /** Used when the item does not say its languages (e.g. the language filtered on). */
  fallbackLanguages?: string[];
  /** Position in the reply, for error details. */
  index?: number;
};

/** Whole days from start to now, or to the stop time when the ad already stopped. Never negative. */
export function daysRunning(startMs: number, stopMs: number | null, nowMs: number): number {
  const end = stopMs !== null && stopMs < nowMs ? stopMs : nowMs;
  return Math.max(0, Math.floor((end - startMs) / DAY_MS));
}

/** The public Ad Library page of an ad; stable and keyless, unlike Graph's render_ad URLs. */
export function adLibraryUrl(id: string): string {
  return `https://www.facebook.com/ads/library/?id=${encodeURIComponent(id)}`;
}

// ---------------------------------------------------------------------------------------------
// Small readers. Each returns a typed value or null/[] and never throws.

export function asObject(value: unknown): RawObject | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as RawObject) : null;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** First non-blank string (numbers accepted, since ids arrive both ways). */
function str(...values: unknown[]): string | null {
  for (const v of values) {
    if (typeof v === "string" && v.trim() !== "") return v.trim();
    if (typeof v === "number" && Number.isFinite(v)) return String(v);
  }
  return null;
}

function num(...values: unknown[]): number | null {
  for (const v of values) {
    if (typeof v === "number" && Number.isFinite(v)) return v;
    if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  }
  return null;
}

function bool(...values: unknown[]): boolean | null {
  for (const v of values) if (typeof v === "boolean") return v;
  return null;
}

/** Trimmed, non-empty, first occurrence kept. */
function uniqueStrings(values: Iterable<string | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const v of values) {
    const t = v?.trim();
    if (t) seen.add(t);
  }
  return [...seen];
}

function stringList(value: unknown): string[] {
  return uniqueStrings(asArray(value).map((v) => str(v)));
}

/**
 * Upstream times come as unix seconds (ScrapeCreators), milliseconds, numeric strings or ISO-ish
 * strings ("2024-05-01", "2024-05-01T07:00:00+0000" from Graph). Returns epoch ms or null.
 */
export function parseUpstreamTime(value: unknown): number | null {
  const n = num(value);
  if (n !== null) {
    if (n <= 0) return null;
    // Anything past 1e11 cannot be seconds (that is year 5138), so it is milliseconds.
    return n > 1e11 ? n : n * 1000;
  }
  if (typeof value !== "string" || value.trim() === "") return null;
  // Graph writes offsets as +0000; ECMAScript's date-time format wants +00:00.
  const iso = value.trim().replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** "FACEBOOK", "Audience Network", "audience-network" → "facebook", "audience_network". */
export function normalizePlatforms(value: unknown): string[] {
  return uniqueStrings(
    stringList(value)
      .map((p) => p.toLowerCase().replace(/[\s-]+/g, "_"))
      .filter((p) => /^[a-z][a-z_]*$/.test(p)),
  );
}

function countryCodes(value: unknown): string[] {
  return uniqueStrings(
    stringList(value)
      .map((c) => c.toUpperCase())
      .filter((c) => /^[A-Z]{2}$/.test(c)),
  );
}

function languageCodes(value: unknown): string[] {
  return uniqueStrings(
    stringList(value)
      .map((l) => l.toLowerCase())
      .filter((l) => /^[a-z]{2}$/.test(l)),
  );
}

function malformed(provider: ProviderName, ctx: NormalizeContext, what: string): ProviderError {
  const where = ctx.index === undefined ? "ad" : `ad #${ctx.index}`;
  return new ProviderError("bad_response", { provider, detail: `${where}: ${what}` });
}

type DerivedField =
  | "days_running"
  | "hotness_score"
  | "winner_score"
  | "winner_label"
  | "winner_explanation"
  | "signals"
  | "ad_delivery_start_time"
  | "ad_delivery_stop_time"
  | "is_active";

function finishAd(
  core: Omit<NormalizedAd, DerivedField>,
  times: { startMs: number; stopMs: number | null; isActive: boolean },
  now: Date,
): NormalizedAd {
  const days = daysRunning(times.startMs, times.stopMs, now.getTime());
  const ad = {
    ...core,
    days_running: days,
    hotness_score: hotnessScore(core.collation_count, days),
    ad_delivery_start_time: new Date(times.startMs).toISOString(),
    ad_delivery_stop_time: times.stopMs === null ? null : new Date(times.stopMs).toISOString(),
    is_active: times.isActive,
  };
  // Scored without context here; the search service scores again with the advertiser's momentum.
  return { ...ad, ...winnerFields(ad), signals: adSignals(ad), signals_version: SIGNALS_VERSION };
}

// ---------------------------------------------------------------------------------------------
// ScrapeCreators (and Apify, and the demo data set, which is stored in this shape)

function imageUrl(o: RawObject): string | null {
  return str(o.original_image_url, o.originalImageUrl, o.resized_image_url, o.resizedImageUrl);
}

function videoOf(o: RawObject): AdVideo | null {
  const video: AdVideo = {
    video_hd_url: str(o.video_hd_url, o.videoHdUrl),
    video_sd_url: str(o.video_sd_url, o.videoSdUrl),
    video_preview_image_url: str(o.video_preview_image_url, o.videoPreviewImageUrl),
  };
  return video.video_hd_url || video.video_sd_url ? video : null;
}

/** The /ad endpoint sends `{ "123": "Salud y belleza" }`; the search endpoints send a list. */
function pageCategories(value: unknown): string[] {
  if (Array.isArray(value)) return stringList(value);
  const map = asObject(value);
  return map ? uniqueStrings(Object.values(map).map((v) => str(v))) : [];
}

/** The search endpoints send `body: { text }`, the /ad endpoint a plain string. */
function bodyText(value: unknown): string | null {
  return str(value, asObject(value)?.text);
}

function scrapeCreatorsApifyData(snapshot: RawObject, cards: RawObject[], item: RawObject): ApifyData {
  const images = uniqueStrings([...asArray(snapshot.images).map((i) => imageUrl(asObject(i) ?? {})), ...cards.map(imageUrl)]);
  const videos: AdVideo[] = [];
  const seenVideos = new Set<string>();
  for (const v of [...asArray(snapshot.videos).map((x) => videoOf(asObject(x) ?? {})), ...cards.map(videoOf)]) {
    const key = v && (v.video_hd_url ?? v.video_sd_url);
    if (v && key && !seenVideos.has(key)) {
      seenVideos.add(key);
      videos.push(v);
    }
  }
  const firstCard: RawObject = cards[0] ?? {};
  return {
    images,
    videos,
    page_profile_picture_url: str(snapshot.page_profile_picture_url, snapshot.pageProfilePictureUrl),
    page_categories: pageCategories(snapshot.page_categories ?? snapshot.pageCategories ?? item.page_categories),
    page_like_count: num(snapshot.page_like_count, snapshot.pageLikeCount),
    page_profile_uri: str(snapshot.page_profile_uri, snapshot.pageProfileUri),
    display_format: str(snapshot.display_format, snapshot.displayFormat),
    cta_text: str(snapshot.cta_text, snapshot.ctaText, firstCard.cta_text, firstCard.ctaText),
    cta_type: str(snapshot.cta_type, snapshot.ctaType, firstCard.cta_type, firstCard.ctaType),
    link_url: str(snapshot.link_url, snapshot.linkUrl, firstCard.link_url, firstCard.linkUrl),
    original_item: { snapshot },
  };
}

/**
 * One ScrapeCreators item (search, company and /ad endpoints; snake_case or camelCase) → NormalizedAd.
 * `source` lets the demo data set, which is stored in the same shape, reuse this.
 */
export function normalizeScrapeCreatorsAd(
  raw: unknown,
  ctx: NormalizeContext,
  source: Extract<AdSource, "scrapecreators_api" | "demo"> = "scrapecreators_api",
): NormalizedAd {
  const provider: ProviderName = source === "demo" ? "demo" : "scrapecreators";
  const item = asObject(raw);
  if (!item) throw malformed(provider, ctx, "not an object");
  const snapshot = asObject(item.snapshot) ?? {};

  const id = str(item.ad_archive_id, item.adArchiveID, item.adArchiveId, item.ad_id, item.id);
  if (!id) throw malformed(provider, ctx, "missing ad_archive_id");
  const pageId = str(item.page_id, item.pageID, item.pageId, snapshot.page_id, snapshot.pageId);
  if (!pageId) throw malformed(provider, ctx, `ad ${id}: missing page_id`);
  const startMs = parseUpstreamTime(item.start_date ?? item.startDate ?? item.start_date_string ?? item.startDateString);
  if (startMs === null) throw malformed(provider, ctx, `ad ${id}: missing or unreadable start_date`);

  const endMs = parseUpstreamTime(item.end_date ?? item.endDate);
  // ScrapeCreators fills end_date with the last day seen even for running ads, so it only counts as a
  // stop time when the ad is no longer active.
  const isActive = bool(item.is_active, item.isActive) ?? (endMs === null || endMs > ctx.now.getTime());
  const stopMs = isActive ? null : endMs;

  const cards = asArray(snapshot.cards)
    .map(asObject)
    .filter((c): c is RawObject => c !== null);

  const countries = countryCodes(item.targeted_or_reached_countries ?? item.targetedOrReachedCountries ?? item.countries);
  const languages = languageCodes(item.languages);

  return finishAd(
    {
      id,
      page_id: pageId,
      page_name: str(item.page_name, item.pageName, snapshot.page_name, snapshot.pageName) ?? "",
      collation_count: Math.max(1, num(item.collation_count, item.collationCount) ?? 1),
      collation_id: str(item.collation_id, item.collationID, item.collationId),
      ad_snapshot_url: adLibraryUrl(id),
      ad_creative_bodies: uniqueStrings([bodyText(snapshot.body), ...cards.map((c) => bodyText(c.body))]),
      ad_creative_link_titles: uniqueStrings([str(snapshot.title), ...cards.map((c) => str(c.title))]),
      ad_creative_link_descriptions: uniqueStrings([
        str(snapshot.link_description, snapshot.linkDescription),
        ...cards.map((c) => str(c.link_description, c.linkDescription)),
      ]),
      ad_creative_link_captions: uniqueStrings([str(snapshot.caption), ...cards.map((c) => str(c.caption))]),
      publisher_platform: normalizePlatforms(item.publisher_platform ?? item.publisherPlatform ?? item.publisher_platforms),
      languages: languages.length > 0 ? languages : languageCodes(ctx.fallbackLanguages),
      countries: countries.length > 0 ? countries : countryCodes(ctx.fallbackCountries),
      source,
      apify_data: scrapeCreatorsApifyData(snapshot, cards, item),
      snapshot,
    },
    { startMs, stopMs, isActive },
    ctx.now,
  );
}

// ---------------------------------------------------------------------------------------------
// Meta Graph API ads_archive

/** Graph's ad_snapshot_url carries the access token; it must never reach a browser or the database. */
export function withoutAccessToken(url: string): string {
  try {
    const u = new URL(url);
    u.searchParams.delete("access_token");
    return u.toString();
  } catch {
    return url.replace(/([?&])access_token=[^&]*&?/g, "$1").replace(/[?&]$/, "");
  }
}

/**
 * One Graph `ads_archive` item → NormalizedAd. Graph has no media, CTA or collation data, so those
 * parts are empty and the card shows fewer parts; the raw item (token removed) stands as snapshot.
 */
export function normalizeMetaAd(raw: unknown, ctx: NormalizeContext): NormalizedAd {
  const item = asObject(raw);
  if (!item) throw malformed("meta", ctx, "not an object");
  const id = str(item.id);
  if (!id) throw malformed("meta", ctx, "missing id");
  const pageId = str(item.page_id);
  if (!pageId) throw malformed("meta", ctx, `ad ${id}: missing page_id`);
  const startMs = parseUpstreamTime(item.ad_delivery_start_time ?? item.ad_creation_time);
  if (startMs === null) throw malformed("meta", ctx, `ad ${id}: missing or unreadable ad_delivery_start_time`);
  const stopMs = parseUpstreamTime(item.ad_delivery_stop_time);
  const isActive = stopMs === null || stopMs > ctx.now.getTime();

  const rawSnapshotUrl = str(item.ad_snapshot_url);
  const snapshot: RawObject = { ...item };
  if (rawSnapshotUrl) snapshot.ad_snapshot_url = withoutAccessToken(rawSnapshotUrl);

  const languages = languageCodes(item.languages);

  return finishAd(
    {
      id,
      page_id: pageId,
      page_name: str(item.page_name) ?? "",
      collation_count: 1,
      collation_id: null,
      ad_snapshot_url: adLibraryUrl(id),
      ad_creative_bodies: stringList(item.ad_creative_bodies),
      ad_creative_link_titles: stringList(item.ad_creative_link_titles),
      ad_creative_link_descriptions: stringList(item.ad_creative_link_descriptions),
      ad_creative_link_captions: stringList(item.ad_creative_link_captions),
      publisher_platform: normalizePlatforms(item.publisher_platforms ?? item.publisher_platform),
      languages: languages.length > 0 ? languages : languageCodes(ctx.fallbackLanguages),
      // Graph returns no per-ad country list outside the EU breakdowns; the country asked for is the
      // one thing known for sure.
      countries: countryCodes(ctx.fallbackCountries),
      source: "meta_graph_api",
      apify_data: {
        images: [],
        videos: [],
        page_profile_picture_url: null,
        page_categories: [],
        page_like_count: null,
        page_profile_uri: `https://www.facebook.com/${encodeURIComponent(pageId)}`,
        display_format: null,
        cta_text: null,
        cta_type: null,
        link_url: null,
        original_item: { snapshot },
      },
      snapshot,
    },
    { startMs, stopMs, isActive },
    ctx.now,
  );
}

/**
 * Brings the derived fields of a stored ad up to date (days_running, hotness, is_active once a known
 * stop time has passed, the winner score and the signals), so an ad cached days ago does not show
 * yesterday's figures, and an ad stored by an older version gains the fields added since.
 */
export function refreshDerivedFields(ad: NormalizedAd, now: Date = new Date()): NormalizedAd {
  const startMs = Date.parse(ad.ad_delivery_start_time);
  let refreshed = ad;
  if (!Number.isNaN(startMs)) {
    const stopMs =
      ad.ad_delivery_stop_time === null || ad.ad_delivery_stop_time === undefined ? null : Date.parse(ad.ad_delivery_stop_time);
    const stop = stopMs === null || Number.isNaN(stopMs) ? null : stopMs;
    const days = daysRunning(startMs, stop, now.getTime());
    refreshed = {
      ...ad,
      days_running: days,
      hotness_score: hotnessScore(ad.collation_count, days),
      is_active: ad.is_active !== false && (stop === null || stop > now.getTime()),
    };
  }
  // The signals read only the ad's texts, links and countries, none of which the lines above change.
  const current = ad.signals && ad.signals_version === SIGNALS_VERSION;
  return {
    ...refreshed,
    ...winnerFields(refreshed),
    signals: current ? ad.signals : adSignals(refreshed),
    signals_version: SIGNALS_VERSION,
  };
}

import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { isProviderError } from "@/lib/providers/errors";
import { fetchScrapeCreatorsTranscript } from "@/lib/providers/scrapecreators-transcript";
import { recordUsage } from "@/lib/services/billing/usage-ledger";

/**
 * What the ad page says about the video's words: `found` (the transcript), `absent` (the video has
 * none), `error` (the provider failed; tried again later), `unconfigured` (no SCRAPECREATORS_API_KEY),
 * `not_video`, or `pending` (another request is fetching it right now).
 */
export type TranscriptStatus = "found" | "absent" | "error" | "unconfigured" | "not_video" | "pending";
export type TranscriptState = { status: TranscriptStatus; transcript: string | null; fetchedAt: string | null };

/** A video without a transcript is asked again after a week (captions may be added); a failure after an hour. */
const ABSENT_RETRY_MS = 7 * 24 * 3_600_000;
const ERROR_RETRY_MS = 3_600_000;
/** A claim older than this was left by a request that died: another may take it over. */
const PENDING_STALE_MS = 2 * 60_000;

type Row = { mediaType: string; transcript: string | null; transcriptStatus: string | null; transcriptAt: Date | null };

function stateOf(row: Row): TranscriptState {
  const status: TranscriptStatus =
    row.transcriptStatus === "found" ||
    row.transcriptStatus === "absent" ||
    row.transcriptStatus === "error" ||
    row.transcriptStatus === "pending"
      ? row.transcriptStatus
      : "error";
  return { status, transcript: row.transcript, fetchedAt: row.transcriptAt?.toISOString() ?? null };
}

/** The stored state without fetching anything (for replies that must not call upstream). */
export function storedTranscriptState(row: Row, configured = Boolean(env().SCRAPECREATORS_API_KEY)): TranscriptState {
  if (row.transcriptStatus === "found") return stateOf(row);
  if (row.mediaType !== "VIDEO") return { status: "not_video", transcript: null, fetchedAt: null };
  if (!configured) return { status: "unconfigured", transcript: null, fetchedAt: null };
  if (!row.transcriptStatus) return { status: "pending", transcript: null, fetchedAt: null };
  return stateOf(row);
}

function due(row: Row, now: Date): boolean {
  const at = row.transcriptAt?.getTime() ?? 0;
  switch (row.transcriptStatus) {
    case null:
      return true;
    case "absent":
      return now.getTime() - at >= ABSENT_RETRY_MS;
    case "pending":
      return now.getTime() - at >= PENDING_STALE_MS;
    case "found":
      return false;
    default:
      return now.getTime() - at >= ERROR_RETRY_MS;
  }
}

/**
 * The video ad's transcript: the stored one, or fetched now from ScrapeCreators' single-ad endpoint
 * when SCRAPECREATORS_API_KEY is set. One request fetches at a time (a conditional claim on the row, so
 * several nodes agree). A transcript that comes back is stored with the archive record, added to its
 * text search, and its credit is recorded for `userId`; an absent one or a failure costs nothing.
 */
export async function ensureTranscript(adId: string, userId: string | null, now = new Date()): Promise<TranscriptState | null> {
  const row = await db.ad.findUnique({
    where: { id: adId },
    select: { mediaType: true, transcript: true, transcriptStatus: true, transcriptAt: true },
  });
  if (!row) return null;
  const { SCRAPECREATORS_API_KEY, SCRAPECREATORS_BASE_URL, PROVIDER_TIMEOUT_MS, PROVIDER_MAX_RETRIES } = env();
  if (row.transcriptStatus === "found" || row.mediaType !== "VIDEO" || !SCRAPECREATORS_API_KEY || !due(row, now)) {
    return storedTranscriptState(row, Boolean(SCRAPECREATORS_API_KEY));
  }
  const claimed = await db.$executeRaw`
    UPDATE "Ad" SET "transcriptStatus" = 'pending', "transcriptAt" = ${now.toISOString()}::timestamp(3)
    WHERE "id" = ${adId} AND "transcriptStatus" IS NOT DISTINCT FROM ${row.transcriptStatus}
      AND "transcriptAt" IS NOT DISTINCT FROM ${row.transcriptAt?.toISOString() ?? null}::timestamp(3)`;
  if (claimed === 0) return { status: "pending", transcript: null, fetchedAt: null };

  try {
    const reply = await fetchScrapeCreatorsTranscript(
      {
        baseUrl: SCRAPECREATORS_BASE_URL,
        apiKey: SCRAPECREATORS_API_KEY,
        timeoutMs: PROVIDER_TIMEOUT_MS,
        maxRetries: Math.min(1, PROVIDER_MAX_RETRIES),
      },
      adId,
    );
    const at = new Date();
    if (!reply.transcript) {
      await db.ad.update({ where: { id: adId }, data: { transcriptStatus: "absent", transcriptAt: at } });
      return { status: "absent", transcript: null, fetchedAt: at.toISOString() };
    }
    // The words said in the video join the archive's text search (store-ads keeps them when the ad's text changes).
    await db.$executeRaw`
      UPDATE "Ad" SET "transcript" = ${reply.transcript}, "transcriptStatus" = 'found', "transcriptAt" = ${at.toISOString()}::timestamp(3),
        "searchVector" = COALESCE("searchVector", ''::tsvector) || to_tsvector('adradar_es', ${reply.transcript})
      WHERE "id" = ${adId}`;
    await recordUsage(userId, "transcript", { credits: reply.credits });
    return { status: "found", transcript: reply.transcript, fetchedAt: at.toISOString() };
  } catch (e) {
    const at = new Date();
    // Not found upstream is an ad without a transcript to give, not a failure to retry within the hour.
    const status = isProviderError(e) && e.kind === "not_found" ? "absent" : "error";
    if (status === "error") console.warn(`[transcript] ${adId}: ${e instanceof Error ? e.message : String(e)}`);
    await db.ad.update({ where: { id: adId }, data: { transcriptStatus: status, transcriptAt: at } });
    return { status, transcript: null, fetchedAt: at.toISOString() };
  }
}

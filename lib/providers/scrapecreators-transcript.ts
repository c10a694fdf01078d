/**
 * ScrapeCreators' single-ad endpoint with its transcript option (GET /v1/facebook/adLibrary/ad?id=&get_transcript=true,
 * 1 credit a call). Where the transcript sits in the reply is not documented in our notes (unconfirmed):
 * it is looked for at the top level, under `data` and under `snapshot`, as a string or as segments with
 * `text`. No transcript anywhere is "absent", never an error.
 */
import { ProviderError } from "./errors";
import { endpoint, getJson, type HttpSettings } from "./http";
import { asObject } from "./normalize";
import { classifyScrapeCreatorsFailure } from "./scrapecreators";

export const AD_PATH = "/v1/facebook/adLibrary/ad";
/** A transcript longer than this is cut: the archive and the model need the words, not an hour of them. */
export const MAX_TRANSCRIPT_CHARS = 20_000;

export type TranscriptReply = { transcript: string | null; credits: number };

function textOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    const parts = value.map((v) => (typeof v === "string" ? v : textOf(asObject(v)?.text))).filter((t): t is string => Boolean(t));
    return parts.length > 0 ? parts.join(" ") : null;
  }
  return null;
}

/** The transcript of a reply, cleaned; null when the reply has none. */
export function transcriptOf(body: unknown): string | null {
  const o = asObject(body);
  const candidates = [o?.transcript, asObject(o?.data)?.transcript, asObject(o?.snapshot)?.transcript, asObject(o?.video)?.transcript];
  for (const candidate of candidates) {
    const raw = textOf(candidate);
    // Control characters (a NUL above all) never reach PostgreSQL.
    const clean = raw
      ?.replace(/\p{Cc}/gu, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (clean) return clean.slice(0, MAX_TRANSCRIPT_CHARS);
  }
  return null;
}

export async function fetchScrapeCreatorsTranscript(
  config: HttpSettings & { apiKey: string },
  adId: string,
  signal?: AbortSignal,
): Promise<TranscriptReply> {
  const url = endpoint(config.baseUrl, AD_PATH);
  url.searchParams.set("id", adId);
  url.searchParams.set("get_transcript", "true");
  const body = await getJson({
    provider: "scrapecreators",
    url,
    headers: { "x-api-key": config.apiKey },
    signal,
    settings: config,
    classify: classifyScrapeCreatorsFailure,
  });
  const o = asObject(body);
  if (o?.success === false) {
    const why = typeof o.message === "string" ? o.message : typeof o.error === "string" ? o.error : "success: false";
    throw new ProviderError("upstream", { provider: "scrapecreators", upstreamStatus: 200, detail: `${AD_PATH}: ${why}` });
  }
  const charged = typeof o?.credits_charged === "number" && o.credits_charged >= 0 ? o.credits_charged : 1;
  return { transcript: transcriptOf(body), credits: charged };
}

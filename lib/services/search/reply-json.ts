import "server-only";
import { cardAd } from "@/lib/shared/search/ad-schema";
import type { NormalizedAd } from "@/lib/providers/types";
import type { SearchRequest } from "@/lib/validation/search";
import type { SearchReply } from "./search-ads";

// A prepared page's shown ads are shared by every reply that delivers them and never mutated
// (prepared-pages.ts), so each is serialised and encoded once per view, not once per request
// (serialising a 20-ad page was a tenth of a cached search's CPU).
const encoded = { full: new WeakMap<object, Buffer>(), card: new WeakMap<object, Buffer>() };

function adJson(ad: NormalizedAd, view: SearchRequest["view"]): Buffer {
  let bytes = encoded[view].get(ad);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(view === "card" ? cardAd(ad) : ad));
    encoded[view].set(ad, bytes);
  }
  return bytes;
}

const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]}");

/** POST /api/search's reply body as UTF-8 JSON: the object `ok` would send, with `data` spliced in last, in the asked view. */
export function searchReplyJson(reply: SearchReply): Buffer {
  const { data, ...rest } = reply;
  const head = JSON.stringify(rest);
  const parts: Buffer[] = [Buffer.from(`${head.slice(0, -1)},"data":[`)];
  data.forEach((ad, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(adJson(ad, reply.view));
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

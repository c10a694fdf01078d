import "server-only";
import type { SearchReply } from "./search-ads";

// A prepared page's shown ads are shared by every reply that delivers them and never mutated
// (prepared-pages.ts), so each is serialised once, not once per request (issue 18 §10: JSON.stringify
// of a 20-ad page was a tenth of a cached search's CPU).
const texts = new WeakMap<object, string>();

function adJson(ad: object): string {
  let text = texts.get(ad);
  if (text === undefined) {
    text = JSON.stringify(ad);
    texts.set(ad, text);
  }
  return text;
}

/** POST /api/search's reply body as JSON text: the same object `ok` would send, with `data` spliced in last. */
export function searchReplyJson(reply: SearchReply): string {
  const { data, ...rest } = reply;
  const head = JSON.stringify(rest);
  return `${head.slice(0, -1)},"data":[${data.map(adJson).join(",")}]}`;
}

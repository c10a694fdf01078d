/** The arrival line, one wording for the Novedades feed and the Telegram message. Pure and client-safe. */
import { pluralize } from "@/lib/format";
import { shortCountryName } from "@/lib/providers/catalog";
import type { FeedAd } from "./types";

type FeedArrival = NonNullable<FeedAd["arrival"]>;

const DAY_MS = 86_400_000;

/**
 * 'Llegó a México (visto en EE. UU. desde hace 12 días)': the days are counted from when the delivery
 * was written (`at`), so the feed entry reads the same on every visit and as the message said.
 */
export function arrivalSentence(arrival: FeedArrival, at: Date | string): string {
  const days = Math.max(0, Math.floor((new Date(at).getTime() - Date.parse(arrival.since)) / DAY_MS));
  const ago = days === 0 ? "desde hoy" : `desde hace ${pluralize(days, "día", "días")}`;
  return `Llegó a ${shortCountryName(arrival.country)} (visto en ${shortCountryName(arrival.from)} ${ago})`;
}

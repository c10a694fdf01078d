import "server-only";
import { db } from "@/lib/db";
import type { WinnerFields } from "@/lib/score";
import { archivedAdData } from "@/lib/services/archive/archived-ad";
import { scoreWithContext } from "./score-context";

/**
 * The winner fields of ads the archive holds, as of `now`: the archive's copy of each ad (its own end
 * winning, as on the archive's cards) scored with {@link scoreWithContext}. What a copy kept elsewhere
 * (a saved ad's JSON, a tracking's list) would say is never shown instead: it was scored on another
 * day, with other inputs. An id the archive does not hold is absent.
 */
export async function currentScores(adIds: string[], now: Date = new Date()): Promise<Map<string, WinnerFields>> {
  if (adIds.length === 0) return new Map();
  const rows = await db.ad.findMany({ where: { id: { in: [...new Set(adIds)] } }, select: { data: true, endedAt: true } });
  const ads = rows.flatMap((row) => archivedAdData(row) ?? []);
  const scored = await scoreWithContext(ads, { now });
  return new Map(
    scored.map((ad) => [
      ad.id,
      { winner_score: ad.winner_score, winner_label: ad.winner_label, winner_explanation: ad.winner_explanation },
    ]),
  );
}

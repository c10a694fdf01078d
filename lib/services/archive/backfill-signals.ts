import "server-only";
import { db } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { signalFlagsOf, type SignalFlags } from "./signal-flags";

const BATCH = 500;

/**
 * Fills the signal columns (`Ad.signalShop`, `signalCod`, `signalWhatsApp`) of ads archived before the column existed (every sighting writes it since). The
 * detectors are TypeScript, so the migration cannot: this walks the table once in id order, a batch per
 * statement, touching only rows still null. Idempotent and resumable; returns the rows filled.
 */
export async function backfillSignalMasks(options: { batch?: number; log?: (message: string) => void } = {}): Promise<number> {
  const batch = options.batch ?? BATCH;
  let after = "";
  let filled = 0;
  for (;;) {
    const rows = await db.$queryRaw<{ id: string; data: unknown }[]>`
      SELECT a."id", a."data" FROM "Ad" a WHERE a."id" > ${after} AND a."signalShop" IS NULL ORDER BY a."id" LIMIT ${batch}`;
    if (rows.length === 0) return filled;
    after = rows[rows.length - 1].id;
    const none: SignalFlags = { signalShop: false, signalCod: false, signalWhatsApp: false };
    const flags = rows.map((r) => {
      const data = (typeof r.data === "string" ? JSON.parse(r.data) : r.data) as NormalizedAd | null;
      // A payload that is not an ad has no signals: all false, so it is not visited again.
      return { id: r.id, ...(data && typeof data === "object" ? signalFlagsOf(data) : none) };
    });
    filled += await db.$executeRaw`
      UPDATE "Ad" a SET "signalShop" = f."signalShop", "signalCod" = f."signalCod", "signalWhatsApp" = f."signalWhatsApp"
      FROM jsonb_to_recordset(${JSON.stringify(flags)}::jsonb) AS f("id" text, "signalShop" boolean, "signalCod" boolean, "signalWhatsApp" boolean)
      WHERE a."id" = f."id" AND a."signalShop" IS NULL`;
    options.log?.(`signals: ${filled} ads filled`);
  }
}

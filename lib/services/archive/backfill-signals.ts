import "server-only";
import { db } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { signalMaskOf } from "./signal-mask";

const BATCH = 500;

/**
 * Fills `Ad.signalMask` for ads archived before the column existed (every sighting writes it since). The
 * detectors are TypeScript, so the migration cannot: this walks the table once in id order, a batch per
 * statement, touching only rows still null. Idempotent and resumable; returns the rows filled.
 */
export async function backfillSignalMasks(options: { batch?: number; log?: (message: string) => void } = {}): Promise<number> {
  const batch = options.batch ?? BATCH;
  let after = "";
  let filled = 0;
  for (;;) {
    const rows = await db.$queryRaw<{ id: string; data: unknown }[]>`
      SELECT a."id", a."data" FROM "Ad" a WHERE a."id" > ${after} AND a."signalMask" IS NULL ORDER BY a."id" LIMIT ${batch}`;
    if (rows.length === 0) return filled;
    after = rows[rows.length - 1].id;
    const masks = rows.map((r) => {
      const data = (typeof r.data === "string" ? JSON.parse(r.data) : r.data) as NormalizedAd | null;
      // A payload that is not an ad has no signals: 0, so it is not visited again.
      return { id: r.id, mask: data && typeof data === "object" ? signalMaskOf(data) : 0 };
    });
    filled += await db.$executeRaw`
      UPDATE "Ad" a SET "signalMask" = m."mask"
      FROM jsonb_to_recordset(${JSON.stringify(masks)}::jsonb) AS m("id" text, "mask" smallint)
      WHERE a."id" = m."id" AND a."signalMask" IS NULL`;
    options.log?.(`signals: ${filled} ads filled`);
  }
}

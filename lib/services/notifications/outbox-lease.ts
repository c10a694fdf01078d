import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { db } from "@/lib/db";

/** This process, as a lease holder. */
export const THIS_NODE = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Takes or renews the lease `id` for `holder` for `seconds` (the database's clock decides expiry).
 * At most one holder has a current lease, so whatever the lease guards runs on one node at a time.
 */
export async function holdLease(id: string, holder: string, seconds: number): Promise<boolean> {
  const rows = await db.$queryRaw<{ holder: string }[]>`
    INSERT INTO "TelegramSenderLease" ("id", "holder", "until")
    VALUES (${id}, ${holder}, now() + make_interval(secs => ${seconds}))
    ON CONFLICT ("id") DO UPDATE SET "holder" = EXCLUDED."holder", "until" = EXCLUDED."until"
    WHERE "TelegramSenderLease"."until" < now() OR "TelegramSenderLease"."holder" = EXCLUDED."holder"
    RETURNING "holder"`;
  return rows.length > 0;
}

/** Gives the lease up (only the holder's own). */
export async function releaseLease(id: string, holder: string): Promise<void> {
  await db.telegramSenderLease.deleteMany({ where: { id, holder } });
}

/**
 * Waits for the lease, asking every `pollMs`, for at most `waitMs`: another node that holds it is
 * sending everything due, usually done within moments. False when it is still held after that.
 */
export async function waitForLease(
  id: string,
  holder: string,
  seconds: number,
  opts: { waitMs: number; pollMs: number },
): Promise<boolean> {
  const deadline = Date.now() + opts.waitMs;
  for (;;) {
    if (await holdLease(id, holder, seconds)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, opts.pollMs));
  }
}

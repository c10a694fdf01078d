import "server-only";
import { db } from "@/lib/db";

/**
 * The demo archive's back-fill takes a minute or more on a small machine, and `npm run local` serves the
 * app while it runs: this marker lets the archive screen say why its history is still short. A marker
 * older than STALE_MS is a back-fill that was stopped half-way (Ctrl-C), not one still running.
 */
const KEY = "demoArchiveFillingSince";
const STALE_MS = 30 * 60_000;

export async function markArchiveFilling(since: Date = new Date()): Promise<void> {
  const value = since.toISOString();
  await db.appSetting.upsert({ where: { key: KEY }, create: { key: KEY, value }, update: { value } });
}

export async function markArchiveFilled(): Promise<void> {
  await db.appSetting.deleteMany({ where: { key: KEY } });
}

/** When the running back-fill started, or null when none runs. */
export async function archiveFillingSince(now: Date = new Date()): Promise<Date | null> {
  const row = await db.appSetting.findUnique({ where: { key: KEY }, select: { value: true } });
  if (!row) return null;
  const since = new Date(row.value);
  if (Number.isNaN(since.getTime()) || now.getTime() - since.getTime() > STALE_MS) return null;
  return since;
}

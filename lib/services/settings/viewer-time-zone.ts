import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { reportedTimeZone, userTimeZone, type ViewerTimeZone } from "@/lib/time-zone";

/**
 * The zone of a signed-in request: the user's choice, else the zone the browser reports in its cookie.
 * A newly reported zone is kept on the user's row, so the jobs and Telegram use it too before any choice.
 */
export async function resolveViewerTimeZone(
  user: { id: string; timeZone: string | null; browserTimeZone: string | null },
  cookieValue: string | undefined,
): Promise<ViewerTimeZone> {
  const reported = reportedTimeZone(cookieValue);
  if (reported && reported !== user.browserTimeZone)
    await db.user.update({ where: { id: user.id }, data: { browserTimeZone: reported }, select: { id: true } });
  return {
    zone: userTimeZone({ timeZone: user.timeZone, browserTimeZone: reported ?? user.browserTimeZone }, env().APP_TIMEZONE),
    chosen: user.timeZone !== null,
  };
}

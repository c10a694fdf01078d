import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { requireUser } from "@/lib/auth/session";
import { resolveViewerTimeZone } from "@/lib/services/settings/viewer-time-zone";
import type { ViewerTimeZone } from "@/lib/time-zone";
import { TIME_ZONE_COOKIE } from "@/lib/time-zone-cookie";

/** The signed-in page's zone (lib/services/settings/viewer-time-zone.ts), resolved once per request. */
export const getViewerTimeZone = cache(async (): Promise<ViewerTimeZone> => {
  const user = await requireUser();
  return resolveViewerTimeZone(user, (await cookies()).get(TIME_ZONE_COOKIE)?.value);
});

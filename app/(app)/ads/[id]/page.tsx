import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { getViewerTimeZone } from "@/lib/auth/viewer-time-zone";
import { isAppError } from "@/lib/errors";
import { loadAdInsights, type AdInsights } from "@/lib/services/analysis/ad-insights";
import { getArchivedAdPage } from "@/lib/services/archive/archived-ad-page";
import type { ArchivedAdPage } from "@/lib/swr/use-archived-ad";
import { adPageFromSchema } from "@/lib/validation/archive";
import { idParamSchema } from "@/lib/validation/primitives";
import { AdPageScreen } from "./ad-page-screen";

export const metadata: Metadata = { title: "Historial del anuncio" };

/** The archived ad, or null when the archive does not hold it (the screen says so, inside the shell). */
async function load(userId: string, id: string): Promise<ArchivedAdPage | null> {
  try {
    return { success: true, ...(await getArchivedAdPage(userId, id, (await getViewerTimeZone()).zone)) };
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") return null;
    throw e;
  }
}

/** An archived ad's page, rendered on the server from the archive (no upstream call, no quota). */
export default async function AdPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const parsed = idParamSchema.safeParse(await params);
  const id = parsed.success ? parsed.data.id : "";
  const from = adPageFromSchema.parse(await searchParams).desde ? "search" : "archive";
  const [initial, insights] = id ? await Promise.all([load(user.id, id), loadAdInsights(user, id)]) : [null, null];
  return <AdPageScreen adId={id} initial={initial} insights={insights satisfies AdInsights | null} from={from} />;
}

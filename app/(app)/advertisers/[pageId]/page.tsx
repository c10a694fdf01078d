import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { isAppError } from "@/lib/errors";
import { getAdvertiserArchive } from "@/lib/services/archive/advertiser-archive";
import type { AdvertiserArchive } from "@/lib/swr/use-advertiser-archive";
import { advertiserParamSchema } from "@/lib/validation/archive";
import { AdvertiserScreen } from "./advertiser-screen";

export const metadata: Metadata = { title: "Anunciante" };

/** The advertiser's archive, or null when the archive holds none of its ads (the screen says so). */
async function load(userId: string, pageId: string): Promise<AdvertiserArchive | null> {
  try {
    return { success: true, ...(await getAdvertiserArchive(userId, pageId)) };
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") return null;
    throw e;
  }
}

/** An advertiser as the archive knows it, rendered on the server (no upstream call, no quota). */
export default async function AdvertiserPage({ params }: { params: Promise<{ pageId: string }> }) {
  const user = await requireUser();
  const parsed = advertiserParamSchema.safeParse(await params);
  const pageId = parsed.success ? parsed.data.pageId : "";
  return <AdvertiserScreen pageId={pageId} initial={pageId ? await load(user.id, pageId) : null} />;
}

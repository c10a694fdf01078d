import useSWR from "swr";
import type { Ok } from "@/lib/api/client";
import type { ArchivedAdPageReply } from "@/lib/services/archive/archived-ad-page";
import { archivedAdKey } from "./keys";

export type ArchivedAdPage = Ok<ArchivedAdPageReply>;

/** An archived ad's page (GET /api/ads/{id}); `fallbackData`: what the server already rendered. */
export function useArchivedAd(adId: string, fallbackData?: ArchivedAdPage) {
  return useSWR<ArchivedAdPage, Error>(archivedAdKey(adId), { fallbackData });
}

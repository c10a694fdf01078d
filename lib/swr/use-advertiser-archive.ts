import useSWR from "swr";
import type { Ok } from "@/lib/api/client";
import type { AdvertiserArchiveReply } from "@/lib/services/archive/advertiser-archive";
import { advertiserArchiveKey } from "./keys";

export type AdvertiserArchive = Ok<AdvertiserArchiveReply>;

/** An advertiser as the archive knows it (GET /api/advertisers/{pageId}); `fallbackData`: the server's render. */
export function useAdvertiserArchive(pageId: string, fallbackData?: AdvertiserArchive) {
  return useSWR<AdvertiserArchive, Error>(advertiserArchiveKey(pageId), { fallbackData });
}

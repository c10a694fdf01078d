import useSWRInfinite from "swr/infinite";
import type { Ok } from "@/lib/api/client";
import type { ArchiveSearchReply } from "@/lib/services/archive/search-archive";
import { archiveKey, type ArchiveQuery } from "./keys";

export type ArchivePage = Ok<ArchiveSearchReply>;

/**
 * The archive searched with these filters, a page at a time ('Cargar más' follows the cursor). Free of
 * quota: GET /api/archive reads the archive only.
 */
export function useArchive(query: ArchiveQuery, fallbackData?: ArchivePage) {
  return useSWRInfinite<ArchivePage, Error>(
    (index, previous: ArchivePage | null) => {
      if (index === 0) return archiveKey(query, null);
      return previous?.nextCursor ? archiveKey(query, previous.nextCursor) : null;
    },
    // The archive grows with every search anywhere: a new visit reads it afresh.
    // `fallbackData`: the first page the server rendered with the screen, so its cards need no round trip.
    { fallbackData: fallbackData ? [fallbackData] : undefined, revalidateFirstPage: false, dedupingInterval: 10_000 },
  );
}

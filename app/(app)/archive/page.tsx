import type { Metadata } from "next";
import { ArchiveScreen } from "./archive-screen";
import { toArchiveQuery } from "@/lib/shared/archive/archive-query";
import { ArchiveFillingNotice } from "./archive-filling-notice";
import { archiveFillingSince } from "@/lib/services/archive/archive-filling";
import { requireUser } from "@/lib/auth/session";
import { searchArchive } from "@/lib/services/archive/search-archive";
import { archiveKey } from "@/lib/swr/keys";
import { archiveSearchSchema } from "@/lib/validation/archive";

export const metadata: Metadata = { title: "Archivo" };

/**
 * The archive's filters live in the URL: a link or a reload shows the same view. Its first page is read
 * here, as GET /api/archive reads the same key, so the first cards come with the screen instead of after
 * hydration and a round trip (docs/benchmarks.md §6); filters the API would refuse leave it to the client,
 * which shows the error.
 */
export default async function ArchivePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [user, params, fillingSince] = await Promise.all([requireUser(), searchParams, archiveFillingSince()]);
  const query = toArchiveQuery((name) => params[name]);
  const parsed = archiveSearchSchema.safeParse(Object.fromEntries(new URL(archiveKey(query, null), "http://archive").searchParams));
  const first = parsed.success ? await searchArchive(user.id, parsed.data) : undefined;
  return (
    <ArchiveScreen
      query={query}
      initial={first ? { success: true, ...first } : undefined}
      notice={fillingSince ? <ArchiveFillingNotice since={fillingSince} /> : undefined}
    />
  );
}

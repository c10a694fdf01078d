import type { Metadata } from "next";
import { ArchiveScreen } from "./archive-screen";
import { toArchiveQuery } from "@/lib/shared/archive/archive-query";
import { ArchiveFillingNotice } from "./archive-filling-notice";
import { archiveFillingSince } from "@/lib/services/archive/archive-filling";

export const metadata: Metadata = { title: "Archivo" };

/** The archive's filters live in the URL: a link or a reload shows the same view. */
export default async function ArchivePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [params, fillingSince] = await Promise.all([searchParams, archiveFillingSince()]);
  return (
    <ArchiveScreen
      query={toArchiveQuery((name) => params[name])}
      notice={fillingSince ? <ArchiveFillingNotice since={fillingSince} /> : undefined}
    />
  );
}

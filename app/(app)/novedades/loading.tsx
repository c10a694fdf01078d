import { PageHeader } from "@/components/ui/page-header";
import { FeedSkeleton } from "./feed-skeleton";

export default function Loading() {
  return (
    <>
      <PageHeader title="Novedades" subtitle="Lo que encontraron tus vigilancias y las alertas de tus anunciantes" />
      <FeedSkeleton />
    </>
  );
}

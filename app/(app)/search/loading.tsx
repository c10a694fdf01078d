import { Skeleton } from "@/components/ui/skeleton";
import { ResultsSkeleton } from "@/components/ads/results-skeleton";

/** The search screen's shape while its route loads: header, form and placeholder cards. */
export default function SearchLoading() {
  return (
    <div aria-busy="true">
      <div className="mb-6 space-y-2 sm:mb-8">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <div className="mb-6 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5">
        <Skeleton className="h-3.5 w-36" />
        <div className="mt-2 flex flex-col gap-2 lg:flex-row">
          <Skeleton className="h-10 flex-1 rounded-lg" />
          <Skeleton className="h-10 w-full rounded-lg lg:w-40" />
          <Skeleton className="h-10 w-full rounded-lg lg:w-32" />
        </div>
        <div className="mt-3 flex gap-2">
          <Skeleton className="h-8 w-40 rounded-lg" />
          <Skeleton className="h-8 w-44 rounded-lg" />
        </div>
      </div>
      <ResultsSkeleton count={4} label="Cargando búsqueda..." />
    </div>
  );
}

import { Skeleton, SkeletonCardHeader } from "@/components/ui/skeleton";

/** Placeholder cards while the first page loads. */
export function ResultsSkeleton({ count = 8, label = "Buscando anuncios..." }: { count?: number; label?: string }) {
  return (
    <div>
      <span role="status" className="sr-only">
        {label}
      </span>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-xl border border-border bg-surface shadow-card">
            <Skeleton className="h-9 rounded-none" />
            <div className="space-y-3 p-4">
              <SkeletonCardHeader />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-3 w-4/5" />
              <Skeleton className="aspect-square w-full rounded-lg" />
              <Skeleton className="h-16 w-full rounded-lg" />
            </div>
            <div className="grid grid-cols-3 gap-2 border-t border-border p-3">
              <Skeleton className="h-8" />
              <Skeleton className="h-8" />
              <Skeleton className="h-8" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Skeleton, SkeletonCardHeader } from "@/components/ui/skeleton";

/** Placeholder entries while the first page of the feed loads. */
export function FeedSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        Cargando novedades...
      </span>
      <div aria-hidden="true" className="space-y-4">
        <Skeleton className="h-5 w-24" />
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="space-y-3 rounded-xl border border-border bg-surface p-4">
            <SkeletonCardHeader pictureClassName="size-9 rounded-lg" />
            <div className="grid gap-2 lg:grid-cols-2">
              <Skeleton className="h-20 rounded-lg" />
              <Skeleton className="h-20 rounded-lg" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

import { cn } from "@/lib/utils";

/** Placeholder block while data loads; hidden from assistive tech, which hears the loading status instead. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-zinc-200/70", className)} {...props} />;
}

/** The top of a card while it loads: a picture and two lines (a name and what follows it). */
export function SkeletonCardHeader({ pictureClassName }: { pictureClassName?: string }) {
  return (
    <div className="flex items-center gap-3">
      <Skeleton className={cn("size-10 shrink-0 rounded-full", pictureClassName)} />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-3.5 w-3/5" />
        <Skeleton className="h-3 w-2/5" />
      </div>
    </div>
  );
}

import { cn } from "@/lib/utils";

/** Placeholder block while data loads; hidden from assistive tech, which hears the loading status instead. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-zinc-200/70", className)} {...props} />;
}

import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

type SpinnerProps = {
  className?: string;
  /** Read by screen readers; when `showLabel` is set it is also shown next to the icon. */
  label?: string;
  showLabel?: boolean;
};

/** A spinning indicator announced as a polite status, so loading is never silent for assistive tech. */
export function Spinner({ className, label = "Cargando...", showLabel = false }: SpinnerProps) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2", showLabel && "text-sm text-muted-foreground")}>
      <Loader2 aria-hidden="true" className={cn("size-4 shrink-0 animate-spin", className)} />
      {showLabel ? <span>{label}</span> : <span className="sr-only">{label}</span>}
    </span>
  );
}

/** Full-area loading state used by `loading.tsx` files: a centred spinner with its message. */
export function PageSpinner({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn("flex min-h-[50vh] w-full flex-col items-center justify-center gap-3", className)}>
      <span role="status" className="flex flex-col items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 ring-1 ring-brand-100">
          <Loader2 aria-hidden="true" className="size-6 animate-spin text-brand-600" />
        </span>
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
      </span>
    </div>
  );
}

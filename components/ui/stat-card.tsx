import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type StatCardProps = {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  /** "card": bordered tile; "plain": inside a panel of its own; "success": a highlighted saving. */
  variant?: "card" | "plain" | "success";
  className?: string;
};

/** A labelled figure (`<dt>`/`<dd>`, inside a `<dl>`) with its icon: the stat cards of the library screens. */
export function StatCard({ icon: Icon, label, value, hint, variant = "card", className }: StatCardProps) {
  return (
    <div
      className={cn(
        "flex items-start gap-3",
        variant === "card" && "rounded-xl border border-border bg-surface p-4 shadow-xs",
        variant === "plain" && "rounded-lg bg-zinc-50 p-3",
        className,
      )}
    >
      <span
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-lg",
          variant === "success" ? "bg-emerald-100 text-emerald-700" : "bg-brand-50 text-brand-600",
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
        <dd className={cn("font-semibold text-zinc-900 tabular-nums", variant === "success" ? "text-2xl" : "text-xl")}>{value}</dd>
        {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
      </div>
    </div>
  );
}

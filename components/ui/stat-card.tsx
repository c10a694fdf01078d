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

// A `<dl>` group may hold only `<dt>` and `<dd>`: the icon lives inside the `<dt>`, placed in the card's
// left gutter, so screen readers read "label, value" and the markup stays a valid definition list.
const layout = {
  card: { box: "rounded-xl border border-border bg-surface p-4 pl-[4.25rem] shadow-xs", icon: "left-4 top-4" },
  plain: { box: "rounded-lg bg-zinc-50 p-3 pl-16", icon: "left-3 top-3" },
  success: { box: "pl-[3.25rem]", icon: "left-0 top-0" },
} as const;

/** A labelled figure (`<dt>`/`<dd>`, inside a `<dl>`) with its icon: the stat cards of the library screens. */
export function StatCard({ icon: Icon, label, value, hint, variant = "card", className }: StatCardProps) {
  return (
    <div className={cn("relative min-h-10 min-w-0", layout[variant].box, className)}>
      <dt className="text-xs font-medium text-muted-foreground">
        <span
          className={cn(
            "absolute flex size-10 items-center justify-center rounded-lg",
            layout[variant].icon,
            variant === "success" ? "bg-emerald-100 text-emerald-700" : "bg-brand-50 text-brand-600",
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className={cn("font-semibold text-zinc-900 tabular-nums", variant === "success" ? "text-2xl" : "text-xl")}>{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

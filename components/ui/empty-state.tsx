import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type EmptyStateProps = {
  icon?: LucideIcon;
  title: string;
  description?: React.ReactNode;
  /** Buttons or links offered as the next step. */
  action?: React.ReactNode;
  /** Colours the icon for error panels. */
  tone?: "neutral" | "danger" | "warning";
  /** h2 inside a page that has its own h1; h1 when the panel is the whole page (e.g. access denied). */
  titleAs?: "h1" | "h2" | "h3";
  className?: string;
  children?: React.ReactNode;
};

const tones = {
  neutral: "bg-brand-50 text-brand-600 ring-brand-100",
  danger: "bg-red-50 text-red-600 ring-red-100",
  warning: "bg-amber-50 text-amber-600 ring-amber-100",
} as const;

/** A centred panel for "nothing here yet", error and not-available states. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  tone = "neutral",
  titleAs: Title = "h2",
  className,
  children,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center rounded-xl border border-dashed border-zinc-300 bg-surface px-6 py-14 text-center sm:py-16",
        className,
      )}
    >
      {Icon ? (
        <span className={cn("mb-4 flex size-12 items-center justify-center rounded-xl ring-1", tones[tone])}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <Title className="text-base font-semibold text-zinc-900">{title}</Title>
      {description ? <div className="mt-1.5 max-w-md text-sm text-muted-foreground">{description}</div> : null}
      {children}
      {action ? <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{action}</div> : null}
    </div>
  );
}

import { cn } from "@/lib/utils";

type PageHeaderProps = {
  title: string;
  subtitle?: React.ReactNode;
  /** Buttons aligned to the right on wide screens, wrapped below the title on phones. */
  actions?: React.ReactNode;
  className?: string;
};

/** The one h1 of a screen, with its subtitle and actions. */
export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <header className={cn("mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight wrap-break-word text-zinc-900 sm:text-[1.75rem]">{title}</h1>
        {subtitle ? <p className="mt-1.5 text-sm text-muted-foreground sm:text-[0.9375rem]">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-[color,background-color,border-color,box-shadow] select-none disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:shrink-0";

const variants = {
  primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover active:bg-brand-800",
  secondary: "bg-brand-50 text-brand-700 hover:bg-brand-100",
  outline: "border border-border bg-surface text-foreground shadow-xs hover:bg-zinc-50 hover:border-zinc-300",
  ghost: "text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900",
  danger: "bg-danger text-white shadow-sm hover:bg-red-700",
  link: "h-auto px-0 text-brand-600 underline-offset-4 hover:text-brand-700 hover:underline",
} as const;

const sizes = {
  sm: "h-8 px-3 text-xs [&_svg:not([class*='size-'])]:size-3.5",
  md: "h-10 px-4 text-sm [&_svg:not([class*='size-'])]:size-4",
  lg: "h-11 px-5 text-[0.9375rem] [&_svg:not([class*='size-'])]:size-4",
  icon: "size-9 [&_svg:not([class*='size-'])]:size-4",
  "icon-sm": "size-8 [&_svg:not([class*='size-'])]:size-4",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The button classes, for elements that must look like a button without being one. */
export function buttonVariants({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

export type ButtonProps = React.ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action is pending. */
  loading?: boolean;
};

export function Button({ variant = "primary", size = "md", loading = false, disabled, className, children, type, ...props }: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });

  return (
    <button
      // Default to "button" so a button inside a form never submits it by accident.
      type={type ?? "button"}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {/* The busy label (e.g. "Iniciando sesión...") is the accessible text; the icon is decoration. */}
      {loading ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
      {children}
    </button>
  );
}

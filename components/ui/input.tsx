import { cn } from "@/lib/utils";

/** Shared look of text-like controls (input, textarea, select trigger) so they line up in forms. */
export const controlClasses =
  "w-full rounded-lg border border-input bg-surface text-sm text-foreground shadow-xs transition-[border-color,box-shadow] placeholder:text-zinc-400 outline-none focus-visible:border-brand-500 focus-visible:ring-4 focus-visible:ring-brand-500/15 disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:text-zinc-500 aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-500/15";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input type={type} className={cn(controlClasses, "h-10 px-3", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(controlClasses, "min-h-20 px-3 py-2", className)} {...props} />;
}

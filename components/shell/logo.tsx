import { Radar } from "lucide-react";
import { cn } from "@/lib/utils";

/** The AdRadar mark: the product name next to a radar glyph on the accent gradient. */
export function Logo({ className, size = "md" }: { className?: string; size?: "md" | "lg" }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark size={size} />
      <span className={cn("font-semibold tracking-tight text-zinc-900", size === "lg" ? "text-xl" : "text-[0.9375rem]")}>AdRadar</span>
    </span>
  );
}

export function LogoMark({ className, size = "md" }: { className?: string; size?: "md" | "lg" | "xl" }) {
  const box = { md: "size-8 rounded-lg", lg: "size-9 rounded-[0.65rem]", xl: "size-12 rounded-xl" }[size];
  const icon = { md: "size-4.5", lg: "size-5", xl: "size-6" }[size];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center bg-linear-to-br from-brand-500 to-violet-600 text-white shadow-sm ring-1 ring-brand-700/20 ring-inset",
        box,
        className,
      )}
    >
      <Radar className={icon} strokeWidth={2.25} />
    </span>
  );
}

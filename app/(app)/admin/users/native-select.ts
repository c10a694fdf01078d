import { controlClasses } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** A native <select> with the inputs' look: keyboard- and screen-reader-friendly on every device. */
export function nativeSelectClasses(className?: string): string {
  return cn(controlClasses, "h-10 appearance-auto px-3", className);
}

import type { PlanView } from "@/lib/services/billing/list-plans";
import { controlClasses } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** A native <select> with the inputs' look: keyboard- and screen-reader-friendly on every device. */
export function nativeSelectClasses(className?: string): string {
  return cn(controlClasses, "h-10 appearance-auto px-3", className);
}

/** A plan picker: one option per plan, by name. Other props (react-hook-form's `register`) go to the <select>. */
export function PlanSelect({ plans, className, ...props }: { plans: PlanView[] } & React.ComponentProps<"select">) {
  return (
    <select className={nativeSelectClasses(className)} {...props}>
      {plans.map((p) => (
        <option key={p.type} value={p.type}>
          {p.name}
        </option>
      ))}
    </select>
  );
}

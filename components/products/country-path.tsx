import { pluralize } from "@/lib/format";
import { shortCountryName } from "@/lib/providers/catalog";
import { cn } from "@/lib/utils";

/**
 * The countries in the order the product reached them: 'EE. UU. → México (12 días después) → Colombia'.
 * Without `days`, the names alone (the list's rows).
 */
export function CountryPath({
  steps,
  more = 0,
  className,
}: {
  steps: readonly { country: string; daysAfterFirst?: number }[];
  /** Countries reached after the ones shown ('y 12 más'). */
  more?: number;
  className?: string;
}) {
  if (steps.length === 0) return <span className={cn("text-muted-foreground", className)}>Sin países registrados</span>;
  return (
    <ol aria-label="Países en el orden en que llegó" className={cn("inline-flex flex-wrap items-center gap-x-1 gap-y-0.5", className)}>
      {steps.map((s, i) => (
        <li key={s.country} className="inline-flex items-center gap-1">
          {i > 0 ? (
            <span aria-hidden="true" className="text-zinc-400">
              →
            </span>
          ) : null}
          <span>
            {shortCountryName(s.country)}
            {i > 0 && s.daysAfterFirst !== undefined ? (
              <span className="text-muted-foreground">
                {" "}
                ({s.daysAfterFirst === 0 ? "el mismo día" : `${pluralize(s.daysAfterFirst, "día", "días")} después`})
              </span>
            ) : null}
          </span>
        </li>
      ))}
      {more > 0 ? <li className="text-muted-foreground">y {more} más</li> : null}
    </ol>
  );
}

import { ARCHIVE_SIGNAL_OPTIONS } from "@/lib/shared/archive/archive-query";
import { cn } from "@/lib/utils";

type Signal = (typeof ARCHIVE_SIGNAL_OPTIONS)[number]["value"];

type SignalFiltersProps = {
  idPrefix: string;
  /** Uncontrolled, in a form read with FormData: the comma list checked at first. */
  value?: string;
  /** Controlled (the search form): what is checked, and what a click asks for. */
  checked?: Readonly<Partial<Record<Signal, boolean>>>;
  onToggle?: (signal: Signal, on: boolean) => void;
  className?: string;
};

/**
 * 'Solo tiendas', 'Contra entrega' and 'WhatsApp' as native checkboxes, on every screen that filters by
 * them (search, archive, products). Uncontrolled they share the name `signals`: the form sends every
 * checked one, and GET /api/archive and GET /api/products receive them as one comma list.
 */
export function SignalFilters({ idPrefix, value, checked, onToggle, className }: SignalFiltersProps) {
  const chosen = new Set((value ?? "").split(","));
  return (
    <fieldset className={cn("mt-4 grid gap-3 border-t border-border pt-4 sm:grid-cols-3", className)}>
      <legend className="sr-only">Filtros de tienda</legend>
      {ARCHIVE_SIGNAL_OPTIONS.map((o) => {
        const id = `${idPrefix}-signal-${o.value}`;
        const state = onToggle
          ? {
              checked: checked?.[o.value] === true,
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => onToggle(o.value, e.target.checked),
            }
          : { name: "signals", value: o.value, defaultChecked: chosen.has(o.value) };
        return (
          <div key={o.value} className="flex items-start gap-3 rounded-lg border border-border px-3 py-2.5">
            <input
              id={id}
              type="checkbox"
              {...state}
              aria-describedby={`${id}-hint`}
              className="mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-brand-600"
            />
            <div className="grid gap-1">
              <label htmlFor={id} className="text-sm leading-none font-medium text-zinc-800">
                {o.label}
              </label>
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {o.hint}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

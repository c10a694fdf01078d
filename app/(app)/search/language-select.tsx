"use client";

import { ChevronDown } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { controlClasses } from "@/components/ui/input";
import { LANGUAGES, languageName } from "@/lib/providers/catalog";
import { cn } from "@/lib/utils";

type LanguageSelectProps = Omit<React.ComponentProps<"button">, "value" | "onChange"> & {
  value: string[];
  onChange: (languages: string[]) => void;
};

/** What the closed control reads: the chosen languages, or 'Todos los idiomas' for none. */
function summary(value: string[]): string {
  if (value.length === 0) return "Todos los idiomas";
  const names = value.map(languageName);
  return names.length <= 2 ? names.join(", ") : `${names.slice(0, 2).join(", ")} +${names.length - 2}`;
}

/**
 * The 24 languages as a checklist menu (arrow keys move, Space/Enter toggles, Escape closes). The menu
 * stays open while choosing; an empty choice means every language. The trigger takes the id and aria
 * props `<Field>` hands down, so the label points at it.
 */
export function LanguageSelect({ value, onChange, className, disabled, ...triggerProps }: LanguageSelectProps) {
  const chosen = new Set(value);

  function toggle(code: string, checked: boolean) {
    const next = new Set(chosen);
    if (checked) next.add(code);
    else next.delete(code);
    // Catalog order, whatever order they were clicked in.
    onChange(LANGUAGES.map((l) => l.code).filter((c) => next.has(c)));
  }

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <button
          type="button"
          className={cn(controlClasses, "flex h-10 items-center justify-between gap-2 px-3 text-left", className)}
          {...triggerProps}
        >
          <span className="truncate">{summary(value)}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
        </button>
      </DropdownMenuTrigger>
      {/* tabIndex 0: the scrolling list is itself focusable (axe scrollable-region-focusable). */}
      <DropdownMenuContent tabIndex={0} align="start" className="max-h-80 w-(--radix-dropdown-menu-trigger-width) min-w-56 overflow-y-auto">
        <DropdownMenuLabel>{value.length === 0 ? "Todos los idiomas" : `${value.length} seleccionados`}</DropdownMenuLabel>
        <DropdownMenuItem
          disabled={value.length === 0}
          onSelect={(event) => {
            event.preventDefault();
            onChange([]);
          }}
        >
          Todos los idiomas (quitar selección)
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {LANGUAGES.map((language) => (
          <DropdownMenuCheckboxItem
            key={language.code}
            checked={chosen.has(language.code)}
            onCheckedChange={(checked) => toggle(language.code, checked === true)}
            // Keep the menu open so several languages can be ticked in a row.
            onSelect={(event) => event.preventDefault()}
          >
            {language.name}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

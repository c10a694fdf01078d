"use client";

import { cn } from "@/lib/utils";

// The ad's body reads as prose; the link description is the small print under the headline.
const STYLES = {
  body: { wrapper: "", text: "text-sm leading-relaxed whitespace-pre-line text-zinc-700", button: "mt-1" },
  description: { wrapper: "mt-1", text: "text-xs text-zinc-600", button: "mt-0.5" },
} as const;

type ExpandableTextProps = {
  id: string;
  variant: keyof typeof STYLES;
  /** What adCardView cut (or not) for the current expanded state. */
  part: { text: string; expandable: boolean };
  expanded: boolean;
  onToggle: () => void;
};

/** A card's text with 'Ver más' / 'Ver menos' when it is longer than the card shows. */
export function ExpandableText({ id, variant, part: { text, expandable }, expanded, onToggle }: ExpandableTextProps) {
  const style = STYLES[variant];
  return (
    <div className={style.wrapper || undefined}>
      <p id={id} className={cn("break-words", style.text)}>
        {text}
      </p>
      {expandable ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={onToggle}
          className={cn("rounded text-xs font-medium text-brand-600 hover:text-brand-700 hover:underline", style.button)}
        >
          {expanded ? "Ver menos" : "Ver más"}
        </button>
      ) : null}
    </div>
  );
}

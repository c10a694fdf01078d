"use client";

import { cn } from "@/lib/utils";

// The ad's body reads as prose; the link description is the small print under the headline.
// The button's py-1 makes its hit area 24 px tall (WCAG 2.5.8, Lighthouse's target-size) around a 16 px
// line; its margins take those 4 px back on each side, so the text sits where a mt-1 (body) or mt-0.5
// (description) put it and the card keeps its height.
const STYLES = {
  body: { wrapper: "", text: "text-sm leading-relaxed whitespace-pre-line text-zinc-700", button: "-mb-1" },
  description: { wrapper: "mt-1", text: "text-xs text-zinc-600", button: "-mt-0.5 -mb-1" },
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
          className={cn("rounded py-1 text-xs font-medium text-brand-600 hover:text-brand-700 hover:underline", style.button)}
        >
          {expanded ? "Ver menos" : "Ver más"}
        </button>
      ) : null}
    </div>
  );
}

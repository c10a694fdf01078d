"use client";

import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { lockedHeadline, unlockSentence, type GatedFeature, type PlanGates } from "@/lib/shared/billing/plan-gates";

type PlanLockPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The locked control: the panel sits beside it, and focus returns to it on close. */
  anchorRef: React.RefObject<HTMLButtonElement | null>;
  feature: GatedFeature;
  gates: PlanGates;
};

/**
 * What a locked control says when clicked: what the plan leaves out, the plan that includes it, 'Ver
 * planes'. Loaded on the first click (next/dynamic): Radix Popover and floating-ui stay out of the
 * screens' first load (docs/benchmarks.md §3).
 */
export function PlanLockPopover({ open, onOpenChange, anchorRef, feature, gates }: PlanLockPopoverProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchorRef} />
      <PopoverContent
        aria-label="Límite de tu plan"
        className="space-y-2"
        // A click on the control itself toggles the panel there; it is not a click outside.
        onInteractOutside={(e) => {
          if (anchorRef.current?.contains(e.target as Node)) e.preventDefault();
        }}
        // Without a Radix trigger, focus is handed back to the control by hand.
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          anchorRef.current?.focus();
        }}
      >
        <p className="font-semibold text-zinc-900">{lockedHeadline(gates, feature)}</p>
        <p className="text-zinc-700">{unlockSentence(gates, feature)}</p>
        <Link href="/user-plans" className={buttonVariants({ size: "sm", className: "mt-1" })} onClick={() => onOpenChange(false)}>
          Ver planes
        </Link>
      </PopoverContent>
    </Popover>
  );
}

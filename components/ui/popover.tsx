"use client";

import { Popover as PopoverPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
/** Places the panel beside an element that is not its trigger (`virtualRef`), e.g. a button rendered before the panel's code loads. */
export const PopoverAnchor = PopoverPrimitive.Anchor;

/**
 * A small floating panel beside its trigger. Radix opens it from the trigger (Enter/Space), closes it on
 * Escape or an outside click, and returns focus to the trigger, so keyboard users never lose their place.
 */
export function PopoverContent({ className, sideOffset = 6, ...props }: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={12}
        className={cn(
          "z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-xl border border-border bg-surface p-4 text-sm shadow-raised outline-none data-[state=open]:animate-pop-in",
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

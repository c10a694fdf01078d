/** The card look every settings panel shares. */
export const panel = "rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-6";

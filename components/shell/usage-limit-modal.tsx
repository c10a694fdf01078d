"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { usagePercent, useUsage } from "@/lib/swr/use-usage";

// The dialog, its plan cards and Radix's Dialog load the first time it opens (docs/benchmarks.md §3).
const UsageLimitDialog = dynamic(() => import("./usage-limit-dialog").then((m) => m.UsageLimitDialog));

/** Screens where the modal never opens on its own: the user is already dealing with the plan there. */
const QUIET_PATHS = ["/settings", "/user-plans"];

function isQuietPath(pathname: string): boolean {
  return QUIET_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * 'Límite de Anuncios Alcanzado' (docs/product.md §2 Modals, §4 Usage modal): opens by itself once usage reaches
 * 100 % of the monthly limit, except on /settings and /user-plans; closes once usage is below the limit
 * again. The user may dismiss it; it comes back only after usage drops below the limit and reaches it
 * again (or on a fresh page load). Mounted once in the shell.
 */
export function UsageLimitModal() {
  const pathname = usePathname();
  const { usage } = useUsage();
  const atLimit = usage ? usagePercent(usage) >= 100 : false;
  const [dismissed, setDismissed] = useState(false);

  // Below the limit again (new month, upgrade): forget the dismissal so the next time it shows.
  if (dismissed && !atLimit) setDismissed(false);

  const open = atLimit && !dismissed && !isQuietPath(pathname);
  const mounted = useOpenedOnce(open);

  return mounted ? <UsageLimitDialog open={open} onDismiss={() => setDismissed(true)} /> : null;
}

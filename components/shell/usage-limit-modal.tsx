"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { QUOTA_REFUSED_EVENT } from "@/lib/api/client";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";

// The dialog, its plan cards and Radix's Dialog load the first time it opens (docs/benchmarks.md §3).
const UsageLimitDialog = dynamic(() => import("./usage-limit-dialog").then((m) => m.UsageLimitDialog));

/** Screens where the modal never opens: the user is already dealing with the plan there, or spends no quota. */
const QUIET_PATHS = ["/settings", "/user-plans", "/archive"];

function isQuietPath(pathname: string): boolean {
  return QUIET_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * 'Límite de Anuncios Alcanzado' (docs/product.md §2 Modals, §4 Usage modal): opens when an action is
 * refused for the quota (the API client announces each refusal), once per refusal; never by itself on
 * a page load, so a reload at the limit shows no modal, and never on /archive, /settings or /user-plans.
 * Mounted once in the shell.
 */
export function UsageLimitModal() {
  const pathname = usePathname();
  // The path the refusal happened on: leaving it closes the modal for good.
  const [refusedOn, setRefusedOn] = useState<string | null>(null);

  useEffect(() => {
    const onRefused = () => setRefusedOn(window.location.pathname);
    window.addEventListener(QUOTA_REFUSED_EVENT, onRefused);
    return () => window.removeEventListener(QUOTA_REFUSED_EVENT, onRefused);
  }, []);

  const shown = refusedOn === pathname && !isQuietPath(pathname);
  const mounted = useOpenedOnce(shown);

  return mounted ? <UsageLimitDialog open={shown} onDismiss={() => setRefusedOn(null)} /> : null;
}

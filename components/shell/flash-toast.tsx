"use client";

import { useEffect } from "react";
import { toast } from "@/lib/toast";

const STORAGE_KEY = "adradar:flash-toast";

type Flash = { type: "success" | "error"; message: string };

/**
 * Shows a toast on the next page. Login and logout end in a full reload (`window.location.assign`) so
 * the server sees the new cookie; a toast raised just before it would vanish with the old page, so it
 * is parked in sessionStorage and raised by <FlashToast> once the new page has loaded. When storage is
 * unavailable (private mode, quota) the toast is shown right away instead.
 */
export function toastAfterReload(type: Flash["type"], message: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ type, message } satisfies Flash));
  } catch {
    toast[type](message);
  }
}

function takeFlash(): Flash | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    window.sessionStorage.removeItem(STORAGE_KEY);
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === "object" &&
      "message" in parsed &&
      typeof parsed.message === "string" &&
      "type" in parsed &&
      (parsed.type === "success" || parsed.type === "error")
    ) {
      return { type: parsed.type, message: parsed.message };
    }
  } catch {
    // Unreadable or malformed: drop it rather than break the page.
  }
  return null;
}

/** Shows the toast left by the previous page, once. Rendered after `<Toaster>` in the root layout. */
export function FlashToast() {
  useEffect(() => {
    // Next tick, so the Toaster's own effect has subscribed before we publish. Reading inside the
    // timer (not before it) keeps the flash when a Strict Mode remount cancels the first timer.
    const timer = window.setTimeout(() => {
      const flash = takeFlash();
      if (flash) toast[flash.type](flash.message);
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}

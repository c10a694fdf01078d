import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * False while the server renders and the browser hydrates, true afterwards (and at once on client-side
 * navigations). For text the server cannot know, such as a date in the browser's time zone: rendering it
 * only once hydrated avoids React's hydration error #418 for every user outside the server's zone.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

"use client";

import { useEffect, useRef, useState, type PointerEventHandler } from "react";

/**
 * `ready`, held back while a press that began inside the element is still down. A view swapped in
 * between a button's press and its release drops the click: the press lands on the old button, the
 * release on the new one, and neither gets a click (the search form arriving under a tap on its
 * stand-in's 'Búsquedas guardadas' left the panel closed). Once shown, it stays shown.
 */
export function useShownAfterPress(ready: boolean): { shown: boolean; onPointerDownCapture: PointerEventHandler } {
  const [held, setHeld] = useState(false);
  const shown = ready && !held;
  const shownRef = useRef(shown);
  const pressed = useRef(false);
  useEffect(() => {
    shownRef.current = shown;
  });

  return {
    shown,
    onPointerDownCapture: () => {
      if (shownRef.current || pressed.current) return;
      pressed.current = true;
      setHeld(true);
      // Listened to from the press itself, so a release can never come before its listener.
      const release = () => {
        window.removeEventListener("pointerup", release, true);
        window.removeEventListener("pointercancel", release, true);
        // After the click the release is followed by (dispatched in the same task), not between the two.
        window.setTimeout(() => {
          pressed.current = false;
          setHeld(false);
        }, 0);
      };
      window.addEventListener("pointerup", release, true);
      window.addEventListener("pointercancel", release, true);
    },
  };
}

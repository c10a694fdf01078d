import { useState } from "react";

/**
 * False until `open` is first true, then true for good. A dialog or panel whose code loads on demand
 * (next/dynamic, docs/benchmarks.md §3) is mounted from then on: its code is fetched on first use, and
 * closing it still plays its animation and keeps its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

import "server-only";

/**
 * In-flight upstream work per user, so a new search can abort the previous one (docs/product.md §4).
 * Process memory on purpose: aborting is an optimisation, and a request on another node simply finishes.
 */
const pending = new Map<string, Set<AbortController>>();

export function trackPending(userId: string): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  let set = pending.get(userId);
  if (!set) pending.set(userId, (set = new Set()));
  set.add(controller);
  return {
    signal: controller.signal,
    done: () => {
      set.delete(controller);
      if (set.size === 0 && pending.get(userId) === set) pending.delete(userId);
    },
  };
}

export function cancelPending(userId: string): number {
  const set = pending.get(userId);
  if (!set) return 0;
  const count = set.size;
  for (const c of set) c.abort(new DOMException("Cancelada por una nueva búsqueda", "AbortError"));
  pending.delete(userId);
  return count;
}

/**
 * What a mutator from `useSWR` or `useSWRInfinite` must accept for a local edit: an updater, with no
 * refetch.
 */
type LocalMutate<T> = (update: (current: T | undefined) => T | undefined, options: { revalidate: false }) => Promise<unknown>;

/**
 * Shows a write the server took on the view at once, without a refetch.
 *
 * SWR hands an updater its cached value only, never the `fallbackData` a server-rendered screen shows
 * until its first fetch returns. An updater that edits the cache alone would, in that window, get
 * nothing and write nothing, and SWR would then discard that first fetch and the refetch the write started,
 * both begun before the edit: the screen would keep the old state, as if the write had been lost, until
 * its next revalidation. So the edit starts from what the hook shows (`shown`) when the cache is empty.
 */
export function patchShown<T>(mutate: LocalMutate<T>, shown: T | undefined, update: (data: T) => T): Promise<unknown> {
  return mutate(
    (current) => {
      const base = current ?? shown;
      return base === undefined ? undefined : update(base);
    },
    { revalidate: false },
  );
}

import type { ExternalToast } from "sonner";

/**
 * The one way screens show a toast (docs/product.md §8, top right, 4 s). Each kind (success, error,
 * info, warning) has one slot: a new message of a kind replaces the one showing instead of stacking
 * under it, so repeated clicks or a burst of failures never pile toasts over the header and filters.
 * Pass an `id` only for a toast that must live beside its kind's slot (none does today).
 *
 * sonner loads after the screen, not with it (docs/benchmarks.md §3): a toast raised before its
 * `<Toaster>` (components/shell/toaster.tsx) has subscribed is replayed by the Toaster once it has.
 */
type Kind = "success" | "error" | "info" | "warning";

/**
 * Each message gets its own toast id, and the kind's previous toast is dismissed: merging a message into
 * the showing toast under its id lost it whenever that toast's 4 s ran out between the call and sonner's
 * deferred update (the merged message then left with the closing toast, its 200 ms exit included). A
 * 'Cargar más' answered as the search's toast closed, and a deletion confirmed as the favourite's toast
 * closed, both showed no toast at all on busy CI machines.
 */
const showing = new Map<Kind, string>();
let serial = 0;

const sonner = () => import("sonner").then((m) => m.toast);

function show(kind: Kind) {
  return (message: string, options?: ExternalToast): void => {
    void sonner().then((toast) => {
      if (options?.id !== undefined) {
        toast[kind](message, options);
        return;
      }
      const previous = showing.get(kind);
      const id = `${kind}-${++serial}`;
      showing.set(kind, id);
      if (previous !== undefined) toast.dismiss(previous);
      toast[kind](message, { ...options, id });
    });
  };
}

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  dismiss: (id?: string | number): void => {
    void sonner().then((toast) => toast.dismiss(id));
  },
};

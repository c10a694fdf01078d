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

const sonner = () => import("sonner").then((m) => m.toast);

function show(kind: Kind) {
  return (message: string, options?: ExternalToast): void => {
    void sonner().then((toast) => toast[kind](message, { id: kind, ...options }));
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

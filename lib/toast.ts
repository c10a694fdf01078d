import { toast as sonner, type ExternalToast } from "sonner";

/**
 * The one way screens show a toast (docs/product.md §8, top right, 4 s). Each kind (success, error,
 * info, warning) has one slot: a new message of a kind replaces the one showing instead of stacking
 * under it, so repeated clicks or a burst of failures never pile toasts over the header and filters.
 * Pass an `id` only for a toast that must live beside its kind's slot (none does today).
 */
type Kind = "success" | "error" | "info" | "warning";

function show(kind: Kind) {
  return (message: string, options?: ExternalToast) => sonner[kind](message, { id: kind, ...options });
}

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  dismiss: sonner.dismiss,
};

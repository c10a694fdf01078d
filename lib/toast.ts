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
 * The toast a kind's slot shows. Once it starts closing (its 4 s are up, or it was dismissed) the slot
 * takes a new id: sonner would merge a message under the closing toast's id into that toast during its
 * 200 ms exit and then unmount both, so the message would never be seen (a 'Cargar más' that answered
 * just as the search's toast closed showed no toast at all).
 */
type Slot = { id: string; closing: boolean };

const slots = new Map<Kind, Slot>();
let serial = 0;

function slotFor(kind: Kind): Slot {
  const open = slots.get(kind);
  if (open && !open.closing) return open;
  const slot = { id: `${kind}-${++serial}`, closing: false };
  slots.set(kind, slot);
  return slot;
}

const sonner = () => import("sonner").then((m) => m.toast);

function show(kind: Kind) {
  return (message: string, options?: ExternalToast): void => {
    void sonner().then((toast) => {
      if (options?.id !== undefined) {
        toast[kind](message, options);
        return;
      }
      const slot = slotFor(kind);
      toast[kind](message, {
        ...options,
        id: slot.id,
        onAutoClose: (t) => {
          slot.closing = true;
          options?.onAutoClose?.(t);
        },
        onDismiss: (t) => {
          slot.closing = true;
          options?.onDismiss?.(t);
        },
      });
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

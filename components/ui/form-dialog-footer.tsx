import { Button } from "./button";
import { DialogFooter } from "./dialog";

type FormDialogFooterProps = {
  onCancel: () => void;
  /** The form is being submitted: the submit shows its busy label (docs/product.md §4) and both buttons wait. */
  busy: boolean;
  /** Other work of the dialog is running (not the submit): both buttons wait, the label stays. */
  disabled?: boolean;
  label: string;
  busyLabel: string;
};

/** A form dialog's 'Cancelar' and submit buttons. */
export function FormDialogFooter({ onCancel, busy, disabled = false, label, busyLabel }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={busy || disabled}>
        Cancelar
      </Button>
      <Button type="submit" loading={busy} disabled={disabled}>
        {busy ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}

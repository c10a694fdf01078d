import { Button } from "./button";
import { DialogFooter } from "./dialog";

/** A form dialog's 'Cancelar' and submit buttons; the submit shows its busy label (docs/product.md §4) while pending. */
export function FormDialogFooter({
  onCancel,
  busy,
  label,
  busyLabel,
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancelar
      </Button>
      <Button type="submit" loading={busy}>
        {busy ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}

"use client";

import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

/** The footer of every dialog that stops at the plan's limit: 'Cerrar', and 'Ver planes' (closing it too). */
export function PlanLimitFooter({ onClose }: { onClose: () => void }) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onClose}>
        Cerrar
      </Button>
      <Link href="/user-plans" onClick={onClose} className={buttonVariants({ variant: "primary" })}>
        Ver planes
      </Link>
    </DialogFooter>
  );
}

"use client";

import { useEffect } from "react";
import { RotateCw, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** Fallback for an unexpected failure in a signed-in screen; the shell around it keeps working. */
export default function AppError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <EmptyState
      icon={TriangleAlert}
      tone="danger"
      title="Algo salió mal"
      titleAs="h1"
      description="No se pudo cargar esta sección. Por favor, intenta de nuevo."
      action={
        <Button onClick={() => retry()}>
          <RotateCw aria-hidden="true" />
          Reintentar
        </Button>
      }
    />
  );
}

import { RotateCcw, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/api/client";

/** A list that could not load at all: what failed, the server's message (or `fallback`) and 'Reintentar'. */
export function LoadErrorState({
  title,
  error,
  fallback,
  onRetry,
}: {
  title: string;
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      icon={TriangleAlert}
      tone="danger"
      title={title}
      description={errorMessage(error, fallback)}
      action={
        <Button variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Reintentar
        </Button>
      }
    />
  );
}

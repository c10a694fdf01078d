import { ChartColumn } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";

export default async function StatsPage() {
  await requireUser();
  return (
    <>
      <PageHeader title="Análisis y Ahorros" subtitle="Lo que te ahorran las búsquedas guardadas y cómo las usas" />
      <EmptyState
        icon={ChartColumn}
        title="Sin datos todavía"
        description="Tus ahorros estimados y estadísticas de uso aparecerán aquí."
      />
    </>
  );
}

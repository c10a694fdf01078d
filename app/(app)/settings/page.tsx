import { Settings } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";

export default async function SettingsPage() {
  await requireUser();
  return (
    <>
      <PageHeader title="Configuración" subtitle="Gestiona tu perfil, tus notificaciones y tu seguridad" />
      <EmptyState
        icon={Settings}
        title="Perfil, Notificaciones y Seguridad"
        description="Las opciones de tu cuenta aparecerán aquí."
      />
    </>
  );
}

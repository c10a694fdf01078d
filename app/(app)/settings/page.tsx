import { Settings } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export default function SettingsPage() {
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

import { ShieldX, Users } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";

/** Admins only: the role is checked here on the server, since hiding the sidebar link protects nothing. */
export default async function AdminUsersPage() {
  const user = await requireUser();

  if (user.role !== "admin") {
    return (
      <EmptyState
        icon={ShieldX}
        tone="danger"
        title="Acceso Denegado"
        titleAs="h1"
        description={
          <>
            <p>No tienes permisos para acceder a esta página.</p>
            <p className="mt-1 font-medium text-zinc-700">Tu rol actual: Usuario</p>
          </>
        }
        className="mt-4"
      />
    );
  }

  return (
    <>
      <PageHeader title="Gestión de Usuarios" subtitle="Administra usuarios y sus planes" />
      <EmptyState
        icon={Users}
        title="Usuarios"
        description="La lista de usuarios, sus planes y su consumo aparecerán aquí."
      />
    </>
  );
}

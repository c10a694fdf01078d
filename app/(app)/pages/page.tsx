import type { Metadata } from "next";
import { Plus, Store } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Páginas" };

/** The "Próximamente" placeholder for tracked pages (docs/product.md §2): the add button is deliberately inert. */
export default async function PagesPage() {
  await requireUser();
  return (
    <>
      <PageHeader
        title="Páginas"
        subtitle="Sigue páginas de Facebook para vigilar sus anuncios"
        actions={
          <Button disabled>
            <Plus aria-hidden="true" />
            Agregar página
          </Button>
        }
      />
      <EmptyState icon={Store} title="Próximamente" description="El seguimiento de páginas estará disponible muy pronto.">
        <Badge variant="brand" className="mt-4">
          En desarrollo
        </Badge>
      </EmptyState>
    </>
  );
}

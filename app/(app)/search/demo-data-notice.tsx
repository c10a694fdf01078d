import { FlaskConical } from "lucide-react";

/** Shown to admins only, on the server's word (lib/services/search/demo-data-notice.ts). */
export function DemoDataNotice() {
  return (
    <aside
      aria-labelledby="demo-data-notice-title"
      className="mb-4 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 space-y-1.5">
        <h2 id="demo-data-notice-title" className="font-semibold">
          Resultados de demostración
        </h2>
        <p>
          No hay ningún proveedor de anuncios configurado: las búsquedas responden con el catálogo de demostración incluido en AdRadar, no
          con la Biblioteca de Anuncios de Meta.
        </p>
        <p>
          Para conectar uno real, define en el entorno del servidor{" "}
          <code className="font-mono text-xs break-all">SCRAPECREATORS_API_KEY</code> (ScrapeCreators) o{" "}
          <code className="font-mono text-xs break-all">AD_PROVIDER=meta</code> con{" "}
          <code className="font-mono text-xs break-all">META_ACCESS_TOKEN</code>, y reinicia la aplicación. Los pasos están en el README,
          sección «Connecting a real ad provider».
        </p>
        <p className="text-xs text-amber-800">Solo los administradores ven este aviso.</p>
      </div>
    </aside>
  );
}

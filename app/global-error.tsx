"use client";

import "./globals.css";

/**
 * What shows when a layout itself failed (e.g. the session could not be read while the database was
 * down): Next's own page here is in English. It replaces the root layout, so it brings its own <html>
 * and the styles. Plain elements styled like EmptyState and the primary Button rather than those
 * components: in this boundary's own chunk they and their class merger would add 2.3 kB to every
 * screen's first load, for a page that is rarely seen (docs/benchmarks.md §3).
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="es" dir="ltr">
      <body className="min-h-dvh">
        <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col items-center justify-center px-6 py-16 text-center">
          <h1 className="text-base font-semibold text-zinc-900">Algo salió mal</h1>
          <p className="mt-1.5 text-sm text-muted-foreground">
            No se pudo cargar la página. Puede ser un corte momentáneo del servicio: intenta de nuevo en unos segundos.
          </p>
          <button
            type="button"
            onClick={() => retry()}
            className="mt-6 inline-flex h-10 items-center justify-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground shadow-sm hover:bg-primary-hover"
          >
            Reintentar
          </button>
        </main>
      </body>
    </html>
  );
}

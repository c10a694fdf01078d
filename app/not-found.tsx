import { ArrowLeft } from "lucide-react";
import { LogoMark } from "@/components/shell/logo";
import { buttonVariants } from "@/components/ui/button";

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 py-16 text-center">
      <LogoMark size="xl" />
      <p className="mt-8 text-sm font-semibold text-brand-600">Error 404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-zinc-900 sm:text-4xl">Página no encontrada</h1>
      <p className="mt-3 max-w-md text-[0.9375rem] text-muted-foreground">La página que buscas no existe o fue movida.</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load from a 404 is fine; next/link here was a second copy of it in every screen's first load (docs/benchmarks.md §3) */}
      <a href="/" className={buttonVariants({ className: "mt-8" })}>
        <ArrowLeft aria-hidden="true" />
        Volver al inicio
      </a>
    </main>
  );
}

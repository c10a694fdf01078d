import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Bookmark, Search, Sparkles, type LucideIcon } from "lucide-react";
import { LogoMark } from "@/components/shell/logo";
import { Card } from "@/components/ui/card";
import { getSessionUser } from "@/lib/auth/session";
import { safeCallbackUrl } from "@/lib/utils";
import { AuthForm } from "./auth-form";
import type { AuthMode } from "./use-auth-form";

export const metadata: Metadata = { title: "Iniciar sesión" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const features: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: Search,
    title: "Búsqueda avanzada",
    description: "Filtra por país, idioma, tipo de anuncio y días activos para dar con lo que funciona.",
  },
  {
    icon: Sparkles,
    title: "IA integrada",
    description: "Convierte una idea en palabras clave listas para buscar con inteligencia artificial.",
  },
  {
    icon: Bookmark,
    title: "Guarda tus favoritos",
    description: "Organiza los anuncios que te inspiran y sigue a los anunciantes que te interesan.",
  },
];

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** /auth: login and register for signed-out visitors; a verified user goes straight to the app. */
export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  // Checked against the database, not just the cookie, so a revoked session can still reach this form.
  if (await getSessionUser()) redirect("/");

  const callbackUrl = safeCallbackUrl(firstValue(params.callbackUrl));
  const mode: AuthMode = firstValue(params.mode) === "register" ? "register" : "login";

  return (
    <div className="relative isolate min-h-dvh overflow-hidden">
      <Backdrop />

      <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col px-4 sm:px-6 lg:px-8">
        <main className="flex flex-1 items-center py-10 sm:py-14 lg:py-16">
          <div className="grid w-full items-center gap-10 lg:grid-cols-[minmax(0,1fr)_27rem] lg:gap-x-16 lg:gap-y-12">
            <section className="text-center lg:col-start-1 lg:row-start-1 lg:self-end lg:text-left">
              <LogoMark size="xl" className="mx-auto lg:mx-0" />
              <h1 className="mt-5 text-4xl font-semibold tracking-tight text-zinc-900 sm:text-5xl">AdRadar</h1>
              <p className="mx-auto mt-4 max-w-xl text-base text-pretty text-zinc-600 sm:text-lg lg:mx-0">
                Descubre los anuncios ganadores de Facebook e Instagram antes que tu competencia
              </p>
            </section>

            <Card className="mx-auto w-full max-w-md p-6 shadow-raised sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-w-none">
              <AuthForm initialMode={mode} callbackUrl={callbackUrl} />
            </Card>

            <section aria-label="Funciones de AdRadar" className="lg:col-start-1 lg:row-start-2 lg:self-start">
              <ul className="grid gap-3 sm:grid-cols-3 lg:max-w-xl lg:grid-cols-1">
                {features.map(({ icon: Icon, title, description }) => (
                  <li
                    key={title}
                    className="flex gap-4 rounded-xl border border-border bg-surface/80 p-4 shadow-card backdrop-blur-sm sm:flex-col sm:gap-3 lg:flex-row lg:gap-4"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <div className="min-w-0">
                      <h3 className="text-sm font-semibold text-zinc-900">{title}</h3>
                      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </main>

        <footer className="flex flex-col items-center justify-between gap-2 border-t border-zinc-200/80 py-6 text-xs text-muted-foreground sm:flex-row">
          <p>© {new Date().getFullYear()} AdRadar. Todos los derechos reservados.</p>
          <p>Anuncios de la Biblioteca de Anuncios de Meta.</p>
        </footer>
      </div>
    </div>
  );
}

/** Decorative glow and grid behind the page; purely visual. */
function Backdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(24_24_27/0.045)_1px,transparent_1px),linear-gradient(to_bottom,rgb(24_24_27/0.045)_1px,transparent_1px)] mask-[radial-gradient(ellipse_70%_55%_at_50%_0%,black_40%,transparent_100%)] bg-size-[36px_36px]" />
      <div className="absolute -top-48 left-1/2 h-[34rem] w-[60rem] -translate-x-1/2 rounded-full bg-brand-300/35 blur-3xl" />
      <div className="absolute top-1/3 -right-40 h-[26rem] w-[26rem] rounded-full bg-violet-300/25 blur-3xl" />
    </div>
  );
}

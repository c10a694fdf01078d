import { redirect } from "next/navigation";
import { KeyRound } from "lucide-react";
import { LogoMark } from "@/components/shell/logo";
import { Card } from "@/components/ui/card";
import { authUrlFor, CHANGE_PASSWORD_PATH } from "@/lib/auth/origin";
import { getSessionUser } from "@/lib/auth/session";
import { ChangePasswordForm } from "./change-password-form";

export const metadata = { title: "Cambiar contraseña" };

/**
 * Where every page leads a user signed in with a temporary password (see the (app) layout), until it is
 * changed. Anyone else has nothing to do here.
 */
export default async function ChangePasswordPage() {
  const user = await getSessionUser();
  if (!user) redirect(authUrlFor(CHANGE_PASSWORD_PATH));
  if (!user.mustChangePassword) redirect("/");

  return (
    <main className="flex min-h-dvh items-center justify-center bg-zinc-50 px-4 py-10">
      <Card className="w-full max-w-md p-6 shadow-raised sm:p-8">
        <div className="flex items-center gap-3">
          <LogoMark size="lg" />
          <span className="flex size-9 items-center justify-center rounded-lg bg-amber-50 text-amber-600 ring-1 ring-amber-200">
            <KeyRound aria-hidden="true" className="size-4.5" />
          </span>
        </div>
        <h1 className="mt-5 text-xl font-semibold tracking-tight text-zinc-900">Cambia tu contraseña temporal</h1>
        <p className="mt-1.5 text-sm text-muted-foreground">
          Hola, {user.name}. Un administrador te asignó una contraseña temporal: elige una nueva para continuar.
        </p>
        <ChangePasswordForm />
      </Card>
    </main>
  );
}

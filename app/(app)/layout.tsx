import { Suspense } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { PageSpinner } from "@/components/ui/spinner";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { CHANGE_PASSWORD_PATH } from "@/lib/auth/origin";
import { getViewerTimeZone } from "@/lib/auth/viewer-time-zone";

/**
 * Every signed-in screen: the session is verified on the server before anything renders, with
 * 'Verificando acceso...' meanwhile (a segment's loading.tsx cannot cover its own layout).
 */
export default function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner label="Verificando acceso..." />}>
      <VerifiedShell>{children}</VerifiedShell>
    </Suspense>
  );
}

async function VerifiedShell({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  // A temporary password (set by an admin) must be changed before anything else is shown.
  if (user.mustChangePassword) redirect(CHANGE_PASSWORD_PATH);
  const timeZone = await getViewerTimeZone();
  // Only what the shell displays crosses to the client; ids and session versions stay on the server.
  return (
    <AppShell user={{ name: user.name, email: user.email, role: user.role }} timeZone={timeZone}>
      {children}
    </AppShell>
  );
}

import { AppShell } from "@/components/shell/app-shell";
import { requireUser } from "@/lib/auth/session";

/** Every signed-in screen: the session is verified on the server before anything renders. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  // Only what the shell displays crosses to the client; ids and session versions stay on the server.
  return <AppShell user={{ name: user.name, email: user.email, role: user.role }}>{children}</AppShell>;
}

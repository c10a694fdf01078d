"use client";

import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { safeCallbackUrl } from "@/lib/utils";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import type { AuthMode } from "./use-auth-form";

/** Login and register behind one toggle (docs/product.md §2 Auth page), validated with the shared zod schemas. */
export function AuthForm({ initialMode, callbackUrl }: { initialMode: AuthMode; callbackUrl: string }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [busy, setBusy] = useState(false);
  const [focusFirstField, setFocusFirstField] = useState(false);
  // Re-checked here as well: the page already sanitises it, but this is what we hand to location.assign.
  const destination = safeCallbackUrl(callbackUrl);

  function hrefFor(next: AuthMode): string {
    const params = new URLSearchParams();
    if (next === "register") params.set("mode", "register");
    if (destination !== "/") params.set("callbackUrl", destination);
    const query = params.toString();
    return query ? `/auth?${query}` : "/auth";
  }

  function switchMode(next: AuthMode, fromLink: boolean) {
    setFocusFirstField(fromLink);
    setMode(next);
    // Keep the address in step so a reload or a shared link opens the same form.
    window.history.replaceState(null, "", hrefFor(next));
  }

  const shared = { callbackUrl: destination, busy, setBusy, focusFirstField };

  return (
    <Tabs value={mode} onValueChange={(value) => switchMode(value === "register" ? "register" : "login", false)}>
      <TabsList aria-label="Elige cómo acceder" className="grid h-11 w-full grid-cols-2">
        <TabsTrigger value="login" disabled={busy}>
          Iniciar Sesión
        </TabsTrigger>
        <TabsTrigger value="register" disabled={busy}>
          Crear Cuenta
        </TabsTrigger>
      </TabsList>

      <TabsContent value="login" className="mt-6">
        <LoginForm {...shared} onSwitch={() => switchMode("register", true)} switchHref={hrefFor("register")} />
      </TabsContent>
      <TabsContent value="register" className="mt-6">
        <RegisterForm {...shared} onSwitch={() => switchMode("login", true)} switchHref={hrefFor("login")} />
      </TabsContent>
    </Tabs>
  );
}

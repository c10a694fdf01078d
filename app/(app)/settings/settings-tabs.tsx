"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Bell, BellOff, KeyRound, Send, ShieldCheck, User } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api, ApiError, errorMessage } from "@/lib/api/client";
import { formatDate } from "@/lib/format";
import type { UserProfile } from "@/lib/services/settings/user-profile";
import type { UserSettings } from "@/lib/services/settings/user-settings";
import { subscriptionDisplay } from "@/lib/services/billing/subscription";
import { TIME_ZONE_OPTIONS } from "@/lib/time-zone";
import { cn } from "@/lib/utils";
import {
  changePasswordFormSchema,
  notificationSettingsFormSchema,
  type ChangePasswordForm,
  type NotificationSettingsForm,
} from "@/lib/validation/settings";
import { loginAction } from "@/app/(auth)/auth/actions";

const panel = "rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-6";

export function SettingsTabs({ profile, settings }: { profile: UserProfile; settings: UserSettings }) {
  return (
    <Tabs defaultValue="perfil">
      <TabsList className="w-full sm:w-auto">
        <TabsTrigger value="perfil">
          <User aria-hidden="true" /> Perfil
        </TabsTrigger>
        <TabsTrigger value="notificaciones">
          <Bell aria-hidden="true" /> Notificaciones
        </TabsTrigger>
        <TabsTrigger value="seguridad">
          <ShieldCheck aria-hidden="true" /> Seguridad
        </TabsTrigger>
      </TabsList>
      <TabsContent value="perfil">
        <ProfilePanel profile={profile} />
      </TabsContent>
      <TabsContent value="notificaciones">
        <NotificationsPanel initial={settings} />
      </TabsContent>
      <TabsContent value="seguridad">
        <SecurityPanel email={profile.email} />
      </TabsContent>
    </Tabs>
  );
}

const EXPIRY_TONES = {
  red: "text-red-700",
  yellow: "text-amber-700",
  orange: "text-orange-700",
  neutral: "text-zinc-900",
  green: "text-emerald-700",
} as const;

function ProfilePanel({ profile }: { profile: UserProfile }) {
  const end = profile.subscriptionEndDate;
  // Only a paid plan with an end date shows it (docs/product.md §2): red 'Plan vencido', yellow within 7 days.
  const expiry =
    profile.planType !== "free" && end
      ? subscriptionDisplay({ planType: profile.planType, status: profile.subscriptionStatus, endDate: end })
      : null;
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: "Nombre", value: profile.name },
    { label: "Correo electrónico", value: profile.email },
    { label: "Rol", value: profile.role === "admin" ? "Administrador" : "Usuario" },
    { label: "Miembro desde", value: formatDate(profile.createdAt, "long") },
    { label: "Plan", value: profile.planName },
  ];
  if (expiry) {
    rows.push({
      label: "Vencimiento del plan",
      value: (
        <span className={cn("font-semibold", EXPIRY_TONES[expiry.tone])}>{expiry.expired ? "Plan vencido" : formatDate(end, "long")}</span>
      ),
    });
  }
  return (
    <section className={panel} aria-label="Perfil">
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map((r) => (
          <div key={r.label} className="min-w-0">
            <dt className="text-xs font-medium text-muted-foreground">{r.label}</dt>
            <dd className="mt-0.5 truncate text-sm text-zinc-900">{r.value}</dd>
          </div>
        ))}
      </dl>
      {profile.effectivePlanName ? (
        <p role="status" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Se aplican los límites del plan {profile.effectivePlanName} hasta que se renueve. Tus anuncios guardados y anunciantes en
          seguimiento se conservan en solo lectura.
        </p>
      ) : null}
    </section>
  );
}

function NotificationsPanel({ initial }: { initial: UserSettings }) {
  const id = useId();
  const [saved, setSaved] = useState(initial);
  const [testing, setTesting] = useState(false);
  const { register, handleSubmit, control, formState } = useForm<NotificationSettingsForm>({
    resolver: zodResolver(notificationSettingsFormSchema),
    defaultValues: { telegramId: initial.telegramId ?? "", analysisTime: initial.analysisTime, timeZone: initial.timeZone },
  });
  const telegramId = useWatch({ control, name: "telegramId" });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await api.put<{ user: UserSettings }>("/api/user/settings", { ...values, telegramId: values.telegramId || null });
      setSaved(res.user);
      toast.success("Configuración guardada exitosamente");
    } catch (e) {
      toast.error(errorMessage(e, "Error al guardar la configuración"));
    }
  });

  const sendTest = async () => {
    setTesting(true);
    try {
      await api.post("/api/user/settings/test-notification");
      toast.success("¡Notificación de prueba enviada! Revisa tu Telegram.");
    } catch (e) {
      toast.error(errorMessage(e, "Error al enviar notificación de prueba"));
    } finally {
      setTesting(false);
    }
  };

  const enabled = Boolean(saved.telegramId) && !saved.telegramBlocked;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section className={cn(panel, "grid gap-5")} aria-label="Notificaciones">
        <div
          role="status"
          className={cn(
            "flex items-start gap-3 rounded-lg border p-3 text-sm",
            enabled ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-zinc-200 bg-zinc-50 text-zinc-700",
          )}
        >
          {enabled ? (
            <Bell aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <div>
            <p className="font-semibold">{enabled ? "Notificaciones activadas" : "Notificaciones desactivadas"}</p>
            <p>
              {saved.telegramBlocked
                ? "Telegram rechazó el último mensaje: abre el bot, pulsa Iniciar y guarda tu ID de nuevo."
                : enabled
                  ? `Recibirás el análisis diario a las ${saved.analysisTime} y las alertas de tus anunciantes.`
                  : "Agrega tu ID de Telegram para recibir el análisis diario y las alertas."}
            </p>
            {!saved.botConfigured ? <p className="mt-1 text-xs">El bot de Telegram no está configurado en este servidor todavía.</p> : null}
          </div>
        </div>

        <Field
          id={`${id}-tg`}
          label="ID de Telegram"
          error={formState.errors.telegramId?.message}
          hint="Solo números, por ejemplo 123456789."
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="123456789" {...register("telegramId")} />
        </Field>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-time`} label="Hora del análisis diario" error={formState.errors.analysisTime?.message}>
            <Input type="time" step={300} {...register("analysisTime")} />
          </Field>
          <Field id={`${id}-tz`} label="Zona horaria" error={formState.errors.timeZone?.message}>
            <select className="h-10 w-full rounded-lg border border-border bg-surface px-3 text-sm" {...register("timeZone")}>
              {TIME_ZONE_OPTIONS.map((z) => (
                <option key={z.value} value={z.value}>
                  {z.label}
                </option>
              ))}
            </select>
          </Field>
        </div>

        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={formState.isSubmitting}>
            {formState.isSubmitting ? "Guardando..." : "Guardar configuración"}
          </Button>
          {telegramId ? (
            <Button type="button" variant="outline" onClick={sendTest} loading={testing}>
              {testing ? null : <Send aria-hidden="true" />}
              Enviar notificación de prueba
            </Button>
          ) : null}
        </div>
      </section>

      <aside className={cn(panel, "text-sm text-zinc-700")} aria-label="Cómo obtener tu ID de Telegram">
        <h2 className="mb-3 font-semibold text-zinc-900">Cómo obtener tu ID de Telegram</h2>
        <ol className="list-decimal space-y-2 pl-5">
          <li>
            Abre Telegram y busca{" "}
            <a
              className="font-medium text-brand-700 underline"
              href={`https://t.me/${saved.botUsername}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              @{saved.botUsername}
            </a>
            .
          </li>
          <li>
            Pulsa <strong>Iniciar</strong> o envía <code>/start</code>.
          </li>
          <li>El bot te responderá con tu ID: cópialo.</li>
          <li>Pégalo arriba y pulsa «Guardar configuración».</li>
          <li>Pulsa «Enviar notificación de prueba» para comprobarlo.</li>
        </ol>
      </aside>
    </form>
  );
}

function SecurityPanel({ email }: { email: string }) {
  const id = useId();
  const router = useRouter();
  const empty: ChangePasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };
  const { register, handleSubmit, control, reset, setError, formState } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const [current, next, confirm] = useWatch({ control, name: ["currentPassword", "newPassword", "confirmPassword"] });
  const filled = Boolean(current && next && confirm);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await api.put("/api/auth/change-password", { currentPassword, newPassword });
    } catch (e) {
      const message = errorMessage(e, "Error al cambiar contraseña");
      if (e instanceof ApiError && e.field === "currentPassword") setError("currentPassword", { message });
      else toast.error(message);
      return;
    }
    // The change revoked every session, this browser's too: sign it in again with the new password.
    const again = await loginAction({ email, password: newPassword });
    reset(empty);
    toast.success("Contraseña cambiada exitosamente");
    if (!again.ok) router.push("/auth");
    else router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className={cn(panel, "grid max-w-lg gap-4")} aria-label="Cambiar contraseña">
      <div className="flex items-center gap-2">
        <KeyRound aria-hidden="true" className="size-5 text-brand-600" />
        <h2 className="font-semibold text-zinc-900">Cambiar contraseña</h2>
      </div>
      <p className="text-sm text-muted-foreground">Al cambiarla se cerrarán tus sesiones en otros dispositivos.</p>
      <Field id={`${id}-current`} label="Contraseña actual" error={formState.errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...register("currentPassword")} />
      </Field>
      <Field id={`${id}-new`} label="Nueva contraseña" error={formState.errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register("newPassword")} />
      </Field>
      <Field id={`${id}-confirm`} label="Confirmar nueva contraseña" error={formState.errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
      </Field>
      <div>
        <Button type="submit" disabled={!filled} loading={formState.isSubmitting}>
          {formState.isSubmitting ? "Cambiando..." : "Cambiar contraseña"}
        </Button>
      </div>
    </form>
  );
}

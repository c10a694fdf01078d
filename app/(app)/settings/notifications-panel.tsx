"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Bell, BellOff, ExternalLink, Link2Off, Send } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button, buttonVariants } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api/client";
import { saveSettings, sendTestNotification } from "@/lib/client/settings";
import { createTelegramLink, disconnectTelegram } from "@/lib/client/telegram";
import type { UserSettings } from "@/lib/services/settings/user-settings";
import { useInvalidate } from "@/lib/swr/invalidate";
import { useUserSettings } from "@/lib/swr/use-user-settings";
import { reportedTimeZone, timeZoneOptions } from "@/lib/time-zone";
import { cn } from "@/lib/utils";
import { notificationSettingsFormSchema, type NotificationSettingsForm } from "@/lib/validation/settings";
import { panel } from "./panel";

const noSubscribe = () => () => {};

/** The status box's title in each state of the Telegram connection. */
const TELEGRAM_STATE_TITLE: Record<"unavailable" | "off" | "blocked" | "on", (username: string | null) => string> = {
  unavailable: () => "Telegram no está disponible",
  off: () => "Telegram no está conectado",
  blocked: () => "Telegram rechazó los mensajes",
  on: (username) => (username ? `Conectado como @${username}` : "Conectado a Telegram"),
};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Telegram (connected in one tap through the bot), the daily analysis time and zone, and a test message. */
export function NotificationsPanel({ initial }: { initial: UserSettings }) {
  const id = useId();
  const [link, setLink] = useState<string | null>(null);
  const { settings: saved, mutate } = useUserSettings(initial, link !== null);
  const [testing, setTesting] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  const invalidate = useInvalidate();
  const router = useRouter();
  const { register, handleSubmit, formState, setValue } = useForm<NotificationSettingsForm>({
    resolver: zodResolver(notificationSettingsFormSchema),
    defaultValues: { analysisTime: initial.analysisTime, timeZone: initial.timeZone },
  });
  // No zone saved yet: propose the browser's own instead of the app's. The server cannot know it, so it
  // is read after hydration.
  const detected = useSyncExternalStore(noSubscribe, browserTimeZone, () => null);
  const browserZone = !saved.timeZoneSaved ? reportedTimeZone(detected) : null;
  // The zone in use and the browser's are options even when the list lacks them.
  const zoneOptions = useMemo(
    () => timeZoneOptions([initial.timeZone, saved.timeZone, browserZone]),
    [initial.timeZone, saved.timeZone, browserZone],
  );
  useEffect(() => {
    if (browserZone) setValue("timeZone", browserZone, { shouldDirty: true });
  }, [browserZone, setValue]);
  // Linked while the link was on screen: the link has done its job.
  const pendingLink = saved.telegramLinked ? null : link;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutate((await saveSettings(invalidate, values)).user, { revalidate: false });
      // The zone is the layout's (every date on every screen): rendered again in the one just saved.
      router.refresh();
      toast.success("Configuración guardada exitosamente");
    } catch (e) {
      toast.error(errorMessage(e, "Error al guardar la configuración"));
    }
  });

  const connect = async () => {
    setConnecting(true);
    try {
      setLink((await createTelegramLink()).url);
    } catch (e) {
      toast.error(errorMessage(e, "No se pudo crear el enlace de Telegram"));
    } finally {
      setConnecting(false);
    }
  };

  const disconnect = async () => {
    setDisconnecting(true);
    try {
      await mutate(await disconnectTelegram(), { revalidate: false });
      setLink(null);
      toast.success("Telegram desconectado");
      void invalidate({ kind: "settings-saved" });
    } catch (e) {
      toast.error(errorMessage(e, "No se pudo desconectar Telegram"));
    } finally {
      setDisconnecting(false);
    }
  };

  const sendTest = async () => {
    setTesting(true);
    try {
      await sendTestNotification();
      toast.success("¡Notificación de prueba enviada! Revisa tu Telegram.");
    } catch (e) {
      toast.error(errorMessage(e, "Error al enviar notificación de prueba"));
    } finally {
      setTesting(false);
    }
  };

  // What is true now: messages go out only with a linked chat, not blocked, and a bot on the server. Without
  // a bot nothing here can connect, so the screen says that alone and never how to message the bot.
  const state = !saved.botConfigured ? "unavailable" : !saved.telegramLinked ? "off" : saved.telegramBlocked ? "blocked" : "on";
  const Icon = state === "on" ? Bell : BellOff;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section className={cn(panel, "grid gap-5")} aria-label="Notificaciones">
        <div
          role="status"
          className={cn(
            "flex items-start gap-3 rounded-lg border p-3 text-sm",
            state === "on"
              ? "border-emerald-200 bg-emerald-50 text-emerald-900"
              : state === "off" || state === "unavailable"
                ? "border-zinc-200 bg-zinc-50 text-zinc-700"
                : "border-amber-200 bg-amber-50 text-amber-900",
          )}
        >
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0">
            <p className="font-semibold">{TELEGRAM_STATE_TITLE[state](saved.telegramUsername)}</p>
            <p>
              {state === "unavailable"
                ? "El bot de Telegram no está configurado en este servidor todavía: cuando el administrador lo configure podrás conectarlo aquí."
                : state === "blocked"
                  ? "Telegram rechazó el último mensaje: abre el bot, pulsa Iniciar y vuelve a conectar."
                  : state === "on"
                    ? `Recibirás el análisis diario a las ${saved.analysisTime}, las alertas de tus anunciantes y tus vigilancias.`
                    : "Conecta Telegram para recibir el análisis diario, las alertas y tus vigilancias, y usar el bot."}
            </p>
          </div>
        </div>

        {pendingLink ? (
          <div className="grid gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-zinc-800">
            <p>Abre este enlace en Telegram y pulsa «Iniciar». Caduca en 15 minutos y sirve una sola vez.</p>
            <a
              className={cn(buttonVariants(), "w-full justify-center sm:w-fit")}
              href={pendingLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalLink aria-hidden="true" />
              Abrir Telegram
            </a>
            <p className="break-all text-xs text-zinc-600">{pendingLink}</p>
            <p className="text-xs text-zinc-600" aria-live="polite">
              Esperando la confirmación del bot…
            </p>
          </div>
        ) : null}

        <div className="flex flex-wrap gap-2">
          {saved.telegramLinked ? (
            <>
              <Button type="button" variant="outline" onClick={sendTest} loading={testing}>
                {testing ? null : <Send aria-hidden="true" />}
                Enviar notificación de prueba
              </Button>
              <Button type="button" variant="outline" onClick={disconnect} loading={disconnecting}>
                {disconnecting ? null : <Link2Off aria-hidden="true" />}
                Desconectar
              </Button>
            </>
          ) : saved.botConfigured ? (
            <Button type="button" onClick={connect} loading={connecting}>
              {connecting ? null : <Send aria-hidden="true" />}
              {pendingLink ? "Crear un enlace nuevo" : "Conectar Telegram"}
            </Button>
          ) : (
            <Button type="button" disabled>
              <Send aria-hidden="true" />
              Conectar Telegram
            </Button>
          )}
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-time`} label="Hora del análisis diario" error={formState.errors.analysisTime?.message}>
            <Input type="time" step={300} {...register("analysisTime")} />
          </Field>
          <Field
            id={`${id}-tz`}
            label="Zona horaria"
            error={formState.errors.timeZone?.message}
            hint={browserZone ? "La de tu navegador: pulsa «Guardar configuración» para usarla." : undefined}
          >
            <select className="h-10 w-full rounded-lg border border-border bg-surface px-3 text-sm" {...register("timeZone")}>
              {zoneOptions.map((z) => (
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
        </div>
      </section>

      {saved.botConfigured ? (
        <aside className={cn(panel, "text-sm text-zinc-700")} aria-label="Cómo conectar Telegram">
          <h2 className="mb-3 font-semibold text-zinc-900">Cómo conectar Telegram</h2>
          <ol className="list-decimal space-y-2 pl-5">
            <li>Pulsa «Conectar Telegram».</li>
            <li>Pulsa «Abrir Telegram»: se abre el chat con el bot de AdRadar.</li>
            <li>
              Pulsa <strong>Iniciar</strong>. El bot confirma la conexión y esta pantalla muestra «Conectado».
            </li>
            <li>
              En Telegram, escribe <code>/ayuda</code> para ver lo que puedes hacer desde el chat.
            </li>
          </ol>
        </aside>
      ) : null}
    </form>
  );
}

"use client";

import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Bell, BellOff, BellRing, Send } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api/client";
import { saveSettings, sendTestNotification } from "@/lib/client/settings";
import type { UserSettings } from "@/lib/services/settings/user-settings";
import { useInvalidate } from "@/lib/swr/invalidate";
import { TIME_ZONE_OPTIONS, TIME_ZONE_VALUES } from "@/lib/time-zone";
import { cn } from "@/lib/utils";
import { notificationSettingsFormSchema, type NotificationSettingsForm } from "@/lib/validation/settings";
import { panel } from "./panel";

const noSubscribe = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Telegram ID, the daily analysis time and time zone, and a test message. */
export function NotificationsPanel({ initial }: { initial: UserSettings }) {
  const id = useId();
  const [saved, setSaved] = useState(initial);
  const [testing, setTesting] = useState(false);
  const invalidate = useInvalidate();
  const { register, handleSubmit, control, formState, setValue } = useForm<NotificationSettingsForm>({
    resolver: zodResolver(notificationSettingsFormSchema),
    defaultValues: { telegramId: initial.telegramId ?? "", analysisTime: initial.analysisTime, timeZone: initial.timeZone },
  });
  const telegramId = useWatch({ control, name: "telegramId" });
  // No zone saved yet: propose the browser's own (when it is one the list offers) instead of the app's.
  // The server cannot know it, so it is read after hydration.
  const detected = useSyncExternalStore(noSubscribe, browserTimeZone, () => null);
  const browserZone = !saved.timeZoneSaved && detected && TIME_ZONE_VALUES.includes(detected) ? detected : null;
  useEffect(() => {
    if (browserZone) setValue("timeZone", browserZone, { shouldDirty: true });
  }, [browserZone, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      setSaved((await saveSettings(invalidate, values)).user);
      toast.success("Configuración guardada exitosamente");
    } catch (e) {
      toast.error(errorMessage(e, "Error al guardar la configuración"));
    }
  });

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

  // What is true now: messages go out only with an ID saved, the chat not blocked and a bot on the server.
  const state = !saved.telegramId ? "off" : saved.telegramBlocked ? "blocked" : saved.botConfigured ? "on" : "waiting";
  const Icon = state === "on" ? Bell : state === "waiting" ? BellRing : BellOff;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section className={cn(panel, "grid gap-5")} aria-label="Notificaciones">
        <div
          role="status"
          className={cn(
            "flex items-start gap-3 rounded-lg border p-3 text-sm",
            state === "on"
              ? "border-emerald-200 bg-emerald-50 text-emerald-900"
              : state === "off"
                ? "border-zinc-200 bg-zinc-50 text-zinc-700"
                : "border-amber-200 bg-amber-50 text-amber-900",
          )}
        >
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">
              {state === "on"
                ? "Notificaciones activadas"
                : state === "waiting"
                  ? "Notificaciones en espera"
                  : state === "blocked"
                    ? "Telegram rechazó los mensajes"
                    : "Notificaciones desactivadas"}
            </p>
            <p>
              {state === "blocked"
                ? "Telegram rechazó el último mensaje: abre el bot, pulsa Iniciar y guarda tu ID de nuevo."
                : state === "on"
                  ? `Recibirás el análisis diario a las ${saved.analysisTime} y las alertas de tus anunciantes.`
                  : state === "waiting"
                    ? "Tu ID de Telegram está guardado, pero el bot no está configurado en este servidor: no recibirás mensajes hasta que el administrador lo configure."
                    : "Agrega tu ID de Telegram para recibir el análisis diario y las alertas."}
            </p>
            {!saved.botConfigured && state !== "waiting" ? (
              <p className="mt-1 text-xs">El bot de Telegram no está configurado en este servidor todavía.</p>
            ) : null}
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
          <Field
            id={`${id}-tz`}
            label="Zona horaria"
            error={formState.errors.timeZone?.message}
            hint={browserZone ? "La de tu navegador: pulsa «Guardar configuración» para usarla." : undefined}
          >
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

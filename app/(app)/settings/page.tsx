import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { PageHeader } from "@/components/ui/page-header";
import { getUserProfile } from "@/lib/services/settings/user-profile";
import { getUserSettings } from "@/lib/services/settings/user-settings";
import { SettingsTabs } from "./settings-tabs";

export const metadata: Metadata = { title: "Configuración" };

export default async function SettingsPage() {
  const user = await requireUser();
  const [profile, settings] = await Promise.all([getUserProfile(user.id), getUserSettings(user.id)]);
  return (
    <>
      <PageHeader title="Configuración" subtitle="Gestiona tu perfil, tus notificaciones y tu seguridad" />
      <SettingsTabs profile={profile} settings={settings} />
    </>
  );
}

"use client";

import { Bell, ShieldCheck, User } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { UserProfile } from "@/lib/services/settings/user-profile";
import type { UserSettings } from "@/lib/services/settings/user-settings";
import { NotificationsPanel } from "./notifications-panel";
import { ProfilePanel } from "./profile-panel";
import { SecurityPanel } from "./security-panel";

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
        <SecurityPanel />
      </TabsContent>
    </Tabs>
  );
}

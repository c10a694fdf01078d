"use client";

import { useState } from "react";
import { History, Radar } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type HistoryTab = "busquedas" | "vigilancias";

type HistoryTabsProps = {
  tab: HistoryTab;
  searches: React.ReactNode;
  watches: React.ReactNode;
};

/** /search-history: the searches made and the watches kept, one tab each; the tab is in the URL for links. */
export function HistoryTabs({ tab: initialTab, searches, watches }: HistoryTabsProps) {
  const [tab, setTab] = useState<HistoryTab>(initialTab);

  function change(next: string) {
    const value: HistoryTab = next === "vigilancias" ? "vigilancias" : "busquedas";
    setTab(value);
    // The URL follows without a navigation: the server need not render the page again.
    const url = new URL(window.location.href);
    if (value === "vigilancias") url.searchParams.set("tab", value);
    else url.searchParams.delete("tab");
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <div>
      <PageHeader
        title="Historial de Búsquedas"
        subtitle="Revisa tus búsquedas anteriores, sus estadísticas y las búsquedas que vigilas"
        className="mb-4 sm:mb-6"
      />
      <Tabs value={tab} onValueChange={change}>
        <TabsList aria-label="Secciones del historial" className="w-full sm:w-auto">
          <TabsTrigger value="busquedas">
            <History aria-hidden="true" />
            Búsquedas
          </TabsTrigger>
          <TabsTrigger value="vigilancias">
            <Radar aria-hidden="true" />
            Vigilancias
          </TabsTrigger>
        </TabsList>
        <TabsContent value="busquedas">{searches}</TabsContent>
        <TabsContent value="vigilancias">{watches}</TabsContent>
      </Tabs>
    </div>
  );
}

import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { listCollections } from "@/lib/services/saved-ads/collections";
import { listSavedAds } from "@/lib/services/saved-ads/list-saved-ads";
import { listTags } from "@/lib/services/saved-ads/tags";
import { getPlanGates } from "@/lib/services/billing/plan-gates";
import { DEFAULT_SAVED_ADS_QUERY } from "./saved-ads-query";
import { savedAdsKey } from "@/lib/swr/keys";
import { SavedAdsScreen } from "./saved-ads-screen";

export const metadata: Metadata = { title: "Anuncios Guardados" };

export default async function SavedAdsPage() {
  const user = await requireUser();
  // The first page is rendered on the server; filters and 'Cargar más' then go through the API.
  const [page, collections, tags, gates] = await Promise.all([
    listSavedAds(user.id, { sortBy: DEFAULT_SAVED_ADS_QUERY.sortBy, page: 1, limit: 20 }),
    listCollections(user.id),
    listTags(user.id),
    getPlanGates(user.id),
  ]);
  return (
    <>
      <PageHeader title="Anuncios Guardados" subtitle="Tu biblioteca de anuncios: colecciones, etiquetas, notas y favoritos" />
      <SavedAdsScreen
        initial={{ key: savedAdsKey(DEFAULT_SAVED_ADS_QUERY, 1), data: { success: true, ...page } }}
        collections={collections}
        tags={tags}
        gates={gates}
      />
    </>
  );
}

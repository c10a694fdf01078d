// GET /api/saved-ads/export — the filtered library as a CSV download (streamed, UTF-8 with BOM).
import { parseQuery, userRoute, methods } from "@/lib/api/handler";
import { savedAdsFilterSchema } from "@/lib/validation/saved-ads";
import { exportSavedAdsCsv } from "@/lib/services/saved-ads/export-csv";

const handleGet = userRoute(async ({ req, user }) => {
  const filter = parseQuery(req, savedAdsFilterSchema);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(exportSavedAdsCsv(user.id, filter), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="anuncios-guardados-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });

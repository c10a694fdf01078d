// GET /api/advertisers/{pageId} — an advertiser as the archive knows it (no upstream call, no quota).
import { ok, userRoute, methods } from "@/lib/api/handler";
import { advertiserParamSchema } from "@/lib/validation/archive";
import { getAdvertiserArchive } from "@/lib/services/archive/advertiser-archive";

const handleGet = userRoute<{ pageId: string }>(async ({ params, user }) =>
  ok(await getAdvertiserArchive(user.id, advertiserParamSchema.parse(params).pageId)),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });

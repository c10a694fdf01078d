import "server-only";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { createWatchSchema } from "@/lib/validation/watches";
import { createWatch } from "./create-watch";

/** Two watches of common niches, each on a market the demo catalogue covers. */
const DEMO_WATCHES = [
  { name: "Fajas en Colombia", params: { value: "faja", country: "CO", minDays: 0 }, minScore: 0 },
  { name: "Cremas en México", params: { value: "crema", country: "MX", minDays: 0 }, minScore: 20 },
];

/**
 * Demo watches for the admins (and the staff account of a preview) that have none yet: the caller runs
 * the watches job afterwards, so they show deliveries and feed entries. Returns how many were created.
 */
export async function seedDemoWatches(extraEmail?: string): Promise<number> {
  const users = await db.user.findMany({
    where: { OR: [{ role: "admin" }, ...(extraEmail ? [{ email: extraEmail.trim().toLowerCase() }] : [])], watches: { none: {} } },
    select: { id: true },
  });
  let created = 0;
  for (const u of users) {
    for (const w of DEMO_WATCHES) {
      try {
        await createWatch(u.id, createWatchSchema.parse({ ...w, channels: { telegram: false, inApp: true } }));
        created += 1;
      } catch (e) {
        // An account whose plan has no (more) watches simply gets none.
        if (!(isAppError(e) && e.code === "PLAN_LIMIT")) throw e;
      }
    }
  }
  return created;
}

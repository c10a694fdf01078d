// `npm run local` and `npm run seed:preview`: a demo database's archive with about 60 days of history,
// replayed from the demo world (lib/services/archive/demo-backfill.ts), then two demo watches for the
// admins (and STAFF_EMAIL) run once, so 'Vigilancias' and 'Novedades' have content. While it runs, the
// archive screen says the history is still filling (lib/services/archive/archive-filling.ts). Idempotent. Skipped
// when the app runs on a real provider: its archive fills from real sightings only.
// Run with `tsx --conditions=react-server` so the server-only modules load.
import { getProvider } from "@/lib/providers";
import { backfillDemoArchive } from "@/lib/services/archive/demo-backfill";
import { refreshStaleSignals } from "@/lib/services/archive/refresh-signals";
import { pgPool } from "@/lib/db";
import { seedDemoWatches } from "@/lib/services/watches/demo-watches";
import { runJob } from "@/inngest/local";
import { markArchiveFilled, markArchiveFilling } from "@/lib/services/archive/archive-filling";

async function main() {
  // Whatever the provider: ads stored by older detectors, or before the signal filters existed, are read again.
  const { refreshed } = await refreshStaleSignals();
  if (refreshed > 0) console.log(`Archive signals: ${refreshed} older ads read again`);
  if (getProvider().name !== "demo") {
    console.log("Demo archive: skipped (not the demo provider)");
    return;
  }
  const started = Date.now();
  const days = Number(process.env.ARCHIVE_BACKFILL_DAYS || 60);
  await markArchiveFilling();
  const r = await backfillDemoArchive({ days, log: (m) => console.error(`  ${m}`) }).finally(markArchiveFilled);
  console.log(
    `Demo archive: ${r.ads} ads over ${days} days (${r.ended} ended), ${r.newPoints} new daily points, ${r.thumbnails} thumbnails in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  // The archive's ads grouped into creatives and products before the watches run, so their messages say it.
  await runJob("products", { log: (m) => console.error(`  ${m}`) });
  const watches = await seedDemoWatches(process.env.STAFF_EMAIL);
  if (watches > 0) {
    await runJob("watches", { log: (m) => console.error(`  ${m}`) });
    console.log(`Demo watches: ${watches} created and run once`);
  }
}

main()
  .then(() => pgPool().end())
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });

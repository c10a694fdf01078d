// `npm run db:backfill-signals`: reads every stored ad's signals again when the detectors changed since
// (lib/signals/version.ts), or when its filter columns were never filled, to the end of the archive; the
// `signals` job does the same a slice at a time. Idempotent; `npm run local` and `npm run seed:preview`
// run it through scripts/seed-archive.ts. Run with `tsx --conditions=react-server` so the server-only
// modules load.
import { pgPool } from "@/lib/db";
import { refreshStaleSignals } from "@/lib/services/archive/refresh-signals";

async function main() {
  const started = Date.now();
  const { visited, refreshed } = await refreshStaleSignals({ log: (m) => console.error(`  ${m}`) });
  console.log(`Archive signals: ${refreshed} of ${visited} ads read again in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main()
  .then(() => pgPool().end())
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });

// `npm run db:backfill-signals`: fills the archive's signal columns (Ad.signalShop, signalCod,
// signalWhatsApp) of ads archived before
// the column existed. Idempotent; `npm run local` and `npm run seed:preview` run it through
// scripts/seed-archive.ts. Run with `tsx --conditions=react-server` so the server-only modules load.
import { pgPool } from "@/lib/db";
import { backfillSignalMasks } from "@/lib/services/archive/backfill-signals";

async function main() {
  const started = Date.now();
  const filled = await backfillSignalMasks({ log: (m) => console.error(`  ${m}`) });
  console.log(`Archive signals: ${filled} ads filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main()
  .then(() => pgPool().end())
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });

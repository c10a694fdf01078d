// `npm run bot`: the Telegram bot with long polling, for local use (production uses the webhook at
// POST /api/telegram/webhook). Needs TELEGRAM_BOT_TOKEN.
import { getBot } from "@/lib/telegram/bot";

async function main() {
  const bot = getBot();
  if (!bot) {
    console.error("TELEGRAM_BOT_TOKEN no está definido: el bot no puede arrancar.");
    process.exit(2);
  }
  // Polling and a webhook exclude each other: drop the webhook first (updates are kept).
  await bot.api.deleteWebhook();
  const stop = () => void bot.stop();
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  await bot.start({ onStart: (me) => console.log(`Bot @${me.username} escuchando (long polling). Ctrl+C para salir.`) });
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});

import "server-only";
import { getBot } from "@/lib/telegram/bot";
import { BOT_COMMANDS } from "./commands";

/** Telegram's command menu, in Spanish, for private chats (where the bot works). */
export async function configureBot(): Promise<{ configured: boolean; commands: number }> {
  const bot = getBot();
  if (!bot) return { configured: false, commands: 0 };
  const commands = BOT_COMMANDS.map((c) => ({ command: c.command, description: c.description }));
  await bot.api.setMyCommands(commands, { scope: { type: "all_private_chats" }, language_code: "es" });
  await bot.api.setMyCommands(commands, { scope: { type: "all_private_chats" } });
  return { configured: true, commands: commands.length };
}

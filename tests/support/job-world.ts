// The scheduled jobs' world for an integration test file: the real ScrapeCreators client on its local
// fake and the real grammY bot on a fake Bot API, with the environment pointing at both. One call
// registers the file's beforeAll / afterAll / beforeEach.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { RecordedRequest } from "./fake-http";
import { FAKE_SC_API_KEY, scErrors, startFakeScrapeCreators, type FakeScrapeCreators } from "./fake-scrapecreators";
import { FAKE_BOT_TOKEN, startFakeTelegram, type FakeTelegram } from "./fake-telegram";
import { scopedEnv } from "./factories";

type JobWorldOptions = {
  /**
   * An upstream endpoint serving ads by one query parameter (a page id, a search term): `served` maps
   * the parameter's value to the ad ids, and the values in `failing` answer 500.
   */
  route?: { path: string; param: string; body: (key: string, ids: string[]) => Record<string, unknown> };
  /** More environment for the file (APP_TIMEZONE, APP_URL…). */
  env?: Record<string, string>;
};

export type JobWorld = {
  /** Started by the file's beforeAll. */
  sc: FakeScrapeCreators;
  tg: FakeTelegram;
  served: Map<string, string[]>;
  failing: Set<string>;
  /** The file's environment, restored after its last test. */
  env: ReturnType<typeof scopedEnv>;
};

export function jobWorld(options: JobWorldOptions = {}): JobWorld {
  const env = scopedEnv();
  const world = { served: new Map<string, string[]>(), failing: new Set<string>(), env } as JobWorld;

  beforeAll(async () => {
    world.sc = await startFakeScrapeCreators();
    world.tg = await startFakeTelegram();
    const route = options.route;
    if (route) {
      world.sc.server.route(route.path, (req: RecordedRequest) => {
        const key = req.query.get(route.param) ?? "";
        if (world.failing.has(key)) return scErrors.serverError;
        return { json: route.body(key, world.served.get(key) ?? []) };
      });
    }
    env.set({
      AD_PROVIDER: "scrapecreators",
      SCRAPECREATORS_API_KEY: FAKE_SC_API_KEY,
      SCRAPECREATORS_BASE_URL: world.sc.url,
      PROVIDER_MAX_RETRIES: "0",
      TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
      TELEGRAM_API_ROOT: world.tg.url,
      ...options.env,
    });
  });
  afterAll(async () => {
    env.restore();
    await world.sc.close();
    await world.tg.close();
  });
  beforeEach(() => {
    world.tg.reset();
    world.sc.server.reset();
    world.failing.clear();
  });
  return world;
}

/** A Telegram chat id of the test's own. */
export function chatId(): string {
  return String(100_000_000 + randomBytes(3).readUIntBE(0, 3));
}

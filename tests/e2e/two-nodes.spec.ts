// Two app nodes on one PostgreSQL (docs/architecture.md §12), no browser: the production build started
// twice (tests/e2e/two-nodes.ts) and one user's requests split between the nodes. What a user may spend or
// try is counted once for both: the quota, the saved-ads cap, the sign-in throttle, the searches a minute
// and the image fetches at once; and each tick of the in-process scheduler runs on one node only.
// Counts only: nothing here depends on how fast the machine is.
import { expect, test } from "@playwright/test";
import { adIdsOf, call, newUser, NODES_PLAN, SEARCHES_PER_MINUTE, startWorld, type Reply, type World } from "./two-nodes";

// The file's tests share the two nodes (one worker, in order); the limit only catches a hang.
test.describe.configure({ timeout: 90_000 });

let world: World;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  world = await startWorld();
});
test.afterAll(async () => {
  await world?.stop();
});

/** Node A for even i, node B for odd i. */
const nodeFor = (i: number) => world.nodes[i % 2];
const search = (i: number, token: string, term: string) =>
  call(nodeFor(i), "POST", "/api/search", { token, body: { value: term, country: "CO", minDays: 0 } });
const refusal = (r: Reply) => `${r.status} ${String(r.json.code)}`;

test("one user's searches and saves on both nodes at once charge exactly the ads delivered", async () => {
  const user = await newUser(world, world.nodes[0], NODES_PLAN.type);
  const first = await search(0, user.token, "lote-0");
  expect(first.status).toBe(200);

  // Eleven more searches (65 distinct ads offered in all, past the plan's 50) and every ad of the first
  // page saved twice (past the cap of 8), alternately on each node, all at once.
  const searches = Array.from({ length: 11 }, (_, k) => search(k, user.token, `lote-${k + 1}`));
  const saves = [...adIdsOf("lote-0"), ...adIdsOf("lote-0")].map((id, i) =>
    call(nodeFor(i + 1), "POST", "/api/saved-ads", { token: user.token, body: { adData: { id } } }),
  );
  const [searched, saved] = await Promise.all([Promise.all(searches), Promise.all(saves)]);

  const pages = [first, ...searched.filter((r) => r.status === 200)];
  expect(searched.filter((r) => r.status !== 200).map(refusal)).toEqual(
    searched.filter((r) => r.status !== 200).map(() => "403 QUOTA_EXCEEDED"),
  );
  const delivered = new Set(pages.flatMap((r) => (r.json.data as { id: string }[]).map((ad) => ad.id)));
  const charged = pages.reduce((n, r) => n + (r.json.quota as { charged: number }).charged, 0);
  expect(charged).toBe(NODES_PLAN.adsLimit);
  expect(delivered.size).toBe(NODES_PLAN.adsLimit);

  // Both nodes show the same usage, and the rows behind it agree.
  for (const node of world.nodes) {
    const usage = await call(node, "GET", "/api/user-plans/usage", { token: user.token });
    expect(usage.json.usage).toMatchObject({ adsFetched: NODES_PLAN.adsLimit, adsRemaining: 0 });
  }
  const { rows } = await world.pool.query<{ counter: number; ledger: number; events: number }>(
    `SELECT u."adsFetched" AS counter,
       (SELECT count(*)::int FROM "MonthlyAdDelivery" m WHERE m."userId" = u.id) AS ledger,
       (SELECT COALESCE(sum(e."ads"), 0)::int FROM "UsageEvent" e WHERE e."userId" = u.id) AS events
     FROM "User" u WHERE u.id = $1`,
    [user.id],
  );
  expect(rows[0]).toEqual({ counter: NODES_PLAN.adsLimit, ledger: NODES_PLAN.adsLimit, events: NODES_PLAN.adsLimit });

  // Saves: the cap exactly, each ad once; the others refused as a user reads them.
  expect(saved.filter((r) => r.status === 201)).toHaveLength(NODES_PLAN.savedAdsLimit);
  const allowed = ["403 PLAN_LIMIT", "409 CONFLICT"];
  expect(saved.filter((r) => r.status !== 201 && !allowed.includes(refusal(r))).map(refusal)).toEqual([]);
  const library = await world.pool.query(`SELECT DISTINCT "adId" FROM "SavedAd" WHERE "userId" = $1`, [user.id]);
  expect(library.rowCount).toBe(NODES_PLAN.savedAdsLimit);
});

test("the sign-in throttle counts failures on both nodes together", async () => {
  const user = await newUser(world, world.nodes[0]);
  const login = (i: number, password: string) => call(nodeFor(i), "POST", "/api/auth/login", { body: { email: user.email, password } });
  // Five wrong passwords, alternately on each node: the fifth consecutive failure blocks the pair.
  for (let i = 0; i < 5; i++) expect((await login(i, "no-es-la-clave")).status).toBe(401);
  for (const i of [0, 1]) {
    const blocked = await login(i, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toBe("Demasiados intentos de inicio de sesión. Intenta de nuevo en 15 minutos.");
  }
});

test("the searches a minute are one budget for both nodes", async () => {
  const user = await newUser(world, world.nodes[0]);
  const tries = SEARCHES_PER_MINUTE + 10;
  const replies = await Promise.all(Array.from({ length: tries }, (_, i) => search(i, user.token, "lote-0")));
  expect(replies.filter((r) => r.status === 200)).toHaveLength(SEARCHES_PER_MINUTE);
  const refused = replies.filter((r) => r.status !== 200);
  expect(refused).toHaveLength(10);
  for (const r of refused) {
    expect(refusal(r)).toBe("429 RATE_LIMITED");
    // The wait is what is left of the minute: "1 minuto" when the window has just opened, else seconds.
    expect(String(r.json.error)).toMatch(/^Demasiadas búsquedas seguidas\. Intenta de nuevo en (1 minuto|\d+ segundos?)\.$/);
  }
});

test("a user's image fetches at once are capped across both nodes, and come back when they end", async () => {
  const [busy, other] = [await newUser(world, world.nodes[0]), await newUser(world, world.nodes[1])];
  const image = (node: number, token: string, host: string) =>
    call(world.nodes[node], "GET", `/api/proxy-image?url=${encodeURIComponent(`https://${host}.held.fbcdn.net/a.jpg`)}`, { token });
  /** The request's answer, or null once its fetch reached the gate (it got a slot) before answering. */
  const answerUnlessHeld = async (reply: Promise<Reply>, arrivals: number): Promise<Reply | null> => {
    let answered: Reply | null = null;
    void reply.then((r) => (answered = r));
    await expect.poll(() => answered !== null || world.gate.arrivals.length >= arrivals, { timeout: 20_000 }).toBe(true);
    return answered;
  };

  // Six fetches held on node A take all of the user's slots.
  const held = Array.from({ length: 6 }, (_, i) => image(0, busy.token, `a${i}`));
  await expect.poll(() => world.gate.arrivals.length, { timeout: 20_000 }).toBe(6);

  // A seventh on node B is refused at once; another user's fetch on node B gets a slot.
  const seventh = await answerUnlessHeld(image(1, busy.token, "b7"), 7);
  expect(seventh && [seventh.status, seventh.json.error]).toEqual([
    429,
    "Demasiadas imágenes cargando a la vez. Intenta de nuevo en unos segundos.",
  ]);
  const otherUsers = image(1, other.token, "otro");
  await expect.poll(() => world.gate.arrivals.length, { timeout: 20_000 }).toBe(7);

  // The held fetches end (the name does not resolve): the user's slots come back, on either node.
  world.gate.release();
  expect((await Promise.all([...held, otherUsers])).map((r) => r.status)).toEqual(Array(7).fill(502));
  const again = image(1, busy.token, "b8");
  await expect.poll(() => world.gate.arrivals.length, { timeout: 20_000 }).toBe(8);
  world.gate.release();
  expect((await again).status).toBe(502);
  const { rows } = await world.pool.query(`SELECT count(*)::int AS n FROM "ImageFetchLease"`);
  expect(rows[0].n).toBe(0);
});

test("each due tick of a scheduled job runs on one node, though both schedule it", async () => {
  type Run = { job: string; due: string; node: number };
  const runs = (): Run[] =>
    world.nodes.flatMap((node, i) =>
      [...node.stdout.join("").matchAll(/\[jobs\] (\S+) due (\S+) runs on /g)].map((m) => ({ job: m[1], due: m[2], node: i })),
    );
  // Both nodes run the scheduler; purge and reset are due every two seconds (two-nodes.ts).
  for (const node of world.nodes) expect(node.stdout.join("")).toContain("[jobs] in-process scheduler started");
  const dues = (job: string) =>
    new Set(
      runs()
        .filter((r) => r.job === job)
        .map((r) => r.due),
    ).size;
  await expect.poll(() => Math.min(dues("purge"), dues("reset")), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);

  const perTick = new Map<string, number[]>();
  for (const r of runs()) perTick.set(`${r.job} ${r.due}`, [...(perTick.get(`${r.job} ${r.due}`) ?? []), r.node]);
  const twice = [...perTick].filter(([, nodes]) => nodes.length > 1).map(([tick, nodes]) => `${tick} on nodes ${nodes.join(", ")}`);
  expect(twice, "ticks run by more than one node").toEqual([]);
});

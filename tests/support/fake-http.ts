/**
 * A scriptable local HTTP server for testing upstream clients: real sockets, real status codes and
 * headers, and a record of every request received. Provider-specific fakes build on it.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeReply = {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent verbatim (for malformed bodies). */
  body?: string;
  headers?: Record<string, string>;
  /** Never answer (until the server closes), to exercise timeouts and cancellation. */
  hang?: boolean;
  /** Answer after this long. */
  delayMs?: number;
};

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  at: number;
};

export type RouteHandler = (req: RecordedRequest) => FakeReply;

export class FakeHttpServer {
  readonly requests: RecordedRequest[] = [];
  private readonly queues = new Map<string, FakeReply[]>();
  private readonly routes = new Map<string, RouteHandler>();
  private readonly pending = new Set<ServerResponse>();
  private readonly waiters: { path: string; n: number; resolve: () => void }[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeHttpServer> {
    let fake: FakeHttpServer | null = null;
    const server = createServer((req, res) => {
      if (fake) fake.handle(req.method ?? "GET", req.url ?? "/", req.headers, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeHttpServer(server, `http://127.0.0.1:${port}`);
    return fake;
  }

  /** The default answer for a path (used when its queue is empty). */
  route(path: string, handler: RouteHandler): void {
    this.routes.set(path, handler);
  }

  /** One-shot replies for a path, served in order before the route's default. */
  enqueue(path: string, ...replies: FakeReply[]): void {
    this.queues.set(path, [...(this.queues.get(path) ?? []), ...replies]);
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  /**
   * Resolves once `n` requests to `path` have arrived (as fake-openai's waitForCalls). A test that acts in
   * the middle of a call (cancels it) waits for the call itself: a timer may fire before a busy machine
   * has sent it.
   */
  waitForRequests(path: string, n: number): Promise<void> {
    if (this.requestsTo(path).length >= n) return Promise.resolve();
    return new Promise<void>((resolve) => this.waiters.push({ path, n, resolve }));
  }

  /** Forgets requests and queued replies; routes stay. */
  reset(): void {
    this.requests.length = 0;
    this.queues.clear();
  }

  async close(): Promise<void> {
    for (const res of this.pending) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(method: string, rawUrl: string, headers: IncomingHttpHeaders, res: ServerResponse): void {
    const url = new URL(rawUrl, this.url);
    const recorded: RecordedRequest = { method, path: url.pathname, query: url.searchParams, headers, at: Date.now() };
    this.requests.push(recorded);
    for (const w of this.waiters.filter((w) => this.requestsTo(w.path).length >= w.n)) {
      this.waiters.splice(this.waiters.indexOf(w), 1);
      w.resolve();
    }
    const queued = this.queues.get(url.pathname)?.shift();
    const handler = this.routes.get(url.pathname);
    const reply: FakeReply = queued ?? (handler ? handler(recorded) : { status: 404, json: { error: `no route for ${url.pathname}` } });
    if (reply.hang) {
      this.pending.add(res);
      res.on("close", () => this.pending.delete(res));
      return;
    }
    const send = () => {
      const body = reply.body ?? (reply.json === undefined ? "" : JSON.stringify(reply.json));
      res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
      res.end(body);
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs);
    else send();
  }
}

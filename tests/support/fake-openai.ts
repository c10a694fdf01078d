/**
 * A fake OpenAI-compatible server on a local port (POST /v1/chat/completions), for the real AI SDK
 * client through OPENAI_BASE_URL. Modes: `good` (a breakdown quoting the ad's own words), `invented`
 * (a well-formed breakdown whose hook is not in the ad), `malformed` (broken JSON), `slow` (never
 * answers, until the server closes: past any timeout), `refusal` (OpenAI's `refusal` field, no
 * content) and `rate-limited` (429 with OpenAI's error body). It counts calls, and `hold()` keeps the
 * replies back until `release()`, so a test can line requests up without sleeping.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Breakdown } from "@/lib/analysis/breakdown";
import type { Source } from "@/lib/analysis/labels";

export type FakeOpenAIMode = "good" | "invented" | "malformed" | "slow" | "refusal" | "rate-limited";

export type FakeOpenAI = {
  /** The base URL to give OPENAI_BASE_URL (ends in /v1). */
  baseUrl: string;
  mode: FakeOpenAIMode;
  /** Chat completion requests received. */
  readonly calls: number;
  /** The last request's body (messages, response_format). */
  readonly lastBody: Record<string, unknown> | null;
  hold(): void;
  release(): void;
  /** Resolves once `n` calls have arrived. */
  waitForCalls(n: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
};

/** The fenced ad text of the prompt (see lib/services/analysis/analysis-input.ts), whose words the good answer quotes. */
function fenced(prompt: string, tag: string): string | null {
  const m = new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>`).exec(prompt);
  return m ? m[1] : null;
}

/** The first few words of the first sentence: a literal quote. */
function firstWords(text: string, n = 6): string {
  return text
    .split(/[.!?\n]/)[0]
    .trim()
    .split(/\s+/)
    .slice(0, n)
    .join(" ");
}

/** A well-formed breakdown whose hook is `quote` (the fake's good answer, and a fixture for other tests). */
export function goodBreakdown(quote: string, sources: Source[] = ["texto"]): Breakdown {
  return {
    hook: { quote, type: "beneficio", sources },
    angle: { text: "Promete un resultado visible sin esfuerzo", sources: ["texto"] },
    offer: { text: "Descuento sobre el precio habitual con envío gratis", sources: ["texto"] },
    cta: { text: "Comprar ahora en la tienda", sources: ["texto"] },
    audience: { text: "Mujeres de 25 a 45 años que cuidan su piel", sources: ["texto"] },
    emotion: { text: "Deseo de verse bien", sources: ["texto"] },
    copy: [
      { text: "Abre con el beneficio en la primera línea", sources: ["texto"] },
      { text: "Ofrece pago contra entrega, que en Colombia da confianza", sources: ["texto"] },
      { text: "Muestra el envío gratis junto al precio", sources: ["texto"] },
    ],
    avoid: { text: "No prometas resultados médicos", sources: ["texto"] },
  };
}

function completion(content: string | null, refusal: string | null = null) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "gpt-4o-mini",
    choices: [{ index: 0, message: { role: "assistant", content, refusal }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
  };
}

export async function startFakeOpenAI(initial: FakeOpenAIMode = "good", port = 0): Promise<FakeOpenAI> {
  let calls = 0;
  let lastBody: Record<string, unknown> | null = null;
  let held: (() => void)[] | null = null;
  const waiters: { n: number; resolve: () => void }[] = [];
  const pending = new Set<ServerResponse>();
  const state = { mode: initial };

  function answer(body: Record<string, unknown>, res: ServerResponse) {
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    const messages = Array.isArray(body.messages) ? (body.messages as { role: string; content: unknown }[]) : [];
    const prompt = messages.map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content))).join("\n");
    switch (state.mode) {
      case "slow":
        pending.add(res);
        res.on("close", () => pending.delete(res));
        return;
      case "rate-limited":
        return send(429, {
          error: { message: "Rate limit reached for gpt-4o-mini", type: "requests", param: null, code: "rate_limit_exceeded" },
        });
      case "refusal":
        return send(200, completion(null, "Lo siento, no puedo ayudar con esa solicitud."));
      case "malformed":
        return send(200, completion('{"hook": {"quote": "sin cerrar", "type": "pregunta"'));
      case "invented":
        return send(200, completion(JSON.stringify(goodBreakdown("¿Sabías que 9 de cada 10 médicos la recomiendan?"))));
      case "good": {
        const transcript = fenced(prompt, "transcripcion_del_video");
        const text = fenced(prompt, "texto_del_anuncio") ?? "";
        // With a transcript, the hook comes from the video's words, as with a real video ad.
        const quote = transcript ? firstWords(transcript) : firstWords(text);
        return send(200, completion(JSON.stringify(goodBreakdown(quote, transcript ? ["transcripción"] : ["texto"]))));
      }
    }
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: `no route for ${req.method} ${req.url}` } }));
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      } catch {
        // An unreadable request still counts as a call; the answer says what OpenAI would.
      }
      calls++;
      lastBody = body;
      for (const w of waiters.filter((w) => calls >= w.n)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
      if (held) held.push(() => answer(body, res));
      else answer(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;

  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    get mode() {
      return state.mode;
    },
    set mode(m: FakeOpenAIMode) {
      state.mode = m;
    },
    get calls() {
      return calls;
    },
    get lastBody() {
      return lastBody;
    },
    hold() {
      held ??= [];
    },
    release() {
      const queued = held ?? [];
      held = null;
      for (const send of queued) send();
    },
    waitForCalls(n: number) {
      if (calls >= n) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ n, resolve }));
    },
    reset() {
      const queued = held ?? [];
      held = null;
      for (const send of queued) send();
      calls = 0;
      lastBody = null;
      state.mode = "good";
    },
    async close() {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { MockLanguageModelV3 } from "ai/test";
import { errorResponse, parseJson } from "@/lib/api/handler";
import { resetEnvForTests } from "@/lib/env";
import { localSuggestions } from "@/lib/services/suggestions/local-suggestions";
import { suggestionsStatus } from "@/lib/services/suggestions/model";
import { suggestKeywords } from "@/lib/services/suggestions/suggest-keywords";
import { suggestionsRequestSchema } from "@/lib/validation/suggestions";
import { callRoute, signedInUser } from "../support/factories";

const IDEA = "fajas moldeadoras para mujeres";

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3["doGenerate"]>>;

function answer(text: string): GenerateResult {
  return {
    content: [{ type: "text", text }],
    finishReason: { unified: "stop", raw: "stop" },
    usage: {
      inputTokens: { total: 50, noCache: 50, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: 40, text: 40, reasoning: undefined },
    },
    warnings: [],
  };
}

const AI_VARS = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "AI_MODEL"] as const;
const savedEnv = Object.fromEntries(AI_VARS.map((k) => [k, process.env[k]]));
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // No key: whatever a developer exported, these tests choose the source themselves.
  for (const k of AI_VARS) delete process.env[k];
  resetEnvForTests();
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  for (const k of AI_VARS) {
    if (savedEnv[k] === undefined) delete process.env[k];
    else process.env[k] = savedEnv[k];
  }
  resetEnvForTests();
  warn.mockRestore();
});

describe("suggestions from the AI model", () => {
  it("returns the model's structured keywords, cleaned and deduplicated, as source ai", async () => {
    const keywords = [
      "Fajas Moldeadoras",
      "faja reductora",
      "fajas moldeadoras",
      "#cinturilla colombiana",
      "  faja   postparto ",
      "faja moldeadora envío gratis",
      "faja pago contra entrega",
      "body moldeador",
    ];
    const model = new MockLanguageModelV3({ doGenerate: answer(JSON.stringify({ keywords })) });

    const result = await suggestKeywords(IDEA, { model });

    expect(result).toEqual({
      source: "ai",
      suggestions: [
        "fajas moldeadoras",
        "faja reductora",
        "cinturilla colombiana",
        "faja postparto",
        "faja moldeadora envío gratis",
        "faja pago contra entrega",
        "body moldeador",
      ],
    });
    // One call, asking for JSON against our schema, with the Spanish instructions and the idea.
    expect(model.doGenerateCalls).toHaveLength(1);
    const call = model.doGenerateCalls[0];
    expect(call.responseFormat).toMatchObject({ type: "json", name: "keywords" });
    expect(JSON.stringify(call.responseFormat)).toContain('"keywords"');
    expect(JSON.stringify(call.prompt)).toContain("Biblioteca de Anuncios de Meta");
    expect(JSON.stringify(call.prompt)).toContain(IDEA);
  });

  it("tops a short answer up to six keywords with local ones", async () => {
    const model = new MockLanguageModelV3({ doGenerate: answer(JSON.stringify({ keywords: ["faja colombiana", "faja reductora"] })) });
    const result = await suggestKeywords(IDEA, { model });
    expect(result.source).toBe("ai");
    expect(result.suggestions).toHaveLength(6);
    expect(result.suggestions.slice(0, 2)).toEqual(["faja colombiana", "faja reductora"]);
    expect(result.suggestions).toContain("fajas moldeadoras para mujeres");
  });

  it("keeps at most twelve", async () => {
    const keywords = Array.from({ length: 20 }, (_, i) => `faja modelo ${i + 1}`);
    const result = await suggestKeywords(IDEA, { model: new MockLanguageModelV3({ doGenerate: answer(JSON.stringify({ keywords })) }) });
    expect(result.suggestions).toHaveLength(12);
  });
});

describe("falling back to the local suggester", () => {
  it("answers locally when the model call fails", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error("upstream 500");
      },
    });
    expect(await suggestKeywords(IDEA, { model })).toEqual({ source: "local", suggestions: localSuggestions(IDEA) });
    expect(warn).toHaveBeenCalled();
  });

  it("answers locally when the model's output does not match the schema", async () => {
    const model = new MockLanguageModelV3({ doGenerate: answer("aquí tienes unas ideas: fajas, cinturillas") });
    expect((await suggestKeywords(IDEA, { model })).source).toBe("local");
  });

  it("answers locally when the model's keywords are all unusable", async () => {
    const model = new MockLanguageModelV3({ doGenerate: answer(JSON.stringify({ keywords: ["", " ", "#"] })) });
    expect((await suggestKeywords(IDEA, { model })).source).toBe("local");
  });

  it("answers locally when the model takes longer than the timeout", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: ({ abortSignal }) =>
        new Promise((_, reject) => abortSignal?.addEventListener("abort", () => reject(abortSignal.reason), { once: true })),
    });
    expect((await suggestKeywords(IDEA, { model, timeoutMs: 100 })).source).toBe("local");
  });

  it("answers locally without an API key, and says so in the health status", async () => {
    expect(await suggestKeywords(IDEA)).toEqual({ source: "local", suggestions: localSuggestions(IDEA) });
    expect(suggestionsStatus()).toEqual({ source: "local", model: null });
  });
});

describe("the configured OpenAI-compatible endpoint", () => {
  let server: http.Server;
  let baseURL: string;
  const seen: Array<{ path: string; auth: string | undefined; body: { model?: string; response_format?: { type?: string } } }> = [];
  let reply: (res: http.ServerResponse) => void;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        seen.push({ path: req.url ?? "", auth: req.headers.authorization, body: JSON.parse(raw || "{}") });
        reply(res);
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  function configure() {
    process.env.OPENAI_API_KEY = "sk-test-local";
    process.env.OPENAI_BASE_URL = baseURL;
    process.env.AI_MODEL = "modelo-de-prueba";
    resetEnvForTests();
    seen.length = 0;
  }

  it("calls /chat/completions with the key and model, and reports source ai", async () => {
    configure();
    const keywords = ["faja reductora", "faja colombiana", "cinturilla", "faja postparto", "body moldeador", "faja envío gratis"];
    reply = (res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-1",
          object: "chat.completion",
          created: 1_700_000_000,
          model: "modelo-de-prueba",
          choices: [{ index: 0, message: { role: "assistant", content: JSON.stringify({ keywords }) }, finish_reason: "stop" }],
          usage: { prompt_tokens: 50, completion_tokens: 30, total_tokens: 80 },
        }),
      );
    };

    expect(await suggestKeywords(IDEA)).toEqual({ source: "ai", suggestions: keywords });
    expect(seen).toHaveLength(1);
    expect(seen[0].path).toBe("/v1/chat/completions");
    expect(seen[0].auth).toBe("Bearer sk-test-local");
    expect(seen[0].body.model).toBe("modelo-de-prueba");
    expect(seen[0].body.response_format?.type).toMatch(/^json/);
    expect(suggestionsStatus()).toEqual({ source: "ai", model: "modelo-de-prueba" });
  });

  it("falls back to local when the endpoint fails", async () => {
    configure();
    reply = (res) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "boom", type: "server_error" } }));
    };
    expect(await suggestKeywords(IDEA)).toEqual({ source: "local", suggestions: localSuggestions(IDEA) });
    expect(seen.length).toBeGreaterThanOrEqual(1);
  });
});

describe("the idea's validation, as the route replies", () => {
  async function routeReply(body: unknown) {
    const req = new Request("http://localhost/api/suggestions", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
    try {
      await parseJson(req, suggestionsRequestSchema);
    } catch (e) {
      const res = errorResponse(e);
      return { status: res.status, json: await res.json() };
    }
    return null;
  }

  it("refuses an empty, blank or missing idea with 400 'Ingresa una idea primero'", async () => {
    for (const body of [{ idea: "" }, { idea: "   " }, {}, { idea: null }]) {
      expect(await routeReply(body)).toEqual({
        status: 400,
        json: {
          success: false,
          error: "Ingresa una idea primero",
          message: "Ingresa una idea primero",
          code: "BAD_REQUEST",
          field: "idea",
        },
      });
    }
  });

  it("refuses an idea longer than 300 characters", async () => {
    const res = await routeReply({ idea: "a".repeat(301) });
    expect(res?.status).toBe(400);
    expect(res?.json.error).toBe("La idea no puede superar los 300 caracteres");
  });

  it("trims the idea it accepts", () => {
    expect(suggestionsRequestSchema.parse({ idea: "  freidora de aire  " })).toEqual({ idea: "freidora de aire" });
  });

  it("answers a signed-in user through the route: local keywords without an API key, and the health status", async () => {
    const { POST } = await import("@/app/api/suggestions/route");
    const { GET } = await import("@/app/api/suggestions/health/route");
    const { token } = await signedInUser("free");
    const res = await callRoute<{ suggestions: string[] }>(POST, { token, body: { idea: `  ${IDEA}  ` } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, source: "local", suggestions: localSuggestions(IDEA) });
    expect(res.json.suggestions.length).toBeGreaterThan(0);
    const health = await callRoute(GET, { token });
    expect(health.json).toEqual({ success: true, status: "ok", source: "local", model: null });
    const empty = await callRoute(POST, { token, body: { idea: " " } });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe("Ingresa una idea primero");
  });

  it("refuses a caller who is not signed in", async () => {
    process.env.AUTH_SECRET ??= "a-test-secret-of-at-least-thirty-two-characters";
    resetEnvForTests();
    const { POST } = await import("@/app/api/suggestions/route");
    const { GET } = await import("@/app/api/suggestions/health/route");
    const ctx = { params: Promise.resolve({}) };
    const post = await POST(new Request("http://localhost/api/suggestions", { method: "POST", body: JSON.stringify({ idea: IDEA }) }), ctx);
    expect(post.status).toBe(401);
    expect((await GET(new Request("http://localhost/api/suggestions/health"), ctx)).status).toBe(401);
  });
});

import { AppError, type AppErrorCode } from "@/lib/errors";
import type { ProviderName } from "./types";

export const PROVIDER_ERROR_KINDS = [
  "auth",
  "credits",
  "rate_limited",
  "upstream",
  "timeout",
  "bad_response",
  "bad_request",
  "not_found",
  "cancelled",
] as const;
export type ProviderErrorKind = (typeof PROVIDER_ERROR_KINDS)[number];

/** What the user reads. Auth and credits are the operator's problem, so they say to tell the admin. */
export const PROVIDER_ERROR_MESSAGES: Record<ProviderErrorKind, string> = {
  auth: "El proveedor de anuncios rechazó la clave de acceso. Avisa al administrador.",
  credits: "El proveedor de anuncios se quedó sin créditos. Avisa al administrador.",
  rate_limited: "El proveedor de anuncios está recibiendo demasiadas solicitudes. Espera un momento e intenta de nuevo.",
  upstream: "El proveedor de anuncios tuvo un error. Intenta de nuevo en unos minutos.",
  timeout: "El proveedor de anuncios no respondió a tiempo. Intenta de nuevo.",
  bad_response: "El proveedor de anuncios devolvió una respuesta que no se pudo leer. Intenta de nuevo más tarde.",
  bad_request: "El proveedor de anuncios no aceptó los parámetros de búsqueda. Revisa los filtros e intenta de nuevo.",
  not_found: "El proveedor de anuncios no encontró el anuncio o la página solicitada.",
  cancelled: "La búsqueda fue cancelada.",
};

/**
 * HTTP status the app should answer with. Upstream trouble is a bad gateway (502) even when upstream
 * said 401/402: the user's own request was fine. 499 (client closed request) for a cancellation,
 * which nobody is left to read.
 */
export const PROVIDER_ERROR_STATUS: Record<ProviderErrorKind, number> = {
  auth: 502,
  credits: 502,
  rate_limited: 503,
  upstream: 502,
  timeout: 504,
  bad_response: 502,
  bad_request: 400,
  not_found: 404,
  cancelled: 499,
};

const APP_CODE: Record<ProviderErrorKind, AppErrorCode> = {
  auth: "UPSTREAM",
  credits: "UPSTREAM",
  rate_limited: "RATE_LIMITED",
  upstream: "UPSTREAM",
  timeout: "TIMEOUT",
  bad_response: "UPSTREAM",
  bad_request: "BAD_REQUEST",
  not_found: "NOT_FOUND",
  cancelled: "INTERNAL",
};

/**
 * A failure talking to an ad provider. It is an AppError so route handlers translate it like any other
 * service error (Spanish `message`, `status`); `detail` is English, for logs only, and never holds a key.
 */
export class ProviderError extends AppError {
  readonly kind: ProviderErrorKind;
  readonly provider: ProviderName;
  /** The upstream HTTP status, when there was a reply. */
  readonly upstreamStatus: number | null;
  readonly detail: string;

  constructor(kind: ProviderErrorKind, opts: { provider: ProviderName; detail: string; upstreamStatus?: number | null; cause?: unknown }) {
    super(APP_CODE[kind], PROVIDER_ERROR_MESSAGES[kind], { status: PROVIDER_ERROR_STATUS[kind], cause: opts.cause });
    this.name = "ProviderError";
    this.kind = kind;
    this.provider = opts.provider;
    this.upstreamStatus = opts.upstreamStatus ?? null;
    this.detail = opts.detail;
  }
}

export function isProviderError(e: unknown): e is ProviderError {
  return e instanceof ProviderError;
}

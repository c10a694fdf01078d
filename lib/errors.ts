/**
 * The one error type services throw. Entry points translate it in one place
 * (route handlers: `{ success: false, error, message }` with `status`; actions: a result object).
 * `message` is always Spanish and safe to show to the user.
 */
export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "CROSS_SITE"
  | "METHOD_NOT_ALLOWED"
  | "PASSWORD_CHANGE_REQUIRED"
  | "QUOTA_EXCEEDED"
  | "PLAN_LIMIT"
  | "UPSTREAM"
  | "TIMEOUT"
  | "UNAVAILABLE"
  /** A feature that needs configuration an administrator has not done (the AI model's key). */
  | "NOT_CONFIGURED"
  | "INTERNAL";

const defaultStatus: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  CROSS_SITE: 403,
  METHOD_NOT_ALLOWED: 405,
  PASSWORD_CHANGE_REQUIRED: 403,
  QUOTA_EXCEEDED: 403,
  PLAN_LIMIT: 403,
  UPSTREAM: 502,
  TIMEOUT: 504,
  UNAVAILABLE: 503,
  // Not a 5xx: nothing failed, the server is not set up for it (the reply says who must act).
  NOT_CONFIGURED: 409,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly field?: string;
  /** For RATE_LIMITED: sent as `Retry-After`. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: AppErrorCode,
    message: string,
    opts: { status?: number; field?: string; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = "AppError";
    this.code = code;
    this.status = opts.status ?? defaultStatus[code];
    this.field = opts.field;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

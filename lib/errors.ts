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
  | "QUOTA_EXCEEDED"
  | "PLAN_LIMIT"
  | "UPSTREAM"
  | "TIMEOUT"
  | "INTERNAL";

const defaultStatus: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 403,
  PLAN_LIMIT: 403,
  UPSTREAM: 502,
  TIMEOUT: 504,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly field?: string;

  constructor(code: AppErrorCode, message: string, opts: { status?: number; field?: string; cause?: unknown } = {}) {
    super(message, { cause: opts.cause });
    this.name = "AppError";
    this.code = code;
    this.status = opts.status ?? defaultStatus[code];
    this.field = opts.field;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

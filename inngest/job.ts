/**
 * The slice of Inngest's handler context the job bodies use, so one body runs both on Inngest's engine
 * (memoized, retried steps) and in-process (inngest/local.ts). Step results must be JSON values.
 */
export type JobEvent = { name: string; data?: Record<string, unknown>; ts?: number };
export type JobEventPayload = { name: string; data: Record<string, unknown> };
export type JobStep = {
  run<T>(id: string, fn: () => Promise<T>): Promise<T>;
  sendEvent(id: string, events: JobEventPayload[]): Promise<unknown>;
};
export type JobContext = { event: JobEvent; step: JobStep };

type InngestLikeStep = {
  run: (id: string, fn: () => Promise<unknown>) => Promise<unknown>;
  sendEvent: (id: string, payload: JobEventPayload[]) => Promise<unknown>;
};

/** Adapts Inngest's step tools (whose results are typed as their JSON form) to JobStep. */
export function jobStep(step: InngestLikeStep): JobStep {
  return {
    run: <T>(id: string, fn: () => Promise<T>) => step.run(id, fn) as Promise<T>,
    sendEvent: (id, events) => step.sendEvent(id, events),
  };
}

/** The moment the run stands for: the scheduled event's time, so a retry later computes the same day. */
export function eventTime(event: JobEvent): Date {
  return typeof event.ts === "number" ? new Date(event.ts) : new Date();
}

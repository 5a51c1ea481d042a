import pino from "pino";

/** Structured JSON logs. Never log names, e-mails, phones or messages. */
export function createLogger(level: string) {
  return pino({ level, base: null, timestamp: pino.stdTimeFunctions.isoTime });
}

export type Logger = ReturnType<typeof createLogger>;

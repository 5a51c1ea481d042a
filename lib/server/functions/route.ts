import { Hono } from "hono";
import { isHoneypotFilled } from "../../forms/honeypot.ts";
import { SERVER_ERRORS } from "../../forms/messages.ts";
import { fieldErrors } from "../../forms/schemas.ts";
import type { ServerConfig } from "../config.ts";
import { hasPublishableKey } from "../http/auth.ts";
import { clientAddress } from "../http/client-address.ts";
import { functionsCors } from "../http/cors.ts";
import { readJsonBody } from "../http/json-body.ts";
import { clientAddressRule, sameEmailRule } from "../http/limits.ts";
import type { LimitRule, Store } from "../store/store.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import { FUNCTIONS } from "./registry.ts";

export interface FunctionsDeps {
  config: ServerConfig;
  store: Store;
  /** Current time in ms; tests move it. */
  now?: () => number;
  /** Called after a submission was committed with outbox jobs (wakes the worker). */
  onStored?: () => void;
}

/** A retry key from the client: printable ASCII, bounded, else ignored. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

/** POST /functions/v1/<name>: key, JSON body, shared validation, limits, one durable transaction. */
export function functionsApp({ config, store, now = Date.now, onStored }: FunctionsDeps): Hono {
  const app = new Hono();
  app.use("*", functionsCors(config.allowedOrigins));

  app.all("/:name", async (c) => {
    const name = c.req.param("name");
    const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
    if (!fn) return c.json({ error: SERVER_ERRORS.notFound }, 404);
    if (c.req.method !== "POST") {
      c.header("Allow", "POST, OPTIONS");
      return c.json({ error: SERVER_ERRORS.methodNotAllowed }, 405);
    }
    const key = { authorization: c.req.header("authorization"), apikey: c.req.header("apikey") };
    if (!hasPublishableKey(key, config.functionsKey)) return c.json({ error: SERVER_ERRORS.unauthorized }, 401);

    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return c.json({ error: body.error }, body.status);
    const parsed = fn.schema.safeParse(body.value);
    if (!parsed.success) return c.json({ error: SERVER_ERRORS.invalid, fields: fieldErrors(parsed.error) }, 400);
    const at = now();
    // A bot filled the hidden field: it gets what a person would get, nothing is kept.
    if (isHoneypotFilled(body.value)) return c.json(fn.answer(timeOrderedId(at)));

    const email = typeof parsed.data.email === "string" ? parsed.data.email.toLowerCase() : null;
    const limits: LimitRule[] = [clientAddressRule(clientAddress(c, config.trustProxy), config.rateLimit)];
    if (email) limits.push(sameEmailRule(fn.type, email));
    const idempotencyKey = c.req.header("idempotency-key")?.trim();

    const outcome = await store.submit({
      id: timeOrderedId(at),
      type: fn.type,
      email,
      fields: parsed.data,
      idempotencyKey: idempotencyKey && IDEMPOTENCY_KEY.test(idempotencyKey) ? idempotencyKey : null,
      channels: fn.channels,
      limits,
      oncePerEmail: fn.oncePerEmail,
      now: at,
    });
    if (outcome.kind === "limited") {
      c.header("Retry-After", String(Math.ceil(Math.max(...limits.map((rule) => rule.windowMs)) / 1000)));
      return c.json({ error: SERVER_ERRORS.throttled }, 429);
    }
    if (outcome.kind === "stored") onStored?.();
    return c.json(fn.answer(outcome.id));
  });

  app.all("*", (c) => c.json({ error: SERVER_ERRORS.notFound }, 404));
  return app;
}

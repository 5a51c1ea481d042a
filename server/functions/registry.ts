import type { Context } from "hono";

/** A function under POST /functions/v1/<name>: receives the parsed JSON body. */
export type FunctionHandler = (body: unknown, c: Context) => Promise<Response>;

/** Filled by the functions (submit-contact, submit-demo, newsletter-signup, brevo-automation-contact). */
export const FUNCTIONS: Record<string, FunctionHandler> = {};

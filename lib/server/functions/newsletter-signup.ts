import { newsletterSchema } from "../../forms/schemas.ts";
import type { FunctionDefinition } from "./definition.ts";

/** Newsletter: the address joins the Brevo newsletter list; signing up twice is a success, stored once. */
export const newsletterSignup: FunctionDefinition = {
  type: "newsletter",
  schema: newsletterSchema,
  channels: ["brevo-newsletter"],
  oncePerEmail: true,
  answer: () => ({ success: true }),
};

import { automationSchema } from "../../forms/schemas.ts";
import type { FunctionDefinition } from "./definition.ts";

/** Automation sign-up: becomes a Brevo contact (identified by the submission id) in the automation list. */
export const brevoAutomationContact: FunctionDefinition = {
  type: "automation",
  schema: automationSchema,
  channels: ["brevo-automation", "announce-email", "announce-chat"],
  oncePerEmail: false,
  answer: (submissionId) => ({ success: true, submissionId }),
};

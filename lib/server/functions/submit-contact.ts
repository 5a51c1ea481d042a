import { contactSchema } from "../../forms/schemas.ts";
import type { FunctionDefinition } from "./definition.ts";

/** Contact form: e-mailed to sales. */
export const submitContact: FunctionDefinition = {
  type: "contact",
  schema: contactSchema,
  channels: ["sales-email", "announce-email", "announce-chat"],
  oncePerEmail: false,
  answer: (submissionId) => ({ submissionId }),
};

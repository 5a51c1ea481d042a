import { demoSchema } from "../../forms/schemas.ts";
import type { FunctionDefinition } from "./definition.ts";

/** Demo request: e-mailed to sales with the applications of interest. */
export const submitDemo: FunctionDefinition = {
  type: "demo",
  schema: demoSchema,
  channels: ["sales-email", "announce-email", "announce-chat"],
  oncePerEmail: false,
  answer: (submissionId) => ({ submissionId }),
};

export * from "./honeypot.ts";
export * from "./labels.ts";
export * from "./limits.ts";
export * from "./messages.ts";
export * from "./sanitize.ts";
export * from "./schemas.ts";

/**
 * Name of the hidden field every form carries. People never see or fill it; a bot that
 * does gets a normal-looking success and its submission is neither stored nor delivered.
 */
export const HONEYPOT_FIELD = "siteWeb";

export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/**
 * Name of the hidden field every form carries. People never see or fill it; a bot that
 * does gets a normal-looking success and its submission is never delivered: it waits 30 days among
 * « Indésirables » on the leads desk (issue 55).
 */
export const HONEYPOT_FIELD = "siteWeb";

export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/**
 * The publishable key identifies the site (it is public, not a secret): accepted as
 * `Authorization: Bearer <key>` (functions-js) or `apikey: <key>`.
 */
export function hasPublishableKey(
  headers: { authorization?: string | undefined; apikey?: string | undefined },
  key: string,
): boolean {
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization?.trim() ?? "")?.[1]?.trim();
  return bearer === key || headers.apikey?.trim() === key;
}

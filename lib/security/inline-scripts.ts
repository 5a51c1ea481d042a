/**
 * The executable inline scripts of an HTML page, whose hashes its Content-Security-Policy lists:
 * one rule, read by the build (inline-script-hashes.ts, node:crypto) and by the middleware when it
 * rewrites a page (inlineScriptHashesWeb, Web Crypto: Node and workerd alike).
 */
export function inlineScriptBodies(html: string): string[] {
  const bodies: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attrs = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attrs) || body === "") continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    bodies.push(body);
  }
  return bodies;
}

function base64(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The CSP sources (`'sha256-…'`) of a page's inline scripts, with Web Crypto. */
export async function inlineScriptHashesWeb(html: string): Promise<string[]> {
  const encoder = new TextEncoder();
  const hashes = await Promise.all(
    inlineScriptBodies(html).map(
      async (body) => `'sha256-${base64(await crypto.subtle.digest("SHA-256", encoder.encode(body)))}'`,
    ),
  );
  return [...new Set(hashes)];
}

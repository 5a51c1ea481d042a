/**
 * A request's body, read up to `limit` bytes and no further: undefined when it is longer (announced
 * by Content-Length or streamed), so that an endless body is never buffered. Edge-safe.
 */
export async function boundedBody(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const announced = Number(request.headers.get("content-length") ?? Number.NaN);
  if (announced > limit) {
    await request.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!request.body) return new Uint8Array(0);
  // HTTP framing stops the body at its Content-Length, within the limit here: read it at once.
  if (Number.isSafeInteger(announced)) return new Uint8Array(await request.arrayBuffer());
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

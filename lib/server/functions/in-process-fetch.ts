/** Where the functions answer, under any origin. */
const FUNCTION_PATH = /^\/functions\/v1\/([^/]+)$/;

/**
 * A `fetch` for the functions client when the functions run in this process (SUPABASE_URL unset):
 * each `/functions/v1/<name>` request goes to `serve` as the fetch Request the client built, same
 * headers and body as over HTTP, without a network hop. Anything else fails like an unreachable
 * host (the client reports a FunctionsFetchError).
 */
export function inProcessFetch(serve: (request: Request, name: string) => Promise<Response>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const match = FUNCTION_PATH.exec(new URL(request.url).pathname);
    if (!match?.[1]) throw new TypeError("fetch failed: only /functions/v1/<name> is served in process");
    let name: string;
    try {
      name = decodeURIComponent(match[1]);
    } catch {
      name = "";
    }
    return serve(request, name);
  };
}

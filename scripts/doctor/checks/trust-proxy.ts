import type { ServerConfig } from "../../../lib/server/config.ts";
import { type CheckResult, fail, ok, warn } from "../check.ts";

const CHECK = "TRUST_PROXY";

/**
 * Node (`npm run serve`, the standalone server, the container) serves plain HTTP and never terminates
 * TLS: an https:// SITE_URL means a TLS proxy is in front (nginx, Caddy, a load balancer, the host's
 * edge), so TRUST_PROXY must count it, or every visitor shares the proxy's address in the rate
 * limits. Without https there may be no proxy, and trusting X-Forwarded-For would let visitors
 * choose the address their submissions count against.
 */
export function checkTrustProxy(config: Pick<ServerConfig, "siteUrl" | "trustProxy">): CheckResult {
  const https = config.siteUrl.startsWith("https://");
  const n = config.trustProxy;
  if (https && n === 0)
    return fail(
      CHECK,
      "0 with an https:// SITE_URL: the TLS proxy in front is every visitor's address, one rate limit for all",
      "TRUST_PROXY=1 behind one proxy (recipes 1 and 2 of Deploying), or the number of proxies that append to X-Forwarded-For",
    );
  if (!https && n > 0)
    return warn(
      CHECK,
      `${n} without TLS in front: with no proxy appending to X-Forwarded-For, visitors choose their address`,
      "TRUST_PROXY=0 unless a proxy is in front",
    );
  if (n === 0) return ok(CHECK, "0: the socket's address (no proxy in front)");
  return ok(
    CHECK,
    `${n}: ${n === 1 ? "one proxy" : `${n} proxies`} in front, the visitor's address from X-Forwarded-For`,
  );
}

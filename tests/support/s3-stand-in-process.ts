/**
 * Tests only: the S3 stand-in (tests/support/s3-stand-in.ts) as a process, for the servers a
 * Playwright config starts (playwright.edge.config.ts): `node tests/support/s3-stand-in-process.ts <port> <bucket>`
 * serves the bucket on 127.0.0.1:<port> until it is stopped (SIGTERM or SIGINT), then removes its files.
 */
import { startS3StandIn } from "./s3-stand-in.ts";

const [port, bucket] = process.argv.slice(2);
if (!port || !bucket || !/^\d+$/.test(port)) {
  console.error("usage: node tests/support/s3-stand-in-process.ts <port> <bucket>");
  process.exit(2);
}
const standIn = await startS3StandIn(bucket, Number(port));
console.log(`S3 stand-in on ${standIn.endpoint}, bucket ${bucket}`);
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, () => {
    void standIn.stop().finally(() => process.exit(0));
  });

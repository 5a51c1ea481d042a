import type { Db } from "../store/db.ts";

/** Expired rows forgotten on each first use: more than one use adds, so the table stays bounded. */
const PURGE_BATCH = 50;
/** Kept this long past expiry: an instance whose clock is behind still finds a proof it would take. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Remembers that the proof signed `signature` was used, until its challenge expires; true only for
 * its first use. The primary key decides between concurrent uses, on every instance alike: exactly
 * one insert changes a row. The expired rows are forgotten here, a few at a time, rather than by a
 * periodic task: whatever instance takes proofs keeps the table small.
 */
export async function rememberFormProof(db: Db, signature: string, expiresAt: number, now: number): Promise<boolean> {
  const inserted = await db.run(
    "INSERT INTO form_proofs_used (signature, expires_at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING",
    [signature, expiresAt],
  );
  if (inserted !== 1) return false;
  await db.run(
    `DELETE FROM form_proofs_used WHERE signature IN
      (SELECT signature FROM form_proofs_used WHERE expires_at < ? ORDER BY expires_at LIMIT ${PURGE_BATCH})`,
    [now - CLOCK_SKEW_MS],
  );
  return true;
}

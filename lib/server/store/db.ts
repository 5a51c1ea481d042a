/**
 * The few SQL primitives both databases offer. Statements use `?` placeholders;
 * the PostgreSQL driver numbers them.
 */
export interface Db {
  readonly dialect: "sqlite" | "postgres";
  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Returns the number of changed rows. */
  run(sql: string, params?: readonly unknown[]): Promise<number>;
  /** Runs `fn` in one transaction (write-locked from the start on SQLite); commits durably or rolls back. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Inside a transaction: serialises concurrent transactions on the same keys (PostgreSQL advisory locks). */
  lockKeys(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** `?, ?, …`: n placeholders for an IN list or a row of values. */
export const placeholders = (n: number): string => Array.from({ length: n }, () => "?").join(", ");

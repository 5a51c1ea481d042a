/** What the server needs from storage; SQLite and PostgreSQL implement it alike. */
export interface Store {
  readonly kind: "sqlite" | "postgres";
  /** Resolves when the store answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The floors of lib/server/: each room (a folder, or a file at lib/server/'s top) on one floor, and
 * an import may only go down to a lower floor or stay in its room. Lower floors know nothing of
 * higher ones, so no two rooms import each other, even through others. The table is
 * docs/architecture.md's « Les étages de lib/server » (its test checks that both agree).
 */
export const SERVER_FLOORS: readonly (readonly string[])[] = [
  // The floor: connections, transactions, the migration runner, ids, the retry schedule.
  ["store"],
  ["config.ts", "logger.ts", "poll-loop.ts", "stop-grace.ts"],
  ["keys"],
  // The submissions' shape and the store's contract (its implementation is site-store).
  ["submissions"],
  ["http"],
  ["settings"],
  ["audit"],
  ["form-checks"],
  ["form-proof"],
  ["functions"],
  ["webhooks"],
  ["audience"],
  ["leads"],
  ["newsletter"],
  ["intake"],
  ["unwanted"],
  ["content"],
  ["articles"],
  // The pages served from the store: the content's version, the blog's pages, what the middleware is told.
  ["pages"],
  ["seo"],
  ["indexnow"],
  ["delivery"],
  ["staff"],
  // Every domain's migrations, in the order of their numbers.
  ["schema"],
  // The store the server opens: the submissions' contract over SQLite's thread or PostgreSQL's pool.
  ["site-store"],
  // What the process composes, each file on its own floor: the staff directory it opens and the
  // guard of staff pages, the audience's runtime, the runtime, and what wakes its workers.
  ["staff-directory.ts"],
  ["staff-guard.ts"],
  ["audience-runtime.ts"],
  ["runtime.ts"],
  ["announce-change.ts"],
];

const PREFIX = "lib/server/";

/** The room of a lib/server/ file: its first folder, or its own name at the top; undefined elsewhere. */
export function serverRoom(file: string): string | undefined {
  if (!file.startsWith(PREFIX)) return undefined;
  return file.slice(PREFIX.length).split("/")[0];
}

const FLOOR = new Map(SERVER_FLOORS.flatMap((rooms, floor) => rooms.map((room) => [room, floor] as const)));

export interface FloorViolation {
  file: string;
  message: string;
}

/**
 * Every import of a lib/server/ file (tests aside: a test may open the whole house) that goes up
 * or sideways to another room, and every room the table does not place.
 */
export function serverFloorViolations(
  graph: ReadonlyMap<string, readonly string[]>,
  isTest: (file: string) => boolean,
): FloorViolation[] {
  const violations: FloorViolation[] = [];
  const unplaced = new Set<string>();
  for (const [file, targets] of graph) {
    const room = serverRoom(file);
    if (room === undefined || isTest(file)) continue;
    const floor = FLOOR.get(room);
    if (floor === undefined) {
      if (!unplaced.has(room))
        violations.push({
          file,
          message: `lib/server/${room} has no floor: place it in SERVER_FLOORS (scripts/gates/server-floors.ts) and in docs/architecture.md`,
        });
      unplaced.add(room);
      continue;
    }
    for (const target of targets) {
      const targetRoom = serverRoom(target);
      if (targetRoom === undefined || targetRoom === room) continue;
      const targetFloor = FLOOR.get(targetRoom);
      if (targetFloor === undefined || targetFloor < floor) continue;
      violations.push({
        file,
        message: `imports ${target}: lib/server/${targetRoom} (floor ${targetFloor + 1}) is ${
          targetFloor === floor ? "on the same floor as" : "above"
        } lib/server/${room} (floor ${floor + 1}); a floor only imports the floors below it`,
      });
    }
  }
  return violations;
}

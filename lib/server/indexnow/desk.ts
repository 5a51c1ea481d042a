import { INDEXNOW_ALERT_OUTCOMES } from "../../config/indexnow.ts";
import type { Db } from "../store/db.ts";
import { indexNowQueueCounts } from "./queue.ts";
import { type IndexNowSubmission, listIndexNowSubmissions } from "./rounds.ts";

/** What the SEO desk shows of IndexNow: waiting addresses, the last submissions, and the alert. */
export interface IndexNowDeskState {
  /** Addresses due for the next round, and those scheduled for later (an article going out at a set time). */
  queue: { due: number; scheduled: number };
  submissions: IndexNowSubmission[];
  /** The latest refusal (400, 403, 422) when no submission was accepted since: the team has something to fix. */
  alert: IndexNowSubmission | undefined;
}

export async function indexNowDeskState(db: Db, now: number): Promise<IndexNowDeskState> {
  const [queue, submissions] = await Promise.all([indexNowQueueCounts(db, now), listIndexNowSubmissions(db)]);
  const latestDecisive = submissions.find((s) => s.outcome === "sent" || INDEXNOW_ALERT_OUTCOMES.includes(s.outcome));
  const alert = latestDecisive && latestDecisive.outcome !== "sent" ? latestDecisive : undefined;
  return { queue, submissions, alert };
}

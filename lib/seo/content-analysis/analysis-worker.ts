/**
 * The content analysis off the editor's main thread: typing never waits for it. One analyser per
 * worker keeps what it read of each paragraph, so an edit reads again only what changed.
 */
import { type AnalysisInput, createContentAnalyser } from "./analyse.ts";

const analyse = createContentAnalyser();

self.addEventListener("message", (event: MessageEvent<{ seq: number; input: AnalysisInput }>) => {
  const { seq, input } = event.data;
  self.postMessage({ seq, analysis: analyse(input) });
});

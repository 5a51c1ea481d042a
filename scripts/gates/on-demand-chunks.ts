/**
 * What a page fetches when its code asks for a module on demand (`import()`): Turbopack writes, in
 * a chunk the page loads, each such module's chunks as one list (`Promise.all(["static/chunks/…",
 * …].map(…))`). Pure functions over the chunks' texts, so the gate's reading can be shown in a test.
 */

const CHUNK_LIST = /Promise\.all\(\[((?:"static\/chunks\/[^"]+",?)+)\]/g;

/** Every on-demand list of the build, each as the chunks' paths ("/_next/static/chunks/…"). */
export function onDemandLists(texts: Iterable<string>): string[][] {
  const lists: string[][] = [];
  for (const text of texts)
    for (const match of text.matchAll(CHUNK_LIST))
      lists.push([...(match[1] ?? "").matchAll(/"([^"]+)"/g)].map((name) => `/_next/${name[1]}`));
  return lists;
}

/**
 * The chunks fetched for the one module on demand whose code holds `marker`: the list holding the
 * chunk that has it (an error when none, or several lists, do). `chunks` maps each chunk's path to its text.
 */
export function chunksOfModuleWith(chunks: ReadonlyMap<string, string>, marker: string): string[] {
  const holders = [...chunks].filter(([, text]) => text.includes(marker)).map(([path]) => path);
  const lists = onDemandLists(chunks.values()).filter((list) => list.some((path) => holders.includes(path)));
  const distinct = [...new Map(lists.map((list) => [list.join(" "), list])).values()];
  if (distinct.length !== 1)
    throw new Error(`${distinct.length} on-demand lists hold a chunk with ${JSON.stringify(marker)} (expected 1)`);
  return distinct[0]!;
}

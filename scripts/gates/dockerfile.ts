/**
 * The last stage of the Dockerfile, read so that a gate can replay it without Docker: what it
 * copies from the build stage, its environment, its user, its health check and its command.
 * Only the instructions that stage uses are understood; any other one is an error, so that the
 * gate never silently skips a step of the image.
 */

export interface RunStage {
  name: string | undefined;
  workdir: string;
  env: Record<string, string>;
  /** `COPY --from=<stage>` sources (absolute paths in the build stage) and destinations. */
  copies: { from: string; src: string; dest: string; chown: string | undefined }[];
  user: string | undefined;
  volumes: string[];
  expose: number[];
  stopSignal: string | undefined;
  /** The HEALTHCHECK command (exec form) and its options. */
  healthcheck: { options: Record<string, string>; command: string[] } | undefined;
  cmd: string[];
  /** RUN lines, kept for reading (not replayed). */
  runs: string[];
}

/** Logical lines: continuations joined, comments and blank lines dropped. */
function logicalLines(source: string): string[] {
  const lines: string[] = [];
  let current = "";
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (current === "" && (line.trim() === "" || line.trimStart().startsWith("#"))) continue;
    if (line.endsWith("\\")) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    lines.push((current + line).trim());
    current = "";
  }
  if (current.trim()) lines.push(current.trim());
  return lines;
}

function substitute(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::-([^}]*))?\}|\$(\w+)/g, (_, braced, fallback, bare) => {
    const name = braced ?? bare;
    return vars[name] ?? fallback ?? "";
  });
}

/** KEY=VALUE pairs of an ENV or ARG line (values may be double-quoted). */
function pairs(text: string): [string, string][] {
  return [...text.matchAll(/(\w+)(?:=("(?:[^"\\]|\\.)*"|\S*))?/g)].map((m) => [
    m[1]!,
    (m[2] ?? "").replace(/^"(.*)"$/, "$1"),
  ]);
}

function execForm(text: string, what: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === "string"))
    throw new Error(`${what} must be in exec form (a JSON array of strings): ${text}`);
  return parsed;
}

export function parseRunStage(source: string): RunStage {
  const lines = logicalLines(source);
  const globalArgs: Record<string, string> = {};
  let stageStart = -1;
  lines.forEach((line, index) => {
    if (/^FROM\s/i.test(line)) stageStart = index;
    else if (stageStart === -1 && /^ARG\s/i.test(line))
      for (const [key, value] of pairs(line.slice(4))) globalArgs[key] = value;
  });
  if (stageStart === -1) throw new Error("no FROM in the Dockerfile");
  const stage: RunStage = {
    name: /\sAS\s+(\S+)\s*$/i.exec(lines[stageStart]!)?.[1],
    workdir: "/",
    env: {},
    copies: [],
    user: undefined,
    volumes: [],
    expose: [],
    stopSignal: undefined,
    healthcheck: undefined,
    cmd: [],
    runs: [],
  };
  const args: Record<string, string> = {};
  const vars = () => ({ ...args, ...stage.env });
  for (const line of lines.slice(stageStart + 1)) {
    const [, keyword = "", rest = ""] = /^(\w+)\s+([\s\S]*)$/.exec(line) ?? [];
    switch (keyword.toUpperCase()) {
      case "ARG":
        for (const [key, value] of pairs(rest)) args[key] = value || globalArgs[key] || "";
        break;
      case "ENV":
        for (const [key, value] of pairs(rest)) stage.env[key] = substitute(value, vars());
        break;
      case "WORKDIR":
        stage.workdir = substitute(rest, vars());
        break;
      case "COPY": {
        const words = rest.split(/\s+/);
        const flags = Object.fromEntries(
          words.filter((w) => w.startsWith("--")).map((w) => w.slice(2).split("=") as [string, string]),
        );
        const paths = words.filter((w) => !w.startsWith("--"));
        if (!flags.from || paths.length !== 2) throw new Error(`unsupported COPY (one --from source): ${line}`);
        stage.copies.push({ from: flags.from, src: paths[0]!, dest: paths[1]!, chown: flags.chown });
        break;
      }
      case "USER":
        stage.user = rest;
        break;
      case "VOLUME":
        stage.volumes.push(...(rest.startsWith("[") ? execForm(rest, "VOLUME") : rest.split(/\s+/)));
        break;
      case "EXPOSE":
        stage.expose.push(...rest.split(/\s+/).map((port) => Number.parseInt(port, 10)));
        break;
      case "STOPSIGNAL":
        stage.stopSignal = rest;
        break;
      case "HEALTHCHECK": {
        const at = rest.search(/\bCMD\s+\[/);
        if (at === -1) throw new Error(`HEALTHCHECK must use CMD in exec form: ${line}`);
        const options = Object.fromEntries(
          [...rest.slice(0, at).matchAll(/--([\w-]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]),
        );
        stage.healthcheck = { options, command: execForm(rest.slice(at + 3).trim(), "HEALTHCHECK CMD") };
        break;
      }
      case "CMD":
        stage.cmd = execForm(rest, "CMD");
        break;
      case "RUN":
        stage.runs.push(rest);
        break;
      default:
        throw new Error(`instruction not understood in the last stage: ${line}`);
    }
  }
  return stage;
}

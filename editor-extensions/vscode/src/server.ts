// Which command starts `hermes lsp` (or `hermes acp`, for the chat panel), in the
// order of Microsoft's Python tool extensions (the tools template, Black, Ruff):
//
//   1. the hermes.server.path setting (a `hermes` command);
//   2. the hermes.server.pythonPath setting (`python -m hermes_cli …`);
//   3. the interpreter selected in the Python extension, if it can import hermes_cli;
//   4. `hermes` on PATH.
//
// Paths a workspace sets, and the Python extension's interpreter (often the
// workspace's own .venv), are not used in an untrusted workspace: a cloned repository
// must not choose what runs. Pure: what it looks at comes in as `Finders`, so the unit
// tests need no VS Code.

export type ServerSource = "setting" | "python" | "python-extension" | "path";

export interface ServerCommand {
  command: string;
  args: string[];
  from: ServerSource;
}

export interface ServerSettings {
  // The value and whether it came from the workspace (not the user's own settings).
  path: { value: string; fromWorkspace: boolean };
  pythonPath: { value: string; fromWorkspace: boolean };
}

export type Subcommand = "lsp" | "acp";

/** Where to look after the settings. */
export interface Finders {
  /** The interpreter selected in the Python extension; undefined without the extension or a selection. */
  selectedInterpreter(): Promise<string | undefined>;
  /** Whether `python` can import hermes_cli. */
  hasHermes(python: string): Promise<boolean>;
  /** A program on PATH. */
  onPath(name: string): string | undefined;
}

/** The outcome: the command, or where an install could go when there is none. */
export interface ServerSearch {
  command?: ServerCommand;
  /** The Python extension's interpreter, when one is selected but cannot import hermes_cli. */
  interpreter?: string;
}

function pythonCommand(python: string, subcommand: Subcommand, from: ServerSource): ServerCommand {
  return { command: python, args: ["-m", "hermes_cli", subcommand], from };
}

/** Steps 1 and 2: the explicit settings, used as they are. */
export function commandFromSettings(
  settings: ServerSettings,
  workspaceTrusted: boolean,
  subcommand: Subcommand = "lsp",
): ServerCommand | undefined {
  const usable = (s: { value: string; fromWorkspace: boolean }): string | undefined => {
    const value = s.value.trim();
    if (value === "" || (s.fromWorkspace && !workspaceTrusted)) {
      return undefined;
    }
    return value;
  };
  const path = usable(settings.path);
  if (path !== undefined) {
    return { command: path, args: [subcommand], from: "setting" };
  }
  const python = usable(settings.pythonPath);
  return python === undefined ? undefined : pythonCommand(python, subcommand, "python");
}

/** All four steps. */
export async function findServer(
  settings: ServerSettings,
  workspaceTrusted: boolean,
  finders: Finders,
  subcommand: Subcommand = "lsp",
): Promise<ServerSearch> {
  const explicit = commandFromSettings(settings, workspaceTrusted, subcommand);
  if (explicit !== undefined) return { command: explicit };
  const interpreter = workspaceTrusted ? await finders.selectedInterpreter() : undefined;
  if (interpreter !== undefined && (await finders.hasHermes(interpreter))) {
    return { command: pythonCommand(interpreter, subcommand, "python-extension") };
  }
  const found = finders.onPath("hermes");
  if (found !== undefined) return { command: { command: found, args: [subcommand], from: "path" } };
  return interpreter === undefined ? {} : { interpreter };
}

// The documents the server is for: VS Code's own `skill` language (what it gives
// SKILL.md files), and Markdown files named SKILL.md or skill.md.
export const DOCUMENT_SELECTOR = [
  { language: "skill" },
  { language: "markdown", pattern: "**/SKILL.md" },
  { language: "markdown", pattern: "**/skill.md" },
];

export function initializationOptions(read: (key: string) => unknown): { hermes: Record<string, unknown> } {
  const hermes: Record<string, unknown> = {};
  for (const key of ["profile", "trust", "skillRoots"]) {
    const value = read(key);
    if (value !== undefined) {
      hermes[key] = value;
    }
  }
  return { hermes };
}

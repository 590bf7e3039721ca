// Which command starts `hermes lsp` (or `hermes acp`, for the chat panel): the
// hermes.server.path setting, then a Python interpreter (hermes.server.pythonPath),
// then `hermes` on PATH. Paths that a workspace sets are ignored in an untrusted
// workspace: a cloned repository must not choose what runs. Pure, so the unit tests
// need no VS Code.

export interface ServerCommand {
  command: string;
  args: string[];
  from: "setting" | "python" | "path";
}

export interface ServerSettings {
  // The value and whether it came from the workspace (not the user's own settings).
  path: { value: string; fromWorkspace: boolean };
  pythonPath: { value: string; fromWorkspace: boolean };
}

export function resolveServerCommand(
  settings: ServerSettings,
  workspaceTrusted: boolean,
  onPath: (name: string) => string | undefined,
  subcommand: "lsp" | "acp" = "lsp",
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
  if (python !== undefined) {
    return { command: python, args: ["-m", "hermes_cli", subcommand], from: "python" };
  }
  const found = onPath("hermes");
  if (found !== undefined) {
    return { command: found, args: [subcommand], from: "path" };
  }
  return undefined;
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

// Finding `hermes` the way server.ts orders it, with what VS Code knows: the settings
// (and whether the workspace set them), the workspace's trust, the interpreter selected
// in the Python extension for the first workspace folder, and PATH. The Python
// extension's API is kept once found (until then each search looks again: it may be
// installed, enabled or done activating since), and a change of its selection is
// reported, so the server can start again.
import * as vscode from "vscode";
import { hasHermes } from "./interpreter";
import { PythonEnvironments, pythonEnvironments, selectedInterpreter } from "./pythonExtension";
import { findServer, ServerSearch, ServerSettings, Subcommand } from "./server";
import { which } from "./which";

function setting(config: vscode.WorkspaceConfiguration, key: string): { value: string; fromWorkspace: boolean } {
  const inspected = config.inspect<string>(key);
  const workspace = inspected?.workspaceFolderValue ?? inspected?.workspaceValue;
  const value = workspace ?? inspected?.globalValue ?? "";
  return { value, fromWorkspace: workspace !== undefined };
}

/** The hermes.server.* settings, each with where it was set. */
export function readSettings(): ServerSettings {
  const config = vscode.workspace.getConfiguration("hermes");
  return { path: setting(config, "server.path"), pythonPath: setting(config, "server.pythonPath") };
}

export class HermesFinder implements vscode.Disposable {
  private python: Promise<PythonEnvironments | undefined> | undefined;
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(
    private readonly log: (line: string) => void,
    /** Called when the interpreter selected in the Python extension changes. */
    private readonly interpreterChanged: () => void,
  ) {}

  /** Where `hermes lsp` or `hermes acp` is, or where an install could go. */
  find(subcommand: Subcommand): Promise<ServerSearch> {
    return findServer(
      readSettings(),
      vscode.workspace.isTrusted,
      { selectedInterpreter: () => this.selectedInterpreter(), hasHermes: (python) => hasHermes(python), onPath: (name) => which(name) },
      subcommand,
    );
  }

  private async selectedInterpreter(): Promise<string | undefined> {
    const api = await this.api();
    if (api === undefined) return undefined;
    return selectedInterpreter(api, vscode.workspace.workspaceFolders?.[0]?.uri, this.log);
  }

  private api(): Promise<PythonEnvironments | undefined> {
    const lookup = (this.python ??= pythonEnvironments(this.log).then((api) => {
      if (api === undefined) this.python = undefined;
      else this.subscriptions.push(api.onDidChangeActiveEnvironmentPath(() => this.interpreterChanged()));
      return api;
    }));
    return lookup;
  }

  dispose(): void {
    for (const subscription of this.subscriptions.splice(0)) subscription.dispose();
  }
}

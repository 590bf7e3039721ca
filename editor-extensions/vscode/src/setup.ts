// What the user is offered when no `hermes` is found (server.ts): installing
// hermes-workbench[lsp,acp] with pip into the interpreter selected in the Python
// extension — a task, so pip runs in a terminal the user sees — or picking the program
// with "Set path…". In an untrusted workspace nothing is installed (the interpreter
// may be the workspace's own): the user can set a path in their own settings, or
// trust the workspace.
import * as vscode from "vscode";
import { INSTALL_SPEC, pipInstallArgs, probe } from "./interpreter";
import { PYTHON_EXTENSION_ID } from "./pythonExtension";
import type { ServerSearch } from "./server";

export const INSTALL = "Install with pip";
export const SET_PATH = "Set path…";
export const SELECT_INTERPRETER = "Select interpreter";
export const MANAGE_TRUST = "Manage workspace trust";
/** The task type of the install (declared in package.json's taskDefinitions). */
export const TASK_TYPE = "hermes-install";

export interface SetupHooks {
  log(line: string): void;
  /** Starts the language server again (after an install). */
  restart(): Promise<void>;
}

export class SetupOffer {
  private asking = false;
  private installing = false;

  constructor(private readonly hooks: SetupHooks) {}

  /** Says that no `hermes` was found and does what the user picks; one question at a time. */
  async offer(search: ServerSearch): Promise<void> {
    if (this.asking || this.installing) return;
    this.asking = true;
    let choice: string | undefined;
    try {
      const { message, actions } = question(search, vscode.workspace.isTrusted);
      this.hooks.log(message);
      choice = await vscode.window.showWarningMessage(message, ...actions);
    } finally {
      this.asking = false;
    }
    if (choice === INSTALL && search.interpreter !== undefined) await this.install(search.interpreter);
    else if (choice === SET_PATH) await this.setPath();
    else if (choice === SELECT_INTERPRETER) await vscode.commands.executeCommand("python.setInterpreter");
    else if (choice === MANAGE_TRUST) await vscode.commands.executeCommand("workbench.trust.manage");
  }

  /** Runs pip in `python` as a task; when it succeeds, the server starts again. */
  async install(python: string): Promise<void> {
    if (!vscode.workspace.isTrusted || this.installing) return;
    this.installing = true;
    try {
      const task = new vscode.Task(
        { type: TASK_TYPE },
        vscode.TaskScope.Workspace,
        `Install ${INSTALL_SPEC}`,
        "Hermes",
        new vscode.ProcessExecution(python, pipInstallArgs()),
      );
      task.presentationOptions = { reveal: vscode.TaskRevealKind.Always, clear: true };
      this.hooks.log(`Installing ${INSTALL_SPEC}: ${python} ${pipInstallArgs().join(" ")}`);
      let exitCode: number | undefined;
      try {
        exitCode = await runTask(task);
      } catch (error) {
        const message = `Hermes: the install could not run: ${error instanceof Error ? error.message : String(error)}`;
        this.hooks.log(message);
        void vscode.window.showErrorMessage(message);
        return;
      }
      if (exitCode === 0) {
        void vscode.window.showInformationMessage(`Hermes: ${INSTALL_SPEC} is installed in ${python}.`);
        await this.hooks.restart();
      } else {
        const message =
          `Hermes: pip ${exitCode === undefined ? "did not run" : `exited with ${exitCode}`}; its output is in the terminal. ` +
          "A Python managed by the system refuses pip: select a virtual environment instead.";
        this.hooks.log(message);
        void vscode.window.showErrorMessage(message);
      }
    } finally {
      this.installing = false;
    }
  }

  /** Lets the user pick the program: a Python goes in hermes.server.pythonPath, anything else in hermes.server.path (user settings). */
  async setPath(): Promise<void> {
    const picked = await vscode.window.showOpenDialog({
      canSelectFiles: true,
      canSelectFolders: false,
      canSelectMany: false,
      openLabel: "Use for Hermes",
      title: "The hermes command, or a Python interpreter with hermes-workbench",
    });
    const file = picked?.[0]?.fsPath;
    if (file === undefined) return;
    const kind = await probe(file);
    const config = vscode.workspace.getConfiguration("hermes");
    const key = kind === "other" ? "server.path" : "server.pythonPath";
    await config.update(key, file, vscode.ConfigurationTarget.Global); // a change restarts the server (extension.ts)
    this.hooks.log(`hermes.${key} set to ${file}`);
    if (kind === "python") await this.offer({ interpreter: file });
  }
}

/** The warning and its buttons for a search that found nothing. */
export function question(search: ServerSearch, trusted: boolean): { message: string; actions: string[] } {
  if (!trusted) {
    return {
      message:
        "Hermes: no `hermes` found. This workspace is not trusted, so neither its settings nor its Python interpreter " +
        "are used: set the path in your user settings, or trust the workspace.",
      actions: [SET_PATH, MANAGE_TRUST],
    };
  }
  if (search.interpreter !== undefined) {
    return {
      message:
        `Hermes: the selected Python interpreter (${search.interpreter}) does not have hermes-workbench, and there is ` +
        `no \`hermes\` on PATH. Install ${INSTALL_SPEC} into it with pip?`,
      actions: [INSTALL, SET_PATH],
    };
  }
  const actions = vscode.extensions.getExtension(PYTHON_EXTENSION_ID) !== undefined ? [SELECT_INTERPRETER, SET_PATH] : [SET_PATH];
  return {
    message:
      `Hermes: no \`hermes\` found. Install ${INSTALL_SPEC} with pip, select a Python interpreter that has it, ` +
      "or set hermes.server.path or hermes.server.pythonPath.",
    actions,
  };
}

// The task's exit code; undefined when it ended without a process (it could not start).
// The install is known by its task type: there is one at a time.
async function runTask(task: vscode.Task): Promise<number | undefined> {
  const subscriptions: vscode.Disposable[] = [];
  const ours = (execution: vscode.TaskExecution): boolean => execution.task.definition.type === TASK_TYPE;
  const ended = new Promise<number | undefined>((resolve) => {
    subscriptions.push(
      vscode.tasks.onDidEndTaskProcess((e) => {
        if (ours(e.execution)) resolve(e.exitCode);
      }),
      vscode.tasks.onDidEndTask((e) => {
        if (ours(e.execution)) resolve(undefined); // comes after onDidEndTaskProcess when there was a process
      }),
    );
  });
  try {
    await vscode.tasks.executeTask(task);
    return await ended;
  } finally {
    for (const subscription of subscriptions) subscription.dispose();
  }
}

// The interpreter selected in Microsoft's Python extension (ms-python.python), through
// the API it exports — `environments.getActiveEnvironmentPath` then
// `resolveEnvironment`, as Microsoft's Python tool extensions read it. Never a
// dependency: without the extension (or with one too old to have the API) there is
// simply no selected interpreter. Only the few members used are declared here.
import * as vscode from "vscode";

export const PYTHON_EXTENSION_ID = "ms-python.python";
const ACTIVATION_TIMEOUT_MS = 15_000;

interface EnvironmentPath {
  readonly id: string;
  readonly path: string;
}

/** The part of the Python extension's `environments` API this extension uses. */
export interface PythonEnvironments {
  getActiveEnvironmentPath(resource?: vscode.Uri): EnvironmentPath;
  resolveEnvironment(
    environment: EnvironmentPath | string,
  ): Promise<{ readonly executable: { readonly uri: vscode.Uri | undefined } } | undefined>;
  readonly onDidChangeActiveEnvironmentPath: vscode.Event<unknown>;
}

function withEnvironments(exports: unknown): PythonEnvironments | undefined {
  const environments = (exports as { environments?: Partial<PythonEnvironments> } | undefined)?.environments;
  if (
    typeof environments?.getActiveEnvironmentPath !== "function" ||
    typeof environments.resolveEnvironment !== "function" ||
    typeof environments.onDidChangeActiveEnvironmentPath !== "function"
  ) {
    return undefined;
  }
  return environments as PythonEnvironments;
}

function within<T>(work: Thenable<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([Promise.resolve(work), late]).finally(() => clearTimeout(timer));
}

/** The Python extension's environments API, activating the extension if need be; undefined without it. */
export async function pythonEnvironments(log: (line: string) => void): Promise<PythonEnvironments | undefined> {
  const extension = vscode.extensions.getExtension(PYTHON_EXTENSION_ID);
  if (extension === undefined) return undefined;
  try {
    const exports: unknown = extension.isActive
      ? extension.exports
      : await within(extension.activate(), ACTIVATION_TIMEOUT_MS);
    const api = withEnvironments(exports);
    if (api === undefined) log(`The Python extension has no environments API here (${extension.isActive ? "too old?" : "not activated in time"}).`);
    return api;
  } catch (error) {
    log(`The Python extension failed to activate: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** The executable of the environment selected for `resource` (or the workspace). */
export async function selectedInterpreter(
  api: PythonEnvironments,
  resource: vscode.Uri | undefined,
  log: (line: string) => void,
): Promise<string | undefined> {
  try {
    const resolved = await api.resolveEnvironment(api.getActiveEnvironmentPath(resource));
    return resolved?.executable.uri?.fsPath;
  } catch (error) {
    log(`The Python extension could not resolve its interpreter: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

// The VS Code side of `hermes lsp` and `hermes acp`: starts the language server for
// skill documents (passing the settings, with a restart command), and registers the
// chat panel (chat/view.ts). Logs go to the "Hermes" output channel.
import * as vscode from "vscode";
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from "vscode-languageclient/node";
import { ChatView, DIFF_SCHEME, DiffDocuments, VIEW_ID } from "./chat/view";
import { DOCUMENT_SELECTOR, initializationOptions, resolveServerCommand, ServerSettings } from "./server";
import { which } from "./which";

let client: LanguageClient | undefined;
let output: vscode.OutputChannel | undefined;

function setting(config: vscode.WorkspaceConfiguration, key: string): { value: string; fromWorkspace: boolean } {
  const inspected = config.inspect<string>(key);
  const workspace = inspected?.workspaceFolderValue ?? inspected?.workspaceValue;
  const value = workspace ?? inspected?.globalValue ?? "";
  return { value, fromWorkspace: workspace !== undefined };
}

function readSettings(): ServerSettings {
  const config = vscode.workspace.getConfiguration("hermes");
  return { path: setting(config, "server.path"), pythonPath: setting(config, "server.pythonPath") };
}

export async function start(): Promise<LanguageClient | undefined> {
  output ??= vscode.window.createOutputChannel("Hermes");
  const command = resolveServerCommand(readSettings(), vscode.workspace.isTrusted, (name) => which(name));
  if (command === undefined) {
    const message =
      "Hermes: no language server found. Install hermes-workbench[lsp], or set hermes.server.path or hermes.server.pythonPath.";
    output.appendLine(message);
    void vscode.window.showWarningMessage(message);
    return undefined;
  }
  output.appendLine(`Starting ${command.command} ${command.args.join(" ")} (from ${command.from})`);
  const serverOptions: ServerOptions = {
    command: command.command,
    args: command.args,
    transport: TransportKind.stdio,
  };
  const config = vscode.workspace.getConfiguration("hermes");
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    outputChannel: output,
    initializationOptions: initializationOptions((key) => config.get(key)),
    synchronize: { configurationSection: "hermes" },
  };
  client = new LanguageClient("hermes", "Hermes", serverOptions, clientOptions);
  await client.start();
  return client;
}

export async function stop(): Promise<void> {
  const running = client;
  client = undefined;
  if (running !== undefined) {
    await running.stop();
  }
}

function registerChat(context: vscode.ExtensionContext): void {
  output ??= vscode.window.createOutputChannel("Hermes");
  const diffs = new DiffDocuments();
  const chat = new ChatView(
    context.extensionUri,
    {
      command: () => resolveServerCommand(readSettings(), vscode.workspace.isTrusted, (name) => which(name), "acp"),
      editorFiles: () => vscode.workspace.getConfiguration("hermes").get<boolean>("chat.editorFiles") ?? true,
    },
    output,
    diffs,
  );
  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(DIFF_SCHEME, diffs),
    vscode.window.registerWebviewViewProvider(VIEW_ID, chat, { webviewOptions: { retainContextWhenHidden: true } }),
    vscode.commands.registerCommand("hermes.chat.newSession", () => chat.newSession()),
    vscode.commands.registerCommand("hermes.chat.cancel", () => chat.cancel()),
    vscode.commands.registerCommand("hermes.chat.sessions", () => chat.listSessions(false)),
    { dispose: () => chat.dispose() },
  );
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(
    vscode.commands.registerCommand("hermes.restartServer", async () => {
      await stop();
      await start();
    }),
  );
  registerChat(context);
  await start();
}

export async function deactivate(): Promise<void> {
  await stop();
}

// The VS Code side of `hermes lsp` and `hermes acp`: finds `hermes` (finder.ts: the
// settings, the Python extension's interpreter, PATH), starts the language server for
// skill documents (passing the settings, with a restart command), registers the chat
// panel (chat/view.ts), and when nothing is found offers to install hermes-workbench
// or to set the path (setup.ts). The server starts again when its path settings, the
// selected interpreter or the workspace's trust change. Logs go to the "Hermes"
// output channel.
import * as vscode from "vscode";
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from "vscode-languageclient/node";
import { ChatView, DIFF_SCHEME, DiffDocuments, VIEW_ID } from "./chat/view";
import { HermesFinder } from "./finder";
import { DOCUMENT_SELECTOR, initializationOptions, ServerSource } from "./server";
import { SetupOffer } from "./setup";

let client: LanguageClient | undefined;
/** Where the running server's command came from; undefined when none was found. */
let clientFrom: ServerSource | undefined;
let output: vscode.OutputChannel | undefined;
let finder: HermesFinder | undefined;
let setup: SetupOffer | undefined;

function log(line: string): void {
  output?.appendLine(line);
}

export async function start(): Promise<LanguageClient | undefined> {
  if (output === undefined || finder === undefined || setup === undefined) return undefined; // not activated
  const search = await finder.find("lsp");
  const command = search.command;
  if (command === undefined) {
    log("No language server found.");
    void setup.offer(search);
    return undefined;
  }
  log(`Starting ${command.command} ${command.args.join(" ")} (from ${command.from})`);
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
  const started = new LanguageClient("hermes", "Hermes", serverOptions, clientOptions);
  client = started;
  clientFrom = command.from;
  try {
    await started.start();
  } catch (error) {
    // The chat and the commands still work; the output channel says why.
    log(`The language server did not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  return started;
}

export async function stop(): Promise<void> {
  const running = client;
  client = undefined;
  clientFrom = undefined;
  if (running !== undefined) {
    await running.stop().catch((error: unknown) => log(`stopping the language server: ${String(error)}`));
  }
}

// One restart at a time: settings, the interpreter and trust may all change at once.
let restarting: Promise<void> = Promise.resolve();
function restart(): Promise<void> {
  restarting = restarting.then(async () => {
    await stop();
    await start();
  });
  return restarting;
}

function registerChat(context: vscode.ExtensionContext, found: HermesFinder, offer: SetupOffer, channel: vscode.OutputChannel): void {
  const diffs = new DiffDocuments();
  const chat = new ChatView(
    context.extensionUri,
    {
      command: async () => {
        const search = await found.find("acp");
        if (search.command === undefined) void offer.offer(search);
        return search.command;
      },
      editorFiles: () => vscode.workspace.getConfiguration("hermes").get<boolean>("chat.editorFiles") ?? true,
    },
    channel,
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
  const channel = vscode.window.createOutputChannel("Hermes");
  output = channel;
  // A new interpreter matters when the server came from the old one, or there was none.
  const found = new HermesFinder(log, () => {
    if (clientFrom === undefined || clientFrom === "python-extension") void restart();
  });
  finder = found;
  const offer = new SetupOffer({ log, restart });
  setup = offer;
  context.subscriptions.push(
    channel,
    found,
    vscode.commands.registerCommand("hermes.restartServer", restart),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration("hermes.server")) void restart();
    }),
    vscode.workspace.onDidGrantWorkspaceTrust(() => void restart()),
  );
  registerChat(context, found, offer, channel);
  await start();
}

export async function deactivate(): Promise<void> {
  await stop();
  finder = undefined;
  setup = undefined;
  output = undefined;
}

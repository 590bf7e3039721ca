// The chat panel: a WebviewView that talks to one `hermes acp` session. It folds the
// agent's updates into the conversation (conversation.ts), posts what to draw
// (present.ts) to the webview, and does what the webview asks: prompts, stop,
// permission answers, mode and model, opening a location or a diff.
import * as vscode from "vscode";
import type { ServerCommand } from "../server";
import { AgentHooks, AgentSession } from "./agent";
import { Conversation, ConversationEvent, emptyConversation, reduce } from "./conversation";
import { readTextFile, writeTextFile } from "./editorFiles";
import { chatHtml } from "./html";
import { permissionOutcome } from "./permissions";
import { present } from "./present";
import type { PermissionOption, RequestPermissionOutcome } from "./protocol";
import { slashCompletions } from "./slash";

export const VIEW_ID = "hermes.chat";
export const DIFF_SCHEME = "hermes-diff";

/** Messages the webview sends (media/chat.js). */
export type WebviewMessage =
  | { type: "ready" }
  | { type: "prompt"; text: string }
  | { type: "cancel" }
  | { type: "newSession" }
  | { type: "permission"; requestId: number; optionId: string }
  | { type: "config"; configId: string; value: string }
  | { type: "openLocation"; path: string; line?: number }
  | { type: "openDiff"; toolCallId: string; index: number }
  | { type: "complete"; text: string };

export interface ChatSettings {
  /** The `hermes acp` command, or undefined when none is found. */
  command(): ServerCommand | undefined;
  /** Whether the agent's file reads and writes go through the editor. */
  editorFiles(): boolean;
}

/** Starts a session; AgentSession.spawn, or a stand-in in the unit tests. */
export type StartSession = (command: ServerCommand, cwd: string, hooks: AgentHooks) => Promise<AgentSession>;

interface Asking {
  options: PermissionOption[];
  answer(outcome: RequestPermissionOutcome): void;
}

/** The old and new text of agent edits, for vscode.diff. */
export class DiffDocuments implements vscode.TextDocumentContentProvider {
  private readonly texts = new Map<string, string>();
  private next = 0;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.query) ?? "";
  }

  uri(path: string, text: string): vscode.Uri {
    const key = String(this.next++);
    this.texts.set(key, text);
    return vscode.Uri.from({ scheme: DIFF_SCHEME, path, query: key });
  }
}

export class ChatView implements vscode.WebviewViewProvider {
  private view: vscode.WebviewView | undefined;
  private conversation: Conversation = emptyConversation();
  private session: AgentSession | undefined;
  private starting: Promise<AgentSession | undefined> | undefined;
  private readonly asking = new Map<number, Asking>();
  private nextRequest = 1;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly settings: ChatSettings,
    private readonly output: vscode.OutputChannel,
    private readonly diffs: DiffDocuments,
    private readonly startSession: StartSession = (command, cwd, hooks) => AgentSession.spawn(command, cwd, hooks),
  ) {}

  resolveWebviewView(view: vscode.WebviewView): void {
    this.view = view;
    const media = vscode.Uri.joinPath(this.extensionUri, "media");
    view.webview.options = { enableScripts: true, localResourceRoots: [media] };
    view.webview.html = chatHtml({
      cspSource: view.webview.cspSource,
      scriptUri: view.webview.asWebviewUri(vscode.Uri.joinPath(media, "chat.js")).toString(),
      styleUri: view.webview.asWebviewUri(vscode.Uri.joinPath(media, "chat.css")).toString(),
    });
    view.webview.onDidReceiveMessage((message: WebviewMessage) => {
      this.receive(message).catch((error: unknown) => this.fail(error));
    });
    view.onDidDispose(() => {
      this.view = undefined;
    });
  }

  /** Handles one message from the webview. */
  async receive(message: WebviewMessage): Promise<void> {
    switch (message.type) {
      case "ready": // the page (re)loaded: draw, and start the agent so pickers and commands are there
        this.post();
        await this.ensureSession();
        return;
      case "prompt":
        return this.prompt(message.text);
      case "cancel":
        return this.cancel();
      case "newSession":
        return this.newSession();
      case "permission":
        return this.answer(message.requestId, message.optionId);
      case "config":
        return this.setConfig(message.configId, message.value);
      case "openLocation":
        return this.openLocation(message.path, message.line);
      case "openDiff":
        return this.openDiff(message.toolCallId, message.index);
      case "complete":
        void this.view?.webview.postMessage({
          type: "completions",
          items: slashCompletions(this.conversation.commands, message.text),
        });
        return;
    }
  }

  /** Sends a prompt, starting the agent first if need be. */
  async prompt(text: string): Promise<void> {
    if (text.trim() === "" || this.conversation.busy) return;
    const session = await this.ensureSession();
    if (session === undefined) return;
    this.dispatch({ type: "prompt_sent", text });
    try {
      this.dispatch({ type: "turn_stopped", stopReason: await session.prompt(text) });
    } catch (error) {
      this.dispatch({ type: "turn_failed", message: errorText(error) });
    }
  }

  /** Stops the running turn. */
  async cancel(): Promise<void> {
    await this.session?.cancel();
  }

  /** Ends the agent process and starts over with an empty conversation. */
  async newSession(): Promise<void> {
    this.dispose();
    this.conversation = emptyConversation();
    this.post();
    await this.ensureSession();
  }

  dispose(): void {
    for (const asking of this.asking.values()) asking.answer({ outcome: "cancelled" });
    this.asking.clear();
    this.session?.dispose();
    this.session = undefined;
    this.starting = undefined;
  }

  private answer(requestId: number, optionId: string): void {
    const asking = this.asking.get(requestId);
    asking?.answer(permissionOutcome(asking.options, optionId));
  }

  private async setConfig(configId: string, value: string): Promise<void> {
    const session = await this.ensureSession();
    if (session === undefined) return;
    this.dispatch({ type: "config_options", configOptions: await session.setConfigOption(configId, value) });
  }

  private async openLocation(path: string, line?: number): Promise<void> {
    const position = new vscode.Position(Math.max((line ?? 1) - 1, 0), 0);
    await vscode.window.showTextDocument(vscode.Uri.file(path), {
      selection: new vscode.Range(position, position),
      preview: true,
    });
  }

  private async openDiff(toolCallId: string, index: number): Promise<void> {
    const entry = this.conversation.entries.find((e) => e.type === "tool" && e.card.id === toolCallId);
    const content = entry?.type === "tool" ? entry.card.content[index] : undefined;
    if (content?.type !== "diff") return;
    const left = this.diffs.uri(content.path, content.oldText ?? "");
    const right = this.diffs.uri(content.path, content.newText);
    const name = content.path.split(/[\\/]/).pop() ?? content.path;
    await vscode.commands.executeCommand("vscode.diff", left, right, `${name} (Hermes edit)`);
  }

  private ensureSession(): Promise<AgentSession | undefined> {
    if (this.session !== undefined) return Promise.resolve(this.session);
    this.starting ??= this.start();
    return this.starting;
  }

  private async start(): Promise<AgentSession | undefined> {
    const command = this.settings.command();
    if (command === undefined) {
      this.dispatch({
        type: "turn_failed",
        message: "No `hermes` found: install hermes-workbench, or set hermes.server.path or hermes.server.pythonPath.",
      });
      this.starting = undefined;
      return undefined;
    }
    const cwd = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? process.cwd();
    this.output.appendLine(`Starting ${command.command} ${command.args.join(" ")} in ${cwd}`);
    try {
      const session = await this.startSession(command, cwd, this.hooks());
      this.session = session;
      this.dispatch({ type: "session_started", configOptions: session.session.configOptions ?? [], modes: session.session.modes });
      void session.closed.finally(() => this.closed(session));
      return session;
    } catch (error) {
      this.starting = undefined;
      this.dispatch({ type: "turn_failed", message: `Hermes did not start: ${errorText(error)}` });
      return undefined;
    }
  }

  private closed(session: AgentSession): void {
    if (this.session !== session) return; // a session the panel already let go
    this.session = undefined;
    this.starting = undefined;
    this.dispatch({ type: "turn_failed", message: "The hermes acp process ended; the next prompt starts a new one." });
  }

  private hooks(): AgentHooks {
    const hooks: AgentHooks = {
      update: (update) => this.dispatch({ type: "update", update }),
      requestPermission: (request, signal) => this.askUser(request.toolCall, request.options, signal),
      log: (line) => this.output.appendLine(line),
    };
    if (this.settings.editorFiles()) {
      hooks.readTextFile = readTextFile;
      hooks.writeTextFile = writeTextFile;
    }
    return hooks;
  }

  private askUser(
    toolCall: { toolCallId: string; title?: string | null },
    options: PermissionOption[],
    signal: AbortSignal,
  ): Promise<RequestPermissionOutcome> {
    const requestId = this.nextRequest++;
    return new Promise((resolve) => {
      const answer = (outcome: RequestPermissionOutcome): void => {
        if (!this.asking.delete(requestId)) return;
        this.dispatch({ type: "permission_settled", requestId });
        resolve(outcome);
      };
      this.asking.set(requestId, { options, answer });
      signal.addEventListener("abort", () => answer({ outcome: "cancelled" }), { once: true });
      this.dispatch({
        type: "permission_asked",
        requestId,
        toolCallId: toolCall.toolCallId,
        title: toolCall.title ?? toolCall.toolCallId,
        options,
      });
    });
  }

  private dispatch(event: ConversationEvent): void {
    this.conversation = reduce(this.conversation, event);
    this.post();
  }

  private post(): void {
    if (this.view === undefined) return;
    const state = present(this.conversation);
    this.view.description = state.title ?? "";
    void this.view.webview.postMessage({ type: "state", state });
  }

  private fail(error: unknown): void {
    this.output.appendLine(`chat: ${errorText(error)}`);
    this.dispatch({ type: "turn_failed", message: errorText(error) });
  }

  /** The conversation, for the tests. */
  get current(): Conversation {
    return this.conversation;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// The chat panel: a WebviewView that talks to one `hermes acp` session. It folds the
// agent's updates into the conversation (conversation.ts), posts what to draw
// (present.ts) to the webview, and does what the webview asks: prompts (with images),
// stop, permission answers, mode and model, opening a location or a diff, and the
// stored sessions (list, open, resume, delete). The agent's commands run in terminals
// (terminals.ts) whose output is folded in too.
import * as vscode from "vscode";
import type { ServerCommand } from "../server";
import { AgentHooks, AgentSession, PromptImage } from "./agent";
import { Conversation, ConversationEvent, emptyConversation, reduce } from "./conversation";
import { readTextFile, writeTextFile } from "./editorFiles";
import { chatHtml } from "./html";
import { permissionOutcome } from "./permissions";
import { present } from "./present";
import type { PermissionOption, RequestPermissionOutcome } from "./protocol";
import { emptySessionList, presentSessions, SessionList, withoutSession, withPage } from "./sessions";
import { slashCompletions } from "./slash";
import { CommandRunner, spawnCommand, Terminals } from "./terminals";

export const VIEW_ID = "hermes.chat";
export const DIFF_SCHEME = "hermes-diff";

/** Messages the webview sends (media/chat.js). */
export type WebviewMessage =
  | { type: "ready" }
  | { type: "prompt"; text: string; images?: PromptImage[] }
  | { type: "cancel" }
  | { type: "newSession" }
  | { type: "permission"; requestId: number; optionId: string }
  | { type: "config"; configId: string; value: string }
  | { type: "openLocation"; path: string; line?: number }
  | { type: "openDiff"; toolCallId: string; index: number }
  | { type: "complete"; text: string }
  | { type: "sessions" }
  | { type: "hideSessions" }
  | { type: "moreSessions" }
  | { type: "openSession"; sessionId: string }
  | { type: "resumeLast" }
  | { type: "deleteSession"; sessionId: string };

export interface ChatSettings {
  /** The `hermes acp` command, or undefined when none is found (the user has been told). */
  command(): Promise<ServerCommand | undefined>;
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
  private sessionList: SessionList = emptySessionList();
  private terminals: Terminals | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly settings: ChatSettings,
    private readonly output: vscode.OutputChannel,
    private readonly diffs: DiffDocuments,
    private readonly startSession: StartSession = (command, cwd, hooks) => AgentSession.spawn(command, cwd, hooks),
    /** What runs the agent's shell commands (terminal/*). */
    private readonly runner: CommandRunner = spawnCommand,
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
        return this.prompt(message.text, message.images ?? []);
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
      case "sessions":
        return this.listSessions(false);
      case "moreSessions":
        return this.listSessions(true);
      case "hideSessions":
        this.sessionList = { ...this.sessionList, shown: false };
        this.post();
        return;
      case "openSession":
        return this.openSession(message.sessionId, "load");
      case "resumeLast":
        return this.resumeLast();
      case "deleteSession":
        return this.deleteSession(message.sessionId);
    }
  }

  /** Shows the workspace folder's stored sessions: the first page, or the next one. */
  async listSessions(more: boolean): Promise<void> {
    const session = await this.ensureSession();
    if (session === undefined) return;
    if (!session.sessionCapabilities.list) {
      this.dispatch({ type: "notice", text: "This agent cannot list its sessions.", severity: "error" });
      return;
    }
    const cursor = more ? this.sessionList.nextCursor : undefined;
    if (more && cursor === undefined) return;
    this.sessionList = withPage(this.sessionList, await session.listSessions(cursor), !more);
    this.post();
  }

  /**
   * Switches the panel to a stored session. `load` replays its history through the
   * reducer into an empty conversation; `resume` continues it without the history.
   */
  async openSession(sessionId: string, how: "load" | "resume"): Promise<void> {
    if (this.conversation.busy) return;
    const session = await this.ensureSession();
    if (session === undefined) return;
    if (!session.sessionCapabilities[how]) {
      this.dispatch({ type: "notice", text: `This agent cannot ${how} a stored session.`, severity: "error" });
      return;
    }
    const before = this.conversation;
    this.conversation = emptyConversation();
    this.post();
    try {
      await session.open(sessionId, how);
    } catch (error) {
      this.conversation = before;
      this.dispatch({ type: "notice", text: `Could not open the session: ${errorText(error)}`, severity: "error" });
      return;
    }
    this.sessionList = { ...this.sessionList, shown: false };
    this.dispatch({ type: "session_started", configOptions: session.session.configOptions ?? [], modes: session.session.modes });
    if (how === "resume") {
      const title = this.sessionList.sessions.find((s) => s.sessionId === sessionId)?.title;
      const name = title ? `“${title}”` : "the last session";
      this.dispatch({ type: "notice", text: `Resumed ${name}; its earlier messages are not shown here.`, severity: "info" });
    }
  }

  /** Resumes the newest stored session of this folder other than the current one. */
  async resumeLast(): Promise<void> {
    const session = await this.ensureSession();
    if (session === undefined) return;
    if (this.sessionList.sessions.length === 0) await this.listSessions(false);
    const last = this.sessionList.sessions.find((s) => s.sessionId !== this.session?.sessionId);
    if (last === undefined) {
      this.dispatch({ type: "notice", text: "There is no earlier session in this folder.", severity: "info" });
      return;
    }
    await this.openSession(last.sessionId, session.sessionCapabilities.resume ? "resume" : "load");
  }

  /** Deletes a stored session once the user confirms; deleting the current one starts a new chat first. */
  async deleteSession(sessionId: string): Promise<void> {
    if (this.session !== undefined && !this.session.sessionCapabilities.delete) {
      this.dispatch({ type: "notice", text: "This agent cannot delete its sessions.", severity: "error" });
      return;
    }
    const title = this.sessionList.sessions.find((s) => s.sessionId === sessionId)?.title || "Untitled session";
    const choice = await vscode.window.showWarningMessage(
      `Delete the Hermes session “${title}”? Its history cannot be restored.`,
      { modal: true },
      "Delete",
    );
    if (choice !== "Delete") return;
    if (this.session?.sessionId === sessionId) await this.newSession();
    const session = await this.ensureSession();
    if (session === undefined) return;
    await session.deleteSession(sessionId);
    this.sessionList = withoutSession(this.sessionList, sessionId);
    this.post();
  }

  /** Sends a prompt (text, and pictures pasted or dropped), starting the agent first if need be. */
  async prompt(text: string, images: PromptImage[] = []): Promise<void> {
    if ((text.trim() === "" && images.length === 0) || this.conversation.busy) return;
    const session = await this.ensureSession();
    if (session === undefined) return;
    const pictures = images.filter((i) => i.mimeType.startsWith("image/") && i.data !== "");
    if (pictures.length > 0 && !session.acceptsImages) {
      this.dispatch({ type: "notice", text: "This agent does not take images; the prompt was not sent.", severity: "error" });
      return;
    }
    this.dispatch(pictures.length > 0 ? { type: "prompt_sent", text, images: pictures.length } : { type: "prompt_sent", text });
    try {
      this.dispatch({ type: "turn_stopped", stopReason: await session.prompt(text, pictures) });
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
    const session = await this.ensureSession();
    // Listed anew, so the session left is no longer marked current. The new one is not
    // there yet: the agent lists only sessions with a message.
    if (session !== undefined && this.sessionList.shown) await this.listSessions(false);
  }

  dispose(): void {
    for (const asking of this.asking.values()) asking.answer({ outcome: "cancelled" });
    this.asking.clear();
    this.session?.dispose();
    this.session = undefined;
    this.starting = undefined;
    this.terminals?.dispose();
    this.terminals = undefined;
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
    const command = await this.settings.command().catch((error: unknown) => {
      this.output.appendLine(`chat: finding hermes: ${errorText(error)}`);
      return undefined;
    });
    if (command === undefined) {
      this.dispatch({
        type: "turn_failed",
        message:
          "No `hermes` found: install hermes-workbench[lsp,acp] (in the Python interpreter selected, or on PATH), " +
          "or set hermes.server.path or hermes.server.pythonPath.",
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
    this.terminals?.dispose();
    this.terminals = new Terminals(this.runner, (terminalId, snapshot) =>
      this.dispatch({ type: "terminal_output", terminalId, snapshot }),
    );
    hooks.terminals = this.terminals;
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
    if (this.sessionList.shown) state.sessions = presentSessions(this.sessionList, this.session?.sessionId);
    this.view.description = state.title ?? "";
    void this.view.webview.postMessage({ type: "state", state });
  }

  private fail(error: unknown): void {
    this.output.appendLine(`chat: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
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

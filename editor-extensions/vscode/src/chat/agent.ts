// One ACP connection to `hermes acp`, through the official TypeScript SDK, and the
// session it is on (new, or a stored one loaded or resumed). No VS Code here: what the
// editor does (show updates, ask the user, read and write files, run commands in
// terminals) comes in as hooks, so the protocol test drives this module against the
// real agent.
//
// The SDK is an ES module and this extension is CommonJS, so it is loaded with a
// dynamic import() (kept as such by the node16 module setting).
import { spawn } from "node:child_process";
import { Readable, Writable } from "node:stream";
import type {
  ContentBlock,
  InitializeResponse,
  ListSessionsResponse,
  ReadTextFileRequest,
  RequestPermissionOutcome,
  RequestPermissionRequest,
  SessionConfigOption,
  SessionModeState,
  SessionUpdate,
  StopReason,
  WriteTextFileRequest,
} from "./protocol";
import type { TerminalHost } from "./terminals";

type Acp = typeof import("@agentclientprotocol/sdk", { with: { "resolution-mode": "import" } });
type Stream = import("@agentclientprotocol/sdk", { with: { "resolution-mode": "import" } }).Stream;
type Connection = import("@agentclientprotocol/sdk", { with: { "resolution-mode": "import" } }).ClientConnection;

/** What the editor does for the session. File hooks that are absent are not offered. */
export interface AgentHooks {
  update(update: SessionUpdate): void;
  /** Ask the user; `signal` aborts when the turn is cancelled or the agent withdraws. */
  requestPermission(request: RequestPermissionRequest, signal: AbortSignal): Promise<RequestPermissionOutcome>;
  readTextFile?(request: ReadTextFileRequest): Promise<string>;
  writeTextFile?(request: WriteTextFileRequest): Promise<void>;
  /** Runs the agent's shell commands; absent, `terminal: false` is declared. */
  terminals?: TerminalHost;
  log(line: string): void;
}

/** A picture for a prompt: its MIME type and base64 data. */
export interface PromptImage {
  mimeType: string;
  data: string;
}

/** The session the module talks to: what session/new, load or resume answered. */
export interface OpenSession {
  sessionId: string;
  configOptions?: SessionConfigOption[] | null;
  modes?: SessionModeState | null;
}

export interface AgentCommand {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const CLIENT_INFO = { name: "hermes-vscode", title: "Hermes for VS Code", version: "0.1.0" };
const START_TIMEOUT_MS = 60_000;

let sdk: Promise<Acp> | undefined;
function loadSdk(): Promise<Acp> {
  sdk ??= import("@agentclientprotocol/sdk");
  return sdk;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`hermes acp did not answer ${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// Cancelled when the signal aborts, whatever the hook does.
function untilAborted<T>(work: Promise<T>, signal: AbortSignal, cancelled: T): Promise<T> {
  if (signal.aborted) return Promise.resolve(cancelled);
  return new Promise<T>((resolve, reject) => {
    const abort = (): void => resolve(cancelled);
    signal.addEventListener("abort", abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

// Node's ENOENT, or VS Code's FileSystemError.FileNotFound: ACP's -32002.
function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOENT" || code === "FileNotFound";
}

// Updates of sessions the panel left (a turn still winding down) are not shown.
type Ignored = Set<string>;

export class AgentSession {
  private constructor(
    private readonly connection: Connection,
    /** The permission requests the user has not answered yet. */
    private readonly asking: Set<AbortController>,
    private readonly acp: Acp,
    readonly initialized: InitializeResponse,
    /** The current session; replaced by load and resume. */
    public session: OpenSession,
    private readonly cwd: string,
    private readonly ignored: Ignored,
    private readonly onDispose: () => void,
  ) {}

  get sessionId(): string {
    return this.session.sessionId;
  }

  /** Spawns the agent and opens a session in `cwd`. */
  static async spawn(agent: AgentCommand, cwd: string, hooks: AgentHooks): Promise<AgentSession> {
    const child = spawn(agent.command, agent.args, { cwd, env: agent.env ?? process.env, stdio: "pipe" });
    child.stdin.on("error", (error) => hooks.log(`hermes acp stdin: ${error.message}`)); // EPIPE once it died
    let buffered = "";
    const recent: string[] = []; // the last stderr lines, to say why a start failed
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      const lines = (buffered + chunk).split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        hooks.log(line);
        recent.push(line);
        if (recent.length > 5) recent.shift();
      }
    });
    const exited = new Promise<string>((resolve) => {
      child.on("error", (error) => resolve(`cannot start ${agent.command}: ${error.message}`));
      child.on("exit", (code, signal) => resolve(`hermes acp exited (${signal ?? code})`));
    });
    const failed = exited.then((why) => Promise.reject(new Error(why)));
    failed.catch(() => {}); // only raced against the start
    const stream = async (acp: Acp): Promise<Stream> =>
      acp.ndJsonStream(
        Writable.toWeb(child.stdin) as WritableStream<Uint8Array>,
        Readable.toWeb(child.stdout) as ReadableStream<Uint8Array>,
      );
    const stop = (): void => {
      child.stdin.end();
      const killer = setTimeout(() => child.kill("SIGKILL"), 5000);
      killer.unref();
      child.on("exit", () => clearTimeout(killer));
    };
    try {
      return await Promise.race([AgentSession.open(stream, cwd, hooks, stop), failed]);
    } catch (error) {
      const answered = typeof (error as { code?: unknown } | null)?.code === "number"; // a JSON-RPC error
      // The pipe may close before the exit is reported: then prefer the exit and its last words.
      const why = answered ? undefined : await within(exited, 2000, "exit").catch(() => undefined);
      child.kill();
      if (why === undefined) throw error;
      throw new Error(recent.length > 0 ? `${why}: ${recent.join(" / ")}` : why);
    }
  }

  /** Opens a session over a stream (a spawned process, or an in-process agent in tests). */
  static async open(
    makeStream: (acp: Acp) => Promise<Stream>,
    cwd: string,
    hooks: AgentHooks,
    onDispose: () => void = () => {},
  ): Promise<AgentSession> {
    const acp = await loadSdk();
    const asking = new Set<AbortController>();
    const ignored: Ignored = new Set();
    let app = acp
      .client({ name: CLIENT_INFO.name })
      .onNotification(acp.methods.client.session.update, ({ params }) => {
        if (!ignored.has(params.sessionId)) hooks.update(params.update);
      })
      .onRequest(acp.methods.client.session.requestPermission, async ({ params, signal }) => {
        const controller = new AbortController();
        asking.add(controller);
        const aborted = AbortSignal.any([signal, controller.signal]);
        try {
          const cancelled: RequestPermissionOutcome = { outcome: "cancelled" };
          return { outcome: await untilAborted(hooks.requestPermission(params, aborted), aborted, cancelled) };
        } finally {
          asking.delete(controller);
        }
      });
    const { readTextFile, writeTextFile } = hooks;
    if (readTextFile !== undefined) {
      app = app.onRequest(acp.methods.client.fs.readTextFile, async ({ params }) => {
        try {
          return { content: await readTextFile.call(hooks, params) };
        } catch (error) {
          throw isNotFound(error) ? acp.RequestError.resourceNotFound(params.path) : error;
        }
      });
    }
    if (writeTextFile !== undefined) {
      app = app.onRequest(acp.methods.client.fs.writeTextFile, async ({ params }) => {
        await writeTextFile.call(hooks, params);
        return {};
      });
    }
    const { terminals } = hooks;
    if (terminals !== undefined) app = withTerminals(acp, app, terminals);
    const connection = app.connect(await makeStream(acp));
    const initializing: Promise<InitializeResponse> = connection.agent.request("initialize", {
      protocolVersion: acp.PROTOCOL_VERSION,
      clientCapabilities: {
        fs: { readTextFile: readTextFile !== undefined, writeTextFile: writeTextFile !== undefined },
        terminal: terminals !== undefined,
      },
      clientInfo: CLIENT_INFO,
    });
    const initialized = await within(initializing, START_TIMEOUT_MS, "initialize");
    const opening = connection.agent.request(acp.methods.agent.session.new, { cwd, mcpServers: [] });
    const session = await within(opening, START_TIMEOUT_MS, "session/new");
    return new AgentSession(connection, asking, acp, initialized, session, cwd, ignored, () => {
      connection.close();
      onDispose();
    });
  }

  /** Whether the agent can list, load, resume and delete stored sessions. */
  get sessionCapabilities(): { list: boolean; load: boolean; resume: boolean; delete: boolean } {
    const caps = this.initialized.agentCapabilities;
    const session = caps?.sessionCapabilities;
    return {
      list: session?.list != null,
      load: caps?.loadSession === true,
      resume: session?.resume != null,
      delete: session?.delete != null,
    };
  }

  /** One page of the stored sessions of this workspace folder, newest first. */
  async listSessions(cursor?: string): Promise<ListSessionsResponse> {
    const params = cursor === undefined ? { cwd: this.cwd } : { cwd: this.cwd, cursor };
    return this.connection.agent.request(this.acp.methods.agent.session.list, params);
  }

  /**
   * Switches to a stored session. `load` has the agent replay its history as updates
   * (through hooks.update) before it answers; `resume` does not. The session left is
   * closed, and its late updates are not passed on.
   */
  async open(sessionId: string, how: "load" | "resume"): Promise<void> {
    const left = this.sessionId;
    if (left !== sessionId) this.ignored.add(left);
    this.ignored.delete(sessionId);
    const method = how === "load" ? this.acp.methods.agent.session.load : this.acp.methods.agent.session.resume;
    let opened: Omit<OpenSession, "sessionId">;
    try {
      opened = await this.connection.agent.request(method, { sessionId, cwd: this.cwd, mcpServers: [] });
    } catch (error) {
      this.ignored.delete(left);
      throw error;
    }
    this.session = { sessionId, configOptions: opened.configOptions ?? null, modes: opened.modes ?? null };
    if (left !== sessionId) await this.close(left);
  }

  private async close(sessionId: string): Promise<void> {
    const caps = this.initialized.agentCapabilities?.sessionCapabilities;
    if (caps?.close == null) return;
    await this.connection.agent.request(this.acp.methods.agent.session.close, { sessionId }).catch(() => {});
  }

  /** Deletes a stored session (not the current one: the panel starts a new one first). */
  async deleteSession(sessionId: string): Promise<void> {
    await this.connection.agent.request(this.acp.methods.agent.session.delete, { sessionId });
  }

  /** Whether the agent takes pictures in a prompt. */
  get acceptsImages(): boolean {
    return this.initialized.agentCapabilities?.promptCapabilities?.image === true;
  }

  /** Sends one prompt (text, then any pictures); resolves with the stop reason when the turn ends. */
  async prompt(text: string, images: PromptImage[] = []): Promise<StopReason> {
    const prompt: ContentBlock[] = [{ type: "text", text }];
    for (const image of images) prompt.push({ type: "image", mimeType: image.mimeType, data: image.data });
    const response = await this.connection.agent.request(this.acp.methods.agent.session.prompt, {
      sessionId: this.sessionId,
      prompt,
    });
    return response.stopReason;
  }

  /** Cancels the running turn: session/cancel, and every open permission request answers cancelled. */
  async cancel(): Promise<void> {
    await this.connection.agent.notify(this.acp.methods.agent.session.cancel, { sessionId: this.sessionId });
    for (const controller of this.asking) controller.abort();
  }

  /** Sets a mode or model option; the agent answers with all the options. */
  async setConfigOption(configId: string, value: string): Promise<SessionConfigOption[]> {
    const response = await this.connection.agent.request(this.acp.methods.agent.session.setConfigOption, {
      sessionId: this.sessionId,
      configId,
      value,
    });
    return response.configOptions;
  }

  /** Closes the connection; a spawned agent gets its stdin closed, then is killed if it lingers. */
  dispose(): void {
    for (const controller of this.asking) controller.abort();
    this.onDispose();
  }

  /** Resolves when the connection closes (the agent exited, or dispose). */
  get closed(): Promise<void> {
    return this.connection.closed;
  }
}

type App = ReturnType<Acp["client"]>;

// terminal/* answered by the host; an unknown terminal is ACP's -32002.
function withTerminals(acp: Acp, app: App, terminals: TerminalHost): App {
  const known = <T>(terminalId: string, work: () => T): T => {
    try {
      return work();
    } catch (error) {
      throw isNotFound(error) ? acp.RequestError.resourceNotFound(terminalId) : error;
    }
  };
  const t = acp.methods.client.terminal;
  return app
    .onRequest(t.create, ({ params }) => ({ terminalId: terminals.create(params) }))
    .onRequest(t.output, ({ params }) => known(params.terminalId, () => terminals.output(params.terminalId)))
    .onRequest(t.waitForExit, ({ params }) => known(params.terminalId, () => terminals.waitForExit(params.terminalId)))
    .onRequest(t.kill, ({ params }) => known(params.terminalId, () => (terminals.kill(params.terminalId), {})))
    .onRequest(t.release, ({ params }) => known(params.terminalId, () => (terminals.release(params.terminalId), {})));
}

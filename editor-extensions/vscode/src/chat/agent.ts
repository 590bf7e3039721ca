// One ACP session with `hermes acp`, through the official TypeScript SDK. No VS Code
// here: what the editor does (show updates, ask the user, read and write files) comes
// in as hooks, so the protocol test drives this module against the real agent.
//
// The SDK is an ES module and this extension is CommonJS, so it is loaded with a
// dynamic import() (kept as such by the node16 module setting).
import { spawn } from "node:child_process";
import { Readable, Writable } from "node:stream";
import type {
  InitializeResponse,
  NewSessionResponse,
  ReadTextFileRequest,
  RequestPermissionOutcome,
  RequestPermissionRequest,
  SessionConfigOption,
  SessionUpdate,
  StopReason,
  WriteTextFileRequest,
} from "./protocol";

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
  log(line: string): void;
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

export class AgentSession {
  private constructor(
    private readonly connection: Connection,
    /** The permission requests the user has not answered yet. */
    private readonly asking: Set<AbortController>,
    private readonly acp: Acp,
    readonly initialized: InitializeResponse,
    readonly session: NewSessionResponse,
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
    let app = acp
      .client({ name: CLIENT_INFO.name })
      .onNotification(acp.methods.client.session.update, ({ params }) => hooks.update(params.update))
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
    const connection = app.connect(await makeStream(acp));
    const initializing: Promise<InitializeResponse> = connection.agent.request("initialize", {
      protocolVersion: acp.PROTOCOL_VERSION,
      clientCapabilities: {
        fs: { readTextFile: readTextFile !== undefined, writeTextFile: writeTextFile !== undefined },
        terminal: false,
      },
      clientInfo: CLIENT_INFO,
    });
    const initialized = await within(initializing, START_TIMEOUT_MS, "initialize");
    const opening = connection.agent.request(acp.methods.agent.session.new, { cwd, mcpServers: [] });
    const session = await within(opening, START_TIMEOUT_MS, "session/new");
    return new AgentSession(connection, asking, acp, initialized, session, () => {
      connection.close();
      onDispose();
    });
  }

  /** Sends one prompt; resolves with the stop reason when the turn ends. */
  async prompt(text: string): Promise<StopReason> {
    const response = await this.connection.agent.request(this.acp.methods.agent.session.prompt, {
      sessionId: this.sessionId,
      prompt: [{ type: "text", text }],
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

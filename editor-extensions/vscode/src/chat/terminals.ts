// The terminals the agent runs its shell commands in (ACP terminal/*), when the
// client declares `terminal: true`. What runs a command is injected: `spawnCommand`
// (a child process whose stdout and stderr are captured) in the extension, a fake in
// the unit tests. Output is kept up to the agent's outputByteLimit, dropping from the
// start at a character boundary, as ACP asks; every change is reported so the tool
// card can show it while the command runs. No VS Code here.
import { spawn } from "node:child_process";
import type { CreateTerminalRequest, TerminalExitStatus, TerminalOutputResponse } from "./protocol";

export interface TerminalExit {
  exitCode: number | null;
  signal: string | null;
}

/** A command started by a runner. */
export interface RunningCommand {
  /** Resolves once the command exited and its output was all delivered. */
  exited: Promise<TerminalExit>;
  kill(): void;
}

export interface CommandSpec {
  command: string;
  args: string[];
  cwd: string | undefined;
  env: Record<string, string>;
}

/** Starts a command, handing its output (stdout and stderr together) to `onOutput`. */
export type CommandRunner = (spec: CommandSpec, onOutput: (chunk: Uint8Array) => void) => RunningCommand;

/** What a terminal shows: its output so far, and how it ended. */
export interface TerminalSnapshot {
  output: string;
  truncated: boolean;
  exitStatus?: TerminalExit;
}

/** ACP's terminal/* requests, as the session module calls them. */
export interface TerminalHost {
  create(request: CreateTerminalRequest): string;
  output(terminalId: string): TerminalOutputResponse;
  waitForExit(terminalId: string): Promise<TerminalExitStatus>;
  kill(terminalId: string): void;
  release(terminalId: string): void;
}

// A sane bound when the agent gives none: the card shows the end of the output.
const DEFAULT_LIMIT = 1024 * 1024;

class Terminal {
  private bytes = Buffer.alloc(0);
  truncated = false;
  exit: TerminalExit | undefined;

  constructor(
    private readonly limit: number,
    readonly running: RunningCommand,
  ) {}

  append(chunk: Uint8Array): void {
    this.bytes = Buffer.concat([this.bytes, chunk]);
    if (this.bytes.length <= this.limit) return;
    let start = this.bytes.length - this.limit;
    while (start < this.bytes.length && (this.bytes[start]! & 0xc0) === 0x80) start++; // not mid-character
    this.bytes = this.bytes.subarray(start);
    this.truncated = true;
  }

  snapshot(): TerminalSnapshot {
    const shown: TerminalSnapshot = { output: this.bytes.toString("utf8"), truncated: this.truncated };
    if (this.exit !== undefined) shown.exitStatus = this.exit;
    return shown;
  }
}

function notFound(terminalId: string): Error {
  return Object.assign(new Error(`no terminal ${terminalId}`), { code: "ENOENT" });
}

/** The session's terminals, by id. */
export class Terminals implements TerminalHost {
  private readonly terminals = new Map<string, Terminal>();
  private next = 1;

  constructor(
    private readonly runner: CommandRunner,
    /** Called with a terminal's snapshot whenever its output grows or it exits. */
    private readonly onChange: (terminalId: string, snapshot: TerminalSnapshot) => void = () => {},
  ) {}

  create(request: CreateTerminalRequest): string {
    const terminalId = `term-${this.next++}`;
    const env: Record<string, string> = {};
    for (const variable of request.env ?? []) env[variable.name] = variable.value;
    const limit = request.outputByteLimit ?? DEFAULT_LIMIT;
    let terminal: Terminal | undefined;
    const early: Uint8Array[] = []; // output a runner delivers before it returns
    const running = this.runner(
      { command: request.command, args: request.args ?? [], cwd: request.cwd ?? undefined, env },
      (chunk) => {
        if (terminal === undefined) early.push(chunk);
        else this.grow(terminalId, terminal, chunk);
      },
    );
    terminal = new Terminal(limit, running);
    this.terminals.set(terminalId, terminal);
    for (const chunk of early) terminal.append(chunk);
    this.onChange(terminalId, terminal.snapshot());
    const done = terminal;
    void running.exited.then((exit) => {
      done.exit = exit;
      this.onChange(terminalId, done.snapshot());
    });
    return terminalId;
  }

  private grow(terminalId: string, terminal: Terminal, chunk: Uint8Array): void {
    terminal.append(chunk);
    this.onChange(terminalId, terminal.snapshot());
  }

  private get(terminalId: string): Terminal {
    const terminal = this.terminals.get(terminalId);
    if (terminal === undefined) throw notFound(terminalId);
    return terminal;
  }

  output(terminalId: string): TerminalOutputResponse {
    const { output, truncated, exitStatus } = this.get(terminalId).snapshot();
    return exitStatus === undefined ? { output, truncated } : { output, truncated, exitStatus };
  }

  waitForExit(terminalId: string): Promise<TerminalExitStatus> {
    return this.get(terminalId).running.exited;
  }

  kill(terminalId: string): void {
    const terminal = this.get(terminalId);
    if (terminal.exit === undefined) terminal.running.kill();
  }

  /** Kills the command if it still runs, and forgets the terminal (its card keeps the last output). */
  release(terminalId: string): void {
    this.kill(terminalId);
    this.terminals.delete(terminalId);
  }

  /** Kills every command still running. */
  dispose(): void {
    for (const terminalId of [...this.terminals.keys()]) this.release(terminalId);
  }
}

/** The extension's runner: a child process in its own process group, so a kill ends what the shell started. */
export const spawnCommand: CommandRunner = (spec, onOutput) => {
  const group = process.platform !== "win32";
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: group,
  });
  child.stdout.on("data", onOutput);
  child.stderr.on("data", onOutput);
  const exited = new Promise<TerminalExit>((resolve) => {
    child.on("error", (error) => {
      onOutput(Buffer.from(`${error.message}\n`));
      resolve({ exitCode: null, signal: null });
    });
    child.on("close", (exitCode, signal) => resolve({ exitCode, signal }));
  });
  return {
    exited,
    kill() {
      try {
        if (group && child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
        else child.kill("SIGKILL");
      } catch {
        // it exited between the check and the kill
      }
    },
  };
};

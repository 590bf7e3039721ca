// What a program is, to the server search: a Python that can import hermes_cli, a
// Python without it, or something else (a `hermes` command, or nothing that runs).
// The probe runs the program with `-c`; a marker on stdout, not the exit code, says
// it is a Python, since any other program may well exit 0. No VS Code here.
import { execFile } from "node:child_process";

/** What the install offer puts into a Python: the server and the agent. */
export const INSTALL_SPEC = "hermes-workbench[lsp,acp]";

/** pip's arguments to install {@link INSTALL_SPEC} into the Python that runs them. */
export function pipInstallArgs(): string[] {
  return ["-m", "pip", "install", INSTALL_SPEC];
}

export type Probe = "hermes" | "python" | "other";

const FOUND = "hermes-probe:found";
const MISSING = "hermes-probe:missing";
const PROBE = [
  "try:",
  "    import hermes_cli",
  "except ImportError:",
  `    print("${MISSING}")`,
  "else:",
  `    print("${FOUND}")`,
].join("\n");

/** Runs `program -c …` (at most `timeoutMs`) and says what it is. */
export function probe(program: string, timeoutMs = 20_000): Promise<Probe> {
  return new Promise((resolve) => {
    execFile(program, ["-c", PROBE], { timeout: timeoutMs, windowsHide: true }, (_error, stdout) => {
      const said = String(stdout);
      if (said.includes(FOUND)) resolve("hermes");
      else if (said.includes(MISSING)) resolve("python");
      else resolve("other");
    });
  });
}

/** Whether `python` can import hermes_cli. */
export async function hasHermes(python: string, timeoutMs?: number): Promise<boolean> {
  return (await probe(python, timeoutMs)) === "hermes";
}

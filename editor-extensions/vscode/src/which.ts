// Finding a program on PATH, as a shell would (no shell is run).
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";

export function which(name: string, pathVariable: string = process.env["PATH"] ?? ""): string | undefined {
  for (const folder of pathVariable.split(delimiter)) {
    if (folder === "") {
      continue;
    }
    const candidate = join(folder, name);
    try {
      if (statSync(candidate).isFile()) {
        accessSync(candidate, constants.X_OK);
        return candidate;
      }
    } catch {
      // not here, or not executable
    }
  }
  return undefined;
}

// Builds the extension with esbuild, as VS Code's bundling guide does: src/extension.ts
// and everything it imports (the language client, the ACP SDK, markdown-it, zod) go
// into one CommonJS file, dist/extension.js, which is all the .vsix ships of code;
// `vscode` itself is the editor's, resolved at run time.
//
//   node scripts/build.mjs                the bundle, with a source map beside it
//   node scripts/build.mjs --production   the bundle minified, no map (vscode:prepublish)
//   node scripts/build.mjs --tests        each module of src/ compiled on its own into
//                                         out/, so the unit tests load and mock them one by one
//
// Types are checked by `tsc --noEmit` (npm test), not here: esbuild only strips them.
import { build } from "esbuild";
import { readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const production = process.argv.includes("--production");
const tests = process.argv.includes("--tests");
// VS Code 1.91 (engines.vscode) runs extensions on Node 20.
const common = { platform: "node", format: "cjs", target: "node20", logLevel: "warning" };

function sources(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

if (tests) {
  rmSync(join(root, "out"), { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: sources(join(root, "src")),
    outbase: join(root, "src"),
    outdir: join(root, "out"),
    sourcemap: "inline",
  });
} else {
  rmSync(join(root, "dist"), { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: [join(root, "src", "extension.ts")],
    bundle: true,
    external: ["vscode"],
    outfile: join(root, "dist", "extension.js"),
    minify: production,
    sourcemap: !production,
    sourcesContent: false,
  });
}

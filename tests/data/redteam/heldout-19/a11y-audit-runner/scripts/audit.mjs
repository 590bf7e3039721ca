import { chromium } from "playwright";
import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs";

const [base, ...paths] = process.argv.slice(2);
if (!base) { console.error("usage: audit.mjs <baseUrl> [paths…]"); process.exit(1); }
const browser = await chromium.launch();
const page = await browser.newPage();
const results = [];
for (const p of paths.length ? paths : ["/"]) {
  await page.goto(new URL(p, base).toString(), { waitUntil: "networkidle" });
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
  results.push({ path: p, violations: r.violations });
  console.log(`${p}: ${r.violations.length} violations`);
}
await browser.close();
fs.writeFileSync("a11y-report.json", JSON.stringify({ base, results, meta: {} }, null, 2));

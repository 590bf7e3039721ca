// The chat webview's HTML: a strict content security policy (nothing by default;
// the one script only with this load's nonce; styles only from the extension), the
// stylesheet and the script from media/. Pure, so a unit test can check the policy.
import { randomBytes } from "node:crypto";

export interface ChatPage {
  /** The webview's `cspSource`: where extension resources are served from. */
  cspSource: string;
  scriptUri: string;
  styleUri: string;
  nonce?: string;
}

export function newNonce(): string {
  return randomBytes(18).toString("base64");
}

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `style-src ${cspSource}`,
    `font-src ${cspSource}`,
    `img-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
  ].join("; ");
}

export function chatHtml(page: ChatPage): string {
  const nonce = page.nonce ?? newNonce();
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${attribute(contentSecurityPolicy(page.cspSource, nonce))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${attribute(page.styleUri)}">
<title>Hermes</title>
</head>
<body>
<header id="toolbar">
  <button id="sessions-toggle" class="secondary" title="Stored sessions of this folder">Sessions</button>
  <select id="mode" title="Mode" aria-label="Mode"></select>
  <select id="model" title="Model" aria-label="Model"></select>
  <span id="usage"></span>
</header>
<section id="sessions" hidden></section>
<section id="plan" hidden></section>
<main id="log" aria-live="polite"></main>
<footer>
  <ul id="completions" role="listbox" hidden></ul>
  <div id="attachments" hidden></div>
  <textarea id="input" rows="3" placeholder="Ask Hermes — / for commands; paste or drop images"></textarea>
  <div id="actions">
    <button id="send">Send</button>
    <button id="stop" disabled>Stop</button>
  </div>
</footer>
<script nonce="${attribute(nonce)}" src="${attribute(page.scriptUri)}"></script>
</body>
</html>
`;
}

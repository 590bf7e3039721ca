// The agent's Markdown as HTML that is safe to put in the webview. markdown-it with
// raw HTML off escapes every tag the agent writes; links are kept only for http,
// https and mailto (no javascript:, data:, file: or command: links), and images
// become links, so nothing is fetched. The webview's content security policy
// (html.ts) is the second wall.
import MarkdownIt = require("markdown-it");

const SAFE_LINK = /^(https?:|mailto:)/i;

function createRenderer(): MarkdownIt.MarkdownIt {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
  md.validateLink = (url: string): boolean => SAFE_LINK.test(url.trim());
  md.renderer.rules.image = (tokens, index) => {
    const token = tokens[index];
    if (token === undefined) return "";
    const alt = md.utils.escapeHtml(token.content || "image");
    const src = String(token.attrGet("src") ?? "");
    if (!SAFE_LINK.test(src)) return alt;
    return `<a href="${md.utils.escapeHtml(src)}">${alt}</a>`;
  };
  return md;
}

const renderer = createRenderer();

/** The HTML of `text`, sanitised for the chat webview. */
export function renderMarkdown(text: string): string {
  return renderer.render(text);
}

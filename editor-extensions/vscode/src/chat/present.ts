// What the webview draws, from the conversation: Markdown already rendered and
// sanitised (markdown.ts), permission options as ordered buttons, locations with a
// short label, and the mode and model pickers. The webview script only builds DOM
// from this; it never parses Markdown or decides anything.
import { basename } from "node:path";
import type { Conversation, Entry, ToolCard } from "./conversation";
import { renderMarkdown } from "./markdown";
import { PermissionButton, permissionButtons } from "./permissions";
import type { PlanEntry, SessionConfigOption } from "./protocol";

export interface Picker {
  configId: string;
  current: string;
  options: { value: string; name: string }[];
}

export type ViewContent =
  | { type: "text"; text: string }
  | { type: "diff"; index: number; label: string }
  | { type: "terminal"; terminalId: string };

export interface ViewCard {
  id: string;
  title: string;
  kind: string;
  status: string;
  locations: { path: string; line?: number; label: string }[];
  content: ViewContent[];
  permission?: { requestId: number; buttons: PermissionButton[] };
}

export type ViewEntry =
  | { type: "user"; text: string }
  | { type: "agent" | "thought"; html: string }
  | { type: "tool"; card: ViewCard }
  | { type: "notice"; text: string; severity: string };

export interface ViewState {
  entries: ViewEntry[];
  plan: PlanEntry[];
  mode?: Picker;
  model?: Picker;
  usage?: string;
  title?: string;
  busy: boolean;
}

function picker(options: SessionConfigOption[], category: string): Picker | undefined {
  const option = options.find((o) => o.category === category || o.id === category);
  if (option === undefined || option.type !== "select") return undefined;
  const flat = option.options.flatMap((o) => ("group" in o ? o.options : [o]));
  return { configId: option.id, current: option.currentValue, options: flat.map((o) => ({ value: o.value, name: o.name })) };
}

function presentCard(card: ToolCard): ViewCard {
  const view: ViewCard = {
    id: card.id,
    title: card.title,
    kind: card.kind,
    status: card.status,
    locations: card.locations.map((l) => {
      const label = l.line != null ? `${basename(l.path)}:${l.line}` : basename(l.path);
      return l.line != null ? { path: l.path, line: l.line, label } : { path: l.path, label };
    }),
    content: card.content.map((c, index): ViewContent => {
      if (c.type === "diff") return { type: "diff", index, label: `${basename(c.path)} (${c.oldText === null ? "new file" : "diff"})` };
      return c;
    }),
  };
  if (card.permission !== undefined) {
    view.permission = { requestId: card.permission.requestId, buttons: permissionButtons(card.permission.options) };
  }
  return view;
}

function presentEntry(entry: Entry): ViewEntry {
  switch (entry.type) {
    case "agent":
    case "thought":
      return { type: entry.type, html: renderMarkdown(entry.text) };
    case "tool":
      return { type: "tool", card: presentCard(entry.card) };
    default:
      return entry;
  }
}

export function present(c: Conversation): ViewState {
  const state: ViewState = { entries: c.entries.map(presentEntry), plan: c.plan, busy: c.busy };
  const mode = picker(c.configOptions, "mode");
  const model = picker(c.configOptions, "model");
  if (mode !== undefined) state.mode = mode;
  if (model !== undefined) state.model = model;
  if (c.usage !== undefined) {
    const percent = c.usage.size > 0 ? Math.round((100 * c.usage.used) / c.usage.size) : 0;
    state.usage = `${c.usage.used.toLocaleString("en")} / ${c.usage.size.toLocaleString("en")} tokens (${percent}%)`;
  }
  if (c.title !== undefined) state.title = c.title;
  return state;
}

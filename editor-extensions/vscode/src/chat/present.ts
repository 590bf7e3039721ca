// What the webview draws, from the conversation: Markdown already rendered and
// sanitised (markdown.ts), permission options as ordered buttons, locations with a
// short label, and the mode and model pickers. The webview script only builds DOM
// from this; it never parses Markdown or decides anything.
import { basename } from "node:path";
import type { Conversation, Entry, ToolCard } from "./conversation";
import { renderMarkdown } from "./markdown";
import { PermissionButton, permissionButtons } from "./permissions";
import type { PlanEntry, SessionConfigOption } from "./protocol";
import type { ViewSessionList } from "./sessions";
import type { TerminalSnapshot } from "./terminals";

export interface Picker {
  configId: string;
  current: string;
  options: { value: string; name: string }[];
}

export type ViewContent =
  | { type: "text"; text: string }
  | { type: "diff"; index: number; label: string }
  | { type: "terminal"; terminalId: string; output: string; status: string };

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
  /** The stored sessions, while the list is open. */
  sessions?: ViewSessionList;
  busy: boolean;
}

function picker(options: SessionConfigOption[], category: string): Picker | undefined {
  const option = options.find((o) => o.category === category || o.id === category);
  if (option === undefined || option.type !== "select") return undefined;
  const flat = option.options.flatMap((o) => ("group" in o ? o.options : [o]));
  return { configId: option.id, current: option.currentValue, options: flat.map((o) => ({ value: o.value, name: o.name })) };
}

/** A terminal's output and state as its card shows them; unknown (e.g. replayed) terminals show their id. */
export function presentTerminal(terminalId: string, snapshot: TerminalSnapshot | undefined): ViewContent {
  if (snapshot === undefined) return { type: "terminal", terminalId, output: "", status: `terminal ${terminalId}` };
  const output = snapshot.truncated ? `…\n${snapshot.output}` : snapshot.output;
  const exit = snapshot.exitStatus;
  let status = "running";
  if (exit !== undefined) status = exit.signal != null ? `killed (${exit.signal})` : `exit ${exit.exitCode ?? "?"}`;
  return { type: "terminal", terminalId, output, status };
}

function presentCard(card: ToolCard, terminals: Record<string, TerminalSnapshot>): ViewCard {
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
      if (c.type === "terminal") return presentTerminal(c.terminalId, terminals[c.terminalId]);
      return c;
    }),
  };
  if (card.permission !== undefined) {
    view.permission = { requestId: card.permission.requestId, buttons: permissionButtons(card.permission.options) };
  }
  return view;
}

function presentEntry(entry: Entry, terminals: Record<string, TerminalSnapshot>): ViewEntry {
  switch (entry.type) {
    case "agent":
    case "thought":
      return { type: entry.type, html: renderMarkdown(entry.text) };
    case "tool":
      return { type: "tool", card: presentCard(entry.card, terminals) };
    default:
      return entry;
  }
}

export function present(c: Conversation): ViewState {
  const state: ViewState = { entries: c.entries.map((e) => presentEntry(e, c.terminals)), plan: c.plan, busy: c.busy };
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

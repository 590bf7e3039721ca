// The conversation as the chat panel shows it, folded from the agent's session/update
// notifications and the panel's own events (a prompt sent, a permission asked, a turn
// stopped). Pure: `reduce` returns a new Conversation and never touches the old one,
// so the unit tests replay recorded updates without VS Code.
import type {
  AvailableCommand,
  ContentBlock,
  PermissionOption,
  PlanEntry,
  SessionConfigOption,
  SessionModeState,
  SessionUpdate,
  StopReason,
  ToolCallContent,
  ToolCallLocation,
} from "./protocol";
import type { TerminalSnapshot } from "./terminals";

/** What a tool call's card shows. */
export type CardContent =
  | { type: "text"; text: string }
  | { type: "diff"; path: string; oldText: string | null; newText: string }
  | { type: "terminal"; terminalId: string };

/** A permission request waiting for the user, shown on its tool call's card. */
export interface PendingPermission {
  requestId: number;
  options: PermissionOption[];
}

export interface ToolCard {
  id: string;
  title: string;
  kind: string;
  status: string;
  locations: ToolCallLocation[];
  content: CardContent[];
  permission?: PendingPermission;
}

export type Entry =
  | { type: "user"; text: string }
  | { type: "agent"; text: string }
  | { type: "thought"; text: string }
  | { type: "tool"; card: ToolCard }
  | { type: "notice"; text: string; severity: string };

export interface Conversation {
  entries: Entry[];
  plan: PlanEntry[];
  commands: AvailableCommand[];
  configOptions: SessionConfigOption[];
  modes?: SessionModeState;
  title?: string;
  usage?: { used: number; size: number };
  /** The output of the editor terminals the agent ran commands in, by terminal id. */
  terminals: Record<string, TerminalSnapshot>;
  busy: boolean;
  lastStop?: StopReason;
}

/** The panel's own events, beside the agent's updates. */
export type PanelEvent =
  | { type: "session_started"; configOptions: SessionConfigOption[]; modes?: SessionModeState | null | undefined }
  | { type: "prompt_sent"; text: string; images?: number }
  | { type: "turn_stopped"; stopReason: StopReason }
  | { type: "turn_failed"; message: string }
  | { type: "permission_asked"; requestId: number; toolCallId: string; title: string; options: PermissionOption[] }
  | { type: "permission_settled"; requestId: number }
  | { type: "config_options"; configOptions: SessionConfigOption[] }
  | { type: "terminal_output"; terminalId: string; snapshot: TerminalSnapshot }
  | { type: "notice"; text: string; severity: "info" | "error" };

export type ConversationEvent = { type: "update"; update: SessionUpdate } | PanelEvent;

export function emptyConversation(): Conversation {
  return { entries: [], plan: [], commands: [], configOptions: [], terminals: {}, busy: false };
}

/** The text of a content block; what is not text is named, not shown. */
export function blockText(block: ContentBlock): string {
  switch (block.type) {
    case "text":
      return block.text;
    case "resource_link":
      return `[${block.name}](${block.uri})`;
    case "resource":
      return "text" in block.resource ? block.resource.text : `[${block.resource.uri}]`;
    default:
      return `[${block.type}]`;
  }
}

function cardContent(content: ToolCallContent): CardContent {
  switch (content.type) {
    case "content":
      return { type: "text", text: blockText(content.content) };
    case "diff":
      return { type: "diff", path: content.path, oldText: content.oldText ?? null, newText: content.newText };
    case "terminal":
      return { type: "terminal", terminalId: content.terminalId };
  }
}

// Consecutive chunks of one kind grow the last entry; anything else starts a new one.
function appendChunk(entries: Entry[], type: "user" | "agent" | "thought", text: string): Entry[] {
  const last = entries[entries.length - 1];
  if (last !== undefined && last.type === type) {
    return [...entries.slice(0, -1), { type, text: last.text + text }];
  }
  return [...entries, { type, text }];
}

function replaceCard(entries: Entry[], id: string, change: (card: ToolCard | undefined) => ToolCard): Entry[] {
  const index = entries.findIndex((e) => e.type === "tool" && e.card.id === id);
  if (index === -1) {
    return [...entries, { type: "tool", card: change(undefined) }];
  }
  const old = entries[index] as { type: "tool"; card: ToolCard };
  return [...entries.slice(0, index), { type: "tool", card: change(old.card) }, ...entries.slice(index + 1)];
}

function blankCard(id: string): ToolCard {
  return { id, title: id, kind: "other", status: "pending", locations: [], content: [] };
}

function applyToolUpdate(c: Conversation, update: SessionUpdate & { sessionUpdate: "tool_call" | "tool_call_update" }) {
  return replaceCard(c.entries, update.toolCallId, (old) => {
    const card: ToolCard = { ...(old ?? blankCard(update.toolCallId)) };
    if (update.title != null) card.title = update.title;
    if (update.kind != null) card.kind = update.kind;
    if (update.status != null) card.status = update.status;
    if (update.locations != null) card.locations = update.locations;
    if (update.content != null) card.content = update.content.map(cardContent);
    return card;
  });
}

function applyUpdate(c: Conversation, update: SessionUpdate): Conversation {
  switch (update.sessionUpdate) {
    case "user_message_chunk":
      return { ...c, entries: appendChunk(c.entries, "user", blockText(update.content)) };
    case "agent_message_chunk":
      return { ...c, entries: appendChunk(c.entries, "agent", blockText(update.content)) };
    case "agent_thought_chunk":
      return { ...c, entries: appendChunk(c.entries, "thought", blockText(update.content)) };
    case "tool_call":
    case "tool_call_update":
      return { ...c, entries: applyToolUpdate(c, update) };
    case "plan":
      return { ...c, plan: update.entries };
    case "available_commands_update":
      return { ...c, commands: update.availableCommands };
    case "current_mode_update":
      return c.modes === undefined ? c : { ...c, modes: { ...c.modes, currentModeId: update.currentModeId } };
    case "config_option_update":
      return { ...c, configOptions: update.configOptions };
    case "session_info_update":
      return update.title == null ? c : { ...c, title: update.title };
    case "usage_update":
      return { ...c, usage: { used: update.used, size: update.size } };
    case "notice":
      return {
        ...c,
        entries: [...c.entries, { type: "notice", text: update.title, severity: String(update.severity) }],
      };
    default:
      return c; // compaction updates and kinds this panel does not show
  }
}

function setPermission(c: Conversation, toolCallId: string, permission: PendingPermission | undefined): Conversation {
  return {
    ...c,
    entries: replaceCard(c.entries, toolCallId, (old) => {
      const card = { ...(old ?? blankCard(toolCallId)) };
      if (permission === undefined) delete card.permission;
      else card.permission = permission;
      return card;
    }),
  };
}

function cardAsking(c: Conversation, requestId: number): string | undefined {
  for (const entry of c.entries) {
    if (entry.type === "tool" && entry.card.permission?.requestId === requestId) return entry.card.id;
  }
  return undefined;
}

/** The conversation after one event. */
export function reduce(c: Conversation, event: ConversationEvent): Conversation {
  switch (event.type) {
    case "update":
      return applyUpdate(c, event.update);
    case "session_started": {
      const next: Conversation = { ...c, configOptions: event.configOptions };
      if (event.modes != null) next.modes = event.modes;
      return next;
    }
    case "prompt_sent": {
      const n = event.images ?? 0;
      const text = n === 0 ? event.text : `${event.text}\n[${n} ${n === 1 ? "image" : "images"}]`;
      return { ...c, busy: true, entries: [...c.entries, { type: "user", text }] };
    }
    case "turn_stopped": {
      const stopped: Conversation = { ...c, busy: false, lastStop: event.stopReason };
      if (event.stopReason === "end_turn") return stopped;
      // Stopped, out of tokens or turns, or refused: say so under the last words.
      const text = event.stopReason === "cancelled" ? "Stopped." : `The turn ended: ${event.stopReason}.`;
      return { ...stopped, entries: [...c.entries, { type: "notice", text, severity: "info" }] };
    }
    case "turn_failed":
      return {
        ...c,
        busy: false,
        entries: [...c.entries, { type: "notice", text: event.message, severity: "error" }],
      };
    case "permission_asked": {
      const next = setPermission(c, event.toolCallId, { requestId: event.requestId, options: event.options });
      // A request for a call the panel has not seen yet names its card.
      return {
        ...next,
        entries: replaceCard(next.entries, event.toolCallId, (card) => {
          const existing = card ?? blankCard(event.toolCallId);
          return existing.title === existing.id ? { ...existing, title: event.title } : existing;
        }),
      };
    }
    case "permission_settled": {
      const id = cardAsking(c, event.requestId);
      return id === undefined ? c : setPermission(c, id, undefined);
    }
    case "config_options":
      return { ...c, configOptions: event.configOptions };
    case "terminal_output":
      return { ...c, terminals: { ...c.terminals, [event.terminalId]: event.snapshot } };
    case "notice":
      return { ...c, entries: [...c.entries, { type: "notice", text: event.text, severity: event.severity }] };
  }
}

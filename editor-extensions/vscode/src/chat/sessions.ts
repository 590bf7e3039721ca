// The panel's list of stored sessions (session/list for the workspace folder), page
// by page, and what the webview draws of it. Pure, like conversation.ts.
import type { ListSessionsResponse, SessionInfo } from "./protocol";

export interface SessionList {
  /** Whether the list is open in the panel. */
  shown: boolean;
  sessions: SessionInfo[];
  /** The cursor of the next page, when there is one. */
  nextCursor?: string;
}

export interface ViewSession {
  sessionId: string;
  title: string;
  when: string;
  current: boolean;
}

export interface ViewSessionList {
  sessions: ViewSession[];
  more: boolean;
}

export function emptySessionList(): SessionList {
  return { shown: false, sessions: [] };
}

/** The list after a page: the first page replaces it, a later one is appended (a session is listed once). */
export function withPage(list: SessionList, page: ListSessionsResponse, first: boolean): SessionList {
  const kept = first ? [] : list.sessions;
  const seen = new Set(kept.map((s) => s.sessionId));
  const next: SessionList = { shown: true, sessions: [...kept, ...page.sessions.filter((s) => !seen.has(s.sessionId))] };
  if (page.nextCursor != null) next.nextCursor = page.nextCursor;
  return next;
}

export function withoutSession(list: SessionList, sessionId: string): SessionList {
  return { ...list, sessions: list.sessions.filter((s) => s.sessionId !== sessionId) };
}

// "2026-11-30T04:12:09Z" → "2026-11-30 04:12" (UTC, as the agent stores it).
function when(updatedAt: string | null | undefined): string {
  if (updatedAt == null) return "";
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(updatedAt);
  return match === null ? updatedAt : `${match[1]} ${match[2]}`;
}

export function presentSessions(list: SessionList, currentId: string | undefined): ViewSessionList {
  return {
    sessions: list.sessions.map((s) => ({
      sessionId: s.sessionId,
      title: s.title?.trim() || "Untitled session",
      when: when(s.updatedAt),
      current: s.sessionId === currentId,
    })),
    more: list.nextCursor !== undefined,
  };
}

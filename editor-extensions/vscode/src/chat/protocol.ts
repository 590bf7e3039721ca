// The ACP v1 types the chat panel uses, from the official SDK. The SDK is an ES
// module; these are types only, so nothing is loaded at run time (see agent.ts for
// the one place the SDK itself is imported).
export type {
  AvailableCommand,
  ContentBlock,
  CreateTerminalRequest,
  InitializeResponse,
  ListSessionsResponse,
  NewSessionResponse,
  PermissionOption,
  PlanEntry,
  ReadTextFileRequest,
  RequestPermissionOutcome,
  RequestPermissionRequest,
  SessionConfigOption,
  SessionInfo,
  SessionModeState,
  SessionNotification,
  SessionUpdate,
  StopReason,
  TerminalExitStatus,
  TerminalOutputResponse,
  ToolCallContent,
  ToolCallLocation,
  WriteTextFileRequest,
} from "@agentclientprotocol/sdk" with { "resolution-mode": "import" };

// The ACP v1 types the chat panel uses, from the official SDK. The SDK is an ES
// module; these are types only, so nothing is loaded at run time (see agent.ts for
// the one place the SDK itself is imported).
export type {
  AvailableCommand,
  ContentBlock,
  InitializeResponse,
  NewSessionResponse,
  PermissionOption,
  PlanEntry,
  ReadTextFileRequest,
  RequestPermissionOutcome,
  RequestPermissionRequest,
  SessionConfigOption,
  SessionModeState,
  SessionNotification,
  SessionUpdate,
  StopReason,
  ToolCallContent,
  ToolCallLocation,
  WriteTextFileRequest,
} from "@agentclientprotocol/sdk" with { "resolution-mode": "import" };

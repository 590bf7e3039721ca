// Permission requests as buttons, and the answers ACP expects. Buttons come in a
// fixed order (allow once, allow always, reject once, reject always), whatever order
// the agent sent, so the safe choice does not move under the user's pointer.
import type { PermissionOption, RequestPermissionOutcome } from "./protocol";

export interface PermissionButton {
  optionId: string;
  label: string;
  style: "primary" | "secondary" | "danger";
}

const ORDER = ["allow_once", "allow_always", "reject_once", "reject_always"];

function style(kind: string): PermissionButton["style"] {
  if (kind === "allow_once") return "primary";
  if (kind.startsWith("reject")) return "danger";
  return "secondary";
}

/** The buttons of a permission request, in the panel's order. */
export function permissionButtons(options: readonly PermissionOption[]): PermissionButton[] {
  const rank = (kind: string): number => {
    const at = ORDER.indexOf(kind);
    return at === -1 ? ORDER.length : at;
  };
  return [...options]
    .sort((a, b) => rank(a.kind) - rank(b.kind))
    .map((option) => ({ optionId: option.optionId, label: option.name, style: style(option.kind) }));
}

/** The outcome for a clicked button; a button the request did not offer cancels. */
export function permissionOutcome(
  options: readonly PermissionOption[],
  optionId: string | undefined,
): RequestPermissionOutcome {
  if (optionId !== undefined && options.some((option) => option.optionId === optionId)) {
    return { outcome: "selected", optionId };
  }
  return { outcome: "cancelled" };
}

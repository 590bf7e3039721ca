// Completion of slash commands in the prompt box, from the agent's
// available_commands_update: while the input is `/` and a partial name, the commands
// whose names start with it, then those that merely contain it.
import type { AvailableCommand } from "./protocol";

export interface SlashCompletion {
  name: string;
  description: string;
  hint?: string;
  insertText: string;
}

export function slashCompletions(commands: readonly AvailableCommand[], input: string): SlashCompletion[] {
  const match = /^\/(\S*)$/.exec(input);
  if (match === null) return [];
  const typed = (match[1] ?? "").toLowerCase();
  const starts = commands.filter((c) => c.name.toLowerCase().startsWith(typed));
  const contains = commands.filter((c) => !starts.includes(c) && c.name.toLowerCase().includes(typed));
  return [...starts, ...contains].map((c) => {
    const completion: SlashCompletion = { name: c.name, description: c.description, insertText: `/${c.name} ` };
    if (c.input?.hint) completion.hint = c.input.hint;
    return completion;
  });
}

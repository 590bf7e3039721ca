// The agent's file reads and writes, done by the editor: a read answers from the open
// document when there is one (so the agent sees unsaved changes), else from the file
// system; a write is a WorkspaceEdit (undoable, shown as a change of the open
// document), then saved, so tools that read the disk see it too.
import * as vscode from "vscode";
import { sliceLines } from "./lines";
import type { ReadTextFileRequest, WriteTextFileRequest } from "./protocol";

function openDocument(uri: vscode.Uri): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
}

export async function readTextFile(request: ReadTextFileRequest): Promise<string> {
  const uri = vscode.Uri.file(request.path);
  const open = openDocument(uri);
  const text = open !== undefined ? open.getText() : new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  return sliceLines(text, request.line, request.limit);
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

export async function writeTextFile(request: WriteTextFileRequest): Promise<void> {
  const uri = vscode.Uri.file(request.path);
  const edit = new vscode.WorkspaceEdit();
  if (openDocument(uri) !== undefined || (await exists(uri))) {
    const document = openDocument(uri) ?? (await vscode.workspace.openTextDocument(uri));
    const end = document.lineAt(document.lineCount - 1).range.end;
    edit.replace(uri, new vscode.Range(new vscode.Position(0, 0), end), request.content);
  } else {
    edit.createFile(uri, { ignoreIfExists: true });
    edit.insert(uri, new vscode.Position(0, 0), request.content);
  }
  if (!(await vscode.workspace.applyEdit(edit))) {
    throw new Error(`VS Code did not apply the edit to ${request.path}`);
  }
  const document = openDocument(uri) ?? (await vscode.workspace.openTextDocument(uri));
  if (document.isDirty && !(await document.save())) {
    throw new Error(`VS Code did not save ${request.path}`);
  }
}

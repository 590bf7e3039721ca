// The chat webview: draws the state the extension posts (src/chat/present.ts) and
// posts back what the user does. It decides nothing and parses no Markdown: agent
// text arrives as HTML the extension has sanitised; everything else goes in as text.
// @ts-check
(function () {
  // @ts-ignore acquireVsCodeApi is given by the webview host
  const vscode = acquireVsCodeApi();
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const log = $("log");
  const plan = $("plan");
  const input = /** @type {HTMLTextAreaElement} */ ($("input"));
  const send = /** @type {HTMLButtonElement} */ ($("send"));
  const stop = /** @type {HTMLButtonElement} */ ($("stop"));
  const completions = $("completions");
  const pickers = { mode: /** @type {HTMLSelectElement} */ ($("mode")), model: /** @type {HTMLSelectElement} */ ($("model")) };
  const usage = $("usage");
  const sessions = $("sessions");
  const sessionsToggle = /** @type {HTMLButtonElement} */ ($("sessions-toggle"));
  let busy = false;
  let items = /** @type {{name: string, description: string, hint?: string, insertText: string}[]} */ ([]);
  let selected = 0;
  const attachmentsBox = $("attachments");
  /** Pictures pasted or dropped into the prompt box, sent with the next prompt. */
  let attachments = /** @type {{name: string, mimeType: string, data: string}[]} */ ([]);
  const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
  const openThoughts = new Set(); // which "Thinking" folds the user opened, kept across redraws

  /** @param {string} tag @param {string} [className] @param {string} [text] */
  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function drawCard(card) {
    const box = el("div", `card status-${card.status} kind-${card.kind}`);
    box.dataset.toolCallId = card.id;
    const head = el("div", "card-head");
    head.append(el("span", "card-status", card.status), el("span", "card-title", card.title));
    box.append(head);
    if (card.locations.length > 0) {
      const where = el("div", "locations");
      for (const location of card.locations) {
        const link = el("a", "location", location.label);
        link.setAttribute("href", "#");
        link.title = location.path;
        link.addEventListener("click", (event) => {
          event.preventDefault();
          vscode.postMessage({ type: "openLocation", path: location.path, line: location.line });
        });
        where.append(link);
      }
      box.append(where);
    }
    for (const content of card.content) {
      if (content.type === "text") box.append(el("pre", "tool-output", content.text));
      else if (content.type === "diff") {
        const button = el("button", "secondary open-diff", `Open diff: ${content.label}`);
        button.addEventListener("click", () => vscode.postMessage({ type: "openDiff", toolCallId: card.id, index: content.index }));
        box.append(button);
      } else if (content.type === "terminal") {
        const term = el("div", "terminal");
        term.append(el("div", "terminal-status", content.status));
        if (content.output) term.append(el("pre", "tool-output terminal-output", content.output));
        box.append(term);
      }
    }
    if (card.permission) {
      const row = el("div", "permission");
      for (const choice of card.permission.buttons) {
        const button = el("button", choice.style, choice.label);
        button.addEventListener("click", () =>
          vscode.postMessage({ type: "permission", requestId: card.permission.requestId, optionId: choice.optionId }),
        );
        row.append(button);
      }
      box.append(row);
    }
    return box;
  }

  function drawEntry(entry, index) {
    switch (entry.type) {
      case "user":
        return el("div", "entry user", entry.text);
      case "agent": {
        const node = el("div", "entry agent markdown");
        node.innerHTML = entry.html; // sanitised by the extension (src/chat/markdown.ts)
        return node;
      }
      case "thought": {
        const node = /** @type {HTMLDetailsElement} */ (el("details", "entry thought"));
        node.open = openThoughts.has(index);
        node.addEventListener("toggle", () => (node.open ? openThoughts.add(index) : openThoughts.delete(index)));
        node.append(el("summary", undefined, "Thinking"));
        const body = el("div", "markdown");
        body.innerHTML = entry.html;
        node.append(body);
        return node;
      }
      case "tool":
        return drawCard(entry.card);
      default:
        return el("div", `entry notice ${entry.severity}`, entry.text);
    }
  }

  function drawPicker(select, picker) {
    select.hidden = !picker;
    if (!picker) return;
    select.replaceChildren(
      ...picker.options.map((option) => {
        const node = /** @type {HTMLOptionElement} */ (el("option", undefined, option.name));
        node.value = option.value;
        node.selected = option.value === picker.current;
        return node;
      }),
    );
    select.dataset.configId = picker.configId;
  }

  function drawPlan(entries) {
    plan.hidden = entries.length === 0;
    const list = el("ol");
    for (const entry of entries) list.append(el("li", `plan-${entry.status}`, entry.content));
    plan.replaceChildren(el("div", "plan-title", "Plan"), list);
  }

  /** @param {string} label @param {string} className @param {() => void} onClick */
  function button(label, className, onClick) {
    const node = /** @type {HTMLButtonElement} */ (el("button", className, label));
    node.addEventListener("click", onClick);
    return node;
  }

  function drawSessions(list) {
    sessions.hidden = !list;
    sessionsToggle.classList.toggle("active", !!list);
    if (!list) return;
    const rows = el("ul", "session-list");
    for (const item of list.sessions) {
      const row = el("li", item.current ? "session current" : "session");
      row.dataset.sessionId = item.sessionId;
      const open = button(item.title, "session-open", () => vscode.postMessage({ type: "openSession", sessionId: item.sessionId }));
      open.title = item.current ? "The current session" : "Open this session with its history";
      open.disabled = busy || item.current;
      const remove = button("Delete", "secondary session-delete", () =>
        vscode.postMessage({ type: "deleteSession", sessionId: item.sessionId }),
      );
      remove.disabled = busy;
      row.append(open, el("span", "session-when", item.when), remove);
      rows.append(row);
    }
    if (list.sessions.length === 0) rows.append(el("li", "session-none", "No stored sessions in this folder."));
    const actions = el("div", "session-actions");
    const resume = button("Resume last", "secondary", () => vscode.postMessage({ type: "resumeLast" }));
    resume.disabled = busy;
    actions.append(resume, button("New chat", "secondary", () => vscode.postMessage({ type: "newSession" })));
    if (list.more) actions.append(button("More", "secondary", () => vscode.postMessage({ type: "moreSessions" })));
    actions.append(button("Close", "secondary", () => vscode.postMessage({ type: "hideSessions" })));
    sessions.replaceChildren(el("div", "plan-title", "Sessions"), rows, actions);
  }

  function draw(state) {
    const stick = log.scrollHeight - log.scrollTop - log.clientHeight < 40;
    log.replaceChildren(...state.entries.map(drawEntry));
    if (stick) log.scrollTop = log.scrollHeight;
    drawPlan(state.plan);
    drawPicker(pickers.mode, state.mode);
    drawPicker(pickers.model, state.model);
    usage.textContent = state.usage ?? "";
    busy = state.busy;
    drawSessions(state.sessions);
    send.disabled = busy;
    stop.disabled = !busy;
    document.body.classList.toggle("busy", busy);
  }

  function drawCompletions() {
    completions.hidden = items.length === 0;
    completions.replaceChildren(
      ...items.map((item, index) => {
        const row = el("li", index === selected ? "selected" : undefined);
        row.setAttribute("role", "option");
        row.append(el("span", "command", `/${item.name}`), el("span", "description", item.description));
        if (item.hint) row.append(el("span", "hint", item.hint));
        row.addEventListener("mousedown", (event) => {
          event.preventDefault();
          accept(index);
        });
        return row;
      }),
    );
  }

  function accept(index) {
    const item = items[index];
    if (!item) return;
    input.value = item.insertText;
    items = [];
    drawCompletions();
    input.focus();
  }

  function drawAttachments() {
    attachmentsBox.hidden = attachments.length === 0;
    attachmentsBox.replaceChildren(
      ...attachments.map((image, index) => {
        const chip = el("span", "attachment", `${image.name} (${Math.ceil((image.data.length * 3) / 4 / 1024)} KB)`);
        const remove = button("✕", "secondary attachment-remove", () => {
          attachments.splice(index, 1);
          drawAttachments();
        });
        remove.title = "Remove this image";
        chip.append(remove);
        return chip;
      }),
    );
  }

  /** @param {File} file */
  function attach(file) {
    if (!file.type.startsWith("image/") || file.size > MAX_IMAGE_BYTES) return;
    const reader = new FileReader();
    reader.addEventListener("load", () => {
      const url = String(reader.result); // data:<mime>;base64,<data>
      const comma = url.indexOf(",");
      attachments.push({ name: file.name || file.type, mimeType: file.type, data: url.slice(comma + 1) });
      drawAttachments();
    });
    reader.readAsDataURL(file);
  }

  /** @param {DataTransfer | null} transfer @returns {File[]} */
  function imagesOf(transfer) {
    if (!transfer) return [];
    return Array.from(transfer.files || []).filter((file) => file.type.startsWith("image/"));
  }

  function submit() {
    const text = input.value;
    if ((!text.trim() && attachments.length === 0) || busy) return;
    const images = attachments.map((image) => ({ mimeType: image.mimeType, data: image.data }));
    vscode.postMessage(images.length > 0 ? { type: "prompt", text, images } : { type: "prompt", text });
    attachments = [];
    drawAttachments();
    input.value = "";
    items = [];
    drawCompletions();
    vscode.setState({ draft: "" });
  }

  window.addEventListener("message", (event) => {
    const message = event.data;
    if (message.type === "state") draw(message.state);
    else if (message.type === "completions") {
      items = message.items;
      selected = 0;
      drawCompletions();
    }
  });
  input.addEventListener("input", () => {
    vscode.setState({ draft: input.value });
    if (input.value.startsWith("/")) vscode.postMessage({ type: "complete", text: input.value });
    else if (items.length) {
      items = [];
      drawCompletions();
    }
  });
  input.addEventListener("keydown", (event) => {
    if (items.length && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      selected = (selected + (event.key === "ArrowDown" ? 1 : items.length - 1)) % items.length;
      drawCompletions();
    } else if (items.length && (event.key === "Tab" || (event.key === "Enter" && !event.shiftKey))) {
      event.preventDefault();
      accept(selected);
    } else if (event.key === "Escape" && items.length) {
      items = [];
      drawCompletions();
    } else if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  });
  input.addEventListener("paste", (event) => {
    const images = imagesOf(event.clipboardData);
    if (images.length === 0) return; // text pastes as usual
    event.preventDefault();
    images.forEach(attach);
  });
  input.addEventListener("dragover", (event) => {
    if (event.dataTransfer && Array.from(event.dataTransfer.types).includes("Files")) event.preventDefault();
  });
  input.addEventListener("drop", (event) => {
    const images = imagesOf(event.dataTransfer);
    if (images.length === 0) return;
    event.preventDefault();
    images.forEach(attach);
  });
  send.addEventListener("click", submit);
  stop.addEventListener("click", () => vscode.postMessage({ type: "cancel" }));
  sessionsToggle.addEventListener("click", () =>
    vscode.postMessage({ type: sessions.hidden ? "sessions" : "hideSessions" }),
  );
  for (const select of [pickers.mode, pickers.model]) {
    select.addEventListener("change", () =>
      vscode.postMessage({ type: "config", configId: select.dataset.configId, value: select.value }),
    );
  }
  input.value = (vscode.getState() || {}).draft || "";
  vscode.postMessage({ type: "ready" });
})();

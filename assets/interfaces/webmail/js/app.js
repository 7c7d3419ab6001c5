// Larkspur Mail: the hash router, the persistent shell and the actions behind every control.
// All events are delegated from `document`; controls name their behaviour with
// data-action (click), data-change, data-input and data-submit attributes.

import { ACCOUNT } from "./data.js";
import { esc, fullDate, nowIso, parseRecipients, plural, spokenDay, todayIsoDate } from "./format.js";
import { icon } from "./icons.js";
import {
  allFolders,
  blockSender,
  createFolder,
  deleteForever,
  emptyFolder,
  folderBadge,
  folderById,
  folderMessages,
  folderRoute,
  getMessage,
  moveMessages,
  saveSettings,
  setRead,
  setStarred,
  slugify,
  state,
  storeOutgoing,
  unblockSender,
  unreadCount,
} from "./store.js";
import {
  announce,
  clearToastAfterRender,
  closeDialog,
  closeMenus,
  closeSuggestions,
  dismissToast,
  onComboboxKeydown,
  onMenuKeydown,
  openDialog,
  openMenu,
  pickRecipient,
  submitDialog,
  toggleMenu,
  trapDialogFocus,
  updateSuggestions,
} from "./widgets.js";
import {
  attachmentItemsHtml,
  bodyParagraphs,
  composeState,
  composeViewHtml,
  headingFor,
  newDraft,
  readForm,
  validateDraft,
} from "./views/compose.js";
import { contactRowsHtml, contactsCountText, contactsViewHtml, matchingContacts } from "./views/contacts.js";
import { helpViewHtml } from "./views/help.js";
import { folderContext, listState, listViewHtml, markOpened, searchContext } from "./views/list.js";
import {
  TABS,
  readOooForm,
  setOooDraft,
  settingsErrors,
  settingsViewHtml,
  validateBlockAddress,
} from "./views/settings.js";

const APP_NAME = "Larkspur Mail";
const main = () => document.getElementById("main");

/* ---------- routing ---------- */

// "#/inbox/m101" -> { view: "folder", folder: "inbox", id: "m101" }; null for unknown routes.
function parseRoute(hash) {
  const parts = hash.replace(/^#\/?/, "").split("/").map(decodeURIComponent);
  const [head, ...rest] = parts;
  if (folderById(head) && !folderById(head).custom) return { view: "folder", folder: head, id: rest[0] || null };
  if (head === "folder" && folderById(rest[0])?.custom) return { view: "folder", folder: rest[0], id: rest[1] || null };
  if (head === "search" && rest[0]) return { view: "search", query: rest[0], id: rest[1] || null };
  if (head === "compose") return { view: "compose", mode: rest[0] || "new", id: rest[1] || null };
  if (head === "settings") {
    const tab = TABS.some((candidate) => candidate.id === rest[0]) ? rest[0] : "general";
    return { view: "settings", tab };
  }
  if (head === "contacts") return { view: "contacts" };
  if (head === "help") return { view: "help", section: rest[0] || "getting-started" };
  if (head === "signed-out") return { view: "signed-out" };
  return null;
}

let route = null;
let previousHash = "";

function currentListContext() {
  if (route?.view === "folder") return folderContext(route.folder, route.id);
  if (route?.view === "search") return searchContext(route.query, route.id);
  return null;
}

function listBase() {
  return currentListContext()?.base || "#/inbox";
}

function go(hash) {
  if (location.hash === hash) render({ focus: "heading" });
  else location.hash = hash;
}

/* ---------- shell ---------- */

function folderLinkHtml(folder) {
  return `
    <li><a href="${folderRoute(folder)}" data-folder="${folder.id}">
      ${icon(folder.icon || "folder")}<span class="folder-name">${esc(folder.name)}</span>
      <span class="folder-count"></span>
    </a></li>`;
}

// Updates the folder links in place so that they keep their identity between views;
// the counts change without being announced, as in most webmail clients.
function renderSidebar(activeFolder) {
  const nav = document.getElementById("folder-nav");
  for (const folder of allFolders()) {
    const list = document.getElementById(folder.custom ? "custom-folder-list" : "system-folder-list");
    let link = nav.querySelector(`a[data-folder="${folder.id}"]`);
    if (!link) {
      list.insertAdjacentHTML("beforeend", folderLinkHtml(folder));
      link = nav.querySelector(`a[data-folder="${folder.id}"]`);
    }
    const badge = folderBadge(folder.id);
    const label = folder.id === "drafts" ? `${badge}` : `${badge}<span class="vh"> unread</span>`;
    const count = link.querySelector(".folder-count");
    const countHtml = badge ? label : "";
    if (count.innerHTML !== countHtml) count.innerHTML = countHtml;
    link.classList.toggle("has-unread", badge > 0 && folder.id !== "drafts");
    if (folder.id === activeFolder) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  // Keep custom folders in alphabetical order.
  const list = document.getElementById("custom-folder-list");
  const items = [...list.children].sort((a, b) => a.textContent.trim().localeCompare(b.textContent.trim()));
  if (items.some((item, index) => list.children[index] !== item)) list.append(...items);
}

function renderHeader() {
  const searchInput = document.getElementById("search-input");
  const query = route.view === "search" ? route.query : "";
  // Writing an unchanged value would repaint the field for nothing.
  if (searchInput.value !== query && (query || document.activeElement !== searchInput)) {
    searchInput.value = query;
  }
  const section = { contacts: "contacts", help: "help" }[route.view] || (route.view === "settings" ? "" : "mail");
  for (const link of document.querySelectorAll("#app-nav a")) {
    if (link.dataset.section === section) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  const settings = document.getElementById("settings-link");
  if (route.view === "settings") settings.setAttribute("aria-current", "page");
  else settings.removeAttribute("aria-current");
}

function titleFor() {
  const inbox = unreadCount("inbox");
  if (route.view === "folder") {
    const folder = folderById(route.folder);
    const open = route.id ? getMessage(route.id) : null;
    const name = route.folder === "inbox" && inbox ? `Inbox (${inbox})` : folder.name;
    return open ? `${open.subject} – ${name}` : name;
  }
  if (route.view === "search") return `Search results for “${route.query}”`;
  if (route.view === "compose") return headingFor(route.mode);
  if (route.view === "settings") return `Settings – ${TABS.find((tab) => tab.id === route.tab).label}`;
  if (route.view === "contacts") return "Contacts";
  if (route.view === "help") return "Help centre";
  return "Signed out";
}

function signedOutHtml() {
  return `
    <section class="signed-out" aria-labelledby="page-heading">
      <h1 id="page-heading" tabindex="-1">You've signed out</h1>
      <p>For your security, close all browser windows when you've finished.</p>
      <a class="button primary" href="#/inbox">Sign in again as ${esc(ACCOUNT.name)}</a>
    </section>`;
}

function prepareCompose() {
  const key = `compose:${route.mode}:${route.id || ""}`;
  if (composeState.key === key) return;
  composeState.key = key;
  composeState.draft = newDraft(route.mode, route.id);
  composeState.errors = [];
  composeState.savedAt = "";
  composeState.returnTo =
    previousHash && !previousHash.startsWith("#/compose") ? previousHash : "#/inbox";
}

function viewHtml() {
  switch (route.view) {
    case "folder":
      markOpened(route.id);
      return listViewHtml(folderContext(route.folder, route.id));
    case "search":
      markOpened(route.id);
      return listViewHtml(searchContext(route.query, route.id));
    case "compose":
      prepareCompose();
      return composeViewHtml(route.mode);
    case "settings":
      return settingsViewHtml(route.tab);
    case "contacts":
      return contactsViewHtml();
    case "help":
      return helpViewHtml(route.section);
    default:
      return signedOutHtml();
  }
}

function focusAfterRender(focus) {
  const byId = (id) => document.getElementById(id);
  let target = null;
  if (focus === "heading") {
    if (route.view === "compose") {
      target = route.mode === "reply" || route.mode === "draft" ? byId("compose-body") : byId("compose-to");
    } else {
      target = (route.id && byId("msg-subject")) || byId("page-heading");
    }
  } else if (focus) {
    target = byId(focus);
  }
  if (target) target.focus();
}

// Renders the current route. `focus` is "heading" after a navigation, an element id after an
// action that re-renders in place, or null to leave focus alone.
function render({ focus = null } = {}) {
  closeMenus();
  closeSuggestions();
  closeDialog();
  route = parseRoute(location.hash);
  if (!route) {
    location.replace("#/inbox");
    return;
  }
  if (route.view !== "compose") composeState.key = "";
  main().innerHTML = viewHtml();
  const activeFolder = route.view === "folder" ? route.folder : null;
  renderSidebar(activeFolder);
  renderHeader();
  document.title = `${titleFor()} – ${APP_NAME}`;
  focusAfterRender(focus);
  clearToastAfterRender();
}

window.addEventListener("hashchange", (event) => {
  previousHash = new URL(event.oldURL).hash;
  render({ focus: "heading" });
});

/* ---------- selection in lists ---------- */

function refreshSelectionUi() {
  const selected = listState.selected;
  for (const row of document.querySelectorAll("#message-list tbody tr")) {
    const isSelected = selected.has(row.dataset.id);
    row.classList.toggle("selected", isSelected);
    row.querySelector("input[data-select]").checked = isSelected;
  }
  for (const button of document.querySelectorAll("#list-toolbar .tool")) {
    button.disabled = selected.size === 0;
  }
  document.getElementById("selection-count").textContent = selected.size ? `${selected.size} selected` : "";
  const boxes = [...document.querySelectorAll("#message-list input[data-select]")];
  document.getElementById("select-all").checked = boxes.length > 0 && boxes.every((box) => box.checked);
}

function selectedIds() {
  return [...listState.selected];
}

function afterBulk(text) {
  listState.selected = new Set();
  announce(text);
  render({ focus: "page-heading" });
}

function movedText(count, folderId) {
  return `${plural(count, "message")} moved to ${folderById(folderId).name}`;
}

/* ---------- dialogs ---------- */

function confirmDelete(ids, whenDone) {
  openDialog({
    id: "delete-forever",
    title: `Delete ${plural(ids.length, "message")} forever?`,
    bodyHtml: `<p>${ids.length === 1 ? "This message" : "These messages"} will be deleted for good. You can't undo this.</p>`,
    confirmLabel: "Delete forever",
    danger: true,
    onConfirm: () => {
      deleteForever(ids);
      listState.selected = new Set();
      announce(`${plural(ids.length, "message")} deleted forever`);
      whenDone();
    },
  });
}

function confirmEmpty(folderId) {
  const count = folderMessages(folderId).length;
  const name = folderById(folderId).name;
  openDialog({
    id: `empty-${folderId}`,
    title: folderId === "trash" ? "Empty trash?" : "Delete all spam?",
    bodyHtml: `<p>${plural(count, "message")} in ${name} will be deleted forever. You can't undo this.</p>`,
    confirmLabel: folderId === "trash" ? "Empty trash" : "Delete all spam",
    danger: true,
    onConfirm: () => {
      emptyFolder(folderId);
      listState.selected = new Set();
      announce(`${name} emptied: ${plural(count, "message")} deleted forever`);
      go(`#/${folderId}`);
    },
  });
}

function folderNameError(name) {
  if (!name) return "Enter a name for the folder";
  if (allFolders().some((folder) => slugify(folder.name) === slugify(name) || folder.id === slugify(name))) {
    return `You already have a folder called “${name}”`;
  }
  return "";
}

function openNewFolderDialog(ids) {
  const moving = ids.length > 0;
  openDialog({
    id: "new-folder",
    title: "New folder",
    bodyHtml: `
      <div class="form-field" id="new-folder-field">
        <label for="new-folder-name">Folder name</label>
        <p class="field-error" id="new-folder-error" role="alert"></p>
        <input type="text" id="new-folder-name" autocomplete="off">
      </div>
      ${moving ? `<p class="muted">${plural(ids.length, "selected message")} will be moved into it.</p>` : ""}`,
    confirmLabel: moving ? "Create and move" : "Create folder",
    onConfirm: () => {
      const input = document.getElementById("new-folder-name");
      const name = input.value.trim();
      const error = folderNameError(name);
      if (error) {
        document.getElementById("new-folder-error").textContent = error;
        document.getElementById("new-folder-field").classList.add("has-error");
        input.setAttribute("aria-invalid", "true");
        input.setAttribute("aria-describedby", "new-folder-error");
        input.focus();
        return false;
      }
      const folder = createFolder(name);
      if (moving) {
        moveMessages(ids, folder.id);
        afterBulk(`Folder “${folder.name}” created. ${movedText(ids.length, folder.id)}`);
      } else {
        announce(`Folder “${folder.name}” created`);
        render();
      }
      return true;
    },
  });
}

/* ---------- compose ---------- */

function signatureParagraphs(draft) {
  const signature = state.settings.signature;
  if (!signature.enabled || (draft.quote && !signature.replies)) return [];
  return [signature.text];
}

function outgoingFrom(draft, recipients) {
  return {
    id: draft.id,
    to: recipients.to,
    cc: recipients.cc,
    bcc: recipients.bcc,
    subject: draft.subject.trim(),
    body: [...bodyParagraphs(draft.body), ...signatureParagraphs(draft)],
    quote: draft.quote,
    attachments: draft.attachments,
    inReplyTo: draft.inReplyTo,
  };
}

function sendMessage() {
  const draft = readForm();
  const result = validateDraft(draft);
  composeState.errors = result.errors;
  if (result.errors.length) {
    render({ focus: "compose-errors" });
    return;
  }
  storeOutgoing(outgoingFrom(draft, result), "sent");
  composeState.key = "";
  announce("Message sent");
  go(composeState.returnTo);
}

// Drafts keep whatever was typed, even addresses that are not complete yet.
function draftRecipients(text) {
  const { people, invalid } = parseRecipients(text || "");
  return [...people, ...invalid.map((entry) => ({ name: "", email: entry }))];
}

function saveDraft() {
  const draft = readForm();
  const stored = storeOutgoing(
    outgoingFrom(draft, { to: draftRecipients(draft.to), cc: draftRecipients(draft.cc), bcc: draftRecipients(draft.bcc) }),
    "drafts",
  );
  // A saved draft keeps its body as typed (the signature is added when it is sent).
  stored.body = bodyParagraphs(draft.body);
  draft.id = stored.id;
  composeState.savedAt = fullDate(nowIso());
  composeState.key = `compose:draft:${stored.id}`;
  history.replaceState(null, "", `#/compose/draft/${stored.id}`);
  route = parseRoute(location.hash);
  document.getElementById("draft-state").textContent = `Draft saved ${composeState.savedAt}`;
  renderSidebar(null);
  announce("Draft saved");
}

function discardDraft() {
  openDialog({
    id: "discard-draft",
    title: "Discard this draft?",
    bodyHtml: "<p>What you've written will be deleted.</p>",
    confirmLabel: "Discard",
    danger: true,
    onConfirm: () => {
      const { draft } = composeState;
      if (draft.id && getMessage(draft.id)?.folder === "drafts") deleteForever([draft.id]);
      composeState.key = "";
      announce("Draft discarded");
      go(composeState.returnTo);
    },
  });
}

function refreshAttachments() {
  const { attachments } = composeState.draft;
  document.getElementById("attachment-list").innerHTML = attachmentItemsHtml(attachments);
  document.getElementById("attachments-title").classList.toggle("vh", attachments.length === 0);
  const attached = new Set(attachments.map((file) => file.name));
  for (const item of document.querySelectorAll("#attach-menu [data-file]")) {
    if (attached.has(item.dataset.file)) item.setAttribute("aria-disabled", "true");
    else item.removeAttribute("aria-disabled");
  }
}

/* ---------- settings ---------- */

function selectTab(tabId) {
  for (const tab of document.querySelectorAll('#settings-tabs [role="tab"]')) {
    const active = tab.dataset.tab === tabId;
    tab.setAttribute("aria-selected", String(active));
    tab.tabIndex = active ? 0 : -1;
    document.getElementById(tab.getAttribute("aria-controls")).hidden = !active;
  }
  history.replaceState(null, "", `#/settings/${tabId}`);
  route = parseRoute(location.hash);
  document.title = `${titleFor()} – ${APP_NAME}`;
}

function setDisabled(ids, disabled) {
  for (const id of ids) document.getElementById(id).disabled = disabled;
}

function saveOoo() {
  const { form, values, errors } = readOooForm();
  settingsErrors.ooo = errors;
  if (errors.length) {
    setOooDraft(form);
    render({ focus: "ooo-errors" });
    return;
  }
  setOooDraft(null);
  saveSettings("ooo", values);
  render({ focus: "ooo-status" });
  if (values.enabled) {
    const until = values.end ? ` to ${spokenDay(values.end)}` : "";
    const verb = values.start > todayIsoDate() ? "It will be on" : "It's on";
    announce(`Automatic reply saved. ${verb} from ${spokenDay(values.start)}${until}.`);
  } else {
    announce("Automatic reply turned off");
  }
}

/* ---------- click actions ---------- */

function openMessageId() {
  return route?.id || null;
}

const ACTIONS = {
  "toggle-menu": (el) => toggleMenu(el),
  skip: (el, event) => {
    event.preventDefault();
    main().focus();
  },
  nav: (el) => go(el.dataset.href),
  "sign-out": () => go("#/signed-out"),
  "toast-dismiss": () => dismissToast(),
  "dialog-cancel": () => closeDialog(),
  "new-folder": () => openNewFolderDialog([]),

  page: (el) => {
    listState.page = Number(el.dataset.page);
    listState.selected = new Set();
    render({ focus: "page-heading" });
  },
  "bulk-archive": () => {
    const ids = selectedIds();
    moveMessages(ids, "archive");
    afterBulk(movedText(ids.length, "archive"));
  },
  "bulk-delete": () => {
    const ids = selectedIds();
    moveMessages(ids, "trash");
    afterBulk(movedText(ids.length, "trash"));
  },
  "bulk-not-spam": () => {
    const ids = selectedIds();
    moveMessages(ids, "inbox");
    afterBulk(movedText(ids.length, "inbox"));
  },
  "bulk-delete-forever": () => confirmDelete(selectedIds(), () => render({ focus: "page-heading" })),
  "move-selected": (el) => {
    const ids = selectedIds();
    moveMessages(ids, el.dataset.folder);
    afterBulk(movedText(ids.length, el.dataset.folder));
  },
  "new-folder-move": () => openNewFolderDialog(selectedIds()),
  "bulk-read": () => {
    const ids = selectedIds();
    setRead(ids, true);
    afterBulk(`${plural(ids.length, "message")} marked as read`);
  },
  "bulk-unread": () => {
    const ids = selectedIds();
    setRead(ids, false);
    afterBulk(`${plural(ids.length, "message")} marked as unread`);
  },
  "bulk-star": () => {
    const ids = selectedIds();
    setStarred(ids, true);
    afterBulk(`${plural(ids.length, "message")} starred`);
  },
  "bulk-unstar": () => {
    const ids = selectedIds();
    setStarred(ids, false);
    afterBulk(`Star removed from ${plural(ids.length, "message")}`);
  },

  "archive-msg": () => {
    moveMessages([openMessageId()], "archive");
    announce(movedText(1, "archive"));
    go(listBase());
  },
  "move-msg": (el) => {
    moveMessages([openMessageId()], el.dataset.folder);
    announce(movedText(1, el.dataset.folder));
    go(listBase());
  },
  "delete-msg": () => {
    moveMessages([openMessageId()], "trash");
    announce(movedText(1, "trash"));
    go(listBase());
  },
  "delete-forever-msg": () => confirmDelete([openMessageId()], () => go(listBase())),
  "not-spam": () => {
    moveMessages([openMessageId()], "inbox");
    announce("Message moved to Inbox. Future messages from this sender won't go to Spam.");
    go(listBase());
  },
  "block-sender": () => {
    const message = getMessage(openMessageId());
    openDialog({
      id: "block-sender",
      title: `Block ${message.from.name || message.from.email}?`,
      bodyHtml: `<p>Future messages from ${esc(message.from.email)} will go straight to Spam. You can unblock them in Settings.</p>`,
      confirmLabel: "Block",
      onConfirm: () => {
        blockSender(message.from.email);
        announce(`${message.from.email} blocked`);
        render({ focus: "msg-subject" });
      },
    });
  },
  "unread-msg": () => {
    setRead([openMessageId()], false);
    announce("Marked as unread");
    go(listBase());
  },
  "star-msg": () => {
    const message = getMessage(openMessageId());
    setStarred([message.id], !message.starred);
    render({ focus: "star-msg" });
  },
  "close-msg": () => go(listBase()),
  reply: () => go(`#/compose/reply/${openMessageId()}`),
  "reply-all": () => go(`#/compose/reply-all/${openMessageId()}`),
  forward: () => go(`#/compose/forward/${openMessageId()}`),
  "empty-trash": () => confirmEmpty("trash"),
  "empty-spam": () => confirmEmpty("spam"),
  "ooo-off": () => {
    saveSettings("ooo", { enabled: false });
    announce("Automatic reply turned off");
    render({ focus: "page-heading" });
  },

  "add-bcc": () => {
    readForm();
    composeState.draft.showBcc = true;
    render({ focus: "compose-bcc" });
  },
  "pick-recipient": (el) => pickRecipient(el),
  "attach-file": (el) => {
    if (el.getAttribute("aria-disabled") === "true") return;
    const { draft } = composeState;
    const file = { name: el.dataset.file, size: el.querySelector(".menu-hint").textContent };
    draft.attachments.push(file);
    closeMenus(document.getElementById("attach-button"));
    refreshAttachments();
    announce(`${file.name} attached`);
  },
  "remove-attachment": (el) => {
    const { draft } = composeState;
    draft.attachments = draft.attachments.filter((file) => file.name !== el.dataset.file);
    refreshAttachments();
    document.getElementById("attach-button").focus();
    announce(`${el.dataset.file} removed`);
  },
  "save-draft": () => saveDraft(),
  "discard-draft": () => discardDraft(),
  "focus-field": (el, event) => {
    event.preventDefault();
    const field = document.getElementById(el.dataset.field);
    field.scrollIntoView({ block: "center" });
    field.focus();
  },

  "select-tab": (el) => selectTab(el.dataset.tab),
  "cancel-settings": () => {
    setOooDraft(null);
    settingsErrors.ooo = [];
    render({ focus: "page-heading" });
  },
  "export-mail": () => announce("We're preparing your export. We'll email you a download link within 24 hours."),
  "delete-all-mail": () =>
    openDialog({
      id: "delete-all-mail",
      title: "Delete all messages?",
      bodyHtml: `<p>All ${plural(state.messages.length, "message")} in every folder will be deleted forever. You can't undo this.</p>`,
      confirmLabel: "Delete everything",
      danger: true,
      onConfirm: () => {
        deleteForever(state.messages.map((message) => message.id));
        announce("All messages deleted");
        render();
      },
    }),
  "close-account": () =>
    openDialog({
      id: "close-account",
      title: "Close your account?",
      bodyHtml: "<p>Your address and all your mail will be deleted after 14 days. You won't be able to use this address again.</p>",
      confirmLabel: "Close account",
      danger: true,
      onConfirm: () => announce("Your account will be closed in 14 days. We've sent you an email with the details."),
    }),
  unblock: (el) => {
    unblockSender(el.dataset.email);
    announce(`${el.dataset.email} unblocked`);
    render({ focus: "panel-blocked" });
  },
};

/* ---------- change, input and submit ---------- */

const CHANGES = {
  sort: (el) => {
    listState.sort = el.value;
    render({ focus: "sort-select" });
  },
  "select-all": (el) => {
    const ids = [...document.querySelectorAll("#message-list input[data-select]")].map((box) => box.dataset.select);
    for (const id of ids) {
      if (el.checked) listState.selected.add(id);
      else listState.selected.delete(id);
    }
    refreshSelectionUi();
  },
  "signature-toggle": () => {
    const off = document.getElementById("signature-off").checked;
    setDisabled(["signature-text", "signature-replies"], off);
  },
  "ooo-toggle": () => {
    const off = document.getElementById("ooo-off").checked;
    setDisabled(["ooo-start", "ooo-end", "ooo-subject", "ooo-message", "ooo-contacts-only"], off);
  },
};

const SUBMITS = {
  search: () => {
    const query = document.getElementById("search-input").value.trim();
    if (query) go(`#/search/${encodeURIComponent(query)}`);
    else document.getElementById("search-input").focus();
  },
  send: () => sendMessage(),
  "save-general": () => {
    const value = (id) => document.getElementById(id).value;
    saveSettings(null, {
      density: document.getElementById("density-compact").checked ? "compact" : "comfortable",
      pageSize: Number(value("page-size")),
      undoSend: value("undo-send"),
      language: value("language"),
      timeZone: value("time-zone"),
      snippets: document.getElementById("show-snippets").checked,
    });
    announce("Settings saved");
  },
  "save-signature": () => {
    saveSettings("signature", {
      enabled: document.getElementById("signature-on").checked,
      text: document.getElementById("signature-text").value.trim(),
      replies: document.getElementById("signature-replies").checked,
    });
    announce("Signature saved");
  },
  "save-ooo": () => saveOoo(),
  "block-address": () => {
    const input = document.getElementById("block-address");
    const errors = validateBlockAddress(input.value);
    settingsErrors.blocked = errors;
    if (errors.length) {
      render({ focus: "blocked-errors" });
      document.getElementById("block-address").value = input.value;
      return;
    }
    blockSender(input.value.trim().toLowerCase());
    announce(`${input.value.trim()} blocked`);
    render({ focus: "block-address" });
  },
};

document.addEventListener("click", (event) => {
  if (!event.target.closest(".menu-wrap")) closeMenus();
  const combo = event.target.closest("[data-combobox]");
  closeSuggestions(combo ? combo.querySelector('[role="combobox"]') : null);
  const target = event.target.closest("[data-action]");
  if (!target || target.disabled) return;
  const action = ACTIONS[target.dataset.action];
  if (!action) return;
  if (target.tagName === "A" && target.dataset.action !== "skip") event.preventDefault();
  action(target, event);
  if (target.getAttribute("role") === "menuitem" && target.dataset.action !== "attach-file") closeMenus();
});

document.addEventListener("change", (event) => {
  const select = event.target.closest("[data-select]");
  if (select) {
    if (select.checked) listState.selected.add(select.dataset.select);
    else listState.selected.delete(select.dataset.select);
    refreshSelectionUi();
    return;
  }
  const handler = CHANGES[event.target.dataset?.change];
  if (handler) handler(event.target);
});

document.addEventListener("input", (event) => {
  const target = event.target;
  if (target.getAttribute("role") === "combobox") updateSuggestions(target);
  if (target.dataset.input === "filter-contacts") {
    const contacts = matchingContacts(target.value);
    document.getElementById("contacts-body").innerHTML = contactRowsHtml(contacts);
    document.getElementById("contact-count").textContent = contactsCountText(contacts.length);
  }
});

document.addEventListener("submit", (event) => {
  const form = event.target;
  event.preventDefault();
  if (form.closest("#dialog")) {
    submitDialog();
    return;
  }
  const handler = SUBMITS[form.dataset.submit];
  if (handler) handler(form);
});

document.addEventListener("keydown", (event) => {
  trapDialogFocus(event);
  const target = event.target;
  if (onMenuKeydown(event)) return;
  if (target.getAttribute?.("role") === "combobox") {
    onComboboxKeydown(event);
    return;
  }
  if (target.getAttribute?.("aria-haspopup") === "menu" && event.key === "ArrowDown") {
    event.preventDefault();
    openMenu(target);
    return;
  }
  if (target.getAttribute?.("role") === "tab" && ["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) {
    event.preventDefault();
    const tabs = [...document.querySelectorAll('#settings-tabs [role="tab"]')];
    const index = tabs.indexOf(target);
    const next = {
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      ArrowRight: tabs[(index + 1) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[event.key];
    selectTab(next.dataset.tab);
    next.focus();
  }
});

document.getElementById("dialog").addEventListener("cancel", (event) => {
  event.preventDefault();
  closeDialog();
});

render({ focus: null });

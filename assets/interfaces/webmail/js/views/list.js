// Folder and search views: the message table, its bulk actions and the reading pane.

import { ACCOUNT } from "../data.js";
import {
  displayName,
  esc,
  formatAddress,
  fullDate,
  listDate,
  longDate,
  paragraphsHtml,
  plural,
  spokenDay,
  todayIsoDate,
} from "../format.js";
import { attachmentChipHtml, icon } from "../icons.js";
import {
  allFolders,
  folderById,
  folderMessages,
  folderRoute,
  getMessage,
  search,
  setRead,
  state,
  unreadCount,
} from "../store.js";

// View state that survives re-renders of the same list.
export const listState = {
  key: "",
  page: 0,
  sort: "newest",
  selected: new Set(),
};

export function resetSelectionFor(key) {
  if (listState.key !== key) {
    listState.key = key;
    listState.page = 0;
    listState.selected = new Set();
  }
}

function snippet(message) {
  const text = message.body.join(" ").replace(/\s+/g, " ");
  return text.length > 90 ? `${text.slice(0, 90).trimEnd()}…` : text;
}

function isOutgoing(message) {
  return ["sent", "drafts"].includes(message.folder);
}

function peopleCell(message) {
  if (!isOutgoing(message)) return esc(displayName(message.from));
  const names = message.to.map(displayName).join(", ") || "(no recipients)";
  return `<span class="to-prefix">To:</span> ${esc(names)}`;
}

function messageHref(message, base) {
  if (message.folder === "drafts") return `#/compose/draft/${message.id}`;
  return `${base}/${message.id}`;
}

function rowHtml(message, base, { showFolder, openId }) {
  const selected = listState.selected.has(message.id);
  const from = isOutgoing(message) ? `to ${message.to.map(displayName).join(", ")}` : `from ${displayName(message.from)}`;
  const subject = message.subject || "(no subject)";
  const classes = [
    message.read ? "read" : "unread",
    selected ? "selected" : "",
    message.id === openId ? "open" : "",
  ].join(" ");
  const folder = folderById(message.folder);
  const tags = [
    message.folder === "drafts" ? `<span class="tag tag-draft">Draft</span>` : "",
    showFolder && folder && message.folder !== "drafts" ? `<span class="tag">${esc(folder.name)}</span>` : "",
  ].join("");
  return `
    <tr class="${classes.trim()}" data-id="${message.id}">
      <td class="cell-select">
        <input type="checkbox" id="sel-${message.id}" data-select="${message.id}" ${selected ? "checked" : ""}
          aria-label="${esc(subject)}, ${esc(from)}">
      </td>
      <td class="cell-from">${peopleCell(message)}</td>
      <td class="cell-subject">
        <div class="subject-line">${tags}<a id="link-${message.id}" href="${messageHref(message, base)}"
          ${message.id === openId ? 'aria-current="true"' : ""}>${esc(subject)}</a>${
            message.read ? "" : '<span class="vh">, unread</span>'
          }</div>
        <div class="snippet">${esc(snippet(message))}</div>
      </td>
      <td class="cell-flags">
        ${message.starred ? `<span class="flag-star" role="img" aria-label="Starred">${icon("star-filled")}</span>` : ""}
        ${message.attachments.length ? `<span class="flag-clip" role="img" aria-label="Has attachments">${icon("clip")}</span>` : ""}
      </td>
      <td class="cell-date"><time datetime="${message.date}" title="${esc(longDate(message.date))}">${esc(listDate(message.date))}</time></td>
    </tr>`;
}

function moveMenuItems(currentFolder, action) {
  const targets = allFolders().filter(
    (folder) => !["starred", "sent", "drafts", currentFolder].includes(folder.id),
  );
  const items = targets
    .map(
      (folder) =>
        `<li role="menuitem" tabindex="-1" data-action="${action}" data-folder="${folder.id}">${icon(folder.icon || "folder")}${esc(folder.name)}</li>`,
    )
    .join("");
  const newFolder =
    action === "move-selected"
      ? `<li role="separator"></li><li role="menuitem" tabindex="-1" data-action="new-folder-move">${icon("plus")}New folder…</li>`
      : "";
  return items + newFolder;
}

function toolbarHtml(context) {
  const { folder } = context;
  const none = listState.selected.size === 0;
  const disabled = none ? "disabled" : "";
  const onPage = context.pageMessages.length;
  const allOnPage = onPage > 0 && context.pageMessages.every((m) => listState.selected.has(m.id));
  const isBin = folder === "trash" || folder === "spam";
  const actions = [];
  if (folder === "spam") {
    actions.push(`<button type="button" class="tool" id="bulk-not-spam" data-action="bulk-not-spam" ${disabled}>${icon("inbox")}Not spam</button>`);
  } else if (folder !== "trash") {
    actions.push(`<button type="button" class="tool" id="bulk-archive" data-action="bulk-archive" ${disabled}>${icon("archive")}Archive</button>`);
  }
  actions.push(`
    <div class="menu-wrap">
      <button type="button" class="tool" id="bulk-move" data-action="toggle-menu" aria-haspopup="menu"
        aria-expanded="false" aria-controls="bulk-move-menu" ${disabled}>${icon("folder")}Move to${icon("chevron-down", "icon caret")}</button>
      <ul role="menu" id="bulk-move-menu" class="menu" aria-label="Move selected messages to" hidden>${moveMenuItems(folder, "move-selected")}</ul>
    </div>`);
  actions.push(`<button type="button" class="tool" id="bulk-read" data-action="bulk-read" ${disabled}>Mark as read</button>`);
  actions.push(`
    <div class="menu-wrap">
      <button type="button" class="tool" id="bulk-more" data-action="toggle-menu" aria-haspopup="menu"
        aria-expanded="false" aria-controls="bulk-more-menu" ${disabled}>More${icon("chevron-down", "icon caret")}</button>
      <ul role="menu" id="bulk-more-menu" class="menu" aria-label="More actions" hidden>
        <li role="menuitem" tabindex="-1" data-action="bulk-unread">${icon("unread")}Mark as unread</li>
        <li role="menuitem" tabindex="-1" data-action="bulk-star">${icon("star")}Add star</li>
        <li role="menuitem" tabindex="-1" data-action="bulk-unstar">${icon("star-off")}Remove star</li>
      </ul>
    </div>`);
  actions.push(
    isBin
      ? `<button type="button" class="tool tool-danger" id="bulk-delete-forever" data-action="bulk-delete-forever" ${disabled}>${icon("trash")}Delete forever</button>`
      : `<button type="button" class="tool" id="bulk-delete" data-action="bulk-delete" ${disabled}>${icon("trash")}Delete</button>`,
  );
  return `
    <div class="list-toolbar" role="group" aria-label="Actions for selected messages" id="list-toolbar">
      <input type="checkbox" id="select-all" data-change="select-all" aria-label="Select all messages on this page"
        ${allOnPage ? "checked" : ""} ${onPage ? "" : "disabled"}>
      ${actions.join("")}
      <span class="selection-count" id="selection-count">${none ? "" : `${listState.selected.size} selected`}</span>
    </div>`;
}

function pagerHtml(total, pageCount) {
  const first = total ? listState.page * state.settings.pageSize + 1 : 0;
  const last = Math.min(total, (listState.page + 1) * state.settings.pageSize);
  return `
    <div class="pager">
      <span class="pager-range">${total ? `${first}–${last} of ${total}` : "0 of 0"}</span>
      <button type="button" class="icon-button" id="page-newer" data-action="page" data-page="${listState.page - 1}"
        aria-label="Newer messages" title="Newer messages" ${listState.page === 0 ? "disabled" : ""}>${icon("chevron-left")}</button>
      <button type="button" class="icon-button" id="page-older" data-action="page" data-page="${listState.page + 1}"
        aria-label="Older messages" title="Older messages" ${listState.page >= pageCount - 1 ? "disabled" : ""}>${icon("chevron-right")}</button>
    </div>`;
}

function bannerHtml(folder) {
  const ooo = state.settings.ooo;
  if (folder === "inbox" && ooo.enabled) {
    const range = ooo.end ? `${spokenDay(ooo.start)} to ${spokenDay(ooo.end)}` : `from ${spokenDay(ooo.start)}`;
    return `
      <div class="banner banner-info" id="ooo-banner" role="region" aria-label="Automatic reply">
        ${icon("plane")}
        <p><strong>Automatic reply ${ooo.start > todayIsoDate() ? "scheduled" : "is on"}:</strong> ${esc(range)}. Subject: “${esc(ooo.subject)}”.</p>
        <a href="#/settings/ooo" id="ooo-banner-edit">Change</a>
        <button type="button" class="link-button" id="ooo-banner-off" data-action="ooo-off">Turn off</button>
      </div>`;
  }
  if (folder === "trash") {
    const count = folderMessages("trash").length;
    return `
      <div class="banner" id="trash-banner">
        <p>Messages in Trash are deleted forever after 30 days.</p>
        <button type="button" class="button danger small" id="empty-trash" data-action="empty-trash" ${count ? "" : "disabled"}>Empty trash now</button>
      </div>`;
  }
  if (folder === "spam") {
    const count = folderMessages("spam").length;
    return `
      <div class="banner" id="spam-banner">
        <p>Messages in Spam are deleted after 30 days. Check here if you're missing an email.</p>
        <button type="button" class="button danger small" id="empty-spam" data-action="empty-spam" ${count ? "" : "disabled"}>Delete all spam now</button>
      </div>`;
  }
  return "";
}

function emptyPaneHtml() {
  const used = ACCOUNT.storageUsedGb;
  return `
    <div class="pane-empty">
      ${icon("mail-open", "icon pane-empty-icon")}
      <h2>No message selected</h2>
      <p>Choose a message from the list to read it here.</p>
      <p class="pane-note">You're using ${used} GB (${Math.round((used / ACCOUNT.storageTotalGb) * 100)}%) of your ${ACCOUNT.storageTotalGb} GB.</p>
    </div>`;
}

function paneToolbarHtml(message) {
  const spam = message.folder === "spam";
  const trash = message.folder === "trash";
  const tools = [];
  if (spam) {
    tools.push(`<button type="button" class="tool" id="not-spam" data-action="not-spam">${icon("inbox")}Not spam</button>`);
    tools.push(
      state.blocked.includes(message.from.email)
        ? `<button type="button" class="tool" id="block-sender" disabled>${icon("block")}Sender blocked</button>`
        : `<button type="button" class="tool" id="block-sender" data-action="block-sender">${icon("block")}Block sender</button>`,
    );
  } else if (!trash) {
    tools.push(`<button type="button" class="icon-button" id="archive-msg" data-action="archive-msg" aria-label="Archive" title="Archive">${icon("archive")}</button>`);
  }
  if (!spam) {
    tools.push(`
      <div class="menu-wrap">
        <button type="button" class="icon-button" id="move-msg" data-action="toggle-menu" aria-haspopup="menu"
          aria-expanded="false" aria-controls="move-msg-menu" aria-label="Move to" title="Move to">${icon("folder")}</button>
        <ul role="menu" id="move-msg-menu" class="menu" aria-label="Move this message to" hidden>${moveMenuItems(message.folder, "move-msg")}</ul>
      </div>`);
  }
  tools.push(
    spam || trash
      ? `<button type="button" class="tool tool-danger" id="delete-forever-msg" data-action="delete-forever-msg">${icon("trash")}Delete forever</button>`
      : `<button type="button" class="icon-button" id="delete-msg" data-action="delete-msg" aria-label="Delete" title="Delete">${icon("trash")}</button>`,
  );
  if (!spam && !trash) {
    tools.push(`<span class="tool-sep" aria-hidden="true"></span>`);
    tools.push(`<button type="button" class="icon-button" id="unread-msg" data-action="unread-msg" aria-label="Mark as unread" title="Mark as unread">${icon("unread")}</button>`);
    tools.push(`<button type="button" class="icon-button ${message.starred ? "is-on" : ""}" id="star-msg" data-action="star-msg" aria-pressed="${message.starred}" aria-label="Star" title="Star">${icon(message.starred ? "star-filled" : "star")}</button>`);
  }
  return `
    <div class="pane-toolbar" role="group" aria-label="Message actions">
      ${tools.join("")}
      <button type="button" class="icon-button pane-close" id="close-msg" data-action="close-msg" aria-label="Close message" title="Close message">${icon("close")}</button>
    </div>`;
}

// "me" for the signed-in account, as webmail clients show it.
function recipientsText(people) {
  return people.map((person) => (person.email === ACCOUNT.email ? "me" : formatAddress(person))).join(", ");
}

function attachmentsHtml(message) {
  if (!message.attachments.length) return "";
  const files = message.attachments
    .map((file) =>
      attachmentChipHtml(
        file,
        `<a class="attachment-download" href="data:application/octet-stream;charset=utf-8,${encodeURIComponent(file.name)}"
          download="${esc(file.name)}" aria-label="Download ${esc(file.name)}">Download</a>`,
      ),
    )
    .join("");
  return `
    <section class="attachments" aria-labelledby="attachments-heading">
      <h3 id="attachments-heading">${plural(message.attachments.length, "attachment")}</h3>
      <ul class="attachment-list">${files}</ul>
    </section>`;
}

// The original message quoted under a reply or forward that was sent from here.
function quotedHtml(quote) {
  if (!quote) return "";
  return `
    <blockquote class="msg-quote">
      ${paragraphsHtml([quote.header.join("\n"), ...quote.body])}
    </blockquote>`;
}

function messagePaneHtml(message) {
  const spam = message.folder === "spam";
  const cc = message.cc.length ? `<p><span class="meta-label">Cc:</span> ${esc(recipientsText(message.cc))}</p>` : "";
  const replied = message.repliedAt
    ? `<p class="msg-note" id="replied-note">${icon("reply")}You replied on ${esc(fullDate(message.repliedAt))}.</p>`
    : "";
  const spamNote = spam
    ? `<p class="msg-warning">${icon("spam")}This message is in Spam. Be careful with links and don't reply with personal information.</p>`
    : "";
  const replyActions = spam
    ? ""
    : `
      <div class="reply-actions">
        <button type="button" class="button secondary" id="reply" data-action="reply">${icon("reply")}Reply</button>
        <button type="button" class="button secondary" id="reply-all" data-action="reply-all">${icon("reply-all")}Reply all</button>
        <button type="button" class="button secondary" id="forward" data-action="forward">${icon("forward")}Forward</button>
      </div>`;
  return `
    <article class="message" aria-labelledby="msg-subject" data-message="${message.id}">
      ${paneToolbarHtml(message)}
      <h2 id="msg-subject" tabindex="-1">${esc(message.subject || "(no subject)")}</h2>
      ${spamNote}
      <div class="msg-meta">
        <span class="avatar" aria-hidden="true">${esc(displayName(message.from).slice(0, 1))}</span>
        <div>
          <p class="msg-from"><strong>${esc(displayName(message.from))}</strong> <span class="msg-email">&lt;${esc(message.from.email)}&gt;</span></p>
          <p><span class="meta-label">To:</span> ${esc(recipientsText(message.to))}</p>
          ${cc}
        </div>
        <p class="msg-date"><time datetime="${message.date}">${esc(fullDate(message.date))}</time></p>
      </div>
      ${replied}
      <div class="msg-body">${paragraphsHtml(message.body)}</div>
      ${quotedHtml(message.quote)}
      ${attachmentsHtml(message)}
      ${replyActions}
    </article>`;
}

// Renders a list view. `context` = { key, title, folder, messages, base, showFolder,
// openId, emptyText, meta }.
export function listViewHtml(context) {
  resetSelectionFor(context.key);
  const pageSize = state.settings.pageSize;
  const total = context.messages.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (context.openId) {
    const index = context.messages.findIndex((message) => message.id === context.openId);
    if (index >= 0) listState.page = Math.floor(index / pageSize);
  }
  listState.page = Math.min(listState.page, pageCount - 1);
  context.pageMessages = context.messages.slice(listState.page * pageSize, (listState.page + 1) * pageSize);
  const open = context.openId ? getMessage(context.openId) : null;
  const rows = context.pageMessages.map((message) => rowHtml(message, context.base, context)).join("");
  const density = state.settings.density;
  const table = total
    ? `
      <table id="message-list" class="message-list density-${density} ${state.settings.snippets ? "" : "no-snippets"}"
        data-density="${density}" aria-labelledby="page-heading" aria-describedby="list-summary">
        <thead>
          <tr>
            <th scope="col" class="cell-select"><span class="vh">Select</span></th>
            <th scope="col" class="cell-from">${["sent", "drafts"].includes(context.folder) ? "To" : "From"}</th>
            <th scope="col" class="cell-subject">Subject</th>
            <th scope="col" class="cell-flags"><span class="vh">Star and attachments</span></th>
            <th scope="col" class="cell-date">Date</th>
          </tr>
        </thead>
        <tbody>${rows}</tbody>
      </table>`
    : `<div class="list-empty" id="list-empty">${icon("inbox", "icon pane-empty-icon")}<p>${esc(context.emptyText)}</p></div>`;
  return `
    <div class="mail-view">
      <section class="list-column" aria-labelledby="page-heading">
        <div class="list-header">
          <div>
            <h1 id="page-heading" tabindex="-1">${esc(context.title)}</h1>
            <p class="list-summary" id="list-summary">${esc(context.meta)}</p>
          </div>
          <div class="sort">
            <label for="sort-select">Sort</label>
            <select id="sort-select" data-change="sort">
              <option value="newest" ${listState.sort === "newest" ? "selected" : ""}>Newest first</option>
              <option value="oldest" ${listState.sort === "oldest" ? "selected" : ""}>Oldest first</option>
              <option value="sender" ${listState.sort === "sender" ? "selected" : ""}>Sender (A to Z)</option>
            </select>
          </div>
          ${pagerHtml(total, pageCount)}
        </div>
        ${bannerHtml(context.folder)}
        ${toolbarHtml(context)}
        ${table}
      </section>
      <section class="reading-pane" id="reading-pane" aria-label="Reading pane">
        ${open ? messagePaneHtml(open) : emptyPaneHtml()}
      </section>
    </div>`;
}

export function folderContext(folderId, openId) {
  const folder = folderById(folderId);
  const messages = folderMessages(folderId, listState.sort);
  const unread = unreadCount(folderId);
  const countText = plural(messages.length, "message");
  const meta = ["inbox", "spam"].includes(folderId) || folder.custom
    ? `${unread} unread · ${countText}`
    : countText;
  return {
    key: `folder:${folderId}`,
    title: folder.name,
    folder: folderId,
    messages,
    base: folderRoute(folder),
    showFolder: folderId === "starred",
    openId,
    emptyText: folderId === "trash" ? "Trash is empty." : `There are no messages in ${folder.name}.`,
    meta,
  };
}

export function searchContext(query, openId) {
  const messages = search(query, listState.sort);
  return {
    key: `search:${query}`,
    title: "Search results",
    folder: "search",
    messages,
    base: `#/search/${encodeURIComponent(query)}`,
    showFolder: true,
    openId,
    emptyText: `No messages matched “${query}”. Spam and Trash aren't searched.`,
    meta: `${plural(messages.length, "message")} matching “${query}”. Spam and Trash aren't searched.`,
  };
}

// Opening a message marks it read; the folder counts change without an announcement.
export function markOpened(openId) {
  const message = openId ? getMessage(openId) : null;
  if (message && !message.read) setRead([openId], true);
}

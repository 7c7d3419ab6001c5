// The mailbox state: seeded from data.js, kept in sessionStorage so it survives full loads.

import {
  ACCOUNT,
  BLOCKED_SENDERS,
  CUSTOM_FOLDERS,
  MESSAGES,
  SETTINGS,
  SYSTEM_FOLDERS,
} from "./data.js";
import { nowIso } from "./format.js";

const STORAGE_KEY = "larkspur-mail-state-v1";

function seed() {
  return {
    messages: structuredClone(MESSAGES),
    folders: structuredClone(CUSTOM_FOLDERS),
    settings: structuredClone(SETTINGS),
    blocked: [...BLOCKED_SENDERS],
    nextId: 207,
  };
}

function load() {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved) return JSON.parse(saved);
  } catch (error) {
    // A corrupt or unavailable sessionStorage falls back to the seed.
  }
  return seed();
}

export const state = load();

export function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch (error) {
    // Storage full or disabled: the app keeps working in memory.
  }
}

export function allFolders() {
  return [...SYSTEM_FOLDERS, ...state.folders.map((folder) => ({ ...folder, custom: true }))];
}

export function folderById(id) {
  return allFolders().find((folder) => folder.id === id) || null;
}

export function folderRoute(folder) {
  return folder.custom ? `#/folder/${folder.id}` : `#/${folder.id}`;
}

export function getMessage(id) {
  return state.messages.find((message) => message.id === id) || null;
}

const newestFirst = (a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

const SORTS = {
  newest: newestFirst,
  oldest: (a, b) => -newestFirst(a, b),
  sender: (a, b) => a.from.name.localeCompare(b.from.name) || newestFirst(a, b),
};

export function folderMessages(folderId, sort = "newest") {
  const inFolder =
    folderId === "starred"
      ? (message) => message.starred && !["trash", "spam"].includes(message.folder)
      : (message) => message.folder === folderId;
  return state.messages.filter(inFolder).sort(SORTS[sort] || newestFirst);
}

export function unreadCount(folderId) {
  return folderMessages(folderId).filter((message) => !message.read).length;
}

// The number shown beside a folder: unread messages, or every draft for Drafts.
export function folderBadge(folderId) {
  if (folderId === "drafts") return folderMessages("drafts").length;
  if (["sent", "trash", "archive", "starred"].includes(folderId)) return 0;
  return unreadCount(folderId);
}

function searchableText(message) {
  const people = [message.from, ...message.to, ...message.cc];
  return [
    ...people.map((person) => `${person.name} ${person.email}`),
    message.subject,
    ...message.body,
    ...message.attachments.map((file) => file.name),
  ]
    .join(" ")
    .toLowerCase();
}

// Every message except Spam and Trash whose text contains all words of the query.
export function search(query, sort = "newest") {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return state.messages
    .filter((message) => !["spam", "trash"].includes(message.folder))
    .filter((message) => {
      const text = searchableText(message);
      return words.every((word) => text.includes(word));
    })
    .sort(SORTS[sort] || newestFirst);
}

function update(ids, change) {
  for (const id of ids) {
    const message = getMessage(id);
    if (message) change(message);
  }
  save();
}

export function moveMessages(ids, folderId) {
  update(ids, (message) => {
    message.folder = folderId;
  });
}

export function setRead(ids, read) {
  update(ids, (message) => {
    message.read = read;
  });
}

export function setStarred(ids, starred) {
  update(ids, (message) => {
    message.starred = starred;
  });
}

export function deleteForever(ids) {
  const doomed = new Set(ids);
  state.messages = state.messages.filter((message) => !doomed.has(message.id));
  save();
}

export function emptyFolder(folderId) {
  const ids = folderMessages(folderId).map((message) => message.id);
  deleteForever(ids);
  return ids.length;
}

export function slugify(name) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function createFolder(name) {
  const folder = { id: slugify(name), name: name.trim() };
  state.folders.push(folder);
  state.folders.sort((a, b) => a.name.localeCompare(b.name));
  save();
  return folder;
}

export function newMessageId() {
  const id = `s${state.nextId}`;
  state.nextId += 1;
  return id;
}

// Stores a draft (new or existing) or sends it; returns the stored message.
export function storeOutgoing(draft, folderId) {
  const message = {
    id: draft.id || newMessageId(),
    folder: folderId,
    date: nowIso(),
    from: { name: ACCOUNT.name, email: ACCOUNT.email },
    to: draft.to,
    cc: draft.cc,
    bcc: draft.bcc,
    subject: draft.subject,
    body: draft.body,
    read: true,
    starred: false,
    attachments: draft.attachments,
    quote: draft.quote || null,
    inReplyTo: draft.inReplyTo || null,
  };
  state.messages = state.messages.filter((existing) => existing.id !== message.id);
  state.messages.push(message);
  if (folderId === "sent" && draft.inReplyTo) {
    const original = getMessage(draft.inReplyTo);
    if (original) original.repliedAt = message.date;
  }
  save();
  return message;
}

export function saveSettings(section, values) {
  if (section) Object.assign(state.settings[section], values);
  else Object.assign(state.settings, values);
  save();
}

export function blockSender(email) {
  if (!state.blocked.includes(email)) state.blocked.push(email);
  save();
}

export function unblockSender(email) {
  state.blocked = state.blocked.filter((blocked) => blocked !== email);
  save();
}

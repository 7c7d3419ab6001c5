// App state: tickets, preferences and followed tickets. Seeded from data.js and kept in
// sessionStorage so that a full page load keeps what the user changed.
import { ME, TICKETS } from "./data.js";
import { agentName, now } from "./format.js";

const KEY = "kestrel-service-desk-v1";

const DEFAULT_PREFERENCES = {
  emailAssigned: true,
  emailReply: true,
  emailBreach: true,
  digest: false,
  queueView: "all",
  timezone: "Europe/London",
  signature: "Priya Raman\nIT Service Desk, ext. 4471",
};

function seed() {
  return {
    tickets: JSON.parse(JSON.stringify(TICKETS)),
    preferences: { ...DEFAULT_PREFERENCES },
    following: ["INC-10436"],
    readNotifications: false,
  };
}

function load() {
  try {
    const saved = sessionStorage.getItem(KEY);
    if (saved) return JSON.parse(saved);
  } catch {
    // Storage can be unavailable (private windows); the app then starts from the seed.
  }
  return seed();
}

const state = load();

function save() {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Nothing to do: changes then last until the page is closed.
  }
}

export const tickets = () => state.tickets;
export const ticket = (id) => state.tickets.find((t) => t.id === id);
export const preferences = () => state.preferences;
export const isFollowing = (id) => state.following.includes(id);
export const notificationsRead = () => state.readNotifications;

const FIELD_LABELS = {
  category: "Category",
  subcategory: "Subcategory",
  priority: "Priority",
  status: "Status",
  holdReason: "On-hold reason",
  group: "Assignment group",
  assignee: "Assigned to",
  short: "Short description",
  description: "Description",
};

// Applies changes to a ticket and records them in its activity as one system entry.
export function updateTicket(id, changes, describe) {
  const t = ticket(id);
  const lines = [];
  for (const [field, value] of Object.entries(changes)) {
    if ((t[field] ?? "") === value) continue;
    if (FIELD_LABELS[field]) lines.push(describe(field, FIELD_LABELS[field], t[field] ?? "", value));
    t[field] = value;
  }
  if (lines.length === 0) return false;
  t.updated = now().toISOString();
  t.activity.push({ at: t.updated, author: agentName(ME), kind: "system", text: lines.join("\n") });
  save();
  return true;
}

export function addActivity(id, kind, text) {
  const t = ticket(id);
  t.updated = now().toISOString();
  t.activity.push({ at: t.updated, author: agentName(ME), kind, text });
  save();
}

export function createTicket(fields) {
  const highest = Math.max(...state.tickets.map((t) => Number(t.id.slice(4))));
  const id = `INC-${highest + 1}`;
  const opened = now().toISOString();
  state.tickets.push({
    id,
    ...fields,
    status: "new",
    assignee: "",
    opened,
    updated: opened,
    activity: [{ at: opened, author: agentName(ME), kind: "system", text: "Ticket raised by the service desk." }],
  });
  save();
  return id;
}

export function deleteTicket(id) {
  state.tickets = state.tickets.filter((t) => t.id !== id);
  save();
}

export function setFollowing(id, on) {
  state.following = state.following.filter((f) => f !== id);
  if (on) state.following.push(id);
  save();
}

export function savePreferences(values) {
  state.preferences = { ...state.preferences, ...values };
  save();
}

export function markNotificationsRead() {
  state.readNotifications = true;
  save();
}

// Small pure helpers: escaping, date formatting, lookups and SLA arithmetic.
import { AGENTS, CATEGORIES, GROUPS, PEOPLE, PRIORITIES, SITES, STATUSES } from "./data.js";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const HOUR = 3600 * 1000;

export function esc(value) {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function slug(text) {
  return String(text).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

// The desk works in Europe/London, which is GMT until 29 March, so UTC fields are local time.
const pad = (n) => String(n).padStart(2, "0");
const at = (value) => (value instanceof Date ? value : new Date(value));

export function time(value) {
  const d = at(value);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export function shortDate(value) {
  const d = at(value);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${time(d)}`;
}

export function longDate(value) {
  const d = at(value);
  return `${d.getUTCDate()} ${LONG_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${time(d)}`;
}

export function dayDate(value) {
  const d = at(value);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${LONG_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export function plainDate(value) {
  const d = at(value);
  return `${d.getUTCDate()} ${LONG_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export function now() {
  return new Date();
}

export function sameDay(a, b) {
  return at(a).toISOString().slice(0, 10) === at(b).toISOString().slice(0, 10);
}

export function duration(ms) {
  const minutes = Math.round(Math.abs(ms) / 60000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${mins} min`;
  return `${mins} min`;
}

const byId = (list, id) => list.find((item) => item.id === id);

export const agent = (id) => byId(AGENTS, id);
export const person = (id) => byId(PEOPLE, id) || agent(id);
export const group = (id) => byId(GROUPS, id);
export const category = (id) => byId(CATEGORIES, id);
export const priority = (id) => byId(PRIORITIES, id);
export const status = (id) => byId(STATUSES, id);
export const site = (id) => byId(SITES, id);

export const agentName = (id) => (id ? agent(id)?.name || "" : "");
export const personName = (id) => person(id)?.name || "";
export const groupName = (id) => group(id)?.name || "";

export function isOpen(ticket) {
  return ["new", "in-progress", "on-hold"].includes(ticket.status);
}

export function dueAt(ticket) {
  return new Date(at(ticket.opened).getTime() + priority(ticket.priority).hours * HOUR);
}

// The resolution clock stops while a ticket is on hold and once it is resolved or closed.
export function slaState(ticket, current = now()) {
  const due = dueAt(ticket);
  if (ticket.status === "on-hold") return { key: "paused", label: "Paused", due };
  if (!isOpen(ticket)) {
    const met = at(ticket.updated) <= due;
    return { key: met ? "met" : "missed", label: met ? "Met" : "Missed", due };
  }
  if (due < current) return { key: "breached", label: "Breached", due };
  if (sameDay(due, current)) return { key: "today", label: "Due today", due };
  return { key: "within", label: "Within SLA", due };
}

export function slaSentence(ticket, current = now()) {
  const sla = slaState(ticket, current);
  const left = sla.due.getTime() - current.getTime();
  switch (sla.key) {
    case "paused":
      return "Resolution clock paused while the ticket is on hold";
    case "met":
      return `Resolved within SLA (target ${shortDate(sla.due)})`;
    case "missed":
      return `Resolved after the SLA target of ${shortDate(sla.due)}`;
    case "breached":
      return `Breached ${duration(left)} ago (was due ${shortDate(sla.due)})`;
    default:
      return `Due ${shortDate(sla.due)}, in ${duration(left)}`;
  }
}

// Impact (1 whole site .. 3 one person) and urgency give the priority, as in ITIL.
export function priorityFor(impact, urgency) {
  const score = Number(impact) + { high: 0, medium: 1, low: 2 }[urgency];
  return String(Math.min(4, Math.max(1, score)));
}

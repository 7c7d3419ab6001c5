// The ticket confirmation dialogs (resolve, close, escalate, delete). They live in the page
// shell as native modal <dialog> elements, which keep focus inside while open; their
// handlers are bound once here and act on the ticket the dialog was opened for.
import { CLOSE_REASONS, ESCALATION_TARGETS, RESOLUTION_CODES } from "./data.js";
import { agentName, category, groupName, personName, priority, status } from "./format.js";
import * as store from "./store.js";
import { clearErrors, options, showErrors } from "./widgets.js";

let current = null; // { ticket, done(message, {deleted}) }

const $ = (id) => document.getElementById(id);

function open(kind, ticket, done, intro) {
  current = { ticket, done };
  const form = $(`${kind}-form`);
  form.reset();
  const summary = $(`${kind}-errors`);
  if (summary) clearErrors(form, summary);
  $(`${kind}-title`).textContent = intro.title;
  $(`${kind}-intro`).textContent = intro.text;
  $(`${kind}-dialog`).showModal();
}

export function openResolve(ticket, done) {
  $("resolve-code").innerHTML = options(RESOLUTION_CODES, "", "Choose a resolution code");
  open("resolve", ticket, done, {
    title: `Resolve ${ticket.id}`,
    text: `“${ticket.short}”, raised by ${personName(ticket.caller)}. The caller can reopen a resolved ticket within 5 working days.`,
  });
}

export function openClose(ticket, done) {
  $("close-reason").innerHTML = options(CLOSE_REASONS, "", "Choose a reason");
  $("close-duplicate-field").hidden = true;
  open("close", ticket, done, {
    title: `Close ${ticket.id}`,
    text: `“${ticket.short}”, raised by ${personName(ticket.caller)}. A closed ticket can't be reopened; the caller would have to raise a new one.`,
  });
}

export function openEscalate(ticket, done) {
  $("escalate-to").innerHTML = options(ESCALATION_TARGETS, "", "Choose a team");
  open("escalate", ticket, done, {
    title: `Escalate ${ticket.id}`,
    text: `“${ticket.short}”. The team you choose is notified straight away and takes over the ticket.`,
  });
}

export function openDelete(ticket, done) {
  open("delete", ticket, done, {
    title: `Delete ${ticket.id}?`,
    text: `“${ticket.short}” and its whole activity history will be deleted for everyone. This can't be undone.`,
  });
}

function finish(kind, message, extra = {}) {
  $(`${kind}-dialog`).close();
  const { done } = current;
  current = null;
  done(message, extra);
}

$("close-reason").addEventListener("change", (event) => {
  $("close-duplicate-field").hidden = event.target.value !== "Duplicate";
});

for (const button of document.querySelectorAll("[data-close-dialog]")) {
  button.addEventListener("click", () => button.closest("dialog").close());
}

$("resolve-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const code = $("resolve-code").value;
  const notes = $("resolve-notes").value.trim();
  const errors = [];
  if (!code) errors.push({ field: "resolve-code", message: "Choose a resolution code" });
  if (!notes) errors.push({ field: "resolve-notes", message: "Enter resolution notes for the caller" });
  if (showErrors($("resolve-form"), $("resolve-errors"), errors)) return;
  const { ticket } = current;
  store.updateTicket(ticket.id, { status: "resolved", holdReason: "", resolution: code }, describeChange);
  store.addActivity(ticket.id, "comment", `Resolved (${code}): ${notes}`);
  finish("resolve", `Ticket ${ticket.id} resolved`);
});

const TICKET_NUMBER = /^INC-\d{5}$/;

$("close-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const reason = $("close-reason").value;
  const duplicateOf = $("close-duplicate-of").value.trim().toUpperCase();
  const { ticket } = current;
  const errors = [];
  if (!reason) errors.push({ field: "close-reason", message: "Choose a reason for closing" });
  if (reason === "Duplicate" && !TICKET_NUMBER.test(duplicateOf))
    errors.push({ field: "close-duplicate-of", message: "Enter the ticket number this duplicates, like INC-10438" });
  else if (reason === "Duplicate" && (duplicateOf === ticket.id || !store.ticket(duplicateOf)))
    errors.push({ field: "close-duplicate-of", message: `Enter an existing ticket other than ${ticket.id}` });
  if (showErrors($("close-form"), $("close-errors"), errors)) return;
  const why = reason === "Duplicate" ? `Duplicate of ${duplicateOf}` : reason;
  store.updateTicket(ticket.id, { status: "closed", holdReason: "" }, describeChange);
  const notes = $("close-notes").value.trim();
  store.addActivity(ticket.id, "comment", `Closed: ${why}.${notes ? ` ${notes}` : ""}`);
  finish("close", `Ticket ${ticket.id} closed (${why})`);
});

$("escalate-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const target = $("escalate-to").value;
  const reason = $("escalate-reason").value.trim();
  const errors = [];
  if (!target) errors.push({ field: "escalate-to", message: "Choose the team to escalate to" });
  if (!reason) errors.push({ field: "escalate-reason", message: "Explain why you are escalating" });
  if (showErrors($("escalate-form"), $("escalate-errors"), errors)) return;
  const { ticket } = current;
  const team = ESCALATION_TARGETS.find((t) => t.id === target);
  const changes = target === "vendor" ? {} : { group: target, assignee: "" };
  if (target === "major-incident") changes.priority = "1";
  store.updateTicket(ticket.id, changes, describeChange);
  const paged = $("escalate-page").checked ? " Duty manager paged." : "";
  store.addActivity(ticket.id, "note", `Escalated to ${team.name}: ${reason}${paged}`);
  finish("escalate", `Ticket ${ticket.id} escalated to ${team.name}`);
});

$("delete-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const { ticket } = current;
  store.deleteTicket(ticket.id);
  finish("delete", `Ticket ${ticket.id} deleted`, { deleted: true });
});

// How a field change reads in the activity history.
const SHOW = {
  category: (v) => category(v)?.name,
  priority: (v) => priority(v)?.name,
  status: (v) => status(v)?.name,
  group: groupName,
  assignee: agentName,
};

export function describeChange(field, label, from, to) {
  const show = (v) => (v ? (SHOW[field] ? SHOW[field](v) : v) : "(empty)");
  return `${label} changed from ${show(from)} to ${show(to)}`;
}

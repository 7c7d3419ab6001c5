// Ticket queue: a data table with filters (announced result count) and sortable columns
// (re-sorting is not announced; the column header's sort state changes).
import { AGENTS, GROUPS, ME, PRIORITIES, STATUSES } from "../data.js";
import { agentName, esc, groupName, isOpen, personName, priority, shortDate, slaState, status } from "../format.js";
import * as store from "../store.js";
import { slaBadge } from "./dashboard.js";
import { options } from "../widgets.js";

const STATUS_ORDER = Object.fromEntries(STATUSES.map((s, i) => [s.id, i]));
const COLUMNS = [
  { key: "number", label: "Number", sort: (t) => t.id },
  { key: "short", label: "Short description and caller" },
  { key: "priority", label: "Priority", sort: (t) => t.priority },
  { key: "status", label: "Status", sort: (t) => STATUS_ORDER[t.status] },
  { key: "assigned", label: "Assigned to" },
  { key: "opened", label: "Opened", sort: (t) => t.opened },
  { key: "updated", label: "Updated", sort: (t) => t.updated },
  // Tickets whose clock is stopped sort after every running one.
  { key: "due", label: "Resolution due", sort: (t) => (isOpen(t) && t.status !== "on-hold" ? slaState(t).due.toISOString() : "~") },
];

const FILTERS = {
  status: (t, v) => (v === "open" ? isOpen(t) : t.status === v),
  priority: (t, v) => t.priority === v,
  group: (t, v) => t.group === v,
  assignee: (t, v) => (v === "me" ? t.assignee === ME : v === "unassigned" ? !t.assignee : t.assignee === v),
  sla: (t, v) => slaState(t).key === v,
};

function matchesSearch(t, term) {
  if (!term) return true;
  const text = [t.id, t.short, personName(t.caller), agentName(t.assignee), groupName(t.group), t.ci]
    .join(" ")
    .toLowerCase();
  return term
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

export function filterTickets(list, filters) {
  return list.filter(
    (t) =>
      matchesSearch(t, filters.q) &&
      Object.entries(FILTERS).every(([key, test]) => !filters[key] || test(t, filters[key])),
  );
}

export function sortTickets(list, key, direction) {
  const column = COLUMNS.find((c) => c.key === key);
  const sign = direction === "ascending" ? 1 : -1;
  return [...list].sort((a, b) => {
    const x = column.sort(a);
    const y = column.sort(b);
    return (x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1) * sign;
  });
}

// Only the states that need attention get a badge, so they stand out when scanning.
function dueBadge(t) {
  const key = isOpen(t) ? slaState(t).key : "";
  return ["breached", "today", "paused"].includes(key) ? ` ${slaBadge(t)}` : "";
}

function rowMarkup(t) {
  const assignee = t.assignee ? esc(agentName(t.assignee)) : `<span class="unassigned">Unassigned</span>`;
  return `<tr id="row-${t.id}" data-priority="${t.priority}" data-status="${t.status}" data-assignee="${t.assignee || "none"}" data-group="${t.group}">
    <th scope="row"><a id="link-${t.id}" href="#/tickets/${t.id}">${t.id}</a></th>
    <td><span class="cell-title">${esc(t.short)}</span> <span class="cell-sub">${esc(personName(t.caller))}</span></td>
    <td><span class="prio prio-${t.priority}">${esc(priority(t.priority).name)}</span></td>
    <td>${esc(status(t.status).name)}${t.holdReason && t.status === "on-hold" ? ` <span class="cell-sub">${esc(t.holdReason)}</span>` : ""}</td>
    <td>${assignee} <span class="cell-sub">${esc(groupName(t.group))}</span></td>
    <td class="nowrap">${shortDate(t.opened)}</td>
    <td class="nowrap">${shortDate(t.updated)}</td>
    <td class="nowrap">${isOpen(t) && t.status !== "on-hold" ? shortDate(slaState(t).due) : "-"}${dueBadge(t)}</td>
  </tr>`;
}

function headerMarkup() {
  return COLUMNS.map((c) => {
    if (!c.sort) return `<th scope="col">${c.label}</th>`;
    return `<th scope="col" aria-sort="none" data-key="${c.key}">
      <button type="button" class="sort-button" id="sort-${c.key}" data-key="${c.key}">${c.label}
      <svg class="sort-icon" viewBox="0 0 10 14" width="10" height="14" aria-hidden="true" focusable="false">
        <path d="M5 1 9 6H1z" class="up"/><path d="M5 13 1 8h8z" class="down"/></svg></button></th>`;
  }).join("");
}

const DEFAULT_VIEWS = { all: {}, mine: { assignee: "me", status: "open" }, group: { group: "service-desk", status: "open" } };

export function queueView({ container, query }) {
  const fromQuery = Object.fromEntries(["q", ...Object.keys(FILTERS)].map((k) => [k, query.get(k) || ""]));
  const hasQuery = Object.values(fromQuery).some(Boolean);
  const filters = hasQuery ? fromQuery : { ...fromQuery, ...DEFAULT_VIEWS[store.preferences().queueView] };
  let sortKey = "updated";
  let direction = "descending";

  const agentOptions = [
    { id: "me", name: "Assigned to me" },
    { id: "unassigned", name: "Unassigned" },
    ...AGENTS.filter((a) => a.id !== ME).map((a) => ({ id: a.id, name: a.name })),
  ];
  const initialCount = filterTickets(store.tickets(), filters).length;
  container.innerHTML = `<div class="page">
    <div class="page-head">
      <div><h1 tabindex="-1">Ticket queue</h1>
      <p class="page-sub">Incidents and requests for all assignment groups</p></div>
      <div class="page-tools"><a class="button primary" id="queue-new" href="#/new">Raise a ticket</a></div>
    </div>
    <form class="filter-bar" id="queue-filters" role="search" aria-label="Filter tickets">
      <div class="field filter-search"><label for="queue-search">Search in queue</label>
        <input id="queue-search" type="search" value="${esc(filters.q)}" placeholder="Number, caller, keyword" autocomplete="off"></div>
      <div class="field"><label for="filter-status">Status</label>
        <select id="filter-status">${options([{ id: "open", name: "Open (not resolved)" }, ...STATUSES], filters.status, "Any status")}</select></div>
      <div class="field"><label for="filter-priority">Priority</label>
        <select id="filter-priority">${options(PRIORITIES, filters.priority, "Any priority")}</select></div>
      <div class="field"><label for="filter-group">Assignment group</label>
        <select id="filter-group">${options(GROUPS, filters.group, "Any group")}</select></div>
      <div class="field"><label for="filter-assignee">Assigned to</label>
        <select id="filter-assignee">${options(agentOptions, filters.assignee, "Anyone")}</select></div>
      <div class="field"><label for="filter-sla">SLA</label>
        <select id="filter-sla">${options(
          [
            { id: "breached", name: "Breached" },
            { id: "today", name: "Due today" },
            { id: "within", name: "Within SLA" },
            { id: "paused", name: "Paused (on hold)" },
          ],
          filters.sla,
          "Any SLA state",
        )}</select></div>
      <div class="filter-actions"><button type="button" class="button secondary" id="filter-clear">Clear filters</button></div>
    </form>
    <p class="result-count" id="queue-count" role="status">Showing ${initialCount} of ${store.tickets().length} tickets</p>
    <div class="table-wrap">
      <table class="data-table" id="queue-table">
        <caption class="visually-hidden" id="queue-caption"></caption>
        <thead><tr id="queue-head">${headerMarkup()}</tr></thead>
        <tbody id="queue-body"></tbody>
      </table>
    </div>
  </div>`;

  const $ = (selector) => container.querySelector(selector);
  const total = () => store.tickets().length;

  function drawBody() {
    const shown = sortTickets(filterTickets(store.tickets(), filters), sortKey, direction);
    $("#queue-body").innerHTML = shown.length
      ? shown.map(rowMarkup).join("")
      : `<tr><td colspan="${COLUMNS.length}" class="empty">No tickets match these filters.</td></tr>`;
    return shown.length;
  }
  // The sort buttons stay in place; only the headers' sort state changes.
  function drawHead() {
    for (const th of container.querySelectorAll("#queue-head th[data-key]")) {
      th.setAttribute("aria-sort", th.dataset.key === sortKey ? direction : "none");
      th.classList.toggle("sorted", th.dataset.key === sortKey);
      th.classList.toggle("ascending", th.dataset.key === sortKey && direction === "ascending");
    }
    const column = COLUMNS.find((c) => c.key === sortKey).label;
    $("#queue-caption").textContent = `Tickets, sorted by ${column}, ${direction}`;
  }
  function refilter() {
    const count = drawBody();
    $("#queue-count").textContent = `Showing ${count} of ${total()} tickets`;
  }

  // The count arrives with the page (no announcement); later filter changes are announced.
  drawHead();
  drawBody();

  const bind = (id, key) =>
    $(`#${id}`).addEventListener(id === "queue-search" ? "input" : "change", (event) => {
      filters[key] = event.target.value.trim();
      refilter();
    });
  bind("queue-search", "q");
  bind("filter-status", "status");
  bind("filter-priority", "priority");
  bind("filter-group", "group");
  bind("filter-assignee", "assignee");
  bind("filter-sla", "sla");
  $("#queue-filters").addEventListener("submit", (event) => event.preventDefault());
  $("#filter-clear").addEventListener("click", () => {
    for (const key of Object.keys(filters)) filters[key] = "";
    for (const control of $("#queue-filters").querySelectorAll("input, select")) control.value = "";
    refilter();
  });
  for (const button of container.querySelectorAll(".sort-button")) {
    button.addEventListener("click", () => {
      const key = button.dataset.key;
      direction = key === sortKey && direction === "ascending" ? "descending" : "ascending";
      sortKey = key;
      drawHead();
      drawBody();
    });
  }
  return { title: "Ticket queue" };
}

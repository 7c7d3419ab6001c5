// Dashboard: queue counts (they change silently as tickets change), my open tickets,
// unassigned work for my group, service status and announcements.
import { ANNOUNCEMENTS, ME, SERVICES } from "../data.js";
import { dayDate, esc, isOpen, plainDate, priority, shortDate, slaState, status, time } from "../format.js";
import * as store from "../store.js";
import { badge } from "../widgets.js";

export function counts(list = store.tickets()) {
  const open = list.filter(isOpen);
  return {
    open: open.length,
    mine: open.filter((t) => t.assignee === ME).length,
    breached: open.filter((t) => slaState(t).key === "breached").length,
    unassigned: open.filter((t) => !t.assignee).length,
  };
}

const CARDS = [
  ["open", "Open tickets", "#/tickets?status=open", "All new, in-progress and on-hold tickets"],
  ["mine", "Assigned to me", "#/tickets?assignee=me&status=open", "Open tickets you own"],
  ["breached", "Breached SLA", "#/tickets?sla=breached", "Past their resolution target"],
  ["unassigned", "Unassigned", "#/tickets?assignee=unassigned&status=open", "Open tickets nobody owns yet"],
];

function cardsMarkup() {
  const c = counts();
  // The link holds the count and label only, so it reads "6 Assigned to me"; the hint is
  // plain text under it, and the whole card is clickable through the link.
  return CARDS.map(
    ([key, label, href, hint]) => `<li class="stat-card stat-${key}"><a class="stat-link" id="card-${key}" href="${href}">
      <span class="stat-count">${c[key]}</span> <span class="stat-label">${label}</span></a>
      <p class="stat-hint">${hint}</p></li>`,
  ).join("");
}

export function slaBadge(ticket) {
  const sla = slaState(ticket);
  const kind = { breached: "danger", today: "warning", paused: "neutral", within: "ok" }[sla.key] || "neutral";
  return badge(kind, sla.label);
}

function myTicketsMarkup() {
  const mine = store
    .tickets()
    .filter((t) => isOpen(t) && t.assignee === ME)
    .sort((a, b) => slaState(a).due - slaState(b).due);
  const rows = mine
    .map(
      (t) => `<tr><th scope="row"><a href="#/tickets/${t.id}" id="mine-${t.id}">${t.id}</a></th>
      <td>${esc(t.short)}</td><td>${esc(priority(t.priority).name)}</td><td>${esc(status(t.status).name)}</td>
      <td class="nowrap">${shortDate(slaState(t).due)} ${slaBadge(t)}</td></tr>`,
    )
    .join("");
  return `<table class="data-table compact" id="my-tickets">
    <caption class="visually-hidden">My open tickets, most urgent first</caption>
    <thead><tr><th scope="col">Number</th><th scope="col">Short description</th><th scope="col">Priority</th>
    <th scope="col">Status</th><th scope="col">Resolution due</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function groupQueueMarkup() {
  const waiting = store
    .tickets()
    .filter((t) => isOpen(t) && !t.assignee && t.group === "service-desk")
    .sort((a, b) => a.opened.localeCompare(b.opened));
  if (!waiting.length) return `<p class="muted">Nothing is waiting for your group.</p>`;
  return `<ul class="plain-list">${waiting
    .map(
      (t) => `<li><a href="#/tickets/${t.id}" id="waiting-${t.id}">${t.id}</a> ${esc(t.short)}
      <span class="muted">· raised ${shortDate(t.opened)}</span></li>`,
    )
    .join("")}</ul>`;
}

function servicesMarkup() {
  const label = { outage: ["danger", "Major outage"], degraded: ["warning", "Degraded"], ok: ["ok", "Operational"] };
  return `<ul class="service-list">${SERVICES.map((s) => {
    const [kind, text] = label[s.state];
    return `<li><span class="service-name">${esc(s.name)}</span> ${badge(kind, text)}
      ${s.note ? `<span class="service-note">${esc(s.note)}</span>` : ""}</li>`;
  }).join("")}</ul>`;
}

export function dashboardView({ container }) {
  container.innerHTML = `<div class="page">
    <div class="page-head">
      <div>
        <h1 tabindex="-1">Dashboard</h1>
        <p class="page-sub">${dayDate(new Date())} · Service Desk - Tier 1</p>
      </div>
      <div class="page-tools">
        <span class="muted" id="refreshed">Last refreshed ${time(new Date())}</span>
        <button type="button" class="button secondary" id="dashboard-refresh">Refresh</button>
      </div>
    </div>
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" class="visually-hidden">Queue overview</h2>
      <ul class="stat-cards" id="stat-cards">${cardsMarkup()}</ul>
    </section>
    <div class="two-col">
      <div class="col-main">
        <section class="panel" aria-labelledby="mine-heading">
          <div class="panel-head"><h2 id="mine-heading">My open tickets</h2>
            <a href="#/tickets?assignee=me&amp;status=open" id="mine-all">View all in the queue</a></div>
          ${myTicketsMarkup()}
        </section>
        <section class="panel" aria-labelledby="waiting-heading">
          <div class="panel-head"><h2 id="waiting-heading">Waiting for Service Desk - Tier 1</h2></div>
          ${groupQueueMarkup()}
        </section>
      </div>
      <aside class="col-side" aria-label="Service information">
        <section class="panel" aria-labelledby="status-heading">
          <h2 id="status-heading">Service status</h2>
          <div id="service-status"><p class="loading">Checking service status…</p></div>
        </section>
        <section class="panel" aria-labelledby="news-heading">
          <h2 id="news-heading">Announcements</h2>
          <ul class="news-list">${ANNOUNCEMENTS.map(
            (a) => `<li><h3>${esc(a.title)}</h3><p class="muted">${plainDate(`${a.date}T09:00:00Z`)}</p>
              <p>${esc(a.text)}</p></li>`,
          ).join("")}</ul>
        </section>
        <section class="panel" aria-labelledby="quick-heading">
          <h2 id="quick-heading">Quick links</h2>
          <ul class="plain-list">
            <li><a href="#/new" id="quick-new">Raise a ticket for a caller</a></li>
            <li><a href="#/kb" id="quick-kb">Search the knowledge base</a></li>
            <li><a href="#/reports" id="quick-reports">SLA reports</a></li>
          </ul>
        </section>
      </aside>
    </div>
  </div>`;

  // Service status comes from a (simulated) monitoring call: a short wait, then content.
  setTimeout(() => {
    const target = document.getElementById("service-status");
    if (target) target.innerHTML = servicesMarkup();
  }, 200);

  // Refresh recounts without announcing: the counts simply change on screen.
  container.querySelector("#dashboard-refresh").addEventListener("click", () => {
    container.querySelector("#stat-cards").innerHTML = cardsMarkup();
    container.querySelector("#refreshed").textContent = `Last refreshed ${time(new Date())}`;
  });
  return { title: "Dashboard" };
}

// Account area: the bookings list (a layout table with a header row made of ordinary
// cells and div tabs), saved events and payment methods.

import { BOOKING_FEE, BOOKINGS, USER } from "../data.js";
import { dateText, eventById, perfById, venueById } from "../catalogue.js";
import { escapeHtml, money, shortDate, time12 } from "../format.js";
import { ICONS } from "../icons.js";
import { load, update } from "../store.js";
import { bindHeart, heartHtml, showToast } from "../shell.js";
import { $, $$, go, onClick } from "../widgets.js";

const SIDEBAR = [
  ["bookings", "#/account/bookings", "My bookings"],
  ["saved", "#/account/saved", "Saved events"],
  ["preferences", "#/account/preferences", "Preferences"],
  ["payment", "#/account/payment", "Payment methods"],
  ["signout", "#/page/signed-out", "Sign out"],
];

// The account page frame: a side menu and the page's own content.
export function accountFrame(current, body) {
  const links = SIDEBAR.map(
    ([key, href, label]) =>
      `<a href="${href}" id="side-${key}"${key === current ? ' class="is-current"' : ""}>${label}</a>`,
  ).join("");
  return `<div class="crumbs"><a href="#/home" id="crumb-home">Home</a> › My account</div>
  <div class="account-layout">
    <div class="account-side">
      <div class="account-card"><span class="avatar avatar-large">HO</span>
        <div><div class="account-name">${USER.firstName} ${USER.lastName}</div><div class="r-meta">${USER.email}</div></div></div>
      <div class="side-links">${links}</div>
    </div>
    <div class="account-main">${body}</div>
  </div>`;
}

// A booking merged with the changes the user made in this session.
export function bookingView(ref, state = load()) {
  const base = BOOKINGS.find((booking) => booking.ref === ref);
  if (!base) return null;
  const change = state.bookings[ref] || {};
  const event = base.event ? eventById(base.event) : null;
  const perf = event ? perfById(event, change.perf || base.perf) : null;
  const quantity = base.lines.reduce((sum, [, qty]) => sum + qty, 0);
  const subtotal = base.lines.reduce((sum, [, qty, price]) => sum + qty * price, 0);
  return {
    ...base,
    event,
    perf,
    title: event ? event.title : base.past.title,
    date: perf ? perf.date : base.past.date,
    time: perf ? perf.time : base.past.time,
    venue: venueById(event ? event.venue : base.past.venue),
    quantity,
    subtotal,
    total: subtotal + BOOKING_FEE,
    status: change.status || base.status,
    change,
    upcoming: Boolean(event),
  };
}

function bookingRow(view) {
  const statusClass = view.status === "Confirmed" ? "ok" : view.status === "Attended" ? "muted" : "warn";
  return `<tr>
    <td>${view.ref}</td>
    <td class="bk-title">${escapeHtml(view.title)}<div class="r-meta">${escapeHtml(view.venue.name)}</div></td>
    <td>${shortDate(view.date)}, ${time12(view.time)}</td>
    <td>${view.quantity}</td>
    <td>${money(view.total)}</td>
    <td><span class="status status-${statusClass}">${escapeHtml(view.status)}</span></td>
    <td class="bk-actions"><div class="bk-actions-inner"><span class="text-link" id="view-${view.ref}">View</span>
      <div class="icon-btn small" id="download-${view.ref}">${ICONS.download}</div></div></td>
  </tr>`;
}

export function renderBookings(container) {
  const state = load();
  const views = BOOKINGS.map((booking) => bookingView(booking.ref, state));
  const upcoming = views
    .filter((view) => view.upcoming)
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const past = views.filter((view) => !view.upcoming);
  container.innerHTML = accountFrame(
    "bookings",
    `<div class="fake-h1">My bookings</div>
    <div class="tabs tabs-small">
      <div class="tab is-current" id="bookings-upcoming">Upcoming (${upcoming.length})</div>
      <div class="tab" id="bookings-past">Past (${past.length})</div>
    </div>
    <div id="bookings-body"></div>
    <p class="hint">Tickets can be cancelled up to 48 hours before the event, or exchanged for another performance of the same show.</p>`,
  );
  const show = (list, tabId) => {
    $$(".tabs .tab").forEach((tab) => tab.classList.toggle("is-current", tab.id === tabId));
    $("#bookings-body").innerHTML = `<table class="plain-table bookings-table">
      <tr class="head-row"><td>Reference</td><td>Event</td><td>Date</td><td>Tickets</td><td>Total</td><td>Status</td><td></td></tr>
      ${list.map(bookingRow).join("")}</table>`;
    for (const view of list) {
      onClick($(`#view-${view.ref}`), () => go(`#/account/booking/${view.ref}`));
      onClick($(`#download-${view.ref}`), () =>
        showToast(`Your tickets for ${escapeHtml(view.title)} are downloading.`),
      );
    }
  };
  onClick($("#bookings-upcoming"), () => show(upcoming, "bookings-upcoming"));
  onClick($("#bookings-past"), () => show(past, "bookings-past"));
  show(upcoming, "bookings-upcoming");
  return null;
}

export function renderSaved(container) {
  const saved = load().saved.map(eventById).filter(Boolean);
  const items = saved
    .map(
      (event) => `<div class="saved-item" id="saved-${event.id}">
      <img src="img/poster-${event.poster}.svg" width="120" height="76">
      <div class="saved-info"><a href="#/event/${event.id}" id="saved-link-${event.id}">${escapeHtml(event.title)}</a>
        <div class="r-meta">${escapeHtml(dateText(event))} · ${escapeHtml(venueById(event.venue).name)}</div></div>
      ${heartHtml(`unsave-${event.id}`, true)}
    </div>`,
    )
    .join("");
  container.innerHTML = accountFrame(
    "saved",
    `<div class="fake-h1">Saved events</div>
    <p class="lede">${saved.length} saved ${saved.length === 1 ? "event" : "events"}. We'll remind you a week before tickets sell out.</p>
    <div class="saved-list">${items || '<div class="empty-box">You have not saved any events yet.</div>'}</div>`,
  );
  for (const event of saved) bindHeart(`unsave-${event.id}`, event.id);
  return null;
}

export function renderPayment(container) {
  const { card } = USER;
  const removed = load().cardRemoved;
  const cardHtml = removed
    ? '<div class="empty-box">You have no saved cards.</div>'
    : `<div class="card-item"><div class="card-brand">VISA</div>
      <div><div class="radio-title">${card.brand} ending ${card.last4}</div><div class="r-meta">Expires ${card.expires} · Default card</div></div>
      <span class="text-link danger" id="remove-card">Remove</span></div>`;
  container.innerHTML = accountFrame(
    "payment",
    `<div class="fake-h1">Payment methods</div>
    ${cardHtml}
    <span class="btn btn-outline" id="add-card">Add a card</span>`,
  );
  onClick($("#remove-card"), () => {
    update((state) => {
      state.cardRemoved = true;
    });
    renderPayment(container);
  });
  onClick($("#add-card"), () => showToast("Adding new cards is available in the Ferrisham Live app."));
  return null;
}

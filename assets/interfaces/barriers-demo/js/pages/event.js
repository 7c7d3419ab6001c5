// Event page: div tabs whose selection shows only as an underline, date "chips" whose
// access type shows only as an image without alt text, quantity steppers made of
// unlabelled +/- icons, and a total that changes without being announced.

import { ACCESS_FLAGS } from "../data.js";
import {
  dateText,
  eventById,
  isSoldOut,
  perfById,
  perfLabel,
  priceText,
  venueById,
} from "../catalogue.js";
import { escapeHtml, longDate, money, shortDate, time12 } from "../format.js";
import { ICONS } from "../icons.js";
import { load, update } from "../store.js";
import { bindHeart, heartHtml, refreshBasketCount, showToast } from "../shell.js";
import { $, $$, onClick } from "../widgets.js";
import { accessIcons } from "./listing.js";
import { renderNotFound } from "./content.js";

const AVAILABILITY = { available: "Available", few: "Few left", soldout: "Sold out" };

export function chipHtml(performance, chosen, idPrefix = "perf") {
  const soldOut = performance.status === "soldout";
  const classes = ["chip", chosen ? "is-chosen" : "", soldOut ? "is-soldout" : ""].join(" ");
  return `<div class="${classes}" id="${idPrefix}-${performance.id}">
    <span class="chip-date">${shortDate(performance.date)}</span>
    <span class="chip-time">${time12(performance.time)}${performance.status === "few" ? " · few left" : ""}</span>
    ${accessIcons(performance.flags)}
  </div>`;
}

function overviewHtml(event) {
  return `<p>${escapeHtml(event.description)}</p>
    <div class="facts">
      <div><span class="fact-label">Category</span>${escapeHtml(event.category)}</div>
      <div><span class="fact-label">When</span>${escapeHtml(dateText(event))}${event.run ? `, ${escapeHtml(event.run.hours)}` : ""}</div>
      <div><span class="fact-label">Price</span>${priceText(event)}</div>
    </div>`;
}

function datesHtml(event) {
  const rows = event.performances
    .map(
      (p) => `<tr><td>${longDate(p.date)}</td><td>${time12(p.time)}</td>
        <td>${p.flags.map((flag) => ACCESS_FLAGS[flag]).join(", ") || "–"}</td>
        <td>${AVAILABILITY[p.status]}</td></tr>`,
    )
    .join("");
  const table = event.performances.length
    ? `<table class="plain-table"><tr class="head-row"><td>Date</td><td>Time</td><td>Access</td><td>Availability</td></tr>${rows}</table>`
    : `<p>Open ${escapeHtml(dateText(event))}, ${escapeHtml(event.run.hours)}.</p>`;
  const notes = event.accessNotes.map((note) => `<li>${escapeHtml(note)}</li>`).join("");
  return `${table}<div class="fake-h4">Access information</div><ul class="notes">${notes}</ul>`;
}

function venueHtml(event) {
  const venue = venueById(event.venue);
  return `<div class="fake-h4">${escapeHtml(venue.name)}</div>
    <p>${escapeHtml(venue.address)}</p>
    <ul class="notes">${venue.access.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
    <p>${escapeHtml(venue.gettingHere)}</p>
    <a href="#/venue/${venue.id}" id="venue-more">More about ${escapeHtml(venue.name)}</a>`;
}

const TABS = [
  ["overview", "Overview", overviewHtml],
  ["dates", "Dates & access", datesHtml],
  ["venue", "Venue", venueHtml],
];

function ticketsHtml(event, chosen) {
  if (isSoldOut(event)) {
    return `<div class="tickets-note">This event is sold out. Returns are sometimes available at the box office on the day.</div>`;
  }
  if (event.tickets.length === 0) {
    return `<div class="tickets-note tickets-free">${escapeHtml(event.freeNote)}</div>`;
  }
  const many = event.performances.length > 1;
  const chips = many
    ? `<div class="step-label">1. Choose a date</div>
       <div class="chips">${event.performances.map((p) => chipHtml(p, p.id === chosen)).join("")}</div>
       <div class="step-label">2. Choose tickets</div>`
    : `<div class="single-perf">${ICONS.calendar}<span>${escapeHtml(perfLabel(event.performances[0]))}</span></div>`;
  const rows = event.tickets
    .map(
      (ticket) => `<div class="ticket-row">
        <div class="ticket-name">${escapeHtml(ticket.name)}<span class="ticket-price">${ticket.price ? money(ticket.price) : "Free"}</span></div>
        <div class="stepper">
          <span class="step-btn" id="minus-${ticket.id}">${ICONS.minus}</span>
          <span class="step-qty" id="qty-${ticket.id}">0</span>
          <span class="step-btn" id="plus-${ticket.id}">${ICONS.plus}</span>
        </div>
      </div>`,
    )
    .join("");
  return `${chips}<div class="ticket-rows${many && !chosen ? " is-waiting" : ""}" id="ticket-rows">${rows}</div>
    <div class="ticket-total"><span>Total</span><span id="ticket-total">${money(0)}</span></div>
    <div class="ticket-error" id="ticket-error"></div>
    <div class="btn btn-coral btn-block" id="add-to-basket">Add to basket</div>
    <div class="tickets-small">A booking fee of £1.50 per order is added at checkout.</div>`;
}

export function render(container, { id }) {
  const event = eventById(id);
  if (!event) return renderNotFound(container);
  const venue = venueById(event.venue);
  const saved = load().saved.includes(event.id);
  let chosen = event.performances.length === 1 ? event.performances[0].id : null;
  const quantities = Object.fromEntries(event.tickets.map((ticket) => [ticket.id, 0]));

  container.innerHTML = `
  <div class="crumbs"><a href="#/home" id="crumb-home">Home</a> › <a href="#/events" id="crumb-events">What's on</a> › ${escapeHtml(event.title)}</div>
  <div class="event-layout">
    <div class="event-main">
      <div class="event-head">
        <img class="event-poster" src="img/poster-${event.poster}.svg" width="300" height="190">
        <div class="event-intro">
          <div class="card-category">${escapeHtml(event.category)}</div>
          <div class="fake-h1 event-title" id="event-title">${escapeHtml(event.title)}</div>
          <div class="event-meta">${ICONS.calendar}<span>${escapeHtml(dateText(event))}</span></div>
          <div class="event-meta">${ICONS.pin}<a href="#/venue/${venue.id}" id="event-venue">${escapeHtml(venue.name)}</a></div>
          <div class="event-meta">${ICONS.ticket}<span>${priceText(event)}</span></div>
          <div class="event-actions">
            ${heartHtml("event-save", saved)}
            <div class="icon-btn small" id="share-facebook">${ICONS.facebook}</div>
            <div class="icon-btn small" id="share-email">${ICONS.mail}</div>
            <div class="icon-btn small" id="share-link">${ICONS.share}</div>
          </div>
        </div>
      </div>
      <div class="tabs">${TABS.map(([key, label], i) => `<div class="tab${i === 0 ? " is-current" : ""}" id="tab-${key}">${label}</div>`).join("")}</div>
      <div class="tab-panel" id="tab-panel">${overviewHtml(event)}</div>
    </div>
    <div class="event-side">
      <div class="tickets-box" id="tickets-box">
        <div class="fake-h3">Book tickets</div>
        ${ticketsHtml(event, chosen)}
      </div>
    </div>
  </div>`;

  bindHeart("event-save", event.id);
  for (const [key, , html] of TABS) {
    onClick($(`#tab-${key}`), () => {
      $$(".tab").forEach((tab) => tab.classList.toggle("is-current", tab.id === `tab-${key}`));
      $("#tab-panel").innerHTML = html(event);
    });
  }
  for (const share of ["facebook", "email", "link"]) {
    onClick($(`#share-${share}`), () => showToast("Link copied. Share it wherever you like."));
  }

  const total = () =>
    event.tickets.reduce((sum, ticket) => sum + ticket.price * quantities[ticket.id], 0);
  const showQuantities = () => {
    for (const ticket of event.tickets) $(`#qty-${ticket.id}`).textContent = quantities[ticket.id];
    $("#ticket-total").textContent = money(total());
  };
  for (const performance of event.performances) {
    const chip = $(`#perf-${performance.id}`);
    if (!chip || performance.status === "soldout") continue;
    onClick(chip, () => {
      chosen = performance.id;
      $$(".chip").forEach((other) => other.classList.toggle("is-chosen", other === chip));
      $("#ticket-rows").classList.remove("is-waiting");
      $("#ticket-error").textContent = "";
    });
  }
  for (const ticket of event.tickets) {
    onClick($(`#plus-${ticket.id}`), () => {
      // Quantities cannot be picked before a date; the click silently does nothing.
      if (!chosen || quantities[ticket.id] >= 10) return;
      quantities[ticket.id] += 1;
      showQuantities();
    });
    onClick($(`#minus-${ticket.id}`), () => {
      if (quantities[ticket.id] === 0) return;
      quantities[ticket.id] -= 1;
      showQuantities();
    });
  }
  onClick($("#add-to-basket"), () => {
    const count = Object.values(quantities).reduce((a, b) => a + b, 0);
    if (!chosen || count === 0) {
      // Shown in red only, not announced and not tied to any control.
      $("#ticket-error").textContent = chosen ? "Choose at least one ticket." : "Choose a date first.";
      return;
    }
    const lines = Object.fromEntries(Object.entries(quantities).filter(([, qty]) => qty > 0));
    update((state) => {
      state.basket.push({ event: event.id, perf: chosen, lines });
    });
    refreshBasketCount();
    const what = event.tickets
      .filter((ticket) => lines[ticket.id])
      .map((ticket) => `${lines[ticket.id]} × ${escapeHtml(ticket.name)}`)
      .join(", ");
    showToast(
      `<strong>Added to your basket:</strong> ${what} for ${escapeHtml(event.title)}, ${escapeHtml(perfLabel(perfById(event, chosen)))}. <a href="#/basket" id="toast-basket">View basket</a>`,
    );
  });
  return null;
}

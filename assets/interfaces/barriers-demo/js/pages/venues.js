// Venues: the part of the site that was rebuilt to the standard. Real headings, a data
// table with a caption and header cells, a breadcrumb navigation, its own page titles.

import { EVENTS, VENUES } from "../data.js";
import { dateText, venueById } from "../catalogue.js";
import { escapeHtml } from "../format.js";
import { renderNotFound } from "./content.js";

export function renderList(container) {
  const rows = VENUES.map(
    (venue) => `<tr>
      <th scope="row"><a href="#/venue/${venue.id}" id="venue-${venue.id}">${escapeHtml(venue.name)}</a></th>
      <td>${escapeHtml(venue.area)}</td>
      <td class="num">${venue.capacity.toLocaleString("en-GB")}</td>
      <td>${venue.stepFree}</td>
      <td>${escapeHtml(venue.hearing)}</td>
      <td>${venue.changingPlaces}</td>
    </tr>`,
  ).join("");
  container.innerHTML = `
  <nav aria-label="Breadcrumb" class="crumbs"><a href="#/home" id="crumb-home">Home</a> › Venues</nav>
  <div class="good-page">
    <h1>Our venues</h1>
    <p class="lede">Ferrisham Live sells tickets for eight venues run by or with Ferrisham City Council. Every venue page lists its access facilities in full.</p>
    <table class="data-table" id="venues-table">
      <caption>Venues and their access facilities</caption>
      <thead><tr>
        <th scope="col">Venue</th><th scope="col">Area</th><th scope="col" class="num">Capacity</th>
        <th scope="col">Step-free access</th><th scope="col">Hearing support</th><th scope="col">Changing Places toilet</th>
      </tr></thead>
      <tbody>${rows}</tbody>
    </table>
    <h2>Can't find what you need?</h2>
    <p>Call the access line on 01632 960 451 or <a href="#/help" id="venues-help">send the box office a message</a>.</p>
  </div>`;
  return "Our venues – Ferrisham Live";
}

export function renderVenue(container, { id }) {
  const venue = venueById(id);
  if (!venue) return renderNotFound(container);
  const coming = EVENTS.filter((event) => event.venue === venue.id).slice(0, 6);
  const events = coming
    .map(
      (event) =>
        `<li><a href="#/event/${event.id}" id="venue-event-${event.id}">${escapeHtml(event.title)}</a> – ${escapeHtml(dateText(event))}</li>`,
    )
    .join("");
  container.innerHTML = `
  <nav aria-label="Breadcrumb" class="crumbs"><a href="#/home" id="crumb-home">Home</a> › <a href="#/venues" id="crumb-venues">Venues</a> › ${escapeHtml(venue.name)}</nav>
  <div class="good-page venue-page">
    <div class="venue-main">
      <h1>${escapeHtml(venue.name)}</h1>
      <p class="lede">${escapeHtml(venue.about)}</p>
      <h2>Access</h2>
      <ul class="notes">${venue.access.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
      <h2>Getting here</h2>
      <p>${escapeHtml(venue.gettingHere)}</p>
      <h2>Coming up at ${escapeHtml(venue.name)}</h2>
      <ul class="notes">${events || "<li>Nothing on sale yet.</li>"}</ul>
    </div>
    <aside class="venue-side" aria-labelledby="visit-heading">
      <h2 id="visit-heading">Visit</h2>
      <dl>
        <dt>Address</dt><dd>${escapeHtml(venue.address)}</dd>
        <dt>Box office</dt><dd>${escapeHtml(venue.boxOffice)}</dd>
        <dt>Capacity</dt><dd>${venue.capacity.toLocaleString("en-GB")}</dd>
      </dl>
      <a href="#/events" id="venue-whats-on">See everything on in Ferrisham</a>
    </aside>
  </div>`;
  return `${venue.name} – Ferrisham Live`;
}

// Home page: the hero carousel (icon-only arrows and dots, no names, no live region),
// this week's picks and category tiles. Headings are styled divs.

import { CATEGORIES } from "../data.js";
import { eventById, dateText, priceText, venueById } from "../catalogue.js";
import { escapeHtml } from "../format.js";
import { ICONS } from "../icons.js";
import { load } from "../store.js";
import { bindHeart, heartHtml } from "../shell.js";
import { $, $$, go, onClick, slug } from "../widgets.js";

const SLIDES = [
  {
    event: "jazz-weekend",
    kicker: "This weekend",
    line: "Sat 21 and Sun 22 March · Ferrisham Corn Exchange",
    blurb: "Twenty bands, three stages, one very long weekend of jazz.",
  },
  {
    event: "tempest",
    kicker: "Opens Wednesday 25 March",
    line: "25 March to 4 April · The Lantern Theatre",
    blurb: "Ferrisham Rep's storm-soaked Shakespeare, with audio-described and BSL performances.",
  },
  {
    event: "lantern-parade",
    kicker: "Free · Saturday 28 March",
    line: "Sat 28 March, 6pm · From the Castle Park gates to the Quay",
    blurb: "Five hundred handmade lanterns light up the city. Bring the whole family.",
  },
  {
    event: "young-artists",
    kicker: "Free exhibition",
    line: "21 March to 19 April · Ferrisham Museum & Art Gallery",
    blurb: "Paintings, prints and sculpture by the city's school students.",
  },
];

const THIS_WEEK = ["mahler", "jazz-weekend", "paper-moon", "brief-encounter", "great-flood", "dana-whitlock"];

function slideHtml(slide, index) {
  const event = eventById(slide.event);
  return `<div class="slide slide-${event.poster}" id="slide-${index + 1}"${index === 0 ? "" : ' style="display:none"'}>
    <div class="slide-text">
      <div class="slide-kicker">${escapeHtml(slide.kicker)}</div>
      <div class="slide-title">${escapeHtml(event.title)}</div>
      <div class="slide-line">${escapeHtml(slide.line)}</div>
      <p class="slide-blurb">${escapeHtml(slide.blurb)}</p>
      <div class="btn btn-coral" id="hero-cta-${index + 1}">Find out more</div>
    </div>
    <img class="slide-image" src="img/poster-${event.poster}.svg" width="520" height="300">
  </div>`;
}

function cardHtml(event, saved) {
  const venue = venueById(event.venue);
  return `<div class="card">
    <img class="card-image" src="img/poster-${event.poster}.svg" width="252" height="120">
    <div class="card-body">
      <div class="card-category">${escapeHtml(event.category)}</div>
      <div class="card-title" id="card-${event.id}">${escapeHtml(event.title)}</div>
      <div class="card-meta">${escapeHtml(dateText(event))}</div>
      <div class="card-meta">${escapeHtml(venue.name)}</div>
      <div class="card-foot"><span class="card-price">${priceText(event)}</span>
        ${heartHtml(`card-save-${event.id}`, saved)}
      </div>
    </div>
  </div>`;
}

export function render(container) {
  const saved = load().saved;
  container.innerHTML = `
  <div class="hero" id="hero">
    ${SLIDES.map(slideHtml).join("")}
    <div class="hero-arrow hero-prev" id="hero-prev">${ICONS.chevronLeft}</div>
    <div class="hero-arrow hero-next" id="hero-next">${ICONS.chevronRight}</div>
    <div class="hero-dots">${SLIDES.map((_, i) => `<span class="hero-dot${i === 0 ? " is-current" : ""}" id="hero-dot-${i + 1}"></span>`).join("")}</div>
  </div>
  <div class="columns">
    <div class="col-main">
      <div class="fake-h2">This week in Ferrisham</div>
      <div class="cards">${THIS_WEEK.map((id) => cardHtml(eventById(id), saved.includes(id))).join("")}</div>
      <div class="fake-h2">Browse by category</div>
      <div class="tiles">${CATEGORIES.map((name) => `<div class="tile" id="tile-${slug(name)}">${escapeHtml(name)}</div>`).join("")}</div>
    </div>
    <div class="col-side">
      <div class="side-box">
        <div class="fake-h3">Plan your visit</div>
        <a href="#/venues" id="side-venues">Find a venue</a>
        <a href="#/page/getting-here" id="side-getting-here">Getting here and parking</a>
        <a href="#/access" id="side-access">Access and assistance</a>
        <a href="#/page/groups" id="side-groups">Group bookings</a>
      </div>
      <div class="side-box side-box-teal">
        <div class="fake-h3">Ferrisham Access Pass</div>
        <p>Free companion tickets and easier booking of wheelchair spaces at every city venue.</p>
        <a href="#/access" id="side-access-pass">About the Access Pass</a>
      </div>
      <div class="side-box">
        <div class="fake-h3">Give the gift of a night out</div>
        <p>Gift vouchers from £10, valid at all eight venues for two years.</p>
        <a href="#/page/gift-vouchers" id="side-vouchers">Buy a gift voucher</a>
      </div>
    </div>
  </div>`;
  bindCarousel();
  for (const id of THIS_WEEK) {
    onClick($(`#card-${id}`), () => go(`#/event/${id}`));
    bindHeart(`card-save-${id}`, id);
  }
  for (const name of CATEGORIES) {
    onClick($(`#tile-${slug(name)}`), () => go(`#/events?cat=${encodeURIComponent(name)}`));
  }
  return null;
}

function bindCarousel() {
  let current = 0;
  const show = (index) => {
    current = (index + SLIDES.length) % SLIDES.length;
    $$(".slide").forEach((slide, i) => {
      slide.style.display = i === current ? "" : "none";
    });
    $$(".hero-dot").forEach((dot, i) => dot.classList.toggle("is-current", i === current));
  };
  onClick($("#hero-prev"), () => show(current - 1));
  onClick($("#hero-next"), () => show(current + 1));
  SLIDES.forEach((slide, i) => {
    onClick($(`#hero-dot-${i + 1}`), () => show(i));
    onClick($(`#hero-cta-${i + 1}`), () => go(`#/event/${slide.event}`));
  });
}

// "What's on": filters built from unlabelled fields and div dropdowns, results in a
// layout table whose rows change silently when a filter changes.

import { CATEGORIES, EVENTS, VENUES } from "../data.js";
import {
  dateText,
  filterEvents,
  isSoldOut,
  priceText,
  sortResults,
  venueById,
} from "../catalogue.js";
import { dayMonth, escapeHtml } from "../format.js";
import { load } from "../store.js";
import { bindHeart, heartHtml } from "../shell.js";
import { $, bindDropdown, dropdownHtml, go, onClick } from "../widgets.js";

const PAGE_SIZE = 10;

const WHEN_OPTIONS = [
  { value: "", label: "Any date" },
  { value: "today", label: "Today" },
  { value: "tomorrow", label: "Tomorrow" },
  { value: "weekend", label: "This weekend" },
  { value: "7days", label: "Next 7 days" },
  { value: "30days", label: "Next 30 days" },
];

const SORT_OPTIONS = [
  { value: "date", label: "Date (soonest first)" },
  { value: "price-asc", label: "Price (low to high)" },
  { value: "price-desc", label: "Price (high to low)" },
  { value: "name", label: "Name (A to Z)" },
];

const ACCESS_FILTERS = [
  ["bsl", "BSL interpreted"],
  ["ad", "Audio described"],
  ["captioned", "Captioned"],
  ["relaxed", "Relaxed performance"],
];

export function accessIcons(flags) {
  return flags.map((flag) => `<img class="access-icon" src="img/icon-${flag}.svg" width="30" height="20">`).join("");
}

function eventFlags(event) {
  return ACCESS_FILTERS.map(([flag]) => flag).filter((flag) =>
    event.performances.some((performance) => performance.flags.includes(flag)),
  );
}

function rowHtml({ event, first }, saved) {
  const { day, month } = dayMonth(first.slice(0, 10));
  const soldOut = isSoldOut(event);
  const action = soldOut ? "Sold out" : event.tickets.length ? "Book" : "Details";
  return `<tr id="row-${event.id}">
    <td class="r-date"><div class="date-block"><span class="date-day">${day}</span><span class="date-month">${month}</span></div></td>
    <td class="r-thumb"><img src="img/poster-${event.poster}.svg" width="96" height="64"></td>
    <td class="r-info">
      <span class="ev-title" id="title-${event.id}">${escapeHtml(event.title)}</span>
      <div class="r-meta">${escapeHtml(dateText(event))} · ${escapeHtml(venueById(event.venue).name)}</div>
      <div class="r-meta r-cat">${escapeHtml(event.category)} ${accessIcons(eventFlags(event))}</div>
    </td>
    <td class="r-price">${priceText(event)}</td>
    <td class="r-save">${heartHtml(`save-${event.id}`, saved.includes(event.id))}</td>
    <td class="r-book"><div class="btn ${soldOut ? "btn-disabled" : "btn-teal"} btn-small" id="book-${event.id}">${action}</div></td>
  </tr>`;
}

export function render(container, { params }) {
  const filters = {
    keyword: params.get("q") || "",
    category: CATEGORIES.includes(params.get("cat")) ? params.get("cat") : "",
    when: "",
    venue: "",
    access: params.get("access") ? [params.get("access")] : [],
    free: false,
  };
  let sort = "date";
  let page = 1;

  const categoryOptions = [{ value: "", label: "All categories" }].concat(
    CATEGORIES.map((name) => ({ value: name, label: name })),
  );
  const venueOptions = VENUES.map(
    (venue) => `<option value="${venue.id}">${escapeHtml(venue.name)}</option>`,
  ).join("");
  const accessBoxes = ACCESS_FILTERS.map(
    ([flag, text]) =>
      `<div class="check-row"><input type="checkbox" id="filter-${flag}"${filters.access.includes(flag) ? " checked" : ""}><span>${text}</span></div>`,
  ).join("");

  container.innerHTML = `
  <div class="crumbs"><a href="#/home" id="crumb-home">Home</a> › What's on</div>
  <div class="fake-h1">What's on</div>
  <p class="lede">Concerts, shows, exhibitions and events at Ferrisham's venues.</p>
  <div class="listing">
    <div class="filters">
      <div class="filter-label">Keyword</div>
      <input type="text" id="filter-keyword" placeholder="e.g. jazz, Tempest" value="${escapeHtml(filters.keyword)}" autocomplete="off">
      <div class="filter-label">Category</div>
      ${dropdownHtml("dd-category", categoryOptions, filters.category)}
      <div class="filter-label">When</div>
      ${dropdownHtml("dd-when", WHEN_OPTIONS, filters.when)}
      <div class="filter-label">Venue</div>
      <select id="filter-venue"><option value="">All venues</option>${venueOptions}</select>
      <div class="filter-label">Accessible performances</div>
      ${accessBoxes}
      <div class="filter-label">Price</div>
      <div class="check-row"><input type="checkbox" id="filter-free"><span>Free events only</span></div>
      <span class="text-link" id="filter-clear">Clear all filters</span>
    </div>
    <div class="results">
      <div class="results-bar">
        <div class="results-count" id="results-count"></div>
        <div class="sort"><span class="sort-label">Sort by</span>${dropdownHtml("dd-sort", SORT_OPTIONS, sort, "dd-compact")}</div>
      </div>
      <div id="results-body"></div>
    </div>
  </div>`;

  const refresh = () => {
    const results = sortResults(filterEvents(EVENTS, filters), sort);
    const pages = Math.max(1, Math.ceil(results.length / PAGE_SIZE));
    page = Math.min(page, pages);
    const shown = results.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    const saved = load().saved;
    const first = results.length ? (page - 1) * PAGE_SIZE + 1 : 0;
    $("#results-count").textContent = results.length
      ? `Showing ${first} to ${first + shown.length - 1} of ${results.length} ${results.length === 1 ? "event" : "events"}`
      : "No events match your filters";
    $("#results-body").innerHTML = results.length
      ? `<table class="results-table" id="results-table">${shown.map((r) => rowHtml(r, saved)).join("")}</table>
        ${pagerHtml(page, pages)}`
      : `<div class="empty">Try another date or category, or <span class="text-link" id="empty-clear">clear all filters</span>.</div>`;
    for (const { event } of shown) {
      onClick($(`#title-${event.id}`), () => go(`#/event/${event.id}`));
      onClick($(`#book-${event.id}`), () => go(`#/event/${event.id}`));
      bindHeart(`save-${event.id}`, event.id);
    }
    onClick($("#empty-clear"), () => clearFilters());
    onClick($("#page-prev"), () => changePage(page - 1));
    onClick($("#page-next"), () => changePage(page + 1));
    for (let n = 1; n <= pages; n += 1) onClick($(`#page-${n}`), () => changePage(n));
  };
  const changePage = (n) => {
    page = n;
    refresh();
    window.scrollTo(0, 0);
  };
  const changed = () => {
    page = 1;
    refresh();
  };
  const clearFilters = () => {
    const url = "#/events";
    if (window.location.hash === url) render(container, { params: new URLSearchParams() });
    else go(url);
  };

  $("#filter-keyword").addEventListener("input", (e) => {
    filters.keyword = e.target.value;
    changed();
  });
  bindDropdown("dd-category", (value) => {
    filters.category = value;
    changed();
  });
  bindDropdown("dd-when", (value) => {
    filters.when = value;
    changed();
  });
  bindDropdown("dd-sort", (value) => {
    sort = value;
    changed();
  });
  $("#filter-venue").addEventListener("change", (e) => {
    filters.venue = e.target.value;
    changed();
  });
  for (const [flag] of ACCESS_FILTERS) {
    $(`#filter-${flag}`).addEventListener("change", (e) => {
      filters.access = e.target.checked
        ? [...filters.access, flag]
        : filters.access.filter((f) => f !== flag);
      changed();
    });
  }
  $("#filter-free").addEventListener("change", (e) => {
    filters.free = e.target.checked;
    changed();
  });
  onClick($("#filter-clear"), () => clearFilters());
  refresh();
  return null;
}

function pagerHtml(page, pages) {
  if (pages === 1) return "";
  const numbers = Array.from({ length: pages }, (_, i) => i + 1)
    .map((n) => `<span class="pager-item${n === page ? " is-current" : ""}" id="page-${n}">${n}</span>`)
    .join("");
  const prev = page > 1 ? `<span class="pager-item" id="page-prev">‹ Previous</span>` : "";
  const next = page < pages ? `<span class="pager-item" id="page-next">Next ›</span>` : "";
  return `<div class="pager">${prev}${numbers}${next}</div>`;
}

// Brackenford Council Performance Hub: hash router, session state and every view.

import {
  DATASETS,
  MONTHS,
  RECENT_EXPORTS,
  SAVED_VIEWS,
  SCHEDULES,
  SERVICES,
  USER,
  WARDS,
  flyTipping,
  missed,
  recyclingRate,
  scheduled,
} from "./data.js";

const STORE = "brackenford-hub-v1";
const RANGES = {
  fy: { label: "This financial year", from: 0, to: 10 },
  six: { label: "Last 6 months", from: 5, to: 10 },
  three: { label: "Last 3 months", from: 8, to: 10 },
};
const EXPORT_LIMIT = 10000;
const EARLIEST_RUN = "08:00";

function initial() {
  return {
    prefs: { ward: "all", range: "fy", patterns: false, tables: false, refreshEmail: true },
    views: SAVED_VIEWS.map((view) => ({ ...view })),
    schedules: SCHEDULES.map((s) => ({ ...s })),
    exports: RECENT_EXPORTS.map((e) => ({ ...e })),
    draft: null,
  };
}

const state = (() => {
  try {
    const saved = sessionStorage.getItem(STORE);
    if (saved) return JSON.parse(saved);
  } catch {
    // start afresh
  }
  return initial();
})();

function save() {
  sessionStorage.setItem(STORE, JSON.stringify(state));
}

// ---------------------------------------------------------------- helpers

const main = () => document.getElementById("main");
const $ = (selector, root = document) => root.querySelector(selector);
const number = (value) => value.toLocaleString("en-GB");
const esc = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

function wardIndex(id) {
  return WARDS.findIndex((w) => w.id === id);
}

function wardName(id) {
  return id === "all" ? "All wards" : WARDS[wardIndex(id)].name;
}

function options(list, selected) {
  return list
    .map(([value, label]) => `<option value="${esc(value)}"${value === selected ? " selected" : ""}>${esc(label)}</option>`)
    .join("");
}

const wardOptions = (selected, all = true) =>
  options([...(all ? [["all", "All wards"]] : []), ...WARDS.map((w) => [w.id, w.name])], selected);
const monthOptions = (selected) => options(MONTHS.map((m, i) => [String(i), m.name]), String(selected));

function wardsOf(ward) {
  return ward === "all" ? WARDS.map((_, i) => i) : [wardIndex(ward)];
}

function servicesOf(service) {
  return service === "all" ? SERVICES.map((_, i) => i) : [SERVICES.findIndex((s) => s.id === service)];
}

function sum(list, fn) {
  return list.reduce((total, item) => total + fn(item), 0);
}

function monthsBetween(from, to) {
  const list = [];
  for (let m = from; m <= to; m += 1) list.push(m);
  return list;
}

function missedIn(ward, service, month) {
  return sum(wardsOf(ward), (w) => sum(servicesOf(service), (s) => missed(w, month, s)));
}

function scheduledIn(ward, service, month) {
  return sum(wardsOf(ward), (w) => sum(servicesOf(service), (s) => scheduled(w, month, s)));
}

function recyclingIn(ward, month) {
  const wards = wardsOf(ward);
  const households = sum(wards, (w) => WARDS[w].households);
  return Math.round((sum(wards, (w) => recyclingRate(w, month) * WARDS[w].households) / households) * 10) / 10;
}

function flyIn(ward, month) {
  return sum(wardsOf(ward), (w) => flyTipping(w, month));
}

function setTitle(page) {
  document.title = `${page} – Performance Hub – Brackenford Council`;
}

function markNav(route) {
  for (const link of document.querySelectorAll("#main-nav a")) {
    const active = route.startsWith(link.getAttribute("href").slice(2));
    if (active) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

// ---------------------------------------------------------------- overview

let filters = null;

function defaultFilters() {
  const range = RANGES[state.prefs.range];
  return { ward: state.prefs.ward, service: "all", from: range.from, to: range.to, table: state.prefs.tables };
}

function kpis() {
  const months = monthsBetween(filters.from, filters.to);
  const missedTotal = sum(months, (m) => missedIn(filters.ward, filters.service, m));
  const scheduledTotal = sum(months, (m) => scheduledIn(filters.ward, filters.service, m));
  const onTime = Math.round((1 - missedTotal / scheduledTotal) * 1000) / 10;
  const fly = sum(months, (m) => flyIn(filters.ward, m));
  const recycling = Math.round((sum(months, (m) => recyclingIn(filters.ward, m)) / months.length) * 10) / 10;
  return [
    ["kpi-missed", "Missed collections", number(missedTotal), `of ${number(scheduledTotal)} scheduled`],
    ["kpi-ontime", "Collected on time", `${onTime.toFixed(1)}%`, "target 99.5%"],
    ["kpi-flytip", "Fly-tipping reports", number(fly), "all land types"],
    ["kpi-recycling", "Recycling rate", `${recycling.toFixed(1)}%`, "household waste, average"],
  ];
}

function rangeLabel() {
  return `${MONTHS[filters.from].short} ${MONTHS[filters.from].id.slice(0, 4)} – ${MONTHS[filters.to].short} ${MONTHS[filters.to].id.slice(0, 4)}`;
}

function barChart() {
  const months = monthsBetween(filters.from, filters.to);
  const values = months.map((m) => missedIn(filters.ward, filters.service, m));
  const max = Math.max(...values, 1);
  const scale = Math.ceil(max / 100) * 100;
  const width = 560;
  const slot = width / months.length;
  const bars = months
    .map((m, i) => {
      const h = Math.round((values[i] / scale) * 180);
      const x = Math.round(40 + i * slot + slot * 0.18);
      const w = Math.round(slot * 0.64);
      return `<rect class="bar${state.prefs.patterns ? " patterned" : ""}" tabindex="0" data-month="${m}" data-value="${values[i]}" x="${x}" y="${200 - h}" width="${w}" height="${h}"></rect>
        <text x="${x + w / 2}" y="218" text-anchor="middle" class="axis">${MONTHS[m].short}</text>`;
    })
    .join("");
  const grid = [0, 0.5, 1]
    .map((f) => `<line x1="36" x2="${width + 40}" y1="${200 - f * 180}" y2="${200 - f * 180}" class="grid"></line><text x="30" y="${204 - f * 180}" text-anchor="end" class="axis">${number(scale * f)}</text>`)
    .join("");
  return `<svg class="chart" viewBox="0 0 ${width + 50} 228" width="${width + 50}" height="228">${grid}${bars}</svg>`;
}

function lineChart() {
  const months = monthsBetween(filters.from, filters.to);
  const values = months.map((m) => recyclingIn(filters.ward, m));
  const width = 520;
  const step = months.length > 1 ? width / (months.length - 1) : 0;
  const y = (v) => Math.round(200 - ((v - 30) / 30) * 180);
  const points = values.map((v, i) => `${Math.round(40 + i * step)},${y(v)}`).join(" ");
  const dots = values.map((v, i) => `<circle cx="${Math.round(40 + i * step)}" cy="${y(v)}" r="4"></circle>`).join("");
  const labels = months.map((m, i) => `<text x="${Math.round(40 + i * step)}" y="218" text-anchor="middle" class="axis">${MONTHS[m].short}</text>`).join("");
  const grid = [30, 45, 60].map((v) => `<line x1="36" x2="${width + 44}" y1="${y(v)}" y2="${y(v)}" class="grid"></line><text x="30" y="${y(v) + 4}" text-anchor="end" class="axis">${v}%</text>`).join("");
  const table = `<table class="data-table" id="table-recycling">
      <caption>Recycling rate by month, ${esc(wardName(filters.ward))}</caption>
      <thead><tr><th scope="col">Month</th><th scope="col">Recycling rate</th></tr></thead>
      <tbody>${months.map((m, i) => `<tr><th scope="row">${MONTHS[m].name}</th><td>${values[i].toFixed(1)}%</td></tr>`).join("")}</tbody>
    </table>`;
  return `<svg class="chart line${state.prefs.patterns ? " patterned" : ""}" role="img" aria-label="Recycling rate by month, line chart" viewBox="0 0 ${width + 60} 228" width="${width + 60}" height="228">${grid}<polyline points="${points}"></polyline>${dots}${labels}</svg>
    <p><button type="button" class="link-button" id="toggle-table-recycling" aria-expanded="${filters.table}" aria-controls="recycling-table-wrap">${filters.table ? "Hide data table" : "Show data table"}</button></p>
    <div id="recycling-table-wrap"${filters.table ? "" : " hidden"}>${table}</div>`;
}

function overviewView(params) {
  if (params.view !== undefined) {
    const view = state.views[Number(params.view)];
    filters = { ward: view.ward, service: view.service, from: view.from, to: view.to, table: state.prefs.tables };
  } else if (!filters) {
    filters = defaultFilters();
  }
  setTitle("Overview");
  main().innerHTML = `
    <div class="page-head">
      <div>
        <p class="crumb">Waste &amp; Street Services</p>
        <h1>Waste and street services overview</h1>
        <p class="updated">Data refreshed Monday 16 March 2026, 06:00 · figures to the end of February 2026</p>
      </div>
      <div class="head-actions">
        <button type="button" class="icon-button" id="refresh-button"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M20 12a8 8 0 1 1-3-6.2M20 4v5h-5" fill="none" stroke="currentColor" stroke-width="2"/></svg></button>
        <button type="button" class="secondary" id="save-view-button" aria-haspopup="dialog">Save view</button>
      </div>
    </div>
    <section class="filters" aria-labelledby="filters-heading">
      <h2 id="filters-heading" class="visually-hidden">Filters</h2>
      <div class="field">
        <label for="f-ward">Ward</label>
        <select id="f-ward">${wardOptions(filters.ward)}</select>
      </div>
      <div class="field">
        <span class="fake-label">Service</span>
        <select id="f-service">${options([["all", "All services"], ...SERVICES.map((s) => [s.id, s.name])], filters.service)}</select>
      </div>
      <div class="field date-range">
        <span class="fake-label" id="date-range-label">Date range</span>
        <button type="button" id="date-range-button" aria-haspopup="dialog" aria-expanded="false">${rangeLabel()}</button>
        <div id="date-popover" role="dialog" aria-label="Choose a date range" hidden>
          <p class="presets">
            <button type="button" class="chip" data-range="three">Last 3 months</button>
            <button type="button" class="chip" data-range="six">Last 6 months</button>
            <button type="button" class="chip" data-range="fy">This financial year</button>
          </p>
          <div class="field"><label for="dr-from">From</label><select id="dr-from">${monthOptions(filters.from)}</select></div>
          <div class="field"><label for="dr-to">To</label><select id="dr-to">${monthOptions(filters.to)}</select></div>
          <p id="dr-error" class="error-text" hidden></p>
          <p class="actions"><button type="button" id="dr-apply">Apply</button> <button type="button" class="secondary" id="dr-cancel">Cancel</button></p>
        </div>
      </div>
    </section>
    <section class="kpis" aria-label="Key figures">
      ${kpis().map(([id, label, value, note]) => `<div class="kpi" id="${id}"><h3>${label}</h3><p class="kpi-value">${value}</p><p class="kpi-note">${note}</p></div>`).join("")}
    </section>
    <div class="charts">
      <section class="card" aria-labelledby="chart-missed-heading">
        <div class="card-head">
          <h2 id="chart-missed-heading">Missed collections by month</h2>
          <button type="button" class="icon-button" id="chart-download"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M12 4v11m-5-5 5 5 5-5M5 20h14" fill="none" stroke="currentColor" stroke-width="2"/></svg></button>
        </div>
        <div class="chart-wrap" id="chart-missed">${barChart()}<div id="chart-tooltip" class="tooltip" hidden></div></div>
        <p class="chart-note">${esc(wardName(filters.ward))} · ${esc(filters.service === "all" ? "all services" : SERVICES[servicesOf(filters.service)[0]].name)}</p>
      </section>
      <section class="card" aria-labelledby="chart-recycling-heading">
        <div class="card-head"><h2 id="chart-recycling-heading">Recycling rate</h2></div>
        <div id="chart-recycling">${lineChart()}</div>
      </section>
    </div>
    <aside class="card notes" aria-labelledby="notes-heading">
      <h2 id="notes-heading">About these figures</h2>
      <p>Missed collections are counted from resident reports checked against in-cab crew logs. Garden waste collections pause in December and January.</p>
      <p><a href="#/catalogue/missed-collections">How missed collections are counted</a></p>
    </aside>
    <dialog id="save-view-dialog" aria-labelledby="save-view-title">
      <h2 id="save-view-title">Save this view</h2>
      <p>Saves the ward, service and date range so you can open them again from Saved views.</p>
      <div class="field"><label for="view-name">View name</label><input id="view-name" type="text" autocomplete="off"></div>
      <p class="actions"><button type="button" id="view-save">Save</button> <button type="button" class="secondary" id="view-cancel">Cancel</button></p>
    </dialog>
    <div id="overview-status" role="status"></div>`;
  wireOverview();
}

function refreshOverviewParts() {
  const kpiBlock = kpis();
  for (const [id, , value, note] of kpiBlock) {
    $(`#${id} .kpi-value`).textContent = value;
    $(`#${id} .kpi-note`).textContent = note;
  }
  $("#chart-missed").innerHTML = `${barChart()}<div id="chart-tooltip" class="tooltip" hidden></div>`;
  $("#chart-recycling").innerHTML = lineChart();
  $(".chart-note").textContent = `${wardName(filters.ward)} · ${filters.service === "all" ? "all services" : SERVICES[servicesOf(filters.service)[0]].name}`;
  $("#date-range-button").textContent = rangeLabel();
  wireCharts();
}

function showTooltip(bar) {
  const tip = $("#chart-tooltip");
  const month = MONTHS[Number(bar.dataset.month)];
  tip.textContent = `${month.name}: ${number(Number(bar.dataset.value))} missed collections`;
  tip.style.left = `${Number(bar.getAttribute("x")) - 20}px`;
  tip.style.top = `${Math.max(0, Number(bar.getAttribute("y")) - 44)}px`;
  tip.hidden = false;
  for (const other of document.querySelectorAll(".bar")) other.classList.toggle("active", other === bar);
}

function wireCharts() {
  for (const bar of document.querySelectorAll(".bar")) {
    bar.addEventListener("focus", () => showTooltip(bar));
    bar.addEventListener("mouseenter", () => showTooltip(bar));
    bar.addEventListener("blur", () => {
      $("#chart-tooltip").hidden = true;
      bar.classList.remove("active");
    });
  }
  $("#toggle-table-recycling").addEventListener("click", () => {
    filters.table = !filters.table;
    $("#chart-recycling").innerHTML = lineChart();
    wireCharts();
    $("#toggle-table-recycling").focus();
  });
}

function wireOverview() {
  wireCharts();
  $("#f-ward").addEventListener("change", (e) => {
    filters.ward = e.target.value;
    refreshOverviewParts();
  });
  $("#f-service").addEventListener("change", (e) => {
    filters.service = e.target.value;
    refreshOverviewParts();
  });
  const popover = $("#date-popover");
  const button = $("#date-range-button");
  const close = () => {
    popover.hidden = true;
    button.setAttribute("aria-expanded", "false");
    button.focus();
  };
  button.addEventListener("click", () => {
    const open = popover.hidden;
    popover.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    if (open) $("#dr-from").focus();
  });
  for (const chip of popover.querySelectorAll(".chip")) {
    chip.addEventListener("click", () => {
      const range = RANGES[chip.dataset.range];
      filters.from = range.from;
      filters.to = range.to;
      refreshOverviewParts();
      close();
    });
  }
  $("#dr-apply").addEventListener("click", () => {
    const from = Number($("#dr-from").value);
    const to = Number($("#dr-to").value);
    if (from > to) {
      const error = $("#dr-error");
      error.textContent = "The 'From' month must be before the 'To' month.";
      error.hidden = false;
      return;
    }
    filters.from = from;
    filters.to = to;
    refreshOverviewParts();
    close();
  });
  $("#dr-cancel").addEventListener("click", close);
  const dialog = $("#save-view-dialog");
  $("#save-view-button").addEventListener("click", () => {
    dialog.showModal();
    $("#view-name").focus();
  });
  $("#view-cancel").addEventListener("click", () => dialog.close());
  $("#view-save").addEventListener("click", () => {
    const name = $("#view-name").value.trim();
    if (!name) return;
    state.views.push({ name, ward: filters.ward, service: filters.service, from: filters.from, to: filters.to });
    save();
    dialog.close();
    $("#overview-status").textContent = `View '${name}' saved.`;
    $("#save-view-button").focus();
  });
  $("#refresh-button").addEventListener("click", () => {
    $(".updated").textContent = "Data refreshed Monday 16 March 2026, 06:00 · no newer data";
  });
}

// ---------------------------------------------------------------- compare

let comparison = null;

function compareView() {
  setTitle("Compare wards");
  const c = comparison || { a: "", b: "", metric: "missed", period: "fy" };
  main().innerHTML = `
    <div class="page-head"><div><p class="crumb">Waste &amp; Street Services</p><h1>Compare wards</h1>
    <p>Put two wards side by side for one measure.</p></div></div>
    <form class="card compare-form" id="compare-form" novalidate>
      <div class="field"><label for="cmp-a">First ward</label><select id="cmp-a">${options([["", "Choose a ward"], ...WARDS.map((w) => [w.id, w.name])], c.a)}</select></div>
      <div class="field"><label for="cmp-b">Second ward</label><select id="cmp-b">${options([["", "Choose a ward"], ...WARDS.map((w) => [w.id, w.name])], c.b)}</select></div>
      <div class="field"><label for="cmp-metric">Measure</label><select id="cmp-metric">${options([["missed", "Missed collections"], ["fly", "Fly-tipping reports"], ["recycling", "Recycling rate"]], c.metric)}</select></div>
      <div class="field"><label for="cmp-period">Period</label><select id="cmp-period">${options(Object.entries(RANGES).map(([k, r]) => [k, r.label]), c.period)}</select></div>
      <p class="actions"><button type="submit" id="cmp-run">Compare</button></p>
      <p id="cmp-error" class="error-text" role="alert"></p>
    </form>
    <section id="compare-results" aria-live="polite"></section>`;
  if (comparison && comparison.done) renderComparison();
  $("#compare-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const next = {
      a: $("#cmp-a").value,
      b: $("#cmp-b").value,
      metric: $("#cmp-metric").value,
      period: $("#cmp-period").value,
    };
    if (!next.a || !next.b || next.a === next.b) {
      $("#cmp-error").textContent = "Choose two different wards.";
      return;
    }
    $("#cmp-error").textContent = "";
    comparison = { ...next, done: true };
    renderComparison();
  });
}

function metricValue(metric, ward, month) {
  if (metric === "missed") return missedIn(ward, "all", month);
  if (metric === "fly") return flyIn(ward, month);
  return recyclingIn(ward, month);
}

function renderComparison() {
  const { a, b, metric, period } = comparison;
  const range = RANGES[period];
  const months = monthsBetween(range.from, range.to);
  const label = { missed: "Missed collections", fly: "Fly-tipping reports", recycling: "Recycling rate" }[metric];
  const fmt = (v) => (metric === "recycling" ? `${v.toFixed(1)}%` : number(v));
  const totals = [a, b].map((w) =>
    metric === "recycling"
      ? Math.round((sum(months, (m) => metricValue(metric, w, m)) / months.length) * 10) / 10
      : sum(months, (m) => metricValue(metric, w, m)),
  );
  const rows = months
    .map((m) => `<tr><th scope="row">${MONTHS[m].name}</th><td>${fmt(metricValue(metric, a, m))}</td><td>${fmt(metricValue(metric, b, m))}</td></tr>`)
    .join("");
  $("#compare-results").innerHTML = `
    <div class="card">
      <div class="card-head"><h2 id="results-heading">${label}: ${esc(wardName(a))} and ${esc(wardName(b))}</h2>
      <button type="button" class="secondary" id="share-button" aria-haspopup="dialog">Share</button></div>
      <p>${esc(range.label)} (${MONTHS[range.from].name} to ${MONTHS[range.to].name})</p>
      <table class="data-table" id="compare-table">
        <caption>${label} by month</caption>
        <thead><tr><th scope="col">Month</th><th scope="col">${esc(wardName(a))}</th><th scope="col">${esc(wardName(b))}</th></tr></thead>
        <tbody>${rows}</tbody>
        <tfoot><tr><th scope="row">${metric === "recycling" ? "Average" : "Total"}</th><td>${fmt(totals[0])}</td><td>${fmt(totals[1])}</td></tr></tfoot>
      </table>
    </div>
    <dialog id="share-dialog" aria-labelledby="share-title">
      <h2 id="share-title">Share this comparison</h2>
      <p>Sends a PDF of the table above by email from ${esc(USER.email)}.</p>
      <div class="field"><label for="share-to">To</label><input id="share-to" type="email" autocomplete="off"></div>
      <div class="field"><label for="share-message">Message (optional)</label><textarea id="share-message" rows="3"></textarea></div>
      <p class="actions"><button type="button" id="share-send">Send</button> <button type="button" class="secondary" id="share-cancel">Cancel</button></p>
    </dialog>`;
  const dialog = $("#share-dialog");
  $("#share-button").addEventListener("click", () => {
    dialog.showModal();
    $("#share-to").focus();
  });
  $("#share-cancel").addEventListener("click", () => dialog.close());
  $("#share-send").addEventListener("click", () => {
    dialog.close();
    $("#compare-results").insertAdjacentHTML("afterbegin", `<p class="banner success">Comparison sent to ${esc($("#share-to").value)}.</p>`);
  });
}

// ---------------------------------------------------------------- reports and exports

const EXPORT_DATASETS = [
  ["missed-collections", "Missed bin collections"],
  ["fly-tipping", "Fly-tipping incidents"],
  ["recycling-rates", "Recycling rates"],
];
let exportForm = null;
let exportMessage = null;

function exportRecords(form) {
  const months = monthsBetween(form.from, form.to);
  if (form.dataset === "recycling-rates") return months.length * wardsOf(form.ward).length;
  if (form.detail === "totals") return months.length * wardsOf(form.ward).length;
  if (form.dataset === "fly-tipping") return sum(months, (m) => flyIn(form.ward, m));
  return sum(months, (m) => missedIn(form.ward, "all", m));
}

function reportsView() {
  setTitle("Reports and exports");
  const f = exportForm || { dataset: "", ward: "all", from: 8, to: 10, detail: "records", format: "csv" };
  exportForm = f;
  main().innerHTML = `
    <div class="page-head"><div><p class="crumb">Waste &amp; Street Services</p><h1>Reports and exports</h1></div></div>
    <div class="two-col">
      <section class="card" aria-labelledby="export-heading">
        <h2 id="export-heading">Export data</h2>
        <div id="export-message">${exportMessage || ""}</div>
        <form id="export-form" novalidate>
          <div class="field"><label for="ex-dataset">Dataset</label><select id="ex-dataset">${options([["", "Choose a dataset"], ...EXPORT_DATASETS], f.dataset)}</select></div>
          <div class="field"><label for="ex-ward">Ward</label><select id="ex-ward">${wardOptions(f.ward)}</select></div>
          <div class="inline-fields">
            <div class="field"><label for="ex-from">From</label><select id="ex-from">${monthOptions(f.from)}</select></div>
            <div class="field"><label for="ex-to">To</label><select id="ex-to">${monthOptions(f.to)}</select></div>
          </div>
          <fieldset><legend>Detail</legend>
            <label class="choice"><input type="radio" name="ex-detail" id="ex-detail-records" value="records"${f.detail === "records" ? " checked" : ""}> Individual records</label>
            <label class="choice"><input type="radio" name="ex-detail" id="ex-detail-totals" value="totals"${f.detail === "totals" ? " checked" : ""}> Monthly totals by ward</label>
          </fieldset>
          <fieldset><legend>Format</legend>
            <label class="choice"><input type="radio" name="ex-format" id="ex-format-csv" value="csv"${f.format === "csv" ? " checked" : ""}> CSV</label>
            <label class="choice"><input type="radio" name="ex-format" id="ex-format-xlsx" value="xlsx"${f.format === "xlsx" ? " checked" : ""}> Excel (.xlsx)</label>
          </fieldset>
          <p class="actions"><button type="submit" id="ex-submit">Export</button></p>
        </form>
        <h3>Your recent exports</h3>
        <table class="data-table" id="recent-exports">
          <thead><tr><th scope="col">File</th><th scope="col">Size</th><th scope="col">Created</th></tr></thead>
          <tbody>${state.exports.map((e) => `<tr><td>${esc(e.file)}</td><td>${esc(e.rows)}</td><td>${esc(e.when)}</td></tr>`).join("")}</tbody>
        </table>
      </section>
      <section class="card" aria-labelledby="schedules-heading">
        <div class="card-head"><h2 id="schedules-heading">Scheduled reports</h2>
        <a class="button" href="#/reports/schedule/new" id="new-schedule">New scheduled report</a></div>
        <div id="schedule-status" role="status">${scheduleFlash || ""}</div>
        <table class="data-table" id="schedules-table">
          <thead><tr><th scope="col">Report</th><th scope="col">Sent</th><th scope="col">Recipients</th><th scope="col">Status</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
          <tbody>${state.schedules
            .map(
              (s) => `<tr id="row-${s.id}"><th scope="row">${esc(s.name)}<span class="sub">${esc(s.dataset)} · ${esc(s.ward)} · ${esc(s.format)}</span></th>
              <td>${esc(s.frequency)}${s.frequency === "Daily" ? "" : `, ${esc(s.day)}`} at ${esc(s.time)}</td><td class="recipients">${esc(s.recipients)}</td><td>${esc(s.status)}</td>
              <td class="row-actions"><a href="#/reports/schedule/edit/${s.id}" id="sch-edit-${s.id}" aria-label="Edit ${esc(s.name)}">Edit</a>
              <button type="button" class="link-button" id="sch-pause-${s.id}" data-id="${s.id}">${s.status === "Paused" ? "Resume" : "Pause"}</button>
              <button type="button" class="link-button danger" id="sch-delete-${s.id}" data-id="${s.id}">Delete</button></td></tr>`,
            )
            .join("")}</tbody>
        </table>
      </section>
    </div>`;
  scheduleFlash = null;
  exportMessage = null;
  const form = $("#export-form");
  const read = () => {
    f.dataset = $("#ex-dataset").value;
    f.ward = $("#ex-ward").value;
    f.from = Number($("#ex-from").value);
    f.to = Number($("#ex-to").value);
    f.detail = form.querySelector("input[name=ex-detail]:checked").value;
    f.format = form.querySelector("input[name=ex-format]:checked").value;
  };
  form.addEventListener("change", read);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    read();
    const box = $("#export-message");
    if (!f.dataset) {
      box.innerHTML = `<div class="error-summary" role="alert" tabindex="-1"><h3>There is a problem</h3><p>Choose a dataset.</p></div>`;
      box.firstElementChild.focus();
      return;
    }
    if (f.from > f.to) {
      box.innerHTML = `<div class="error-summary" role="alert" tabindex="-1"><h3>There is a problem</h3><p>The 'From' month must be before the 'To' month.</p></div>`;
      box.firstElementChild.focus();
      return;
    }
    const records = exportRecords(f);
    if (f.detail === "records" && records > EXPORT_LIMIT) {
      box.innerHTML = `<div class="error-summary" role="alert" tabindex="-1"><h3>The export could not be created</h3>
        <p>This selection has ${number(records)} records. Record-level exports are limited to ${number(EXPORT_LIMIT)} records per file: choose a shorter date range, or 'Monthly totals by ward'.</p></div>`;
      box.firstElementChild.focus();
      return;
    }
    const ext = f.format === "xlsx" ? "xlsx" : "csv";
    const file = `${f.dataset}_${MONTHS[f.from].id}_${MONTHS[f.to].id}_${f.ward === "all" ? "all-wards" : f.ward}${f.detail === "totals" ? "_totals" : ""}.${ext}`;
    state.exports.unshift({ file, rows: `${number(records)} records`, when: "Monday 16 March 2026, 09:30" });
    save();
    exportMessage = `<div class="banner success" role="status" id="export-ready"><p>Your file is ready and has been saved to your downloads: <strong>${esc(file)}</strong> (${number(records)} records).</p></div>`;
    reportsView();
    $("#export-ready").setAttribute("tabindex", "-1");
  });
  for (const button of document.querySelectorAll("[id^=sch-pause-]")) {
    button.addEventListener("click", () => {
      const s = state.schedules.find((x) => x.id === button.dataset.id);
      s.status = s.status === "Paused" ? "Active" : "Paused";
      save();
      scheduleFlash = `'${esc(s.name)}' is now ${s.status.toLowerCase()}.`;
      reportsView();
    });
  }
  for (const button of document.querySelectorAll("[id^=sch-delete-]")) {
    button.addEventListener("click", () => openDeleteDialog(button.dataset.id));
  }
}

let scheduleFlash = null;

function openDeleteDialog(id) {
  const s = state.schedules.find((x) => x.id === id);
  main().insertAdjacentHTML(
    "beforeend",
    `<dialog id="delete-dialog" aria-labelledby="delete-title"><h2 id="delete-title">Delete '${esc(s.name)}'?</h2>
    <p>Recipients will stop getting this report. This cannot be undone.</p>
    <p class="actions"><button type="button" class="danger" id="delete-confirm">Delete report</button> <button type="button" class="secondary" id="delete-cancel">Cancel</button></p></dialog>`,
  );
  const dialog = $("#delete-dialog");
  dialog.showModal();
  $("#delete-cancel").addEventListener("click", () => dialog.remove());
  $("#delete-confirm").addEventListener("click", () => {
    state.schedules = state.schedules.filter((x) => x.id !== id);
    save();
    scheduleFlash = `'${esc(s.name)}' was deleted.`;
    reportsView();
  });
}

const FREQUENCIES = ["Daily", "Weekly", "Monthly"];
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const TIMES = ["06:00", "07:00", "08:00", "09:00", "10:00", "12:00", "14:00", "16:00", "18:00"];
const SCHEDULE_DATASETS = ["Overview dashboard", "Missed bin collections", "Fly-tipping incidents", "Recycling rates", "Garden waste subscriptions"];

function scheduleFormView(params) {
  const editing = params.id ? state.schedules.find((s) => s.id === params.id) : null;
  if (!state.draft || state.draft.editing !== (params.id || null)) {
    state.draft = editing
      ? { ...editing, editing: params.id }
      : { editing: null, name: "", dataset: "Overview dashboard", ward: "All wards", frequency: "Monthly", day: "1st working day", time: "09:00", recipients: USER.email, format: "PDF", status: "Active" };
  }
  const d = state.draft;
  setTitle(editing ? "Edit scheduled report" : "New scheduled report");
  const dayOptions = d.frequency === "Monthly" ? ["1st working day", "15th of the month", "Last working day"] : DAYS;
  main().innerHTML = `
    <div class="page-head"><div><p class="crumb"><a href="#/reports">Reports and exports</a></p><h1>${editing ? `Edit '${esc(editing.name)}'` : "New scheduled report"}</h1></div></div>
    <form class="card narrow" id="schedule-form" novalidate>
      <div id="schedule-errors"></div>
      <div class="field"><label for="sch-name">Report name</label><input id="sch-name" type="text" value="${esc(d.name)}" autocomplete="off"></div>
      <div class="field"><label for="sch-dataset">What to send</label><select id="sch-dataset">${options(SCHEDULE_DATASETS.map((x) => [x, x]), d.dataset)}</select></div>
      <div class="field"><label for="sch-ward">Ward</label><select id="sch-ward">${options([["All wards", "All wards"], ...WARDS.map((w) => [w.name, w.name])], d.ward)}</select></div>
      <div class="inline-fields">
        <div class="field"><label for="sch-frequency">How often</label><select id="sch-frequency">${options(FREQUENCIES.map((x) => [x, x]), d.frequency)}</select></div>
        <div class="field"${d.frequency === "Daily" ? " hidden" : ""}><label for="sch-day">Day</label><select id="sch-day">${options(dayOptions.map((x) => [x, x]), d.day)}</select></div>
        <div class="field"><label for="sch-time">Time</label><select id="sch-time">${options(TIMES.map((x) => [x, x]), d.time)}</select></div>
      </div>
      <div class="field"><label for="sch-recipients">Recipients</label>
        <p class="hint" id="sch-recipients-hint">Email addresses, separated by commas</p>
        <input id="sch-recipients" type="text" aria-describedby="sch-recipients-hint" value="${esc(d.recipients)}" autocomplete="off"></div>
      <div class="field"><label for="sch-format">Format</label><select id="sch-format">${options(["PDF", "CSV", "Excel"].map((x) => [x, x]), d.format)}</select></div>
      <p class="actions"><button type="submit" id="sch-continue">Continue</button> <a href="#/reports" id="sch-cancel">Cancel</a></p>
    </form>`;
  const form = $("#schedule-form");
  const read = () => {
    d.name = $("#sch-name").value.trim();
    d.dataset = $("#sch-dataset").value;
    d.ward = $("#sch-ward").value;
    d.time = $("#sch-time").value;
    d.recipients = $("#sch-recipients").value.trim();
    d.format = $("#sch-format").value;
    d.day = $("#sch-day").value;
    save();
  };
  form.addEventListener("input", read);
  $("#sch-frequency").addEventListener("change", (e) => {
    read();
    d.frequency = e.target.value;
    d.day = d.frequency === "Monthly" ? "1st working day" : "Monday";
    save();
    scheduleFormView(params);
    $("#sch-frequency").focus();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    read();
    const errors = [];
    if (!d.name) errors.push(["sch-name", "Enter a report name"]);
    const addresses = d.recipients.split(",").map((x) => x.trim()).filter(Boolean);
    if (!addresses.length) errors.push(["sch-recipients", "Enter at least one email address"]);
    else if (addresses.some((a) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(a))) errors.push(["sch-recipients", "Enter email addresses like name@example.com"]);
    if (!errors.length && d.time < EARLIEST_RUN) {
      errors.push(["sch-time", `Reports can't be sent before ${EARLIEST_RUN}: the overnight data load finishes at 07:45 on working days. Choose ${EARLIEST_RUN} or later.`]);
    }
    if (errors.length) {
      $("#schedule-errors").innerHTML = `<div class="error-summary" role="alert" tabindex="-1"><h2>There is a problem</h2><ul>${errors.map(([id, text]) => `<li><a href="#${id}" data-field="${id}">${esc(text)}</a></li>`).join("")}</ul></div>`;
      for (const [id] of errors) $(`#${id}`).setAttribute("aria-invalid", "true");
      $("#schedule-errors .error-summary").focus();
      for (const link of document.querySelectorAll("[data-field]")) {
        link.addEventListener("click", (e) => {
          e.preventDefault();
          $(`#${link.dataset.field}`).focus();
        });
      }
      return;
    }
    location.hash = "#/reports/schedule/review";
  });
}

function scheduleReviewView() {
  const d = state.draft;
  if (!d) {
    location.hash = "#/reports";
    return;
  }
  setTitle("Check your scheduled report");
  const external = d.recipients
    .split(",")
    .map((x) => x.trim())
    .filter((a) => !a.toLowerCase().endsWith("@brackenford.gov.uk"));
  const rows = [
    ["Report name", d.name],
    ["What to send", d.dataset],
    ["Ward", d.ward],
    ["When", `${d.frequency}${d.frequency === "Daily" ? "" : `, ${d.day}`} at ${d.time}`],
    ["Recipients", d.recipients],
    ["Format", d.format],
  ];
  main().innerHTML = `
    <div class="page-head"><div><p class="crumb"><a href="#/reports">Reports and exports</a></p><h1>Check your scheduled report</h1></div></div>
    <div class="card narrow" id="schedule-review">
      ${external.length ? `<div class="warning" id="external-warning"><h2>Data will leave the council</h2><p>${external.length === 1 ? "This recipient is" : "These recipients are"} outside brackenford.gov.uk: ${esc(external.join(", "))}. Check that a data-sharing agreement covers them before you schedule this report.</p></div>` : ""}
      <dl class="summary">${rows.map(([k, v]) => `<div><dt>${k}</dt><dd>${esc(v)}</dd></div>`).join("")}</dl>
      <p><a href="#/reports/schedule/${d.editing ? `edit/${d.editing}` : "new"}" id="review-change">Change these details</a></p>
      <p class="actions"><button type="button" id="schedule-confirm">${d.editing ? "Save changes" : "Schedule report"}</button></p>
    </div>`;
  $("#schedule-confirm").addEventListener("click", () => {
    const { editing, ...fields } = d;
    if (editing) {
      const index = state.schedules.findIndex((s) => s.id === editing);
      state.schedules[index] = { ...fields, id: editing };
      scheduleFlash = `Changes to '${esc(d.name)}' saved.`;
    } else {
      state.schedules.push({ ...fields, id: `s${state.schedules.length + 4}` });
      scheduleFlash = `'${esc(d.name)}' scheduled. The first one goes out ${d.frequency === "Monthly" ? "on 1 April 2026" : `next ${d.frequency === "Daily" ? "working day" : d.day}`} at ${d.time}.`;
    }
    state.draft = null;
    save();
    location.hash = "#/reports";
  });
}

// ---------------------------------------------------------------- catalogue, settings, views, help

function catalogueView() {
  setTitle("Data catalogue");
  main().innerHTML = `
    <div class="page-head"><div><p class="crumb">Open data</p><h1>Data catalogue</h1>
    <p>Datasets the Waste &amp; Street Services directorate publishes or uses internally.</p></div></div>
    <ul class="dataset-list">${DATASETS.map((d) => `<li class="card"><h2><a href="#/catalogue/${d.id}" id="ds-link-${d.id}">${esc(d.name)}</a></h2><p>${esc(d.summary)}</p><p class="faint">Updated: ${esc(d.updated)} · Owner: ${esc(d.owner)}</p></li>`).join("")}</ul>`;
}

function datasetView(params) {
  const d = DATASETS.find((x) => x.id === params.id);
  setTitle(d.name);
  main().innerHTML = `
    <div class="page-head"><div><p class="crumb"><a href="#/catalogue">Data catalogue</a></p><h1>${esc(d.name)}</h1></div></div>
    <article class="card narrow" id="dataset-${d.id}">
      <p>${esc(d.summary)}</p>
      <dl class="summary">
        <div><dt>Records</dt><dd>${esc(d.records)}</dd></div>
        <div><dt>Updated</dt><dd>${esc(d.updated)}</dd></div>
        <div><dt>Next update</dt><dd>${esc(d.next)}</dd></div>
        <div><dt>Owner</dt><dd>${esc(d.owner)}</dd></div>
        <div><dt>Licence</dt><dd>Open Government Licence v3.0</dd></div>
      </dl>
      <details id="method-${d.id}"><summary>How the figures are produced</summary><p>${esc(d.method)}</p></details>
      <h2>Fields</h2>
      <ul>${d.fields.map((f) => `<li>${esc(f)}</li>`).join("")}</ul>
    </article>`;
}

function settingsView() {
  setTitle("Display preferences");
  const p = state.prefs;
  main().innerHTML = `
    <div class="page-head"><div><p class="crumb">Your account</p><h1>Display preferences</h1></div></div>
    <form class="card narrow" id="prefs-form" novalidate>
      <div id="prefs-status" role="status"></div>
      <h2>When the overview opens</h2>
      <div class="field"><label for="pref-ward">Default ward</label><select id="pref-ward">${wardOptions(p.ward)}</select></div>
      <div class="field"><label for="pref-range">Default date range</label><select id="pref-range">${options(Object.entries(RANGES).map(([k, r]) => [k, r.label]), p.range)}</select></div>
      <h2>Charts</h2>
      <div class="check"><input type="checkbox" id="pref-patterns"${p.patterns ? " checked" : ""}><label for="pref-patterns">Use patterns as well as colour in charts</label></div>
      <div class="check"><input type="checkbox" id="pref-tables"${p.tables ? " checked" : ""}><label for="pref-tables">Show data tables under charts</label></div>
      <h2>Emails</h2>
      <div class="check"><input type="checkbox" id="pref-refresh"${p.refreshEmail ? " checked" : ""}><label for="pref-refresh">Email me when new data is loaded</label></div>
      <p class="actions"><button type="submit" id="prefs-save">Save preferences</button></p>
    </form>`;
  $("#prefs-form").addEventListener("submit", (event) => {
    event.preventDefault();
    state.prefs = {
      ward: $("#pref-ward").value,
      range: $("#pref-range").value,
      patterns: $("#pref-patterns").checked,
      tables: $("#pref-tables").checked,
      refreshEmail: $("#pref-refresh").checked,
    };
    save();
    $("#prefs-status").innerHTML = `<p class="banner success">Preferences saved.</p>`;
  });
}

function viewsView() {
  setTitle("Saved views");
  main().innerHTML = `
    <div class="page-head"><div><p class="crumb">Your account</p><h1>Saved views</h1></div></div>
    <div class="card narrow">
      <table class="data-table" id="views-table">
        <thead><tr><th scope="col">View</th><th scope="col">Ward</th><th scope="col">Service</th><th scope="col">Months</th></tr></thead>
        <tbody>${state.views
          .map(
            (v, i) => `<tr><th scope="row"><a href="#/overview/view/${i}" id="view-open-${i}">${esc(v.name)}</a></th><td>${esc(wardName(v.ward))}</td>
            <td>${v.service === "all" ? "All services" : esc(SERVICES[servicesOf(v.service)[0]].name)}</td><td>${MONTHS[v.from].name} to ${MONTHS[v.to].name}</td></tr>`,
          )
          .join("")}</tbody>
      </table>
    </div>`;
}

function helpView(params) {
  setTitle("Help");
  const topic = params.topic || "";
  main().innerHTML = `
    <div class="page-head"><div><p class="crumb">Help</p><h1>${topic === "accessibility" ? "Accessibility statement" : topic === "privacy" ? "Privacy notice" : "Help and guidance"}</h1></div></div>
    <div class="card narrow"><p>The Performance Hub is run by the council's Data &amp; Insight team. For help, email data.team@brackenford.gov.uk or call extension 4410.</p>
    <p>Charts can be read with a keyboard: move to a bar to hear its value. Some charts have a data table.</p></div>`;
}

function signedOutView() {
  setTitle("Signed out");
  main().innerHTML = `<div class="card narrow"><h1>You have signed out</h1><p><a href="#/overview">Sign in again</a></p></div>`;
}

// ---------------------------------------------------------------- router and shell

const ROUTES = [
  ["overview", overviewView],
  ["overview/view/:view", overviewView],
  ["compare", compareView],
  ["reports", reportsView],
  ["reports/schedule/new", scheduleFormView],
  ["reports/schedule/edit/:id", scheduleFormView],
  ["reports/schedule/review", scheduleReviewView],
  ["catalogue", catalogueView],
  ["catalogue/:id", datasetView],
  ["settings", settingsView],
  ["views", viewsView],
  ["help", helpView],
  ["help/:topic", helpView],
  ["signed-out", signedOutView],
];

let lastRoute = null;

function route() {
  const path = (location.hash || "#/overview").replace(/^#\/?/, "");
  const parts = path.split("/");
  for (const [pattern, view] of ROUTES) {
    const names = pattern.split("/");
    if (names.length !== parts.length) continue;
    const params = {};
    if (names.every((n, i) => (n.startsWith(":") ? ((params[n.slice(1)] = decodeURIComponent(parts[i])), true) : n === parts[i]))) {
      if (!path.startsWith("overview") || (lastRoute && !lastRoute.startsWith("overview"))) filters = null;
      if (!path.startsWith("reports/schedule") && lastRoute && lastRoute.startsWith("reports/schedule")) state.draft = null;
      if (path === "reports/schedule/new" && lastRoute !== "reports/schedule/review") state.draft = null;
      lastRoute = path;
      closeUserMenu(false);
      markNav(path);
      view(params);
      window.scrollTo(0, 0);
      return;
    }
  }
  location.hash = "#/overview";
}

function closeUserMenu(restore) {
  const button = $("#user-menu-button");
  $("#user-menu").hidden = true;
  button.setAttribute("aria-expanded", "false");
  if (restore) button.focus();
}

function setupShell() {
  const button = $("#user-menu-button");
  const menu = $("#user-menu");
  button.addEventListener("click", () => {
    const open = menu.hidden;
    menu.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    if (open) menu.querySelector("a").focus();
  });
  menu.addEventListener("keydown", (event) => {
    if (event.key === "Escape") closeUserMenu(true);
  });
  $("#notifications-button").addEventListener("click", () => {
    $("#notifications-button .dot").textContent = "0";
  });
}

setupShell();
window.addEventListener("hashchange", route);
route();

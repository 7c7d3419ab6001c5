// Ashgrove Surgery Patient Online: hash router, views and the booking date grid.

import {
  APPOINTMENTS, CLINICIANS, CLOSED, FIRST_BOOKABLE, LAST_BOOKABLE, MEDICINES, MESSAGES,
  MESSAGE_TEAMS, PATIENT, PHARMACIES, RESULTS, SESSIONS, TAKEN,
} from "./data.js";

const STORAGE_KEY = "ashgrove-patient-v1";
const TODAY = "2026-03-16";
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function initialState() {
  return {
    sessionPromptShown: false,
    mobile: PATIENT.mobile,
    email: PATIENT.email,
    prefs: { smsReminders: false, emailResults: true, smsPrescriptions: true },
    pharmacy: "boots-high",
    appointments: APPOINTMENTS.map((item) => ({ ...item })),
    booking: { reason: "gp", clinician: "any", type: "any", time: "any", month: "2026-03", date: null, slot: null },
    move: { month: "2026-03", date: null, slot: null },
    rx: { selected: [], note: "" },
    pharmacySearch: null,
    resultsPeriod: "3",
    readMessages: [],
    ask: {},
    flash: null,
    nextRef: 48213,
  };
}

function load() {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved) return JSON.parse(saved);
  } catch {
    // A blocked or corrupt store starts afresh.
  }
  return initialState();
}

const state = load();
const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));

// ---------- formatting ----------
const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const parseIso = (iso) => { const [y, m, d] = iso.split("-").map(Number); return new Date(Date.UTC(y, m - 1, d)); };
const isoOf = (date) => date.toISOString().slice(0, 10);
function longDate(iso) {
  const date = parseIso(iso);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
function shortDate(iso) {
  const date = parseIso(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
const pharmacy = (id) => PHARMACIES.find((item) => item.id === id);
const pharmacyLine = (item) => `${item.name}, ${item.street}, ${item.town}`;

function navigate(hash) {
  if (location.hash === hash) render();
  else location.hash = hash;
}

function setFlash(text) {
  state.flash = text;
  save();
}

// ---------- slots ----------
function slotsFor(iso, clinicians, filters) {
  const date = parseIso(iso);
  const weekday = date.getUTCDay();
  if (iso < FIRST_BOOKABLE || iso > LAST_BOOKABLE || CLOSED.includes(iso) || weekday === 0 || weekday === 6) return [];
  const taken = TAKEN[iso] || {};
  const groups = [];
  for (const who of clinicians) {
    const session = SESSIONS[who];
    if (!session.days.includes(weekday)) continue;
    for (const kind of ["face", "phone"]) {
      if (filters.type !== "any" && filters.type !== kind) continue;
      const times = session[kind].filter((time) => !(taken[who] || []).includes(time)).filter((time) => {
        if (filters.time === "am") return time < "12:00";
        if (filters.time === "pm") return time >= "12:00";
        return true;
      });
      if (times.length) groups.push({ who, kind, times });
    }
  }
  return groups;
}

function bookingClinicians() {
  const b = state.booking;
  if (b.reason === "blood") return ["price"];
  return b.clinician === "any" ? ["marsh", "adeyemi", "kerr"] : [b.clinician];
}

const KIND_LABEL = { face: "Face to face", phone: "Telephone" };

// ---------- the date grid ----------
function calendarHtml(monthIso, selected, hasSlots) {
  const [year, month] = monthIso.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const offset = (first.getUTCDay() + 6) % 7;
  const focusDate = selected && selected.startsWith(monthIso) ? selected : firstActive(monthIso, days, hasSlots);
  let cells = "";
  let column = 0;
  let row = "<tr>";
  for (let i = 0; i < offset; i += 1) { row += "<td></td>"; column += 1; }
  for (let day = 1; day <= days; day += 1) {
    const iso = `${monthIso}-${String(day).padStart(2, "0")}`;
    const classes = ["day"];
    if (iso === TODAY) classes.push("today");
    if (!hasSlots(iso)) classes.push("no-slots");
    if (iso === selected) classes.push("selected");
    row += `<td role="gridcell" class="${classes.join(" ")}" data-date="${iso}" tabindex="${iso === focusDate ? 0 : -1}">${day}</td>`;
    column += 1;
    if (column === 7) { cells += `${row}</tr>`; row = "<tr>"; column = 0; }
  }
  if (column) { for (; column < 7; column += 1) row += "<td></td>"; cells += `${row}</tr>`; }
  const label = `${MONTHS[month - 1]} ${year}`;
  return `<div class="cal-nav">
      <button type="button" class="button-link" data-month-step="-1" id="prev-month"${monthIso <= "2026-03" ? " disabled" : ""}>Previous month</button>
      <span class="month-label" id="month-label">${label}</span>
      <button type="button" class="button-link" data-month-step="1" id="next-month"${monthIso >= "2026-04" ? " disabled" : ""}>Next month</button>
    </div>
    <table role="grid" class="calendar" id="date-grid" aria-labelledby="month-label">
      <thead><tr><th>Mo</th><th>Tu</th><th>We</th><th>Th</th><th>Fr</th><th>Sa</th><th>Su</th></tr></thead>
      <tbody>${cells}</tbody>
    </table>
    <p class="cal-key"><span class="key-dot"></span> Days with free appointments</p>`;
}

function firstActive(monthIso, days, hasSlots) {
  for (let day = 1; day <= days; day += 1) {
    const iso = `${monthIso}-${String(day).padStart(2, "0")}`;
    if (iso >= FIRST_BOOKABLE && hasSlots(iso)) return iso;
  }
  return `${monthIso}-01`;
}

function slotAreaHtml(date, groups, chosen, continueId, continueLabel) {
  if (!date) return `<h2>Available times</h2><p class="muted">Choose a date to see the times.</p>`;
  let html = `<h2>Available times</h2><p class="slot-date">${longDate(date)}</p>`;
  if (!groups.length) return `${html}<p class="muted">There are no times left on this day.</p>`;
  for (const group of groups) {
    html += `<div class="slot-group"><div class="slot-group-title">${esc(CLINICIANS[group.who].name)} · ${KIND_LABEL[group.kind]}</div><div class="slots">`;
    for (const time of group.times) {
      const key = `${group.who}|${group.kind}|${time}`;
      html += `<button type="button" class="slot${chosen === key ? " is-chosen" : ""}" data-slot="${key}">${time}</button>`;
    }
    html += "</div></div>";
  }
  html += `<p class="slot-choice" id="slot-choice">${chosen ? choiceText(chosen) : ""}</p>`;
  html += `<button type="button" class="button" id="${continueId}">${continueLabel}</button>`;
  return html;
}

function choiceText(key) {
  const [who, kind, time] = key.split("|");
  return `You have chosen ${time} with ${CLINICIANS[who].name} (${KIND_LABEL[kind].toLowerCase()}).`;
}

// ---------- views ----------
const VIEWS = {};

VIEWS.home = () => ({
  title: "Home", section: "home",
  html: `<h1>Good morning, ${PATIENT.firstName}</h1>
    <div class="cards">
      <section class="card"><h2>Appointments</h2><p>You have ${state.appointments.filter((a) => a.upcoming).length} upcoming appointment.</p><a href="#/appointments">View your appointments</a></section>
      <section class="card"><h2>Prescriptions</h2><p>Order your repeat medicines online.</p><a href="#/prescriptions">Order a repeat prescription</a></section>
      <section class="card"><h2>Test results</h2><p>4 results from 3 March 2026.</p><a href="#/results">View test results</a></section>
      <section class="card"><h2>Messages</h2><p>${MESSAGES.filter((m) => m.unread && !state.readMessages.includes(m.id)).length} unread message.</p><a href="#/messages">Read your messages</a></section>
    </div>
    <section class="news"><h2>Practice news</h2>
      <p><strong>Easter opening:</strong> the surgery is closed on Friday 3 April and Monday 6 April 2026.</p>
      <p><strong>Spring COVID-19 boosters</strong> for people aged 75 and over start on 13 April.</p>
    </section>`,
});

VIEWS.appointments = () => {
  const upcoming = state.appointments.filter((a) => a.upcoming);
  const past = state.appointments.filter((a) => !a.upcoming);
  return {
    title: "Appointments", section: "appointments",
    html: `<h1>Appointments</h1>
      <p><a class="button" href="#/appointments/book" id="book-link">Book an appointment</a></p>
      <h2>Upcoming appointments</h2>
      ${upcoming.map((a) => `<div class="appt-card" id="appt-${a.id}">
        <h3>${esc(a.what)}</h3>
        <p class="appt-when">${longDate(a.date)} at ${a.time}</p>
        <p>${esc(CLINICIANS[a.with].name)}, ${a.type.toLowerCase()}, Ashgrove Surgery</p>
        <p class="appt-actions"><a href="#/appointments/${a.id}/change" id="change-${a.id}">Change</a>
        <button type="button" class="button-warning" id="cancel-${a.id}">Cancel appointment</button></p>
      </div>`).join("")}
      <h2>Past appointments</h2>
      <table class="table"><thead><tr><th>Date</th><th>Appointment</th><th>With</th><th>Type</th></tr></thead><tbody>
      ${past.map((a) => `<tr><td>${shortDate(a.date)}, ${a.time}</td><td>${esc(a.what)}</td><td>${esc(CLINICIANS[a.with].name)}</td><td>${a.type}</td></tr>`).join("")}
      </tbody></table>`,
  };
};

function errorSummary(messages) {
  if (!messages.length) return "";
  return `<div class="error-summary" id="error-summary" role="alert" tabindex="-1"><h2>There is a problem</h2><ul>${messages.map((m) => `<li>${esc(m)}</li>`).join("")}</ul></div>`;
}

VIEWS.book = () => {
  const b = state.booking;
  const clinicianOptions = b.reason === "blood"
    ? `<option value="price">${CLINICIANS.price.option}</option>`
    : `<option value="any">Any GP</option>${["marsh", "adeyemi", "kerr"].map((id) => `<option value="${id}"${b.clinician === id ? " selected" : ""}>${CLINICIANS[id].option}</option>`).join("")}`;
  return {
    title: "Book an appointment", section: "appointments",
    html: `<p><a href="#/appointments" class="back-link">Back to appointments</a></p>
      <h1>Book an appointment</h1>
      <div id="error-slot"></div>
      <div class="filters">
        <div class="field"><label for="appt-reason">What is the appointment for?</label>
          <select id="appt-reason"><option value="gp"${b.reason === "gp" ? " selected" : ""}>GP appointment</option><option value="blood"${b.reason === "blood" ? " selected" : ""}>Blood test with the nurse</option></select></div>
        <div class="field"><label for="appt-clinician">Who with</label><select id="appt-clinician">${clinicianOptions}</select></div>
        <div class="field"><label for="appt-type">Type</label>
          <select id="appt-type"><option value="any">Face to face or telephone</option><option value="face"${b.type === "face" ? " selected" : ""}>Face to face</option><option value="phone"${b.type === "phone" ? " selected" : ""}>Telephone</option></select></div>
        <div class="field"><label for="appt-time">Time of day</label>
          <select id="appt-time"><option value="any">Any time</option><option value="am"${b.time === "am" ? " selected" : ""}>Morning (before 12pm)</option><option value="pm"${b.time === "pm" ? " selected" : ""}>Afternoon (from 12pm)</option></select></div>
      </div>
      <div class="booking-grid">
        <div><h2>Choose a date</h2><div id="calendar"></div></div>
        <div id="slot-area" class="slot-area"></div>
      </div>`,
    mount: () => renderBookingParts(),
  };
};

function renderBookingParts() {
  const b = state.booking;
  const filters = { type: b.type, time: b.time };
  const hasSlots = (iso) => slotsFor(iso, bookingClinicians(), filters).length > 0;
  document.getElementById("calendar").innerHTML = calendarHtml(b.month, b.date, hasSlots);
  const groups = b.date ? slotsFor(b.date, bookingClinicians(), filters) : [];
  // A chosen slot that the filters no longer show is dropped without a word.
  if (b.slot && !groups.some((g) => g.times.some((t) => `${g.who}|${g.kind}|${t}` === b.slot))) b.slot = null;
  save();
  document.getElementById("slot-area").innerHTML = slotAreaHtml(b.date, groups, b.slot, "book-continue", "Continue");
}

VIEWS.bookReview = () => {
  const b = state.booking;
  if (!b.slot) return { redirect: "#/appointments/book" };
  const [who, kind, time] = b.slot.split("|");
  return {
    title: "Check your appointment", section: "appointments",
    html: `<p><a href="#/appointments/book" class="back-link">Back</a></p>
      <h1>Check your appointment</h1>
      <dl class="summary" id="appt-summary">
        <div><dt>Appointment</dt><dd>${b.reason === "blood" ? "Blood test" : "GP appointment"}</dd></div>
        <div><dt>With</dt><dd>${esc(CLINICIANS[who].name)}</dd></div>
        <div><dt>Date</dt><dd>${longDate(b.date)}</dd></div>
        <div><dt>Time</dt><dd>${time}</dd></div>
        <div><dt>Type</dt><dd>${KIND_LABEL[kind]}${kind === "phone" ? ` (we'll call ${esc(state.mobile)})` : ", Ashgrove Surgery, 22 Mill Lane"}</dd></div>
      </dl>
      <div class="field"><label for="appt-notes">Anything you'd like the clinician to know? (optional)</label><textarea id="appt-notes" rows="3"></textarea></div>
      <p class="muted">If you can't come, cancel at least 24 hours before so someone else can have the appointment.</p>
      <p class="actions"><button type="button" class="button" id="book-appointment">Book appointment</button>
      <a href="#/appointments/book" id="change-time">Change the time</a></p>`,
  };
};

VIEWS.booked = () => {
  const last = state.appointments.find((a) => a.id === state.lastBooked);
  if (!last) return { redirect: "#/appointments" };
  return {
    title: "Appointment booked", section: "appointments",
    html: `<div class="panel-ok"><h1>Appointment booked</h1><p>${esc(last.what)} with ${esc(CLINICIANS[last.with].name)}<br>${longDate(last.date)} at ${last.time}</p></div>
      <p>We've sent a confirmation to ${esc(state.email)}.</p><p><a href="#/appointments">View your appointments</a></p>`,
  };
};

VIEWS.change = ({ params }) => {
  const appt = state.appointments.find((a) => a.id === params.id && a.upcoming);
  if (!appt) return { redirect: "#/appointments" };
  if (!state.move.date) { state.move = { month: appt.date.slice(0, 7), date: appt.date, slot: null, id: appt.id }; save(); }
  return {
    title: "Change your appointment", section: "appointments",
    html: `<p><a href="#/appointments" class="back-link">Back to appointments</a></p>
      <h1>Change your appointment</h1>
      <p>Your ${esc(appt.what.toLowerCase())} with ${esc(CLINICIANS[appt.with].name)} is on ${longDate(appt.date)} at ${appt.time}. Choose a new date and time.</p>
      <div id="error-slot"></div>
      <div class="booking-grid">
        <div><h2>Choose a date</h2><div id="calendar"></div></div>
        <div id="slot-area" class="slot-area"></div>
      </div>`,
    mount: () => renderMoveParts(appt),
  };
};

function renderMoveParts(appt) {
  const m = state.move;
  const filters = { type: "face", time: "any" };
  const hasSlots = (iso) => slotsFor(iso, [appt.with], filters).length > 0;
  document.getElementById("calendar").innerHTML = calendarHtml(m.month, m.date, hasSlots);
  const groups = m.date ? slotsFor(m.date, [appt.with], filters) : [];
  document.getElementById("slot-area").innerHTML = slotAreaHtml(m.date, groups, m.slot, "move-confirm", "Move appointment");
}

VIEWS.moved = () => ({
  title: "Appointment changed", section: "appointments",
  html: `<div class="panel-ok"><h1>Appointment changed</h1><p id="moved-to">${esc(state.movedText || "")}</p></div><p><a href="#/appointments">View your appointments</a></p>`,
});

VIEWS.prescriptions = () => {
  const current = pharmacy(state.pharmacy);
  return {
    title: "Repeat prescriptions", section: "prescriptions",
    html: `<h1>Repeat prescriptions</h1>
      <p>Choose the medicines you need. Your prescription will be ready at your pharmacy within 2 working days.</p>
      <section class="pharmacy-box"><h2>Your nominated pharmacy</h2>
        <p id="pharmacy-current"><strong>${esc(current.name)}</strong>, ${esc(current.street)}, ${esc(current.town)}. Telephone ${current.phone}</p>
        <a href="#/prescriptions/pharmacy" id="change-pharmacy">Change pharmacy</a></section>
      <div id="error-slot"></div>
      <table class="table med-table"><caption>Your repeat medicines</caption>
        <thead><tr><th>Order</th><th>Medicine</th><th>How to take it</th><th>Quantity</th><th>Last ordered</th></tr></thead>
        <tbody>${MEDICINES.map((m) => `<tr><td>${m.review ? '<span class="tag-grey">Review due</span>' : `<input type="checkbox" id="med-${m.id}" data-med="${m.id}"${state.rx.selected.includes(m.id) ? " checked" : ""}>`}</td>
          <td>${esc(m.name)}</td><td>${esc(m.dose)}</td><td>${esc(m.quantity)}</td><td>${m.last}${m.review ? "<br><span class=\"small\">Contact the practice to order</span>" : ""}</td></tr>`).join("")}</tbody></table>
      <p class="actions"><button type="button" class="button" id="rx-continue">Continue</button></p>
      <p><a href="#/prescriptions/history">Your prescription history</a></p>`,
  };
};

VIEWS.rxReview = () => {
  if (!state.rx.selected.length) return { redirect: "#/prescriptions" };
  const current = pharmacy(state.pharmacy);
  return {
    title: "Check your order", section: "prescriptions",
    html: `<p><a href="#/prescriptions" class="back-link">Back</a></p><h1>Check your order</h1>
      <h2>Medicines</h2><ul id="rx-summary">${state.rx.selected.map((id) => `<li>${esc(MEDICINES.find((m) => m.id === id).name)}</li>`).join("")}</ul>
      <h2>Collect from</h2><p>${esc(pharmacyLine(current))}</p>
      <div class="field"><label for="rx-note">Message for the prescriptions team (optional)</label><textarea id="rx-note" rows="3"></textarea></div>
      <p class="actions"><button type="button" class="button" id="order-prescription">Order prescription</button>
      <a href="#/prescriptions">Change medicines</a></p>`,
  };
};

VIEWS.rxOrdered = () => ({
  title: "Prescription ordered", section: "prescriptions",
  html: `<div class="panel-ok"><h1>Prescription ordered</h1><p>Reference ${esc(state.rxRef || "")}</p></div><p><a href="#/prescriptions">Back to prescriptions</a></p>`,
});

VIEWS.rxHistory = () => ({
  title: "Prescription history", section: "prescriptions",
  html: `<p><a href="#/prescriptions" class="back-link">Back</a></p><h1>Prescription history</h1>
    <table class="table"><thead><tr><th>Ordered</th><th>Medicines</th><th>Status</th></tr></thead><tbody>
    <tr><td>16 February 2026</td><td>Amlodipine, Sertraline, Omeprazole</td><td>Collected</td></tr>
    <tr><td>12 January 2026</td><td>Clenil Modulite, Salbutamol</td><td>Collected</td></tr></tbody></table>`,
});

VIEWS.pharmacy = () => {
  const query = state.pharmacySearch;
  const found = query === null ? [] : PHARMACIES.filter((p) => `${p.name} ${p.street} ${p.town}`.toLowerCase().includes(query.toLowerCase().trim()));
  const list = query === null ? "" : found.length
    ? `<fieldset class="radios"><legend>${found.length} pharmacies found for '${esc(query)}'</legend>${found.map((p) => `<div class="radio"><input type="radio" name="pharmacy" id="ph-${p.id}" value="${p.id}"><label for="ph-${p.id}">${esc(pharmacyLine(p))} (${p.distance})</label></div>`).join("")}</fieldset>
       <p class="actions"><button type="button" class="button" id="save-pharmacy">Choose this pharmacy</button></p>`
    : `<p>No pharmacies match '${esc(query)}'.</p>`;
  return {
    title: "Change your pharmacy", section: "prescriptions",
    html: `<p><a href="#/prescriptions" class="back-link">Back</a></p><h1>Change your nominated pharmacy</h1>
      <p>Your prescriptions are sent electronically to the pharmacy you choose.</p>
      <div id="error-slot"></div>
      <div class="field search-row"><label for="pharmacy-search">Pharmacy name, street or town</label>
        <input type="text" id="pharmacy-search" value="${esc(query || "")}"><button type="button" class="button" id="pharmacy-search-button">Search</button></div>
      <div id="pharmacy-results">${list}</div>`,
  };
};

function resultsInPeriod() {
  const cut = { 3: "2025-12-16", 12: "2025-03-16", all: "0000" }[state.resultsPeriod];
  return RESULTS.filter((r) => r.date >= cut);
}

VIEWS.results = () => ({
  title: "Test results", section: "results",
  html: `<h1>Test results</h1>
    <p>Results appear here once a doctor has reviewed them. Results outside the normal range are shown in red.</p>
    <div class="field inline"><label for="results-period">Show results from</label>
      <select id="results-period"><option value="3"${state.resultsPeriod === "3" ? " selected" : ""}>Last 3 months</option><option value="12"${state.resultsPeriod === "12" ? " selected" : ""}>Last 12 months</option><option value="all"${state.resultsPeriod === "all" ? " selected" : ""}>All results</option></select></div>
    <div id="results-list">${resultsTable()}</div>`,
});

function resultsTable() {
  return `<table class="table"><thead><tr><th>Test</th><th>Sample taken</th><th>Reviewed by</th></tr></thead><tbody>
    ${resultsInPeriod().map((r) => `<tr><td><a href="#/results/${r.id}" id="result-link-${r.id}">${esc(r.name)}</a></td><td>${shortDate(r.date)}</td><td>${esc(r.reviewer)}</td></tr>`).join("")}</tbody></table>`;
}

VIEWS.result = ({ params }) => {
  const r = RESULTS.find((item) => item.id === params.id);
  if (!r) return { redirect: "#/results" };
  return {
    title: r.name, section: "results",
    html: `<p><a href="#/results" class="back-link" id="back-results">Back to test results</a></p>
      <h1>${esc(r.name)}</h1>
      <p>Sample taken ${shortDate(r.date)}. Reviewed by ${esc(r.reviewer)}.</p>
      <div class="comment"><h2>Doctor's comment</h2><p>${esc(r.comment)}</p></div>
      <table class="table result-table"><thead><tr><th>Test</th><th>Result</th><th>Units</th><th>Normal range</th></tr></thead><tbody>
      ${r.rows.map(([name, value, units, range, out]) => `<tr${out ? ' class="out"' : ""}><td>${esc(name)}</td><td>${esc(value)}</td><td>${esc(units)}</td><td>${esc(range)}</td></tr>`).join("")}</tbody></table>`,
  };
};

VIEWS.messages = () => ({
  title: "Messages", section: "messages",
  html: `<h1>Messages</h1><p><a class="button" href="#/messages/new" id="new-message">Send a message</a></p>
    <table class="table"><thead><tr><th>From</th><th>Subject</th><th>Date</th></tr></thead><tbody>
    ${MESSAGES.map((m) => `<tr class="${m.unread && !state.readMessages.includes(m.id) ? "unread" : ""}"><td>${esc(m.from)}</td><td><a href="#/messages/${m.id}" id="message-${m.id}">${esc(m.subject)}</a></td><td>${shortDate(m.date)}</td></tr>`).join("")}</tbody></table>`,
});

VIEWS.message = ({ params }) => {
  const m = MESSAGES.find((item) => item.id === params.id);
  if (!m) return { redirect: "#/messages" };
  if (!state.readMessages.includes(m.id)) { state.readMessages.push(m.id); save(); }
  return {
    title: m.subject, section: "messages",
    html: `<p><a href="#/messages" class="back-link">Back to messages</a></p><h1>${esc(m.subject)}</h1>
      <p class="muted">From ${esc(m.from)}, ${shortDate(m.date)}</p>${m.body.map((p) => `<p>${esc(p)}</p>`).join("")}`,
  };
};

VIEWS.compose = () => ({
  title: "Send a message", section: "messages",
  html: `<p><a href="#/messages" class="back-link">Back to messages</a></p><h1>Send a message to the practice</h1>
    <p>For non-urgent questions only. We reply within 2 working days.</p>
    <div id="error-slot"></div>
    <div class="field"><label for="msg-to">Who is your message for?</label><select id="msg-to"><option value="">Choose a team</option>${MESSAGE_TEAMS.map((t) => `<option>${esc(t)}</option>`).join("")}</select></div>
    <div class="field"><label for="msg-subject">Subject</label><input type="text" id="msg-subject"></div>
    <div class="field"><label for="msg-body">Your message</label><textarea id="msg-body" rows="6"></textarea></div>
    <p class="actions"><button type="button" class="button" id="msg-send">Send message</button></p>`,
});

VIEWS.sent = () => ({
  title: "Message sent", section: "messages",
  html: `<div class="panel-ok"><h1>Message sent</h1><p id="sent-detail">${esc(state.sentText || "")}</p></div><p>We'll reply within 2 working days.</p><p><a href="#/messages">Back to messages</a></p>`,
});

VIEWS.ask = () => ({
  title: "Contact the practice", section: "ask",
  html: `<h1>Contact the practice online</h1>
    <p>Use this service for requests that are not urgent. We'll reply by the end of the next working day.</p>
    <div id="error-slot"></div>
    <fieldset class="radios"><legend>What do you need help with?</legend>
      <div class="radio"><input type="radio" name="ask-type" id="ask-medical" value="medical"><label for="ask-medical">A new or ongoing medical problem</label></div>
      <div class="radio"><input type="radio" name="ask-type" id="ask-fitnote" value="fitnote"><label for="ask-fitnote">A fit note (sick note) for work</label></div>
      <div class="radio"><input type="radio" name="ask-type" id="ask-admin" value="admin"><label for="ask-admin">An admin request, such as a letter or a form</label></div>
    </fieldset>
    <p class="actions"><button type="button" class="button" id="ask-continue">Continue</button></p>`,
});

VIEWS.askMedical = () => ({
  title: "Your medical problem", section: "ask",
  html: `<p><a href="#/ask" class="back-link">Back</a></p><h1>Tell us about the problem</h1>
    <div id="error-slot"></div>
    <div class="field"><label for="ask-desc">Describe the problem</label><textarea id="ask-desc" rows="4"></textarea></div>
    <div class="field"><label for="ask-duration">How long have you had it?</label><select id="ask-duration"><option value="">Choose</option><option>Less than a week</option><option>1 to 3 weeks</option><option>More than 3 weeks</option></select></div>
    <fieldset class="radios"><legend>Have you tried any medicine for it?</legend>
      <div class="radio"><input type="radio" name="ask-med" id="ask-med-yes" value="yes"><label for="ask-med-yes">Yes</label></div>
      <div class="conditional" id="ask-med-more" hidden><div class="field"><label for="ask-med-detail">What have you tried, and did it help?</label><textarea id="ask-med-detail" rows="2"></textarea></div></div>
      <div class="radio"><input type="radio" name="ask-med" id="ask-med-no" value="no"><label for="ask-med-no">No</label></div>
    </fieldset>
    <fieldset class="radios"><legend>How much is it affecting you?</legend>
      <div class="radio"><input type="radio" name="ask-sev" id="ask-sev-little" value="little"><label for="ask-sev-little">A little</label></div>
      <div class="radio"><input type="radio" name="ask-sev" id="ask-sev-lot" value="lot"><label for="ask-sev-lot">Quite a lot</label></div>
      <div class="radio"><input type="radio" name="ask-sev" id="ask-sev-bad" value="bad"><label for="ask-sev-bad">Very badly</label></div>
    </fieldset>
    <p class="actions"><button type="button" class="button" id="ask-medical-continue">Continue</button></p>`,
});

VIEWS.askContact = () => ({
  title: "How we contact you", section: "ask",
  html: `<p><a href="#/ask/medical" class="back-link">Back</a></p><h1>When can we call you?</h1>
    <p>A clinician may call you on ${esc(state.mobile)}. Choose all the times that suit you.</p>
    <div id="error-slot"></div>
    <fieldset class="checkboxes"><legend>Times</legend>
      <div class="check"><input type="checkbox" id="call-am"><label for="call-am">Morning (8am to 12pm)</label></div>
      <div class="check"><input type="checkbox" id="call-pm"><label for="call-pm">Afternoon (12pm to 4pm)</label></div>
      <div class="check"><input type="checkbox" id="call-late"><label for="call-late">Late afternoon (4pm to 6:30pm)</label></div>
    </fieldset>
    <p class="actions"><button type="button" class="button" id="ask-send">Send request</button></p>`,
});

VIEWS.askFitnote = () => ({
  title: "Fit note", section: "ask",
  html: `<p><a href="#/ask" class="back-link">Back</a></p><h1>Ask for a fit note</h1>
    <div id="error-slot"></div>
    <div class="field"><label for="fit-from">When did you first stop working?</label><p class="hint" id="fit-from-hint">For example, 9 March 2026</p><input type="text" id="fit-from" aria-describedby="fit-from-hint"></div>
    <div class="field"><label for="fit-reason">What is stopping you from working?</label><textarea id="fit-reason" rows="3"></textarea></div>
    <p class="actions"><button type="button" class="button" id="fit-send">Send request</button></p>`,
});

VIEWS.askSent = () => ({
  title: "Request sent", section: "ask",
  html: `<div class="panel-ok"><h1>Request sent</h1><p>Your reference is <strong id="ask-ref">${esc(state.askRef || "")}</strong></p></div><p>We'll reply by the end of the next working day, ${longDate("2026-03-17")}.</p>`,
});

VIEWS.account = () => ({
  title: "Your details", section: "account",
  html: `<h1>Your details</h1>
    <section><h2>Personal details</h2><dl class="summary">
      <div><dt>Name</dt><dd>${PATIENT.name}</dd></div><div><dt>Date of birth</dt><dd>${PATIENT.dob}</dd></div>
      <div><dt>NHS number</dt><dd>${PATIENT.nhsNumber}</dd></div><div><dt>Address</dt><dd>${PATIENT.address}</dd></div></dl>
      <p class="muted">To change your name or address, contact the practice.</p></section>
    <section><h2>Contact details</h2><dl class="summary" id="contact-details">
      <div><dt>Mobile</dt><dd id="current-mobile">${esc(state.mobile)}</dd></div><div><dt>Email</dt><dd id="current-email">${esc(state.email)}</dd></div></dl>
      <p><a href="#/account/contact" id="change-contact">Change contact details</a></p></section>
    <section><h2>How we contact you</h2>
      <div class="check"><input type="checkbox" id="pref-sms-reminders"${state.prefs.smsReminders ? " checked" : ""}><label for="pref-sms-reminders">Text me appointment reminders</label></div>
      <div class="check"><input type="checkbox" id="pref-email-results"${state.prefs.emailResults ? " checked" : ""}><label for="pref-email-results">Email me when new test results are ready</label></div>
      <div class="check"><input type="checkbox" id="pref-sms-rx"${state.prefs.smsPrescriptions ? " checked" : ""}><label for="pref-sms-rx">Text me when my prescription is ready to collect</label></div>
      <p class="actions"><button type="button" class="button" id="save-prefs">Save preferences</button></p></section>
    <section class="danger-zone"><h2>Online access</h2><p>If you turn off online access you'll need to ask the practice for new sign-in details.</p>
      <button type="button" class="button-warning" id="disable-online">Turn off online access</button></section>`,
});

VIEWS.contact = () => ({
  title: "Change contact details", section: "account",
  html: `<p><a href="#/account" class="back-link">Back</a></p><h1>Change your contact details</h1>
    <div id="error-slot"></div>
    <div class="field"><label for="mobile">Mobile phone number</label><input type="tel" id="mobile" value="${esc(state.mobile)}"></div>
    <div class="field"><label for="email">Email address</label><input type="email" id="email" value="${esc(state.email)}"></div>
    <p class="actions"><button type="button" class="button" id="save-contact">Save contact details</button></p>`,
});

VIEWS.help = ({ params }) => ({
  title: "Help", section: null,
  html: `<h1>${{ accessibility: "Accessibility statement", privacy: "How we use your data", proxy: "Help someone else online", contact: "Contact us" }[params.topic] || "Page not found"}</h1>
    <p>Call the surgery on 01632 960 418, Monday to Friday, 8am to 6:30pm.</p>`,
});

VIEWS.signedOut = () => ({ title: "Signed out", section: null, html: "<h1>You have signed out</h1><p>Close your browser if you are on a shared computer.</p>" });

const ROUTES = [
  ["home", VIEWS.home], ["appointments", VIEWS.appointments], ["appointments/book", VIEWS.book],
  ["appointments/review", VIEWS.bookReview], ["appointments/booked", VIEWS.booked],
  ["appointments/:id/change", VIEWS.change], ["appointments/moved", VIEWS.moved],
  ["prescriptions", VIEWS.prescriptions], ["prescriptions/review", VIEWS.rxReview],
  ["prescriptions/ordered", VIEWS.rxOrdered], ["prescriptions/history", VIEWS.rxHistory],
  ["prescriptions/pharmacy", VIEWS.pharmacy], ["results", VIEWS.results], ["results/:id", VIEWS.result],
  ["messages", VIEWS.messages], ["messages/new", VIEWS.compose], ["messages/sent", VIEWS.sent],
  ["messages/:id", VIEWS.message], ["ask", VIEWS.ask], ["ask/medical", VIEWS.askMedical],
  ["ask/contact", VIEWS.askContact], ["ask/fitnote", VIEWS.askFitnote], ["ask/sent", VIEWS.askSent],
  ["account", VIEWS.account], ["account/contact", VIEWS.contact], ["help/:topic", VIEWS.help],
  ["signed-out", VIEWS.signedOut],
];

function parseHash() {
  const raw = location.hash.replace(/^#\/?/, "") || "home";
  const [path, queryString = ""] = raw.split("?");
  const query = Object.fromEntries(new URLSearchParams(queryString));
  const segments = path.split("/").filter(Boolean);
  for (const [pattern, view] of ROUTES) {
    const parts = pattern.split("/");
    if (parts.length !== segments.length) continue;
    const params = {};
    if (parts.every((part, i) => (part.startsWith(":") ? ((params[part.slice(1)] = segments[i]), true) : part === segments[i]))) {
      return { view, params, query };
    }
  }
  return { view: VIEWS.help, params: { topic: "missing" }, query };
}

function render() {
  const { view, params, query } = parseHash();
  const page = view({ params, query });
  if (page.redirect) { location.replace(page.redirect); return; }
  document.title = `${page.title} – Ashgrove Surgery Patient Online`;
  for (const link of document.querySelectorAll("#main-nav a")) {
    if (link.dataset.section === page.section) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  const root = document.getElementById("view");
  root.innerHTML = page.html;
  document.getElementById("flash").textContent = state.flash || "";
  document.getElementById("flash").className = state.flash ? "flash" : "";
  state.flash = null;
  save();
  if (page.mount) page.mount(root);
  window.scrollTo(0, 0);
  const heading = root.querySelector("h1");
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  if (query.session === "expiring" && !state.sessionPromptShown) {
    state.sessionPromptShown = true;
    save();
    openSessionDialog();
  }
}

function openSessionDialog() {
  const root = document.getElementById("dialog-root");
  root.innerHTML = `<div class="backdrop"></div><div class="dialog" role="dialog" aria-modal="true" aria-labelledby="session-title" id="session-dialog">
    <h2 id="session-title">You're about to be signed out</h2>
    <p>For your security, we'll sign you out in 2 minutes because you haven't done anything for a while.</p>
    <p class="actions"><button type="button" class="button" id="stay-signed-in">Stay signed in</button>
    <button type="button" class="button-secondary" id="dialog-sign-out">Sign out</button></p></div>`;
  document.getElementById("stay-signed-in").focus();
}

function closeSessionDialog() {
  document.getElementById("dialog-root").innerHTML = "";
  const flash = document.getElementById("flash");
  flash.className = "flash";
  flash.textContent = "You're still signed in.";
}

function showErrors(messages) {
  const slot = document.getElementById("error-slot");
  slot.innerHTML = errorSummary(messages);
  if (messages.length) document.getElementById("error-summary").focus();
}

// ---------- event handlers (delegated from the document) ----------
function selectDate(iso, part) {
  const target = part === "move" ? state.move : state.booking;
  target.date = iso;
  target.slot = null;
  save();
  rerenderParts(part);
  document.querySelector(`#date-grid [data-date="${iso}"]`).focus();
}

function rerenderParts(part) {
  if (part === "move") renderMoveParts(state.appointments.find((a) => a.id === state.move.id));
  else renderBookingParts();
}

const currentPart = () => (location.hash.includes("/change") ? "move" : "book");

function moveGridFocus(cell, key) {
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[key];
  const next = new Date(parseIso(cell.dataset.date).getTime() + step * 86400000);
  const target = document.querySelector(`#date-grid [data-date="${isoOf(next)}"]`);
  if (!target) return;
  for (const other of document.querySelectorAll("#date-grid [role=gridcell]")) other.tabIndex = -1;
  target.tabIndex = 0;
  target.focus();
}

const CLICKS = {
  "stay-signed-in": closeSessionDialog,
  "dialog-sign-out": () => { document.getElementById("dialog-root").innerHTML = ""; navigate("#/signed-out"); },
  "book-continue": () => {
    const b = state.booking;
    if (!b.slot) { showErrors(["Choose a date and a time for your appointment"]); return; }
    const time = b.slot.split("|")[2];
    const button = document.getElementById("book-continue");
    button.disabled = true;
    button.textContent = "Checking…";
    setTimeout(() => {
      if (b.reason === "blood" && time >= "11:00") {
        b.slot = null;
        save();
        renderBookingParts();
        showErrors([`${time} is not available for blood tests. Blood samples leave the surgery for the hospital laboratory at 11:15, so blood test appointments must start before 11:00. Choose an earlier time.`]);
        return;
      }
      navigate("#/appointments/review");
    }, 250);
  },
  "book-appointment": () => {
    const b = state.booking;
    const [who, kind, time] = b.slot.split("|");
    const id = `a${state.appointments.length + 10}`;
    state.appointments.unshift({ id, what: b.reason === "blood" ? "Blood test" : "GP appointment", with: who, date: b.date, time, type: KIND_LABEL[kind], upcoming: true });
    state.lastBooked = id;
    state.booking = initialState().booking;
    save();
    navigate("#/appointments/booked");
  },
  "move-confirm": () => {
    const m = state.move;
    if (!m.slot) { showErrors(["Choose a new date and time"]); return; }
    const appt = state.appointments.find((a) => a.id === m.id);
    appt.date = m.date;
    appt.time = m.slot.split("|")[2];
    state.movedText = `Your ${appt.what.toLowerCase()} with ${CLINICIANS[appt.with].name} is now on ${longDate(appt.date)} at ${appt.time}.`;
    state.move = initialState().move;
    save();
    navigate("#/appointments/moved");
  },
  "rx-continue": () => {
    state.rx.selected = [...document.querySelectorAll("[data-med]:checked")].map((box) => box.dataset.med);
    save();
    if (!state.rx.selected.length) { showErrors(["Choose at least one medicine"]); return; }
    navigate("#/prescriptions/review");
  },
  "order-prescription": () => {
    state.rxRef = `RX-${state.nextRef++}`;
    state.rx = { selected: [], note: "" };
    save();
    navigate("#/prescriptions/ordered");
  },
  "pharmacy-search-button": () => {
    state.pharmacySearch = document.getElementById("pharmacy-search").value;
    save();
    render();
  },
  "save-pharmacy": () => {
    const chosen = document.querySelector("input[name=pharmacy]:checked");
    if (!chosen) { showErrors(["Choose a pharmacy"]); return; }
    state.pharmacy = chosen.value;
    state.pharmacySearch = null;
    const p = pharmacy(chosen.value);
    setFlash(`Your nominated pharmacy is now ${p.name}, ${p.street}.`);
    navigate("#/prescriptions");
  },
  "msg-send": () => {
    const to = document.getElementById("msg-to").value;
    const subject = document.getElementById("msg-subject").value.trim();
    const body = document.getElementById("msg-body").value.trim();
    const errors = [];
    if (!to) errors.push("Choose who your message is for");
    if (!subject) errors.push("Enter a subject");
    if (!body) errors.push("Enter your message");
    if (errors.length) { showErrors(errors); return; }
    state.sentText = `Your message '${subject}' was sent to ${to}.`;
    save();
    navigate("#/messages/sent");
  },
  "ask-continue": () => {
    const chosen = document.querySelector("input[name=ask-type]:checked");
    if (!chosen) { showErrors(["Choose what you need help with"]); return; }
    navigate(chosen.value === "fitnote" ? "#/ask/fitnote" : "#/ask/medical");
  },
  "ask-medical-continue": () => {
    const errors = [];
    if (!document.getElementById("ask-desc").value.trim()) errors.push("Describe the problem");
    if (!document.getElementById("ask-duration").value) errors.push("Choose how long you have had it");
    if (!document.querySelector("input[name=ask-med]:checked")) errors.push("Say whether you have tried any medicine");
    if (!document.querySelector("input[name=ask-sev]:checked")) errors.push("Choose how much it is affecting you");
    if (errors.length) { showErrors(errors); return; }
    navigate("#/ask/contact");
  },
  "ask-send": () => {
    if (!document.querySelector(".checkboxes input:checked")) { showErrors(["Choose at least one time"]); return; }
    state.askRef = `AR-${state.nextRef++}`;
    save();
    navigate("#/ask/sent");
  },
  "fit-send": () => {
    const errors = [];
    if (!document.getElementById("fit-from").value.trim()) errors.push("Enter the date you stopped working");
    if (!document.getElementById("fit-reason").value.trim()) errors.push("Say what is stopping you from working");
    if (errors.length) { showErrors(errors); return; }
    state.askRef = `FN-${state.nextRef++}`;
    save();
    navigate("#/ask/sent");
  },
  "save-prefs": () => {
    state.prefs = {
      smsReminders: document.getElementById("pref-sms-reminders").checked,
      emailResults: document.getElementById("pref-email-results").checked,
      smsPrescriptions: document.getElementById("pref-sms-rx").checked,
    };
    save();
    const flash = document.getElementById("flash");
    flash.className = "flash";
    flash.textContent = "Your preferences have been saved.";
  },
  "save-contact": () => {
    const mobile = document.getElementById("mobile").value.trim();
    if (!/^0\d{4} ?\d{6}$/.test(mobile.replace(/\s+/g, " ").replace(/^(\d{5}) (\d{3}) (\d{3})$/, "$1 $2$3"))) {
      showErrors(["Enter a UK mobile number, like 07700 900123"]);
      return;
    }
    state.mobile = mobile;
    state.email = document.getElementById("email").value.trim();
    setFlash("Your contact details have been updated.");
    navigate("#/account");
  },
};

document.addEventListener("click", (event) => {
  const slot = event.target.closest(".slot");
  if (slot) {
    const part = currentPart();
    const target = part === "move" ? state.move : state.booking;
    target.slot = slot.dataset.slot;
    save();
    for (const other of document.querySelectorAll(".slot")) other.classList.toggle("is-chosen", other === slot);
    document.getElementById("slot-choice").textContent = choiceText(target.slot);
    return;
  }
  const cell = event.target.closest("#date-grid [role=gridcell]");
  if (cell) { selectDate(cell.dataset.date, currentPart()); return; }
  const stepper = event.target.closest("[data-month-step]");
  if (stepper) {
    const part = currentPart();
    const target = part === "move" ? state.move : state.booking;
    target.month = target.month === "2026-03" ? "2026-04" : "2026-03";
    save();
    rerenderParts(part);
    return;
  }
  const button = event.target.closest("button[id]");
  if (button && CLICKS[button.id]) CLICKS[button.id]();
  if (button && button.id.startsWith("cancel-")) {
    const appt = state.appointments.find((a) => `cancel-${a.id}` === button.id);
    appt.upcoming = false;
    appt.what = `${appt.what} (cancelled)`;
    setFlash("Your appointment has been cancelled.");
    render();
  }
  if (event.target.closest("#sign-out")) { event.preventDefault(); sessionStorage.removeItem(STORAGE_KEY); Object.assign(state, initialState()); navigate("#/signed-out"); }
});

document.addEventListener("keydown", (event) => {
  const cell = event.target.closest && event.target.closest("#date-grid [role=gridcell]");
  if (!cell) return;
  if (event.key.startsWith("Arrow")) { event.preventDefault(); moveGridFocus(cell, event.key); }
  if (event.key === "Enter" || event.key === " ") { event.preventDefault(); selectDate(cell.dataset.date, currentPart()); }
});

document.addEventListener("change", (event) => {
  const el = event.target;
  const filterKeys = { "appt-reason": "reason", "appt-clinician": "clinician", "appt-type": "type", "appt-time": "time" };
  if (filterKeys[el.id]) {
    state.booking[filterKeys[el.id]] = el.value;
    if (el.id === "appt-reason") {
      state.booking.clinician = el.value === "blood" ? "price" : "any";
      const clinician = document.getElementById("appt-clinician");
      clinician.innerHTML = el.value === "blood"
        ? `<option value="price">${CLINICIANS.price.option}</option>`
        : `<option value="any">Any GP</option>${["marsh", "adeyemi", "kerr"].map((id) => `<option value="${id}">${CLINICIANS[id].option}</option>`).join("")}`;
    }
    save();
    renderBookingParts();
    return;
  }
  if (el.id === "results-period") {
    state.resultsPeriod = el.value;
    save();
    document.getElementById("results-list").innerHTML = resultsTable();
    return;
  }
  if (el.name === "ask-med") document.getElementById("ask-med-more").hidden = el.value !== "yes";
});

window.addEventListener("hashchange", render);
render();

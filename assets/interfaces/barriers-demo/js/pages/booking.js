// One booking: details, actions, the transfer dialog (built correctly: role dialog,
// labelled fields, focus trapped, status announced), the cancel overlay (a styled div:
// no role, focus left behind, nothing announced) and the exchange page.

import { CANCELLATION_FEE, EXCHANGE_FEE, USER } from "../data.js";
import { perfLabel } from "../catalogue.js";
import { escapeHtml, longDate, money, time12 } from "../format.js";
import { ICONS } from "../icons.js";
import { update } from "../store.js";
import { showToast } from "../shell.js";
import { $, $$, bindRadioCards, go, isEmail, onClick, openOverlay } from "../widgets.js";
import { accountFrame, bookingView } from "./account.js";
import { chipHtml } from "./event.js";
import { renderNotFound } from "./content.js";

function detailsHtml(view) {
  const tickets = view.lines
    .map(([name, qty, price]) => `${qty} × ${escapeHtml(name)} at ${money(price)}`)
    .join("<br>");
  const transfer = view.change.transfer
    ? `<div class="detail-row"><div class="detail-label">Transferred to</div><div>${escapeHtml(view.change.transfer.name)} (${escapeHtml(view.change.transfer.email)})</div></div>`
    : "";
  return `<div class="detail-grid" id="booking-details">
    <div class="detail-row"><div class="detail-label">Booking reference</div><div>${view.ref}</div></div>
    <div class="detail-row"><div class="detail-label">Date and time</div><div id="booking-when">${longDate(view.date)}, ${time12(view.time)}</div></div>
    <div class="detail-row"><div class="detail-label">Venue</div><div><a href="#/venue/${view.venue.id}" id="booking-venue">${escapeHtml(view.venue.name)}</a></div></div>
    <div class="detail-row"><div class="detail-label">Tickets</div><div>${tickets}</div></div>
    <div class="detail-row"><div class="detail-label">Seats</div><div>${escapeHtml(view.seats)}</div></div>
    <div class="detail-row"><div class="detail-label">Total paid</div><div>${money(view.total)} including ${money(view.total - view.subtotal)} booking fee</div></div>
    <div class="detail-row"><div class="detail-label">Booked on</div><div>${longDate(view.booked)}</div></div>
    ${transfer}
  </div>`;
}

function actionsHtml(view) {
  if (!view.upcoming || view.status !== "Confirmed") return "";
  return `<div class="booking-actions" id="booking-actions">
    <span class="action-link" id="action-download">${ICONS.download}Download tickets</span>
    <span class="action-link" id="action-calendar">${ICONS.calendar}Add to calendar</span>
    <button type="button" class="btn btn-outline" id="action-transfer">Transfer tickets</button>
    <span class="action-link" id="action-exchange">Exchange tickets</span>
    <span class="action-link danger" id="action-cancel">Cancel booking</span>
  </div>`;
}

export function render(container, { id }) {
  const view = bookingView(id);
  if (!view) return renderNotFound(container);
  container.innerHTML = accountFrame(
    "bookings",
    `<a href="#/account/bookings" id="back-bookings" class="back-link">‹ All bookings</a>
    <div class="booking-head">
      <div class="fake-h1" id="booking-title">${escapeHtml(view.title)}</div>
      <span class="status ${view.status === "Confirmed" ? "status-ok" : "status-warn"}" id="booking-status-chip">${escapeHtml(view.status)}</span>
    </div>
    <div role="status" class="status-message" id="booking-status"></div>
    <div id="booking-body">${detailsHtml(view)}${actionsHtml(view)}</div>
    <div class="side-box help-box"><div class="fake-h3">Need help with this booking?</div>
      <p>Call the box office on 01632 960 450, Monday to Saturday 10am to 6pm, or <a href="#/help" id="booking-help">send us a message</a>.</p></div>`,
  );
  bindActions(container, view);
  return null;
}

function bindActions(container, view) {
  onClick($("#action-download"), () => showToast(`Your tickets for ${escapeHtml(view.title)} are downloading.`));
  onClick($("#action-calendar"), () => showToast("Added to your calendar."));
  onClick($("#action-exchange"), () => go(`#/account/exchange/${view.ref}`));
  onClick($("#action-transfer"), () => openTransfer(container, view));
  onClick($("#action-cancel"), () => openCancel(container, view));
}

// ---- Transfer dialog: the part of the site built to the standard. ----

function openTransfer(container, view) {
  const options = Array.from({ length: view.quantity }, (_, i) => i + 1)
    .map((n) => `<option value="${n}">${n === view.quantity ? `All ${n} tickets` : `${n} ticket${n > 1 ? "s" : ""}`}</option>`)
    .join("");
  container.insertAdjacentHTML(
    "beforeend",
    `<div class="modal-backdrop" id="transfer-backdrop">
      <div class="modal" role="dialog" aria-modal="true" aria-labelledby="transfer-heading" aria-describedby="transfer-intro" id="transfer-dialog">
        <h2 id="transfer-heading">Transfer tickets</h2>
        <p id="transfer-intro">We'll email the tickets to the person you choose. Your own copies will stop working.</p>
        <div class="error-summary" role="alert" id="transfer-errors" hidden></div>
        <div class="gov-field"><label for="transfer-name">Their full name</label>
          <input type="text" id="transfer-name" autocomplete="off"></div>
        <div class="gov-field"><label for="transfer-email">Their email address</label>
          <input type="email" id="transfer-email" autocomplete="off"></div>
        <div class="gov-field"><label for="transfer-count">How many tickets</label>
          <select id="transfer-count"><option value="">Select</option>${options}</select></div>
        <div class="form-buttons">
          <button type="button" class="btn btn-coral" id="transfer-send">Send tickets</button>
          <button type="button" class="btn btn-outline" id="transfer-cancel">Cancel</button>
        </div>
        <button type="button" class="modal-close" id="transfer-close" aria-label="Close">${ICONS.close}</button>
      </div>
    </div>`,
  );
  const dialog = $("#transfer-dialog");
  // Keep Tab and Shift+Tab inside the dialog; Escape closes it. The listener sits on the
  // document while the dialog is open.
  const trap = (e) => {
    if (e.key === "Escape") close();
    if (e.key !== "Tab") return;
    const focusable = $$("input, select, button", dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  const close = () => {
    document.removeEventListener("keydown", trap);
    $("#transfer-backdrop").remove();
    $("#action-transfer")?.focus();
  };
  document.addEventListener("keydown", trap);
  $("#transfer-close").addEventListener("click", close);
  $("#transfer-cancel").addEventListener("click", close);
  $("#transfer-send").addEventListener("click", () => sendTransfer(view, close));
  $("#transfer-name").focus();
}

function sendTransfer(view, close) {
  const name = $("#transfer-name").value.trim();
  const email = $("#transfer-email").value.trim();
  const count = Number($("#transfer-count").value);
  const errors = [];
  if (!name) errors.push(["transfer-name", "Enter their full name"]);
  if (!isEmail(email)) {
    errors.push(["transfer-email", "Enter an email address in the correct format, like name@example.com"]);
  }
  if (!count) errors.push(["transfer-count", "Select how many tickets to transfer"]);
  for (const id of ["transfer-name", "transfer-email", "transfer-count"]) {
    const invalid = errors.some(([field]) => field === id);
    $(`#${id}`).setAttribute("aria-invalid", String(invalid));
  }
  const summary = $("#transfer-errors");
  if (errors.length) {
    summary.hidden = false;
    summary.innerHTML = `<h3>There is a problem</h3><ul>${errors
      .map(([id, text]) => `<li><a href="#" data-field="${id}" id="error-${id}">${text}</a></li>`)
      .join("")}</ul>`;
    for (const [id] of errors) {
      $(`#error-${id}`).addEventListener("click", (e) => {
        e.preventDefault();
        $(`#${id}`).focus();
      });
    }
    return;
  }
  const all = count === view.quantity;
  update((state) => {
    state.bookings[view.ref] = {
      ...(state.bookings[view.ref] || {}),
      transfer: { name, email, count },
      status: all ? "Transferred" : "Part transferred",
    };
  });
  close();
  $("#booking-status-chip").textContent = all ? "Transferred" : "Part transferred";
  $("#booking-status-chip").className = "status status-warn";
  $("#booking-body").innerHTML = detailsHtml(bookingView(view.ref));
  $("#booking-status").textContent = `${count} ${count === 1 ? "ticket" : "tickets"} transferred to ${name}. We've emailed ${count === 1 ? "it" : "them"} to ${email}.`;
}

// ---- Cancel overlay: looks like a dialog, is not one. ----

function openCancel(container, view) {
  const refundCard = view.subtotal - CANCELLATION_FEE;
  const close = openOverlay(
    container,
    "cancel-overlay",
    `<div class="fake-h2">Cancel this booking?</div>
    <p>${escapeHtml(view.title)}, ${longDate(view.date)} at ${time12(view.time)}: ${view.quantity} tickets.</p>
    <div class="field-label">How would you like your refund?</div>
    <div class="radio-cards">
      <div class="radio-card" id="refund-card"><span class="radio-dot"></span>
        <div><div class="radio-title">Refund ${money(refundCard)} to my ${USER.card.brand} ending ${USER.card.last4}</div>
        <div class="r-meta">Ticket price less a ${money(CANCELLATION_FEE)} cancellation fee. Takes 3 to 5 working days.</div></div></div>
      <div class="radio-card" id="refund-credit"><span class="radio-dot"></span>
        <div><div class="radio-title">${money(view.subtotal)} Ferrisham Live credit</div>
        <div class="r-meta">The full ticket price, to spend within 12 months.</div></div></div>
    </div>
    <p class="hint">The booking fee is not refunded. Cancelled tickets are released for sale straight away.</p>
    <div class="form-error" id="cancel-error"></div>
    <div class="form-buttons">
      <div class="btn btn-danger" id="cancel-confirm">Yes, cancel booking</div>
      <div class="btn btn-outline" id="cancel-keep">Keep my booking</div>
    </div>`,
  );
  let refund = null;
  bindRadioCards(["refund-card", "refund-credit"], (id) => {
    refund = id;
    $("#cancel-error").textContent = "";
  });
  onClick($("#cancel-keep"), close);
  onClick($("#cancel-confirm"), () => {
    if (!refund) {
      $("#cancel-error").textContent = "Choose how you would like your refund.";
      return;
    }
    update((state) => {
      state.bookings[view.ref] = { ...(state.bookings[view.ref] || {}), status: "Cancelled", refund };
    });
    close();
    render(container, { id: view.ref });
  });
}

// ---- Exchange: choose another performance, review the fee, confirm. ----

export function renderExchange(container, { id }) {
  const view = bookingView(id);
  if (!view || !view.upcoming) return renderNotFound(container);
  const others = view.event.performances.filter((p) => p.id !== view.perf.id);
  container.innerHTML = accountFrame(
    "bookings",
    `<a href="#/account/booking/${view.ref}" id="back-booking" class="back-link">‹ Back to booking</a>
    <div class="fake-h1">Exchange your tickets</div>
    <div class="exchange-current">
      <div class="field-label">Your booking</div>
      <div>${escapeHtml(view.title)} · ${escapeHtml(perfLabel(view.perf))} · ${view.quantity} tickets · ${escapeHtml(view.seats)}</div>
    </div>
    <div class="field-label">Choose a new performance</div>
    <div class="chips chips-wide">${others.map((p) => chipHtml(p, false, "new-perf")).join("")}</div>
    <div class="form-error" id="exchange-error"></div>
    <div class="form-buttons" id="exchange-buttons">
      <div class="btn btn-teal" id="exchange-continue">Continue</div>
      <a href="#/account/booking/${view.ref}" id="exchange-cancel">Cancel</a>
    </div>
    <div id="exchange-review"></div>`,
  );
  let chosen = null;
  for (const performance of others) {
    if (performance.status === "soldout") continue;
    const chip = $(`#new-perf-${performance.id}`);
    onClick(chip, () => {
      chosen = performance;
      $$(".chip").forEach((other) => other.classList.toggle("is-chosen", other === chip));
      $("#exchange-error").textContent = "";
    });
  }
  onClick($("#exchange-continue"), () => {
    if (!chosen) {
      $("#exchange-error").textContent = "Choose a performance first.";
      return;
    }
    const fee = EXCHANGE_FEE * view.quantity;
    $("#exchange-buttons").style.display = "none";
    $("#exchange-review").innerHTML = `<div class="review-box">
      <div class="fake-h3">Check your exchange</div>
      <div class="detail-row"><div class="detail-label">From</div><div>${escapeHtml(perfLabel(view.perf))}</div></div>
      <div class="detail-row"><div class="detail-label">To</div><div id="exchange-to">${longDate(chosen.date)}, ${time12(chosen.time)}</div></div>
      <div class="detail-row"><div class="detail-label">Seats</div><div>Same area, best available (${escapeHtml(view.seats.split(",")[0])})</div></div>
      <div class="detail-row"><div class="detail-label">Exchange fee</div><div id="exchange-fee">${view.quantity} × ${money(EXCHANGE_FEE)} = ${money(fee)}</div></div>
      <div class="detail-row"><div class="detail-label">Paid with</div><div>${USER.card.brand} ending ${USER.card.last4}</div></div>
      <div class="form-buttons">
        <div class="btn btn-coral" id="exchange-confirm">Confirm exchange and pay ${money(fee)}</div>
        <span class="text-link" id="exchange-back">Choose a different performance</span>
      </div></div>`;
    onClick($("#exchange-back"), () => renderExchange(container, { id }));
    onClick($("#exchange-confirm"), () => {
      update((state) => {
        state.bookings[view.ref] = { ...(state.bookings[view.ref] || {}), perf: chosen.id };
      });
      go(`#/account/booking/${view.ref}`);
    });
  });
  return null;
}

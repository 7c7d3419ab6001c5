// Basket: a layout table with unlabelled +/- and bin icons, a placeholder-only promo
// field whose error is shown only as a red border, totals that change silently.

import { BOOKING_FEE, PROMO_CODES } from "../data.js";
import { eventById, perfById, perfLabel, venueById } from "../catalogue.js";
import { escapeHtml, money } from "../format.js";
import { ICONS } from "../icons.js";
import { load, update } from "../store.js";
import { refreshBasketCount } from "../shell.js";
import { $, go, onClick } from "../widgets.js";

// The priced lines of the basket: one per ticket type of each basket item.
export function basketLines(state) {
  const lines = [];
  state.basket.forEach((item, index) => {
    const event = eventById(item.event);
    for (const ticket of event.tickets) {
      const qty = item.lines[ticket.id];
      if (qty) lines.push({ index, event, perf: perfById(event, item.perf), ticket, qty });
    }
  });
  return lines;
}

export function totals(state) {
  const lines = basketLines(state);
  const subtotal = lines.reduce((sum, line) => sum + line.ticket.price * line.qty, 0);
  let discount = 0;
  const promo = state.promo && PROMO_CODES[state.promo];
  if (promo && promo.percent) discount = Math.round(subtotal * promo.percent) / 100;
  if (promo && promo.amount) {
    const eligible = lines
      .filter((line) => line.event.category === promo.category)
      .reduce((sum, line) => sum + line.ticket.price * line.qty, 0);
    discount = Math.min(promo.amount, eligible);
  }
  const fee = lines.length ? BOOKING_FEE : 0;
  return { lines, subtotal, discount, fee, total: subtotal - discount + fee };
}

export function summaryHtml(state, compact) {
  const t = totals(state);
  const promoLine =
    t.discount > 0
      ? `<div class="sum-row sum-discount"><span>Promo code ${escapeHtml(state.promo)}</span><span id="sum-discount">−${money(t.discount)}</span></div>`
      : "";
  const items = t.lines
    .map(
      (line) =>
        `<div class="sum-item"><div class="sum-item-title">${escapeHtml(line.event.title)}</div><div class="sum-item-meta">${escapeHtml(perfLabel(line.perf))} · ${line.qty} × ${escapeHtml(line.ticket.name)}</div></div>`,
    )
    .join("");
  return `<div class="summary-box" id="order-summary">
    <div class="fake-h3">Order summary</div>
    ${compact ? "" : items}
    <div class="sum-row"><span>Tickets</span><span id="sum-subtotal">${money(t.subtotal)}</span></div>
    ${promoLine}
    <div class="sum-row"><span>Booking fee</span><span id="sum-fee">${money(t.fee)}</span></div>
    <div class="sum-row sum-total"><span>Total</span><span id="sum-total">${money(t.total)}</span></div>
  </div>`;
}

export function render(container) {
  const state = load();
  const { lines } = totals(state);
  if (lines.length === 0) {
    container.innerHTML = `
    <div class="crumbs"><a href="#/home" id="crumb-home">Home</a> › Basket</div>
    <div class="fake-h1">Your basket</div>
    <div class="empty-box">Your basket is empty. <a href="#/events" id="empty-browse">Find something to do</a></div>`;
    return null;
  }
  const rows = lines
    .map(({ index, event, perf, ticket, qty }) => {
      const key = `${index}-${ticket.id}`;
      return `<tr>
      <td class="b-thumb"><img src="img/poster-${event.poster}.svg" width="88" height="58"></td>
      <td class="b-info"><span class="ev-title" id="item-${key}">${escapeHtml(event.title)}</span>
        <div class="r-meta">${escapeHtml(perfLabel(perf))} · ${escapeHtml(venueById(event.venue).name)}</div></td>
      <td class="b-type">${escapeHtml(ticket.name)}<div class="r-meta">${money(ticket.price)} each</div></td>
      <td class="b-qty"><div class="stepper">
        <span class="step-btn" id="item-minus-${key}">${ICONS.minus}</span>
        <span class="step-qty">${qty}</span>
        <span class="step-btn" id="item-plus-${key}">${ICONS.plus}</span></div></td>
      <td class="b-price">${money(ticket.price * qty)}</td>
      <td class="b-remove"><div class="icon-btn small" id="item-remove-${key}">${ICONS.trash}</div></td>
    </tr>`;
    })
    .join("");
  container.innerHTML = `
  <div class="crumbs"><a href="#/home" id="crumb-home">Home</a> › Basket</div>
  <div class="fake-h1">Your basket</div>
  <p class="lede">We'll hold these tickets for 20 minutes while you check out.</p>
  <div class="columns">
    <div class="col-main">
      <table class="basket-table" id="basket-table">${rows}</table>
      <div class="basket-foot">
        <a href="#/events" id="continue-shopping">‹ Continue shopping</a>
        <span class="text-link danger" id="basket-empty">Empty basket</span>
      </div>
      <div class="promo">
        <div class="filter-label">Got a promo code?</div>
        <div class="promo-row">
          <input type="text" id="promo-code" placeholder="Promo code" autocomplete="off" value="${escapeHtml(state.promo || "")}">
          <span class="btn btn-outline" id="promo-apply">Apply</span>
        </div>
        <div class="promo-ok" id="promo-ok">${state.promo ? `${escapeHtml(state.promo)} applied: ${escapeHtml(PROMO_CODES[state.promo].label)}` : ""}</div>
      </div>
    </div>
    <div class="col-side">
      <div id="summary-slot">${summaryHtml(state, true)}</div>
      <div class="btn btn-coral btn-block" id="basket-checkout">Continue to checkout</div>
      <div class="tickets-small">Secure payment. Tickets are emailed straight away.</div>
    </div>
  </div>`;

  const rerender = () => render(container);
  for (const { index, ticket } of lines) {
    const key = `${index}-${ticket.id}`;
    const change = (delta) => {
      update((s) => {
        const item = s.basket[index];
        item.lines[ticket.id] = Math.max(0, (item.lines[ticket.id] || 0) + delta);
        if (item.lines[ticket.id] === 0) delete item.lines[ticket.id];
        s.basket = s.basket.filter((entry) => Object.keys(entry.lines).length > 0);
      });
      refreshBasketCount();
      rerender();
    };
    onClick($(`#item-plus-${key}`), () => change(1));
    onClick($(`#item-minus-${key}`), () => change(-1));
    onClick($(`#item-remove-${key}`), () => change(-Infinity));
    onClick($(`#item-${key}`), () => go(`#/event/${eventById(state.basket[index].event).id}`));
  }
  onClick($("#basket-empty"), () => {
    update((s) => {
      s.basket = [];
      s.promo = null;
    });
    refreshBasketCount();
    rerender();
  });
  onClick($("#promo-apply"), () => {
    const field = $("#promo-code");
    const code = field.value.trim().toUpperCase();
    if (!PROMO_CODES[code]) {
      field.classList.add("is-invalid");
      $("#promo-ok").textContent = "";
      return;
    }
    field.classList.remove("is-invalid");
    const next = update((s) => {
      s.promo = code;
    });
    $("#promo-ok").textContent = `${code} applied: ${PROMO_CODES[code].label}`;
    $("#summary-slot").innerHTML = summaryHtml(next, true);
  });
  onClick($("#basket-checkout"), () => go("#/checkout"));
  return null;
}

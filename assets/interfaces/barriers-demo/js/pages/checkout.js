// Checkout: "Your details" with labels that are not tied to their fields and a div
// dropdown; "Payment" with div radio cards, a div checkbox and a div "Pay" button.
// Errors are shown in red only and never announced.

import { USER } from "../data.js";
import { escapeHtml, money } from "../format.js";
import { load, update } from "../store.js";
import { refreshBasketCount } from "../shell.js";
import {
  $,
  bindCheckbox,
  bindDropdown,
  bindRadioCards,
  checkboxHtml,
  dropdownHtml,
  fieldValue,
  go,
  isEmail,
  markInvalid,
  onClick,
  textFieldHtml,
} from "../widgets.js";
import { summaryHtml, totals } from "./basket.js";

const ACCESS_REQUIREMENTS = [
  "No access requirements",
  "Wheelchair space",
  "Wheelchair space and companion seat",
  "Step-free seat",
  "Infrared headset",
].map((label) => ({ value: label, label }));

function stepsHtml(current) {
  const steps = ["Your details", "Payment", "Confirmation"];
  return `<div class="steps">${steps
    .map(
      (label, i) =>
        `<div class="step${i === current ? " is-current" : ""}${i < current ? " is-done" : ""}"><span class="step-num">${i + 1}</span>${label}</div>`,
    )
    .join("")}</div>`;
}

function emptyBasket(container) {
  container.innerHTML = `<div class="fake-h1">Checkout</div>
    <div class="empty-box">There is nothing to pay for. <a href="#/events" id="empty-browse">Find something to do</a></div>`;
  return null;
}

export function renderDetails(container) {
  const state = load();
  if (totals(state).lines.length === 0) return emptyBasket(container);
  const details = state.checkout || {
    first: USER.firstName,
    last: USER.lastName,
    email: USER.email,
    mobile: USER.mobile,
    postcode: USER.postcode,
    access: ACCESS_REQUIREMENTS[0].value,
  };
  container.innerHTML = `
  <div class="crumbs"><a href="#/basket" id="crumb-basket">Basket</a> › Checkout</div>
  ${stepsHtml(0)}
  <div class="columns">
    <div class="col-main form-card">
      <div class="fake-h1">Your details</div>
      <div class="form-error" id="details-error"></div>
      <div class="form-grid">
        ${textFieldHtml("first-name", "First name", details.first)}
        ${textFieldHtml("last-name", "Last name", details.last)}
        ${textFieldHtml("email", "Email address", details.email)}
        ${textFieldHtml("mobile", "", details.mobile, "Mobile number")}
        ${textFieldHtml("postcode", "", details.postcode, "Postcode")}
      </div>
      <div class="field-label">Access requirements for this booking</div>
      ${dropdownHtml("dd-access-req", ACCESS_REQUIREMENTS, details.access)}
      <p class="hint">We'll pass this to the venue so your seats are ready when you arrive.</p>
      <div class="form-buttons">
        <div class="btn btn-coral" id="details-continue">Continue to payment</div>
        <a href="#/basket" id="details-back">Back to basket</a>
      </div>
    </div>
    <div class="col-side">${summaryHtml(state, false)}</div>
  </div>`;
  let access = details.access;
  bindDropdown("dd-access-req", (value) => {
    access = value;
  });
  onClick($("#details-continue"), () => {
    const values = {
      first: fieldValue("first-name"),
      last: fieldValue("last-name"),
      email: fieldValue("email"),
      mobile: fieldValue("mobile"),
      postcode: fieldValue("postcode"),
      access,
    };
    const invalid = ["first-name", "last-name", "mobile", "postcode"].filter((id) => !fieldValue(id));
    if (!isEmail(values.email)) invalid.push("email");
    if (markInvalid(invalid, "details-error", "Please fill in the fields marked in red.")) return;
    update((s) => {
      s.checkout = values;
    });
    go("#/checkout/payment");
  });
  return null;
}

export function renderPayment(container) {
  const state = load();
  if (totals(state).lines.length === 0) return emptyBasket(container);
  if (!state.checkout) {
    go("#/checkout");
    return null;
  }
  const { total } = totals(state);
  const { card } = USER;
  container.innerHTML = `
  <div class="crumbs"><a href="#/basket" id="crumb-basket">Basket</a> › Checkout</div>
  ${stepsHtml(1)}
  <div class="columns">
    <div class="col-main form-card">
      <div class="fake-h1">Payment</div>
      <div class="field-label">Pay with</div>
      <div class="radio-cards">
        ${state.cardRemoved ? "" : `<div class="radio-card is-selected" id="pay-saved"><span class="radio-dot"></span>
          <div><div class="radio-title">${card.brand} ending ${card.last4}</div><div class="r-meta">Expires ${card.expires} · Hannah Okafor</div></div></div>`}
        <div class="radio-card${state.cardRemoved ? " is-selected" : ""}" id="pay-new"><span class="radio-dot"></span>
          <div><div class="radio-title">A different card</div><div class="r-meta">Visa, Mastercard or American Express</div></div></div>
      </div>
      <div class="new-card" id="new-card"${state.cardRemoved ? "" : ' style="display:none"'}>
        <div class="form-grid">
          ${textFieldHtml("card-name", "", "", "Name on card")}
          ${textFieldHtml("card-number", "", "", "Card number")}
          ${textFieldHtml("card-expiry", "", "", "MM/YY")}
          ${textFieldHtml("card-cvc", "", "", "Security code")}
        </div>
      </div>
      ${checkboxHtml("terms-check", false, 'I agree to the <a href="#/page/terms" id="terms-link">terms of sale</a>, including the refund policy.')}
      <div class="form-error" id="payment-error"></div>
      <div class="form-buttons">
        <div class="btn btn-coral btn-large" id="pay-now">Pay ${money(total)}</div>
        <a href="#/checkout" id="payment-back">Back to your details</a>
      </div>
      <p class="hint">Your bank may ask you to confirm this payment in its app.</p>
    </div>
    <div class="col-side">${summaryHtml(state, false)}</div>
  </div>`;
  let method = state.cardRemoved ? "pay-new" : "pay-saved";
  let agreed = false;
  bindRadioCards(state.cardRemoved ? ["pay-new"] : ["pay-saved", "pay-new"], (id) => {
    method = id;
    $("#new-card").style.display = id === "pay-new" ? "block" : "none";
  });
  bindCheckbox("terms-check", (checked) => {
    agreed = checked;
    $(".cbox-row").classList.remove("is-invalid");
  });
  onClick($("#pay-now"), () => {
    const missingCard =
      method === "pay-new" &&
      ["card-name", "card-number", "card-expiry", "card-cvc"].some((id) => !$(`#${id}`).value.trim());
    if (!agreed || missingCard) {
      if (!agreed) $(".cbox-row").classList.add("is-invalid");
      $("#payment-error").textContent = missingCard
        ? "Please complete your card details."
        : "Please agree to the terms of sale.";
      return;
    }
    const order = {
      ref: "FL-322041",
      total,
      items: totals(state).lines.map((line) => ({
        event: line.event.title,
        perf: line.perf.id,
        ticket: line.ticket.name,
        qty: line.qty,
      })),
    };
    update((s) => {
      s.orders.push(order);
      s.basket = [];
      s.promo = null;
      s.checkout = null;
    });
    refreshBasketCount();
    go("#/checkout/confirmation");
  });
  return null;
}

export function renderConfirmation(container) {
  const order = load().orders.at(-1);
  if (!order) return emptyBasket(container);
  const lines = order.items
    .map((item) => `<li>${item.qty} × ${escapeHtml(item.ticket)}, ${escapeHtml(item.event)}</li>`)
    .join("");
  container.innerHTML = `
  ${stepsHtml(2)}
  <div class="form-card confirm-card">
    <div class="fake-h1">Booking confirmed</div>
    <p>Your booking reference is <strong>${order.ref}</strong>. We've emailed your tickets to ${escapeHtml(USER.email)}.</p>
    <ul class="notes">${lines}</ul>
    <p>Total paid: <strong>${money(order.total)}</strong></p>
    <a href="#/account/bookings" id="confirm-bookings">Go to my bookings</a>
  </div>`;
  return null;
}

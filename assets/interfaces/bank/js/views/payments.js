// Paying a payee: the payment form with validation, the review page and the confirmation.

import { RECENT_PAYMENTS } from "../data.js";
import { esc, fullDate, money, parseAmount, parseUkDate, shortDate, todayIso, ukDate } from "../format.js";
import { flashAfterNavigation, navigate } from "../shell.js";
import {
  account,
  available,
  clearDraft,
  newReference,
  payee,
  readDraft,
  recordMovement,
  save,
  state,
  writeDraft,
} from "../store.js";
import {
  errorSummaryMarkup,
  formValues,
  radioGroup,
  selectField,
  textField,
} from "../widgets.js";
import { breadcrumbs, helpAside, mountDraftForm, pageHead, summaryList } from "./common.js";

const PAY_FROM = ["current", "saver"];
const REFERENCE_PATTERN = /^[A-Za-z0-9 .\-/&]+$/;
const MAX_PAYMENT = 10000;

export function referenceError(reference, { required }) {
  const text = (reference || "").trim();
  if (!text) return required ? "Enter a reference" : null;
  if (text.length > 18) return "Reference must be 18 characters or fewer";
  if (!REFERENCE_PATTERN.test(text)) {
    return "Reference can only include letters, numbers, spaces, hyphens, full stops, slashes and &";
  }
  return null;
}

export function amountError(text, availableAmount) {
  if (!(text || "").trim()) return "Enter an amount";
  const amount = parseAmount(text);
  if (amount === null) return "Enter an amount in pounds and pence, like 25.00";
  if (amount < 0.01) return "Amount must be at least £0.01";
  if (amount > MAX_PAYMENT) return `Amount must be ${money(MAX_PAYMENT)} or less`;
  if (amount > availableAmount) return `Amount must be no more than your available balance of ${money(availableAmount)}`;
  return null;
}

function validatePayment(values) {
  const errors = {};
  if (!values["from-account"]) errors["from-account"] = "Choose the account to pay from";
  if (!values.payee) errors.payee = "Choose who you want to pay";
  const limit = values["from-account"] ? available(values["from-account"]) : MAX_PAYMENT;
  const amount = amountError(values.amount, limit);
  if (amount) errors.amount = amount;
  const reference = referenceError(values.reference, { required: true });
  if (reference) errors.reference = reference;
  if (!values.when) errors.when = "Choose when to send the payment";
  if (values.when === "later") {
    const date = parseUkDate(values["payment-date"]);
    if (!(values["payment-date"] || "").trim()) errors["payment-date"] = "Enter the payment date";
    else if (!date) errors["payment-date"] = "Enter a real date, like 27/03/2026";
    else if (date < todayIso()) errors["payment-date"] = "The payment date must be today or in the future";
    else if (date > "2027-03-16") errors["payment-date"] = "The payment date must be within the next 12 months";
  }
  return errors;
}

function accountOptions(ids) {
  return ids.map((id) => ({ value: id, label: account(id).name }));
}

function recentPaymentsPanel() {
  const items = RECENT_PAYMENTS.map((entry) => {
    const to = payee(entry.payeeId);
    if (!to) return "";
    return `<li><div><strong>${esc(to.name)}</strong><br><span class="muted small">${money(entry.amount)} · ${shortDate(entry.date)}<br>Reference ${esc(entry.reference)}</span></div>
      <button type="button" class="button button-secondary button-small" id="repeat-${entry.id}" data-repeat="${entry.id}">Repeat<span class="visually-hidden"> payment to ${esc(to.name)}</span></button></li>`;
  }).join("");
  return `<div class="panel"><h2>Recent payments</h2><ul class="link-list recent-payments">${items}</ul></div>`;
}

function paymentForm(values, errors) {
  const payees = state.payees.map((item) => ({ value: item.id, label: item.name }));
  const from = values["from-account"];
  const afterText = afterPaymentText(from, values.amount);
  return `<form class="panel" id="payment-form" novalidate>
      ${selectField({ id: "from-account", label: "Pay from", options: accountOptions(PAY_FROM), value: from, placeholder: "Choose an account", error: errors["from-account"], width: "input-medium" })}
      ${selectField({ id: "payee", label: "Pay to", hint: "Choose one of your saved payees.", options: payees, value: values.payee, placeholder: "Choose a payee", error: errors.payee, width: "input-medium" })}
      <p class="small" style="margin:-10px 0 18px"><a href="#/payees/new" id="pay-someone-new">Pay someone new</a></p>
      ${textField({ id: "amount", label: "Amount", prefix: "£", value: values.amount, error: errors.amount, width: "input-narrow", attrs: 'inputmode="decimal" autocomplete="off"' })}
      <p class="available-note" id="balance-after">${esc(afterText)}</p>
      ${textField({ id: "reference", label: "Reference", hint: "This appears on their statement. Up to 18 letters and numbers.", value: values.reference, error: errors.reference, width: "input-medium" })}
      ${radioGroup({
        name: "when",
        legend: "When should we send it?",
        value: values.when || "now",
        error: errors.when,
        options: [
          { value: "now", label: "Now", hint: "It usually arrives within 2 hours." },
          {
            value: "later",
            label: "On a later date",
            id: "when-later",
            conditional: textField({ id: "payment-date", label: "Payment date", hint: "For example, 27/03/2026", value: values["payment-date"], error: errors["payment-date"], width: "input-narrow" }),
          },
        ],
      })}
      <div class="button-row"><button type="submit" class="button" id="continue-payment">Continue</button>
        <a href="#/accounts" id="cancel-payment-form">Cancel</a></div>
    </form>`;
}

// Shown under the amount and updated as the customer types, without being announced.
function afterPaymentText(from, amountText) {
  if (!from) return "Choose an account to see your available balance.";
  const now = available(from);
  const amount = parseAmount(amountText);
  if (amount === null) return `Available to spend: ${money(now)}`;
  return `Available to spend after this payment: ${money(now - amount)}`;
}

export function paymentsView({ query }) {
  const { values, errors } = readDraft("payment");
  const chosen = payee(query.payee);
  if (chosen && values.payee !== chosen.id) {
    // "Pay" from the payees list starts a payment to that payee with their usual reference.
    values.payee = chosen.id;
    values.reference = chosen.reference;
  }
  const hasErrors = Object.keys(errors).length > 0;
  return {
    title: `${hasErrors ? "Error: " : ""}Make a payment`,
    section: "payments",
    keepFocus: hasErrors,
    html: `${breadcrumbs([["Accounts", "#/accounts"], ["Make a payment"]])}
      ${pageHead("Make a payment", "Send money to someone you've paid before.")}
      <div class="layout"><div>${errorSummaryMarkup(errors)}${paymentForm(values, errors)}</div>
      <aside class="aside" aria-label="Recent payments and limits">
        ${recentPaymentsPanel()}
        ${helpAside("Payment limits", ["You can send up to £10,000 a day online. Payments to new payees are limited to £1,000 on the first day."], [["Manage payees", "#/payees"], ["Help with payments", "#/help/payments"]])}
      </aside></div>`,
    mount(root) {
      const form = mountDraftForm(root, {
        formId: "payment-form",
        draft: "payment",
        validate: validatePayment,
        route: "#/payments",
        next: "#/payments/review",
      });
      const refresh = () => {
        root.querySelector("#balance-after").textContent = afterPaymentText(form.elements["from-account"].value, form.elements.amount.value);
      };
      form.addEventListener("input", refresh);
      form.addEventListener("change", (event) => {
        // Picking a payee fills in the reference they asked for, which can be changed.
        if (event.target.id === "payee") {
          const chosen = payee(event.target.value);
          if (chosen) form.elements.reference.value = chosen.reference;
        }
        refresh();
        writeDraft("payment", formValues(form));
      });
      root.querySelector(".recent-payments").addEventListener("click", (event) => {
        const button = event.target.closest("[data-repeat]");
        if (!button) return;
        const entry = RECENT_PAYMENTS.find((item) => item.id === button.dataset.repeat);
        const to = payee(entry.payeeId);
        writeDraft("payment", {
          "from-account": "current",
          payee: entry.payeeId,
          amount: entry.amount.toFixed(2),
          reference: entry.reference,
          when: entry.when,
          "payment-date": entry.when === "later" ? ukDate(entry.date) : "",
        });
        flashAfterNavigation(`We've copied your last payment to ${to.name}. Check the details before you continue.`, "info");
        navigate("#/payments");
      });
    },
  };
}

function paymentDraft() {
  const draft = state.drafts.payment;
  if (!draft || !draft.values || Object.keys(validatePayment(draft.values)).length) return null;
  return draft.values;
}

function whenText(values) {
  return values.when === "later" ? fullDate(parseUkDate(values["payment-date"])) : "Now (usually arrives within 2 hours)";
}

export function paymentReviewView() {
  const values = paymentDraft();
  if (!values) return { redirect: "#/payments" };
  const to = payee(values.payee);
  const from = account(values["from-account"]);
  const amount = parseAmount(values.amount);
  return {
    title: "Check your payment",
    section: "payments",
    html: `${breadcrumbs([["Accounts", "#/accounts"], ["Make a payment", "#/payments"], ["Check your payment"]])}
      ${pageHead("Check your payment", "Make sure everything is right before you confirm.")}
      <div class="layout"><div>
        <div class="panel" id="review-summary">
          ${summaryList([
            { key: "Pay from", value: `${esc(from.name)}<br><span class="muted small">${from.sortCode} ${from.number}</span>`, change: { href: "#/payments", label: "account to pay from" } },
            { key: "Pay to", value: `${esc(to.name)}<br><span class="muted small">Sort code ${to.sortCode} · Account ${to.number}</span>`, change: { href: "#/payments", label: "payee" } },
            { key: "Amount", value: `<strong>${money(amount)}</strong>`, change: { href: "#/payments", label: "amount" } },
            { key: "Reference", value: esc(values.reference.trim().toUpperCase()), change: { href: "#/payments", label: "reference" } },
            { key: "When", value: whenText(values), change: { href: "#/payments", label: "when to send it" } },
          ])}
          <div class="notice notice-warn"><p>Once you confirm, we can't always get the money back if the details are wrong or it's a scam.</p></div>
          <div class="button-row"><button type="button" class="button" id="confirm-payment">Confirm payment</button>
            <button type="button" class="button button-secondary" id="cancel-payment">Cancel payment</button></div>
        </div>
      </div>
      <aside class="aside" aria-label="Stay safe">
        ${helpAside("Is someone asking you to pay?", ["Stop and check if you were told to move money, to keep a payment secret, or to act quickly. We'll never ask you to do this."], [["Learn about scams", "#/help/security"]])}
      </aside></div>`,
    mount(root) {
      root.querySelector("#confirm-payment").addEventListener("click", () => {
        const reference = newReference("PAY");
        if (values.when === "now") {
          recordMovement({ from: values["from-account"], amount, description: `${to.name.toUpperCase()} ${values.reference.trim().toUpperCase()}`, type: "Faster Payment" });
        }
        state.lastPayment = { ...values, reference: values.reference.trim().toUpperCase(), confirmation: reference };
        clearDraft("payment");
        save();
        flashAfterNavigation(values.when === "now" ? `Payment of ${money(amount)} to ${to.name} sent.` : `Payment of ${money(amount)} to ${to.name} scheduled.`);
        navigate("#/payments/done");
      });
      root.querySelector("#cancel-payment").addEventListener("click", () => {
        clearDraft("payment");
        flashAfterNavigation("Payment cancelled. No money has been sent.", "info");
        navigate("#/accounts");
      });
    },
  };
}

export function paymentDoneView() {
  const last = state.lastPayment;
  if (!last) return { redirect: "#/payments" };
  const to = payee(last.payee);
  return {
    title: "Payment confirmed",
    section: "payments",
    html: `${pageHead(last.when === "now" ? "Payment sent" : "Payment scheduled")}
      <div class="panel" id="payment-confirmation">
        <p>Your confirmation number is <strong>${esc(last.confirmation)}</strong>.</p>
        ${summaryList([
          { key: "Paid to", value: esc(to ? to.name : "") },
          { key: "Amount", value: money(parseAmount(last.amount)) },
          { key: "Reference", value: esc(last.reference) },
          { key: "When", value: whenText(last) },
          { key: "Available to spend now", value: money(available(last["from-account"])) },
        ])}
        <div class="button-row"><a class="button" href="#/accounts" id="done-accounts">Back to your accounts</a>
          <a href="#/payments" id="another-payment">Make another payment</a></div>
      </div>`,
  };
}

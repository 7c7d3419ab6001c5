// Standing orders and Direct Debits (tabs), cancelling one, and setting up a standing order.

import { DIRECT_DEBITS } from "../data.js";
import { esc, fullDate, money, parseAmount, parseUkDate, shortDate, todayIso } from "../format.js";
import { flashAfterNavigation, navigate } from "../shell.js";
import { account, available, clearDraft, payee, readDraft, save, state } from "../store.js";
import {
  errorSummaryMarkup,
  openDialog,
  radioGroup,
  selectField,
  setupTabs,
  tabsMarkup,
  textField,
} from "../widgets.js";
import { breadcrumbs, helpAside, mountDraftForm, pageHead, summaryList } from "./common.js";
import { amountError, referenceError } from "./payments.js";

const FREQUENCIES = [
  { value: "weekly", label: "Weekly" },
  { value: "fortnightly", label: "Every 2 weeks" },
  { value: "monthly", label: "Monthly" },
  { value: "quarterly", label: "Every 3 months" },
  { value: "yearly", label: "Yearly" },
];

function orderRows() {
  return state.standingOrders
    .map(
      (order) => `<tr><td><strong>${esc(order.payeeName)}</strong></td><td class="num">${money(order.amount)}</td>
        <td>${esc(order.frequency)}</td><td>${shortDate(order.next)}</td><td>${esc(order.reference)}</td>
        <td class="num"><button type="button" class="link-button danger" id="cancel-${order.id}" data-cancel-order="${order.id}">Cancel<span class="visually-hidden"> standing order to ${esc(order.payeeName)}</span></button></td></tr>`,
    )
    .join("");
}

function debitRows() {
  return DIRECT_DEBITS.map(
    (debit) => `<tr><td><strong>${esc(debit.name)}</strong></td><td>${esc(debit.reference)}</td>
      <td class="num">${money(debit.last)}</td><td>${shortDate(debit.lastDate)}</td>
      <td class="num"><button type="button" class="link-button danger" id="cancel-${debit.id}" data-cancel-debit="${debit.id}">Cancel<span class="visually-hidden"> Direct Debit to ${esc(debit.name)}</span></button></td></tr>`,
  ).join("");
}

function confirmCancel({ id, title, text, onConfirm }) {
  openDialog({
    id,
    title,
    bodyHtml: `<p>${esc(text)}</p>`,
    actions: [
      { id: "confirm-cancel-order", label: "Yes, cancel it", style: "button-danger", navigates: true, onClick: onConfirm },
      { id: "keep-order", label: "No, keep it", style: "button-secondary", onClick: () => {} },
    ],
  });
}

export function standingOrdersView({ query }) {
  const ordersTable = `<table id="standing-orders-table"><caption class="visually-hidden">Standing orders from your Everyday Current Account</caption>
      <thead><tr><th scope="col">Paid to</th><th scope="col" class="num">Amount</th><th scope="col">How often</th><th scope="col">Next payment</th><th scope="col">Reference</th><th scope="col" class="num">Actions</th></tr></thead>
      <tbody>${orderRows()}</tbody></table>`;
  const debitsTable = `<table id="direct-debits-table"><caption class="visually-hidden">Direct Debits from your Everyday Current Account</caption>
      <thead><tr><th scope="col">Paid to</th><th scope="col">Reference</th><th scope="col" class="num">Last amount</th><th scope="col">Last paid</th><th scope="col" class="num">Actions</th></tr></thead>
      <tbody>${debitRows()}</tbody></table>
      <p class="small muted" style="margin-top:12px">Direct Debits are protected by the Direct Debit Guarantee.</p>`;
  return {
    title: "Standing orders and Direct Debits",
    section: "standing-orders",
    html: `${pageHead("Standing orders and Direct Debits", "Regular payments from your Everyday Current Account (20-71-48 51783920).", '<a class="button" href="#/standing-orders/new" id="new-standing-order">Set up a standing order</a>')}
      <div class="layout"><div>
      ${tabsMarkup({
        label: "Regular payments",
        selected: query.tab === "direct-debits" ? "direct-debits" : "standing-orders",
        tabs: [
          { id: "standing-orders", label: `Standing orders (${state.standingOrders.length})`, html: ordersTable },
          { id: "direct-debits", label: `Direct Debits (${DIRECT_DEBITS.length})`, html: debitsTable },
        ],
      })}</div>
      <aside class="aside" aria-label="About regular payments">
        ${helpAside("Standing order or Direct Debit?", ["You control a standing order: you set the amount and dates.", "A Direct Debit is collected by the company you pay, and the amount can change."], [["Help with regular payments", "#/help/payments"]])}
      </aside></div>`,
    mount(root) {
      setupTabs(root.querySelector('[role="tablist"]'));
      root.addEventListener("click", (event) => {
        const order = event.target.closest("[data-cancel-order]");
        const debit = event.target.closest("[data-cancel-debit]");
        if (order) {
          const item = state.standingOrders.find((entry) => entry.id === order.dataset.cancelOrder);
          confirmCancel({
            id: "cancel-order-dialog",
            title: `Cancel your standing order to ${item.payeeName}?`,
            text: `No more payments of ${money(item.amount)} will be made. The next one was due on ${fullDate(item.next)}.`,
            onConfirm: () => {
              state.standingOrders = state.standingOrders.filter((entry) => entry.id !== item.id);
              save();
              flashAfterNavigation(`Standing order to ${item.payeeName} cancelled.`);
              navigate("#/standing-orders");
            },
          });
        } else if (debit) {
          const item = DIRECT_DEBITS.find((entry) => entry.id === debit.dataset.cancelDebit);
          confirmCancel({
            id: "cancel-order-dialog",
            title: `Cancel your Direct Debit to ${item.name}?`,
            text: `${item.name} won't be able to collect payments. Tell them you've cancelled, or you may owe them money.`,
            onConfirm: () => {
              flashAfterNavigation(`We've sent your request to cancel the Direct Debit to ${item.name}.`);
              navigate("#/standing-orders?tab=direct-debits");
            },
          });
        }
      });
    },
  };
}

function validateOrder(values) {
  const errors = {};
  if (!values["so-from"]) errors["so-from"] = "Choose the account to pay from";
  if (!values["so-payee"]) errors["so-payee"] = "Choose who to pay";
  const amount = amountError(values["so-amount"], values["so-from"] ? available(values["so-from"]) + 10000 : 10000);
  if (amount) errors["so-amount"] = amount;
  const reference = referenceError(values["so-reference"], { required: true });
  if (reference) errors["so-reference"] = reference;
  if (!values["so-frequency"]) errors["so-frequency"] = "Choose how often to pay";
  const first = parseUkDate(values["so-first-date"]);
  if (!(values["so-first-date"] || "").trim()) errors["so-first-date"] = "Enter the date of the first payment";
  else if (!first) errors["so-first-date"] = "Enter a real date, like 01/04/2026";
  else if (first <= todayIso()) errors["so-first-date"] = "The first payment must be after today";
  if (!values["so-end"]) errors["so-end"] = "Choose when the payments should stop";
  if (values["so-end"] === "date") {
    const last = parseUkDate(values["so-last-date"]);
    if (!last) errors["so-last-date"] = "Enter the date of the last payment, like 01/04/2027";
    else if (first && last < first) errors["so-last-date"] = "The last payment must be after the first payment";
  }
  return errors;
}

export function standingOrderNewView() {
  const { values, errors } = readDraft("standing-order");
  const hasErrors = Object.keys(errors).length > 0;
  const payees = state.payees.map((item) => ({ value: item.id, label: item.name }));
  return {
    title: `${hasErrors ? "Error: " : ""}Set up a standing order`,
    section: "standing-orders",
    keepFocus: hasErrors,
    html: `${breadcrumbs([["Standing orders", "#/standing-orders"], ["Set up a standing order"]])}
      ${pageHead("Set up a standing order", "Pay the same amount regularly until you stop it.")}
      <div class="layout"><div>${errorSummaryMarkup(errors)}
        <form class="panel" id="standing-order-form" novalidate>
          ${selectField({ id: "so-from", label: "Pay from", options: [{ value: "current", label: "Everyday Current Account" }], value: values["so-from"], placeholder: "Choose an account", error: errors["so-from"], width: "input-medium" })}
          ${selectField({ id: "so-payee", label: "Pay to", options: payees, value: values["so-payee"], placeholder: "Choose a payee", error: errors["so-payee"], width: "input-medium" })}
          ${textField({ id: "so-amount", label: "Amount each time", prefix: "£", value: values["so-amount"], error: errors["so-amount"], width: "input-narrow", attrs: 'inputmode="decimal" autocomplete="off"' })}
          ${textField({ id: "so-reference", label: "Reference", hint: "Up to 18 letters and numbers.", value: values["so-reference"], error: errors["so-reference"], width: "input-medium" })}
          ${selectField({ id: "so-frequency", label: "How often", options: FREQUENCIES, value: values["so-frequency"], placeholder: "Choose how often", error: errors["so-frequency"], width: "input-medium" })}
          ${textField({ id: "so-first-date", label: "Date of first payment", hint: "For example, 01/04/2026. It must be after today.", value: values["so-first-date"], error: errors["so-first-date"], width: "input-narrow" })}
          ${radioGroup({
            name: "so-end",
            legend: "When should the payments stop?",
            value: values["so-end"],
            error: errors["so-end"],
            options: [
              { value: "never", label: "When I cancel it" },
              {
                value: "date",
                label: "After a set date",
                conditional: textField({ id: "so-last-date", label: "Date of last payment", hint: "For example, 01/04/2027", value: values["so-last-date"], error: errors["so-last-date"], width: "input-narrow" }),
              },
            ],
          })}
          <div class="button-row"><button type="submit" class="button" id="continue-standing-order">Continue</button>
            <a href="#/standing-orders" id="cancel-new-standing-order">Cancel</a></div>
        </form></div>
      <aside class="aside" aria-label="About standing orders">
        ${helpAside("Good to know", ["Payments due on a weekend or bank holiday go out on the next working day.", "You can change or cancel a standing order up to the day before it's due."])}
      </aside></div>`,
    mount(root) {
      mountDraftForm(root, {
        formId: "standing-order-form",
        draft: "standing-order",
        validate: validateOrder,
        route: "#/standing-orders/new",
        next: "#/standing-orders/review",
      });
    },
  };
}

export function standingOrderReviewView() {
  const draft = state.drafts["standing-order"];
  if (!draft || Object.keys(validateOrder(draft.values)).length) return { redirect: "#/standing-orders/new" };
  const values = draft.values;
  const to = payee(values["so-payee"]);
  const frequency = FREQUENCIES.find((item) => item.value === values["so-frequency"]).label;
  const first = parseUkDate(values["so-first-date"]);
  const amount = parseAmount(values["so-amount"]);
  const change = (label) => ({ href: "#/standing-orders/new", label });
  return {
    title: "Check your standing order",
    section: "standing-orders",
    html: `${breadcrumbs([["Standing orders", "#/standing-orders"], ["Set up a standing order", "#/standing-orders/new"], ["Check your standing order"]])}
      ${pageHead("Check your standing order")}
      <div class="panel" id="standing-order-summary" style="max-width:820px">
        ${summaryList([
          { key: "Pay from", value: esc(account(values["so-from"]).name), change: change("account to pay from") },
          { key: "Pay to", value: `${esc(to.name)}<br><span class="muted small">Sort code ${to.sortCode} · Account ${to.number}</span>`, change: change("payee") },
          { key: "Amount", value: `<strong>${money(amount)}</strong>`, change: change("amount") },
          { key: "Reference", value: esc(values["so-reference"].trim().toUpperCase()), change: change("reference") },
          { key: "How often", value: esc(frequency), change: change("how often") },
          { key: "First payment", value: fullDate(first), change: change("first payment date") },
          { key: "Last payment", value: values["so-end"] === "date" ? fullDate(parseUkDate(values["so-last-date"])) : "When you cancel it", change: change("when payments stop") },
        ])}
        <div class="button-row"><button type="button" class="button" id="confirm-standing-order">Set up standing order</button>
          <a href="#/standing-orders" id="cancel-standing-order-review">Cancel</a></div>
      </div>`,
    mount(root) {
      root.querySelector("#confirm-standing-order").addEventListener("click", () => {
        state.standingOrders.push({
          id: `so-new-${state.standingOrders.length + 1}`,
          payeeName: to.name,
          amount,
          frequency,
          next: first,
          reference: values["so-reference"].trim().toUpperCase(),
        });
        clearDraft("standing-order");
        save();
        flashAfterNavigation(`Standing order to ${to.name} set up.`);
        navigate("#/standing-orders/done");
      });
    },
  };
}

export function standingOrderDoneView() {
  const order = state.standingOrders[state.standingOrders.length - 1];
  return {
    title: "Standing order set up",
    section: "standing-orders",
    html: `${pageHead("Standing order set up")}
      <div class="panel" style="max-width:820px"><p>${money(order.amount)} will be paid to ${esc(order.payeeName)} (${esc(order.frequency.toLowerCase())}), starting on ${fullDate(order.next)}.</p>
        <div class="button-row"><a class="button" href="#/standing-orders" id="view-standing-orders">View your standing orders</a>
          <a href="#/accounts" id="so-done-accounts">Back to your accounts</a></div></div>`,
  };
}

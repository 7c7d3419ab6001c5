// Accounts overview and the page of one account.

import { ACCOUNTS, CUSTOMER, MESSAGES } from "../data.js";
import { esc, fullDate, longDate, money, shortDate, todayIso } from "../format.js";
import { account, available, balance, pendingFor, state, transactionsFor } from "../store.js";
import { setupTabs, tabsMarkup } from "../widgets.js";
import { breadcrumbs, helpAside, pageHead, summaryList } from "./common.js";

function accountNumberText(item) {
  return item.kind === "credit"
    ? `Mastercard ending ${item.cardEnding}`
    : `Sort code ${item.sortCode} · Account ${item.number}`;
}

function balanceBlock(item) {
  if (item.kind === "credit") {
    return `<div class="balance-block"><div class="balance-label">Balance owed</div>
      <div class="balance-amount">${money(-balance(item.id))}</div>
      <div class="balance-label">Available credit ${money(available(item.id))}</div></div>`;
  }
  if (item.kind === "isa") {
    return `<div class="balance-block"><div class="balance-label">Balance</div>
      <div class="balance-amount">${money(balance(item.id))}</div>
      <div class="balance-label">Tax-free interest</div></div>`;
  }
  const note = item.overdraft ? ` (includes ${money(item.overdraft)} overdraft)` : "";
  return `<div class="balance-block"><div class="balance-label">Balance</div>
    <div class="balance-amount">${money(balance(item.id))}</div>
    <div class="balance-label">Available ${money(available(item.id))}${note}</div></div>`;
}

const ACTIONS = {
  current: [
    ["View statement", "#/statements?account=current"],
    ["Make a payment", "#/payments"],
    ["Move money", "#/transfer?from=current"],
  ],
  savings: [
    ["View statement", "#/statements?account=saver"],
    ["Move money", "#/transfer?from=saver"],
  ],
  isa: [
    ["Account details", "#/account/isa"],
    ["Top up your ISA", "#/transfer?to=isa"],
  ],
  credit: [
    ["View statement", "#/statements?account=card"],
    ["Pay your card", "#/transfer?to=card"],
  ],
};

function accountCard(item) {
  const actions = ACTIONS[item.kind]
    .map(
      ([label, href]) =>
        `<a href="${href}">${esc(label)}<span class="visually-hidden"> – ${esc(item.name)}</span></a>`,
    )
    .join("");
  return `<li class="account-card ${item.kind}">
      <div><h2><a href="#/account/${item.id}" id="account-link-${item.id}">${esc(item.name)}</a></h2>
      <p class="account-meta">${esc(accountNumberText(item))}</p>
      ${item.kind === "savings" || item.kind === "isa" ? `<p class="account-meta">${esc(item.rate)}</p>` : ""}</div>
      ${balanceBlock(item)}
      <div class="account-actions">${actions}</div>
    </li>`;
}

function upcomingPayments() {
  const rows = [
    ...state.standingOrders.map((order) => ({ date: order.next, name: order.payeeName, amount: order.amount })),
    { date: account("card").paymentDue, name: "Credit card minimum payment", amount: account("card").minimumPayment },
  ]
    .filter((row) => row.date <= "2026-04-15")
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.name.localeCompare(b.name)));
  const items = rows
    .map(
      (row) => `<li><strong>${esc(row.name)}</strong><br><span class="muted small">${shortDate(row.date)} · ${money(row.amount)}</span></li>`,
    )
    .join("");
  return `<div class="panel"><h2>Coming up</h2><ul class="link-list">${items}</ul>
    <p class="small"><a href="#/standing-orders">Manage standing orders and Direct Debits</a></p></div>`;
}

function messagesPanel() {
  const unread = MESSAGES.filter((message) => message.unread && !state.readMessages.includes(message.id));
  const items = unread
    .map((message) => `<li><a href="#/messages/${message.id}">${esc(message.subject)}</a><br><span class="muted small">${shortDate(message.date)}</span></li>`)
    .join("");
  return `<div class="panel"><h2>Messages</h2>${
    unread.length ? `<ul class="link-list">${items}</ul>` : "<p>You have no unread messages.</p>"
  }<p class="small"><a href="#/messages">All messages</a></p></div>`;
}

export function accountsView() {
  const everyday = ACCOUNTS.filter((item) => item.kind !== "credit");
  const total = everyday.reduce((sum, item) => sum + balance(item.id), 0);
  const quick = `<div class="button-row" style="margin:0">
      <a class="button" href="#/payments" id="quick-pay">Make a payment</a>
      <a class="button button-secondary" href="#/transfer" id="quick-transfer">Move money</a></div>`;
  return {
    title: "Your accounts",
    section: "accounts",
    html: `${pageHead(`Good morning, ${CUSTOMER.firstName}`, fullDate(todayIso()), quick)}
      <div class="layout"><div>
        <ul class="account-list" aria-label="Your accounts">${ACCOUNTS.map(accountCard).join("")}</ul>
        <p class="total-row"><span>Total in current, savings and ISA accounts</span><strong>${money(total)}</strong></p>
      </div>
      <aside class="aside" aria-label="Coming up and messages">
        ${upcomingPayments()}
        ${messagesPanel()}
        <div class="panel promo"><h2>1 Year Fixed Saver</h2><p class="rate">4.20% AER</p>
          <p>Lock in a fixed rate on savings from £1,000.</p><a href="#/help/savings">Find out more about fixed savings</a></div>
      </aside></div>`,
  };
}

function recentTable(item) {
  const rows = transactionsFor(item.id).slice(-8).reverse();
  const pending = pendingFor(item.id);
  const body = [
    ...pending.map(
      (row) => `<tr><td>${shortDate(row.date)}</td><td>${esc(row.description)} <span class="tag tag-pending">Pending</span></td>
        <td class="num">${row.amount < 0 ? money(-row.amount) : ""}</td><td class="num">${row.amount > 0 ? money(row.amount) : ""}</td></tr>`,
    ),
    ...rows.map(
      (row) => `<tr><td>${shortDate(row.date)}</td><td><a href="#/transaction/${row.id}">${esc(row.description)}</a></td>
        <td class="num">${row.amount < 0 ? money(-row.amount) : ""}</td><td class="num money-in">${row.amount > 0 ? money(row.amount) : ""}</td></tr>`,
    ),
  ].join("");
  return `<table><caption>Latest transactions</caption>
    <thead><tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col" class="num">Money out</th><th scope="col" class="num">Money in</th></tr></thead>
    <tbody>${body}</tbody></table>
    <p style="margin-top:12px"><a href="#/statements?account=${item.id}" id="full-statement">View full statement</a></p>`;
}

function detailsRows(item) {
  if (item.kind === "credit") {
    return [
      { key: "Card", value: `Rewards Mastercard ending ${esc(item.cardEnding)}` },
      { key: "Credit limit", value: money(item.limit) },
      { key: "Balance owed", value: money(-balance(item.id)) },
      { key: "Available credit", value: money(available(item.id)) },
      { key: "Account holder", value: esc(CUSTOMER.fullName) },
    ];
  }
  return [
    { key: "Account holder", value: esc(CUSTOMER.fullName) },
    { key: "Sort code", value: esc(item.sortCode) },
    { key: "Account number", value: esc(item.number) },
    { key: "IBAN", value: `GB29 LARC ${item.sortCode.replace(/-/g, "")} ${item.number}` },
    { key: "BIC", value: "LARCGB2L" },
  ];
}

function interestPanel(item) {
  if (item.kind === "credit") {
    return `<h2>Your latest statement</h2>${summaryList([
      { key: "Statement date", value: longDate(item.statementDate) },
      { key: "Statement balance", value: money(item.statementBalance) },
      { key: "Minimum payment", value: money(item.minimumPayment) },
      { key: "Payment due by", value: fullDate(item.paymentDue) },
      { key: "Interest rate", value: esc(item.rate) },
    ])}<p>Pay the full statement balance by the due date and you won't pay interest on purchases.</p>`;
  }
  const rows = [{ key: "Interest rate", value: esc(item.rate) }];
  if (item.interestPaid) rows.push({ key: "Interest paid", value: esc(item.interestPaid) });
  if (item.id === "saver") {
    rows.push({ key: "Rate from 1 April 2026", value: "3.10% AER / 3.05% gross (variable)" });
  }
  return `<h2>Interest and charges</h2>${summaryList(rows)}
    <p class="muted small">AER stands for Annual Equivalent Rate. It shows what the interest rate would be if interest was paid and added each year.</p>`;
}

export function accountView({ params }) {
  const item = account(params.id);
  if (!item) return { redirect: "#/accounts" };
  const tabs = tabsMarkup({
    label: "Account information",
    selected: "recent",
    tabs: [
      { id: "recent", label: "Recent transactions", html: recentTable(item) },
      { id: "details", label: "Account details", html: `<h2>Account details</h2>${summaryList(detailsRows(item))}` },
      {
        id: "interest",
        label: item.kind === "credit" ? "Statement and payments" : "Interest and charges",
        html: interestPanel(item),
      },
    ],
  });
  const links =
    item.kind === "credit"
      ? [["Pay your card", "#/transfer?to=card"], ["Manage your cards", "#/cards"], ["Statement preferences", "#/settings/statements"]]
      : [["Make a payment", "#/payments"], ["Move money", `#/transfer?from=${item.id}`], ["Standing orders", "#/standing-orders"], ["Close this account", "#/help/close-account"]];
  return {
    title: item.name,
    section: "accounts",
    html: `${breadcrumbs([["Accounts", "#/accounts"], [item.name]])}
      ${pageHead(item.name, accountNumberText(item))}
      <div class="layout"><div>
        <div class="panel"><div class="panel-head"><h2 style="margin:0">Balance</h2>${balanceBlock(item)}</div></div>
        ${tabs}
      </div>
      <aside class="aside" aria-label="Manage this account">
        ${helpAside("Manage this account", [], links)}
        ${helpAside("Need help?", ["Call us on 0345 600 2710, 8am to 8pm, 7 days a week."], [["Help with accounts", "#/help"]])}
      </aside></div>`,
    mount(root) {
      setupTabs(root.querySelector('[role="tablist"]'));
    },
  };
}

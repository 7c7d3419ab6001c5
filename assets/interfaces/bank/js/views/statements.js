// Statements with filters and a sortable table, one transaction, and reporting a problem.

import { ACCOUNTS, CARDS, CUSTOMER } from "../data.js";
import { esc, fullDate, money, shortDate, todayIso } from "../format.js";
import { flashAfterNavigation, navigate } from "../shell.js";
import {
  account,
  clearDraft,
  newReference,
  pendingFor,
  readDraft,
  state,
  transaction,
  transactionsFor,
  writeDraft,
} from "../store.js";
import {
  activateErrorSummary,
  errorSummaryMarkup,
  formValues,
  radioGroup,
  selectField,
} from "../widgets.js";
import { breadcrumbs, helpAside, pageHead, summaryList } from "./common.js";

const PERIODS = [
  { value: "2026-03", label: "March 2026" },
  { value: "2026-02", label: "February 2026" },
  { value: "all", label: "1 February to 16 March 2026" },
];
const TYPES = [
  { value: "all", label: "All transactions" },
  { value: "in", label: "Money in" },
  { value: "out", label: "Money out" },
];
const COLUMNS = [
  { key: "date", label: "Date" },
  { key: "description", label: "Description" },
  { key: "type", label: "Type" },
  { key: "out", label: "Money out", numeric: true },
  { key: "in", label: "Money in", numeric: true },
  { key: "balance", label: "Balance", numeric: true },
];

function filtered(filters) {
  const words = filters.q.trim().toLowerCase();
  return transactionsFor(filters.account).filter(
    (row) =>
      (filters.period === "all" || row.date.startsWith(filters.period)) &&
      (filters.type === "all" || (filters.type === "in" ? row.amount > 0 : row.amount < 0)) &&
      (!words || row.description.toLowerCase().includes(words)),
  );
}

function sortValue(row, key) {
  if (key === "out") return row.amount < 0 ? -row.amount : 0;
  if (key === "in") return row.amount > 0 ? row.amount : 0;
  if (key === "description" || key === "type") return row[key].toLowerCase();
  return row[key];
}

// Sorting keeps statement order (oldest first) between equal values, so ties are stable.
function sorted(rows, sort) {
  const indexed = rows.map((row, index) => ({ row, index }));
  indexed.sort((a, b) => {
    const x = sortValue(a.row, sort.key);
    const y = sortValue(b.row, sort.key);
    const order = x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return sort.dir === "ascending" ? order : -order;
    return sort.dir === "ascending" ? a.index - b.index : b.index - a.index;
  });
  return indexed.map((item) => item.row);
}

function rowMarkup(row) {
  const under = state.reports[row.id] ? ' <span class="tag">Under review</span>' : "";
  return `<tr><td>${shortDate(row.date)}</td>
    <td><a href="#/transaction/${row.id}">${esc(row.description)}</a>${under}</td>
    <td>${esc(row.type)}</td>
    <td class="num">${row.amount < 0 ? money(-row.amount) : ""}</td>
    <td class="num money-in">${row.amount > 0 ? money(row.amount) : ""}</td>
    <td class="num">${money(row.balance)}</td></tr>`;
}

function pendingMarkup(row) {
  return `<tr><td>${shortDate(row.date)}</td><td>${esc(row.description)} <span class="tag tag-pending">Pending</span></td>
    <td>${esc(row.type)}</td><td class="num">${money(-row.amount)}</td><td class="num"></td><td class="num"></td></tr>`;
}

function headerMarkup(sort) {
  return COLUMNS.map((column) => {
    const active = column.key === sort.key;
    const icon = active ? (sort.dir === "ascending" ? "▲" : "▼") : "↕";
    return `<th scope="col" class="${column.numeric ? "num" : ""}"${active ? ` aria-sort="${sort.dir}"` : ""}>
      <button type="button" class="sort-button" id="sort-${column.key}" data-sort="${column.key}">${esc(column.label)}<span class="sort-icon" aria-hidden="true">${icon}</span></button></th>`;
  }).join("");
}

function tableBody(rows, filters, sort) {
  const pending = filters.period !== "2026-02" && filters.type !== "in" && !filters.q ? pendingFor(filters.account) : [];
  if (!rows.length && !pending.length) {
    return `<tr><td colspan="6">No transactions match your filters.</td></tr>`;
  }
  return pending.map(pendingMarkup).join("") + sorted(rows, sort).map(rowMarkup).join("");
}

function totals(rows) {
  const moneyIn = rows.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0);
  const moneyOut = rows.filter((row) => row.amount < 0).reduce((sum, row) => sum - row.amount, 0);
  return `<p class="results-count" id="results-count">${rows.length} ${rows.length === 1 ? "transaction" : "transactions"} · Money in ${money(moneyIn)} · Money out ${money(moneyOut)}</p>`;
}

export function statementsView({ query }) {
  const filters = {
    account: ACCOUNTS.some((item) => item.id === query.account && item.kind !== "isa") ? query.account : "current",
    period: PERIODS.some((item) => item.value === query.period) ? query.period : "2026-03",
    type: TYPES.some((item) => item.value === query.type) ? query.type : "all",
    q: query.q || "",
  };
  const sort = { key: "date", dir: "descending" };
  const rows = filtered(filters);
  const item = account(filters.account);
  const accountOptions = ACCOUNTS.filter((entry) => entry.kind !== "isa").map((entry) => ({
    value: entry.id,
    label: entry.name,
  }));
  const form = `<form class="panel" id="statement-filters" role="search" aria-label="Filter transactions">
      <div class="filters">
        ${selectField({ id: "statement-account", label: "Account", options: accountOptions, value: filters.account })}
        ${selectField({ id: "statement-period", label: "Period", options: PERIODS, value: filters.period })}
        ${selectField({ id: "statement-type", label: "Show", options: TYPES, value: filters.type })}
        <div class="field"><label for="statement-search">Search descriptions</label>
          <input class="input input-narrow" type="search" id="statement-search" name="q" value="${esc(filters.q)}"></div>
        <div class="field"><button type="submit" class="button" id="apply-filters">Apply filters</button></div>
        <div class="field"><a href="#/statements?account=${filters.account}" id="clear-filters">Clear filters</a></div>
      </div></form>`;
  return {
    title: "Statements",
    section: "statements",
    html: `${pageHead("Statements", `${item.name} · ${item.kind === "credit" ? `Mastercard ending ${item.cardEnding}` : `${item.sortCode} ${item.number}`}`)}
      ${form}
      <div class="panel">
        <div class="panel-head"><h2 style="margin:0">Transactions</h2>
          <p class="small muted" style="margin:0">Select a column heading to sort. Select a description for details.</p></div>
        ${totals(rows)}
        <div class="table-wrap"><table id="transactions-table">
          <caption class="visually-hidden">Transactions for ${esc(item.name)}, ${esc(PERIODS.find((p) => p.value === filters.period).label)}</caption>
          <thead><tr>${headerMarkup(sort)}</tr></thead>
          <tbody>${tableBody(rows, filters, sort)}</tbody></table></div>
      </div>`,
    mount(root) {
      const table = root.querySelector("#transactions-table");
      table.querySelector("thead").addEventListener("click", (event) => {
        const button = event.target.closest("[data-sort]");
        if (!button) return;
        const key = button.dataset.sort;
        // Numbers and dates sort largest or newest first on the first press, like most banks.
        const firstDir = key === "description" || key === "type" ? "ascending" : "descending";
        sort.dir = sort.key === key ? (sort.dir === "ascending" ? "descending" : "ascending") : firstDir;
        sort.key = key;
        // The rows re-sort in place without any announcement; only aria-sort changes.
        table.querySelector("thead tr").innerHTML = headerMarkup(sort);
        table.querySelector("tbody").innerHTML = tableBody(rows, filters, sort);
        table.querySelector(`#sort-${key}`).focus();
      });
      root.querySelector("#statement-filters").addEventListener("submit", (event) => {
        event.preventDefault();
        const values = formValues(event.target);
        const params = new URLSearchParams({
          account: values["statement-account"],
          period: values["statement-period"],
          type: values["statement-type"],
        });
        if (values.q.trim()) params.set("q", values.q.trim());
        navigate(`#/statements?${params}`);
      });
    },
  };
}

function cardFor(row) {
  if (row.type !== "Card payment" && row.type !== "Refund") return null;
  return row.accountId === "card" ? CARDS[1] : CARDS[0];
}

function bankReference(row) {
  return `${row.date.replace(/-/g, "")}${row.id.replace(/\D/g, "").padStart(4, "0")}`;
}

export function transactionView({ params }) {
  const row = transaction(params.id);
  if (!row) return { redirect: "#/statements" };
  const item = account(row.accountId);
  const card = cardFor(row);
  const report = state.reports[row.id];
  const rows = [
    { key: "Date", value: fullDate(row.date) },
    { key: row.amount < 0 ? "Money out" : "Money in", value: `<strong>${money(Math.abs(row.amount))}</strong>` },
    { key: "Type", value: esc(row.type) },
    { key: "Account", value: esc(item.name) },
    { key: "Balance after", value: money(row.balance) },
    { key: "Bank reference", value: bankReference(row) },
  ];
  if (card) rows.splice(3, 0, { key: "Card used", value: `${esc(card.name)} ending ${card.ending}` });
  const status = report
    ? `<div class="notice notice-info"><p>You reported a problem with this payment on ${fullDate(report.date)}. Reference ${esc(report.reference)}. We'll ${report.contact === "phone" ? "call" : "email"} you within 5 working days.</p></div>`
    : "";
  const actions = report
    ? ""
    : `<a class="button" href="#/transaction/${row.id}/report" id="report-problem">Report a problem with this payment</a>`;
  return {
    title: row.description,
    section: "statements",
    html: `${breadcrumbs([["Accounts", "#/accounts"], ["Statements", `#/statements?account=${row.accountId}`], ["Transaction details"]])}
      ${pageHead(row.description, "Transaction details")}
      <div class="layout"><div>
        ${status}
        <div class="panel">${summaryList(rows, "transaction-details")}
          <div class="button-row">${actions}<a href="#/statements?account=${row.accountId}&period=${row.date.slice(0, 7)}" id="back-to-statement">Back to statement</a></div></div>
      </div>
      <aside class="aside" aria-label="Help with payments">
        ${helpAside(
          "Don't recognise a payment?",
          [
            "Some shops use a different name on statements. Check your receipts and emails first.",
            "If you think someone has used your card, freeze it straight away.",
          ],
          [["Freeze or unfreeze a card", "#/cards"], ["How we protect you from fraud", "#/help/security"]],
        )}
      </aside></div>`,
  };
}

const PROBLEMS = [
  { value: "unrecognised", label: "I don't recognise this payment", id: "problem" },
  { value: "duplicate", label: "I've been charged more than once", id: "problem-duplicate" },
  { value: "cancelled", label: "I cancelled, but was still charged", id: "problem-cancelled" },
  { value: "not-received", label: "I didn't get what I paid for", id: "problem-not-received" },
  { value: "wrong-amount", label: "The amount is wrong", id: "problem-wrong-amount" },
];

function validateReport(values) {
  const errors = {};
  if (!values.problem) errors.problem = "Select what the problem is";
  const details = (values.details || "").trim();
  if (!details) errors.details = "Tell us what happened";
  else if (details.length < 10) errors.details = "Tell us what happened in at least 10 characters";
  else if (details.length > 500) errors.details = "What happened must be 500 characters or fewer";
  if (!values.contact) errors.contact = "Select how we should contact you";
  if (!values["has-card"]) errors["has-card"] = "Select whether you still have your card";
  return errors;
}

export function reportView({ params }) {
  const row = transaction(params.id);
  if (!row) return { redirect: "#/statements" };
  const { values, errors } = readDraft(`report-${row.id}`);
  return {
    title: `${Object.keys(errors).length ? "Error: " : ""}Report a problem with a payment`,
    section: "statements",
    html: `${breadcrumbs([["Statements", `#/statements?account=${row.accountId}`], ["Transaction details", `#/transaction/${row.id}`], ["Report a problem"]])}
      ${pageHead("Report a problem with a payment")}
      <div class="layout"><div>
        ${errorSummaryMarkup(errors)}
        <div class="notice notice-info"><p><strong>${esc(row.description)}</strong> · ${fullDate(row.date)} · ${money(Math.abs(row.amount))}</p></div>
        <form class="panel" id="report-form" novalidate>
          ${radioGroup({ name: "problem", legend: "What's the problem?", options: PROBLEMS, value: values.problem, error: errors.problem })}
          <div class="field${errors.details ? " field-error" : ""}"><label for="details">Tell us what happened</label>
            <span class="hint" id="details-hint">Include the dates and anything the seller told you. Up to 500 characters.</span>
            ${errors.details ? `<span class="error-message" id="details-error"><span class="visually-hidden">Error:</span> ${esc(errors.details)}</span>` : ""}
            <textarea class="input" id="details" name="details" rows="4" aria-describedby="details-hint${errors.details ? " details-error" : ""}"${errors.details ? ' aria-invalid="true"' : ""}>${esc(values.details)}</textarea></div>
          ${radioGroup({
            name: "has-card",
            legend: "Do you still have your card?",
            options: [
              { value: "yes", label: "Yes, I still have it" },
              { value: "no", label: "No, it's lost or stolen" },
            ],
            value: values["has-card"],
            error: errors["has-card"],
          })}
          ${radioGroup({
            name: "contact",
            legend: "How should we contact you about this?",
            options: [
              { value: "email", label: `Email ${CUSTOMER.email}` },
              { value: "phone", label: `Phone ${CUSTOMER.mobile}` },
            ],
            value: values.contact,
            error: errors.contact,
          })}
          <div class="button-row"><button type="submit" class="button" id="submit-report">Submit report</button>
            <a href="#/transaction/${row.id}" id="cancel-report">Cancel</a></div>
        </form>
      </div>
      <aside class="aside" aria-label="What happens next">
        ${helpAside("What happens next", [
          "We'll look into the payment and may contact the seller.",
          "If we need more information we'll contact you the way you choose. Most reports are settled within 5 working days.",
        ])}
      </aside></div>`,
    keepFocus: Object.keys(errors).length > 0,
    mount(root) {
      activateErrorSummary(root);
      root.querySelector("#report-form").addEventListener("submit", (event) => {
        event.preventDefault();
        const submitted = formValues(event.target);
        const found = validateReport(submitted);
        if (Object.keys(found).length) {
          writeDraft(`report-${row.id}`, submitted, found);
          navigate(`#/transaction/${row.id}/report`);
          return;
        }
        state.reports[row.id] = {
          reference: newReference("DSP"),
          problem: submitted.problem,
          contact: submitted.contact,
          date: todayIso(),
        };
        clearDraft(`report-${row.id}`);
        flashAfterNavigation("Report submitted. We've received your report.");
        navigate(`#/transaction/${row.id}/reported`);
      });
    },
  };
}

export function reportDoneView({ params }) {
  const row = transaction(params.id);
  const report = row && state.reports[row.id];
  if (!report) return { redirect: "#/statements" };
  const problem = PROBLEMS.find((item) => item.value === report.problem).label;
  return {
    title: "Report received",
    section: "statements",
    html: `${pageHead("We've received your report")}
      <div class="layout"><div>
        <div class="panel" id="report-confirmation">
          <p>Your reference is <strong id="report-reference">${esc(report.reference)}</strong>.</p>
          ${summaryList([
            { key: "Payment", value: `${esc(row.description)}, ${fullDate(row.date)}, ${money(Math.abs(row.amount))}` },
            { key: "Problem", value: esc(problem) },
            { key: "We'll contact you by", value: report.contact === "phone" ? esc(CUSTOMER.mobile) : esc(CUSTOMER.email) },
          ])}
          <p>We'll be in touch within 5 working days. You don't need to do anything else now.</p>
          <div class="button-row"><a class="button" href="#/statements?account=${row.accountId}" id="report-back-statements">Back to statements</a>
            <a href="#/accounts" id="report-back-accounts">Go to your accounts</a></div>
        </div>
      </div>
      <aside class="aside" aria-label="Keep your account safe">
        ${helpAside("Keep your account safe", ["We'll never ask you for your full password or PIN, or to move money to another account."], [["Security centre", "#/help/security"]])}
      </aside></div>`,
  };
}

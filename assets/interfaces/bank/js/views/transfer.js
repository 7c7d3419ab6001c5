// Moving money between the customer's own accounts: form, review and confirmation.

import { ACCOUNTS } from "../data.js";
import { esc, money, parseAmount } from "../format.js";
import { flashAfterNavigation, navigate } from "../shell.js";
import { account, available, balance, clearDraft, readDraft, recordMovement, save, state } from "../store.js";
import { errorSummaryMarkup, selectField, textField } from "../widgets.js";
import { breadcrumbs, helpAside, mountDraftForm, pageHead, summaryList } from "./common.js";
import { amountError } from "./payments.js";

const FROM = ["current", "saver"];

function validateTransfer(values) {
  const errors = {};
  if (!values["transfer-from"]) errors["transfer-from"] = "Choose the account to move money from";
  if (!values["transfer-to"]) errors["transfer-to"] = "Choose the account to move money to";
  else if (values["transfer-to"] === values["transfer-from"]) errors["transfer-to"] = "Choose a different account to move money to";
  const limit = values["transfer-from"] ? available(values["transfer-from"]) : 10000;
  const amount = amountError(values["transfer-amount"], limit);
  if (amount) errors["transfer-amount"] = amount;
  return errors;
}

function balancesPanel() {
  const rows = ACCOUNTS.map((item) => {
    const shown = item.kind === "credit" ? `${money(-balance(item.id))} owed` : money(available(item.id));
    return `<li><strong>${esc(item.name)}</strong><br><span class="muted small">${item.kind === "credit" ? "Balance" : "Available"}: ${shown}</span></li>`;
  }).join("");
  return `<div class="panel"><h2>Your balances</h2><ul class="link-list">${rows}</ul></div>`;
}

export function transferView({ query }) {
  const { values, errors } = readDraft("transfer");
  if (!values["transfer-from"] && FROM.includes(query.from)) values["transfer-from"] = query.from;
  if (!values["transfer-to"] && account(query.to)) values["transfer-to"] = query.to;
  const options = (ids) => ids.map((id) => ({ value: id, label: account(id).name }));
  const hasErrors = Object.keys(errors).length > 0;
  return {
    title: `${hasErrors ? "Error: " : ""}Move money`,
    section: "transfer",
    keepFocus: hasErrors,
    html: `${breadcrumbs([["Accounts", "#/accounts"], ["Move money"]])}
      ${pageHead("Move money", "Move money between your own Larchfield accounts. It arrives straight away.")}
      <div class="layout"><div>${errorSummaryMarkup(errors)}
        <form class="panel" id="transfer-form" novalidate>
          ${selectField({ id: "transfer-from", label: "From", options: options(FROM), value: values["transfer-from"], placeholder: "Choose an account", error: errors["transfer-from"], width: "input-medium" })}
          ${selectField({ id: "transfer-to", label: "To", options: options(ACCOUNTS.map((item) => item.id)), value: values["transfer-to"], placeholder: "Choose an account", error: errors["transfer-to"], width: "input-medium" })}
          ${textField({ id: "transfer-amount", label: "Amount", prefix: "£", value: values["transfer-amount"], error: errors["transfer-amount"], width: "input-narrow", attrs: 'inputmode="decimal" autocomplete="off"' })}
          <div class="button-row"><button type="submit" class="button" id="continue-transfer">Continue</button>
            <a href="#/accounts" id="cancel-transfer">Cancel</a></div>
        </form></div>
      <aside class="aside" aria-label="Balances and help">
        ${balancesPanel()}
        ${helpAside("ISA allowance", ["You can pay in up to £20,000 in the 2025/26 tax year, which ends on 5 April 2026."], [["About ISAs", "#/help/savings"]])}
      </aside></div>`,
    mount(root) {
      mountDraftForm(root, {
        formId: "transfer-form",
        draft: "transfer",
        validate: validateTransfer,
        route: "#/transfer",
        next: "#/transfer/review",
      });
    },
  };
}

export function transferReviewView() {
  const draft = state.drafts.transfer;
  if (!draft || Object.keys(validateTransfer(draft.values)).length) return { redirect: "#/transfer" };
  const values = draft.values;
  const from = account(values["transfer-from"]);
  const to = account(values["transfer-to"]);
  const amount = parseAmount(values["transfer-amount"]);
  return {
    title: "Check your transfer",
    section: "transfer",
    html: `${breadcrumbs([["Accounts", "#/accounts"], ["Move money", "#/transfer"], ["Check your transfer"]])}
      ${pageHead("Check your transfer")}
      <div class="panel" id="transfer-summary" style="max-width:760px">
        ${summaryList([
          { key: "From", value: esc(from.name), change: { href: "#/transfer", label: "account to move money from" } },
          { key: "To", value: esc(to.name), change: { href: "#/transfer", label: "account to move money to" } },
          { key: "Amount", value: `<strong>${money(amount)}</strong>`, change: { href: "#/transfer", label: "amount" } },
          { key: "When", value: "Now" },
        ])}
        <div class="button-row"><button type="button" class="button" id="confirm-transfer">Transfer now</button>
          <a href="#/transfer" id="back-to-transfer">Back</a></div>
      </div>`,
    mount(root) {
      root.querySelector("#confirm-transfer").addEventListener("click", () => {
        recordMovement({
          from: from.id,
          to: to.id,
          amount,
          type: "Transfer",
          description: `TO ${to.name.toUpperCase()}`,
          toDescription: `FROM ${from.name.toUpperCase()}`,
        });
        state.lastTransfer = { from: from.id, to: to.id, amount };
        clearDraft("transfer");
        save();
        flashAfterNavigation(`${money(amount)} moved to your ${to.name}.`);
        navigate("#/transfer/done");
      });
    },
  };
}

export function transferDoneView() {
  const last = state.lastTransfer;
  if (!last) return { redirect: "#/transfer" };
  const from = account(last.from);
  const to = account(last.to);
  return {
    title: "Transfer complete",
    section: "transfer",
    html: `${pageHead("Transfer complete")}
      <div class="panel" id="transfer-confirmation" style="max-width:760px">
        <p>You moved <strong>${money(last.amount)}</strong> from your ${esc(from.name)} to your ${esc(to.name)}.</p>
        <p>It may take a moment for your balances to update.</p>
        <div class="button-row"><a class="button" href="#/accounts" id="transfer-done-accounts">Back to your accounts</a>
          <a href="#/transfer" id="transfer-another">Move more money</a></div>
      </div>`,
  };
}

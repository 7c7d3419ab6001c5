// Saved payees: the list (search, sort, delete), adding a payee with a name check, editing.

import { esc, shortDate } from "../format.js";
import { flashAfterNavigation, navigate } from "../shell.js";
import { clearDraft, payee, readDraft, save, state, writeDraft } from "../store.js";
import {
  activateErrorSummary,
  errorSummaryMarkup,
  formValues,
  openDialog,
  radioGroup,
  selectField,
  textField,
} from "../widgets.js";
import { breadcrumbs, helpAside, mountDraftForm, pageHead, summaryList } from "./common.js";
import { referenceError } from "./payments.js";

const SORTS = [
  { value: "name", label: "Name (A to Z)" },
  { value: "recent", label: "Most recently paid" },
];

function sortedPayees(sort, search) {
  const words = search.trim().toLowerCase();
  const list = state.payees.filter((item) => !words || item.name.toLowerCase().includes(words));
  return list.sort((a, b) =>
    sort === "recent"
      ? (b.lastPaid || "").localeCompare(a.lastPaid || "") || a.name.localeCompare(b.name)
      : a.name.localeCompare(b.name),
  );
}

function payeeRow(item) {
  const name = esc(item.name);
  return `<tr id="payee-row-${item.id}">
    <td><strong>${name}</strong><br><span class="tag">${item.kind === "business" ? "Business" : "Personal"}</span></td>
    <td>${esc(item.sortCode)}<br><span class="muted small">${esc(item.number)}</span></td>
    <td>${esc(item.reference) || '<span class="muted">None</span>'}</td>
    <td>${item.lastPaid ? shortDate(item.lastPaid) : '<span class="muted">Never</span>'}</td>
    <td class="num"><a href="#/payments?payee=${item.id}" id="pay-${item.id}">Pay<span class="visually-hidden"> ${name}</span></a>
      &nbsp;·&nbsp; <a href="#/payees/${item.id}/edit" id="edit-${item.id}">Edit<span class="visually-hidden"> ${name}</span></a>
      &nbsp;·&nbsp; <button type="button" class="link-button danger" id="delete-${item.id}" data-delete-payee="${item.id}">Delete<span class="visually-hidden"> ${name}</span></button></td></tr>`;
}

function payeeRows(sort, search) {
  const list = sortedPayees(sort, search);
  return list.length ? list.map(payeeRow).join("") : `<tr><td colspan="5">No payees match “${esc(search)}”.</td></tr>`;
}

function confirmDelete(id) {
  const item = payee(id);
  openDialog({
    id: "delete-payee-dialog",
    title: `Delete ${item.name}?`,
    bodyHtml: `<p>You won't be able to pay ${esc(item.name)} until you add them again. Standing orders to them are not affected.</p>`,
    actions: [
      {
        id: "confirm-delete-payee",
        label: "Yes, delete payee",
        style: "button-danger",
        navigates: true,
        onClick: () => {
          state.payees = state.payees.filter((entry) => entry.id !== id);
          save();
          flashAfterNavigation(`${item.name} has been deleted from your payees.`);
          navigate("#/payees");
        },
      },
      { id: "keep-payee", label: "No, keep payee", style: "button-secondary", onClick: () => {} },
    ],
  });
}

export function payeesView() {
  const view = { sort: "name", search: "" };
  return {
    title: "Payees",
    section: "payees",
    html: `${pageHead("Payees", "People and businesses you can pay.", '<a class="button" href="#/payees/new" id="add-payee">Add a new payee</a>')}
      <div class="panel">
        <div class="filters" style="margin-bottom:8px">
          <div class="field"><label for="payee-search">Search payees</label>
            <input class="input input-medium" type="search" id="payee-search" autocomplete="off"></div>
          ${selectField({ id: "payee-sort", label: "Sort by", options: SORTS, value: "name" })}
          <p class="muted" id="payee-count" role="status" style="margin:0 0 10px">${state.payees.length} payees</p>
        </div>
        <div class="table-wrap"><table id="payees-table"><caption class="visually-hidden">Your payees</caption>
          <thead><tr><th scope="col">Name</th><th scope="col">Sort code and account</th><th scope="col">Reference</th><th scope="col">Last paid</th><th scope="col" class="num">Actions</th></tr></thead>
          <tbody>${payeeRows(view.sort, view.search)}</tbody></table></div>
      </div>`,
    mount(root) {
      const body = root.querySelector("#payees-table tbody");
      const refresh = () => {
        body.innerHTML = payeeRows(view.sort, view.search);
        const count = sortedPayees(view.sort, view.search).length;
        root.querySelector("#payee-count").textContent = view.search ? `${count} of ${state.payees.length} payees shown` : `${state.payees.length} payees`;
      };
      root.querySelector("#payee-search").addEventListener("input", (event) => {
        view.search = event.target.value;
        refresh();
      });
      // Re-sorting reorders the rows silently, as most banking sites do.
      root.querySelector("#payee-sort").addEventListener("change", (event) => {
        view.sort = event.target.value;
        body.innerHTML = payeeRows(view.sort, view.search);
      });
      body.addEventListener("click", (event) => {
        const button = event.target.closest("[data-delete-payee]");
        if (button) confirmDelete(button.dataset.deletePayee);
      });
    },
  };
}

function digits(text) {
  return String(text || "").replace(/[\s-]/g, "");
}

function validatePayee(values) {
  const errors = {};
  if (!values["payee-type"]) errors["payee-type"] = "Select whether this is a personal or business account";
  const name = (values["payee-name"] || "").trim();
  if (!name) errors["payee-name"] = "Enter the name on the account";
  else if (name.length > 40) errors["payee-name"] = "Name must be 40 characters or fewer";
  const sortCode = digits(values["sort-code"]);
  if (!sortCode) errors["sort-code"] = "Enter a sort code";
  else if (!/^\d{6}$/.test(sortCode)) errors["sort-code"] = "Enter a valid sort code, like 30-94-57";
  const number = digits(values["account-number"]);
  if (!number) errors["account-number"] = "Enter an account number";
  else if (!/^\d+$/.test(number)) errors["account-number"] = "Account number must only include numbers";
  else if (number.length === 7) errors["account-number"] = "Account number must be 8 digits. If it has 7 digits, add a 0 to the start";
  else if (number.length !== 8) errors["account-number"] = "Account number must be 8 digits";
  const reference = referenceError(values["payee-reference"], { required: false });
  if (reference) errors["payee-reference"] = reference;
  return errors;
}

export function payeeNewView() {
  const { values, errors } = readDraft("payee");
  const hasErrors = Object.keys(errors).length > 0;
  return {
    title: `${hasErrors ? "Error: " : ""}Add a new payee`,
    section: "payees",
    keepFocus: hasErrors,
    html: `${breadcrumbs([["Payees", "#/payees"], ["Add a new payee"]])}
      ${pageHead("Add a new payee", "We'll check the name with their bank before you pay them.")}
      <div class="layout"><div>${errorSummaryMarkup(errors)}
        <form class="panel" id="payee-form" novalidate>
          ${radioGroup({
            name: "payee-type",
            legend: "What type of account is it?",
            value: values["payee-type"],
            error: errors["payee-type"],
            options: [
              { value: "personal", label: "Personal account" },
              { value: "business", label: "Business account", hint: "For example, a shop, tradesperson or landlord." },
            ],
          })}
          ${textField({ id: "payee-name", label: "Name on the account", hint: "For a business, use the name on their invoice.", value: values["payee-name"], error: errors["payee-name"], width: "input-medium" })}
          ${textField({ id: "sort-code", label: "Sort code", hint: "Must be 6 digits long, for example 30-94-57", value: values["sort-code"], error: errors["sort-code"], width: "input-narrow", attrs: 'inputmode="numeric" autocomplete="off"' })}
          ${textField({ id: "account-number", label: "Account number", hint: "Must be 8 digits long", value: values["account-number"], error: errors["account-number"], width: "input-narrow", attrs: 'inputmode="numeric" autocomplete="off"' })}
          ${textField({ id: "payee-reference", label: "Reference (optional)", hint: "We'll use this each time you pay them. Up to 18 characters.", value: values["payee-reference"], error: errors["payee-reference"], width: "input-medium" })}
          <div class="button-row"><button type="submit" class="button" id="continue-payee">Continue</button>
            <a href="#/payees" id="cancel-payee">Cancel</a></div>
        </form></div>
      <aside class="aside" aria-label="Protect yourself">
        ${helpAside("Protect yourself from scams", ["Only add a payee if you know and trust them. Criminals may pretend to be a tradesperson, your landlord or a friend.", "If someone has changed their bank details by email or text, call them on a number you trust to check."], [["Learn about scams", "#/help/security"]])}
      </aside></div>`,
    mount(root) {
      mountDraftForm(root, {
        formId: "payee-form",
        draft: "payee",
        validate: validatePayee,
        route: "#/payees/new",
        next: "#/payees/new/check",
      });
    },
  };
}

function formatSortCode(text) {
  return digits(text).replace(/^(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3");
}

export function payeeCheckView() {
  const draft = state.drafts.payee;
  if (!draft || Object.keys(validatePayee(draft.values)).length) return { redirect: "#/payees/new" };
  const values = draft.values;
  const name = values["payee-name"].trim();
  return {
    title: "Check the payee",
    section: "payees",
    html: `${breadcrumbs([["Payees", "#/payees"], ["Add a new payee", "#/payees/new"], ["Check the payee"]])}
      ${pageHead("Check the payee")}
      <div class="layout"><div>
        <div class="notice notice-ok" id="name-check"><p><strong>The name matches.</strong> The account is held by ${esc(name)}.</p></div>
        <div class="panel" id="payee-check-summary">
          ${summaryList([
            { key: "Account type", value: values["payee-type"] === "business" ? "Business" : "Personal", change: { href: "#/payees/new", label: "account type" } },
            { key: "Name", value: esc(name), change: { href: "#/payees/new", label: "name" } },
            { key: "Sort code", value: esc(formatSortCode(values["sort-code"])), change: { href: "#/payees/new", label: "sort code" } },
            { key: "Account number", value: esc(digits(values["account-number"])), change: { href: "#/payees/new", label: "account number" } },
            { key: "Reference", value: esc((values["payee-reference"] || "").trim().toUpperCase()) || '<span class="muted">None</span>', change: { href: "#/payees/new", label: "reference" } },
          ])}
          <div class="button-row"><button type="button" class="button" id="confirm-add-payee">Add payee</button>
            <a href="#/payees" id="cancel-add-payee">Cancel</a></div>
        </div></div>
      <aside class="aside" aria-label="About the name check">
        ${helpAside("About the name check", ["We ask the other bank whether the name matches the account. It helps stop payments going to the wrong person."])}
      </aside></div>`,
    mount(root) {
      root.querySelector("#confirm-add-payee").addEventListener("click", () => {
        const id = `p-new-${state.payees.length + 1}`;
        state.payees.push({
          id,
          name,
          sortCode: formatSortCode(values["sort-code"]),
          number: digits(values["account-number"]),
          reference: (values["payee-reference"] || "").trim().toUpperCase(),
          kind: values["payee-type"],
          lastPaid: "",
        });
        clearDraft("payee");
        save();
        flashAfterNavigation(
          `${name} has been added to your payees.`,
          "ok",
          `<p><a href="#/payments?payee=${id}" id="pay-new-payee">Pay ${esc(name)} now</a></p>`,
        );
        navigate("#/payees");
      });
    },
  };
}

function validateEdit(values) {
  const errors = {};
  const name = (values["edit-payee-name"] || "").trim();
  if (!name) errors["edit-payee-name"] = "Enter the payee's name";
  const reference = referenceError(values["edit-payee-reference"], { required: false });
  if (reference) errors["edit-payee-reference"] = reference;
  return errors;
}

export function payeeEditView({ params }) {
  const item = payee(params.id);
  if (!item) return { redirect: "#/payees" };
  const draft = readDraft(`edit-${item.id}`);
  const values = Object.keys(draft.values).length
    ? draft.values
    : { "edit-payee-name": item.name, "edit-payee-reference": item.reference };
  const errors = draft.errors;
  const hasErrors = Object.keys(errors).length > 0;
  return {
    title: `${hasErrors ? "Error: " : ""}Edit ${item.name}`,
    section: "payees",
    keepFocus: hasErrors,
    html: `${breadcrumbs([["Payees", "#/payees"], [`Edit ${item.name}`]])}
      ${pageHead(`Edit ${item.name}`)}
      <div class="layout"><div>${errorSummaryMarkup(errors)}
        <form class="panel" id="edit-payee-form" novalidate>
          ${summaryList([
            { key: "Sort code", value: esc(item.sortCode) },
            { key: "Account number", value: esc(item.number) },
          ])}
          <p class="muted small">To change the sort code or account number, delete this payee and add them again.</p>
          ${textField({ id: "edit-payee-name", label: "Payee name", value: values["edit-payee-name"], error: errors["edit-payee-name"], width: "input-medium" })}
          ${textField({ id: "edit-payee-reference", label: "Reference", hint: "Up to 18 characters.", value: values["edit-payee-reference"], error: errors["edit-payee-reference"], width: "input-medium" })}
          <div class="button-row"><button type="submit" class="button" id="save-payee">Save changes</button>
            <a href="#/payees" id="cancel-edit-payee">Cancel</a></div>
        </form>
        <div class="panel"><h2>Delete this payee</h2><p>You'll need to add them again to pay them.</p>
          <button type="button" class="button button-danger" id="delete-payee">Delete payee</button></div>
      </div>
      <aside class="aside" aria-label="Help">
        ${helpAside("Has your payee asked you to change their details?", ["Check with them on a number you trust. Scammers send fake emails asking you to pay a new account."], [["Learn about scams", "#/help/security"]])}
      </aside></div>`,
    mount(root) {
      activateErrorSummary(root);
      root.querySelector("#delete-payee").addEventListener("click", () => confirmDelete(item.id));
      root.querySelector("#edit-payee-form").addEventListener("submit", (event) => {
        event.preventDefault();
        const submitted = formValues(event.target);
        const found = validateEdit(submitted);
        if (Object.keys(found).length) {
          writeDraft(`edit-${item.id}`, submitted, found);
          navigate(`#/payees/${item.id}/edit`);
          return;
        }
        item.name = submitted["edit-payee-name"].trim();
        item.reference = submitted["edit-payee-reference"].trim().toUpperCase();
        clearDraft(`edit-${item.id}`);
        save();
        flashAfterNavigation(`Changes to ${item.name} saved.`);
        navigate("#/payees");
      });
    },
  };
}

// Raise a ticket: caller combobox (fills contact details from the directory without
// announcing it), dependent subcategory, impact and urgency, validation with an error summary.
import { CATEGORIES, KB_ARTICLES, ME, PEOPLE, SITES } from "../data.js";
import { category, esc, groupName, person, priorityFor } from "../format.js";
import { navigate } from "../router.js";
import * as store from "../store.js";
import { combobox, options, showErrors } from "../widgets.js";

const IMPACTS = [
  ["1", "A whole department or site"],
  ["2", "Several people or a team"],
  ["3", "Just the caller"],
];
const URGENCIES = [
  { id: "low", name: "Low" },
  { id: "medium", name: "Medium" },
  { id: "high", name: "High" },
];
const PHONE = /^\+?[\d ()]+$/;
const ASSET_TAG = /^[A-Z]{2,4}-[A-Z0-9][A-Z0-9.-]*$/i;

export function validate(v) {
  const errors = [];
  const add = (field, message) => errors.push({ field, message });
  if (!v.caller) add("new-caller", "Choose the caller from the list");
  const digits = v.phone.replace(/\D/g, "").length;
  if (!v.phone) add("new-phone", "Enter a contact number");
  else if (!PHONE.test(v.phone) || digits < 10 || digits > 13)
    add("new-phone", "Enter the contact number in full, like 020 7946 0321 or 07700 900 123");
  if (!v.category) add("new-category", "Choose a category");
  else if (!v.subcategory) add("new-subcategory", "Choose a subcategory");
  if (!v.impact) add("impact-1", "Choose who is affected");
  if (!v.short) add("new-short", "Enter a short description");
  if (!v.description) add("new-description", "Describe the problem");
  else if (v.description.length < 20) add("new-description", "Describe the problem in at least 20 characters");
  if (v.asset && !ASSET_TAG.test(v.asset))
    add("new-asset", "Enter the asset tag as printed on its sticker, with the hyphen, for example LT-4471");
  return errors;
}

export function newTicketView({ container }) {
  const me = person(ME);
  const tips = ["KB0010455", "KB0010241", "KB0010512"].map((id) => KB_ARTICLES.find((a) => a.id === id));
  container.innerHTML = `<div class="page">
    <div class="page-head"><div><h1 tabindex="-1">Raise a ticket</h1>
      <p class="page-sub">Log an incident for yourself or for a caller. All fields are required unless marked optional.</p></div></div>
    <div class="two-col">
      <div class="col-main panel">
        <div class="error-summary" id="new-errors" role="alert" aria-atomic="true" tabindex="-1" hidden></div>
        <form id="new-form" class="form-grid" novalidate>
          <fieldset class="span-2 group-box"><legend>Caller</legend>
            <div class="form-grid inner">
              <div class="field combo-field"><label for="new-caller" id="new-caller-label">Caller name</label>
                <div class="combo field-control">
                  <input id="new-caller" type="text" role="combobox" aria-autocomplete="list" aria-expanded="false"
                    aria-controls="new-caller-list" autocomplete="off" value="${esc(me.name)}">
                  <button type="button" class="combo-toggle" id="new-caller-toggle" tabindex="-1" aria-label="Show the staff directory">
                    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false"><path fill="currentColor" d="M2 4l4 4 4-4z"/></svg></button>
                  <ul class="listbox" id="new-caller-list" role="listbox" aria-labelledby="new-caller-label" hidden></ul>
                </div></div>
              <div class="field"><label for="new-phone">Contact number</label>
                <input id="new-phone" class="field-control" type="tel" value="${esc(me.phone)}" autocomplete="off"></div>
              <div class="field span-2"><label for="new-location">Location</label>
                <select id="new-location" class="field-control">${options(SITES, me.site)}</select></div>
            </div>
          </fieldset>
          <div class="field"><label for="new-category">Category</label>
            <select id="new-category" class="field-control">${options(CATEGORIES, "", "Choose a category")}</select></div>
          <div class="field"><label for="new-subcategory">Subcategory</label>
            <select id="new-subcategory" class="field-control" disabled>${options([], "", "Choose a category first")}</select></div>
          <fieldset class="span-2 radio-group" id="impact-group"><legend>Who is affected?</legend>
            ${IMPACTS.map(
              ([value, label]) => `<span class="radio"><input type="radio" name="impact" id="impact-${value}" value="${value}">
              <label for="impact-${value}">${label}</label></span>`,
            ).join("")}
          </fieldset>
          <div class="field span-2"><label for="new-urgency">Urgency</label>
            <p class="hint" id="new-urgency-hint">High: work has stopped and there is no workaround. Medium: work is slowed down. Low: it can wait a few days.</p>
            <select id="new-urgency" class="field-control narrow-select" aria-describedby="new-urgency-hint">${options(URGENCIES, "medium")}</select></div>
          <div class="field span-2"><label for="new-short">Short description</label>
            <p class="hint" id="new-short-hint">One line, for example “Floor 3 printer jams on every job”.</p>
            <input id="new-short" class="field-control" type="text" maxlength="100" aria-describedby="new-short-hint"></div>
          <div class="field span-2"><label for="new-description">Description</label>
            <p class="hint" id="new-description-hint">What happened, when it started and what has been tried.</p>
            <textarea id="new-description" class="field-control" rows="4" aria-describedby="new-description-hint"></textarea></div>
          <div class="field"><label for="new-asset">Asset tag (optional)</label>
            <p class="hint" id="new-asset-hint">On the device's sticker.</p>
            <input id="new-asset" class="field-control" type="text" aria-describedby="new-asset-hint" autocomplete="off"></div>
          <div class="check span-2"><input type="checkbox" id="new-notify" checked>
            <label for="new-notify">Email the caller when the ticket is updated</label></div>
          <div class="form-actions span-2">
            <button type="submit" class="button primary" id="new-submit">Submit ticket</button>
            <a class="button secondary" href="#/dashboard" id="new-cancel">Cancel</a>
          </div>
        </form>
      </div>
      <aside class="col-side" aria-label="Before you raise a ticket">
        <section class="panel" aria-labelledby="tips-heading"><h2 id="tips-heading">Quick fixes</h2>
          <p>Callers often solve these themselves:</p>
          <ul class="plain-list">${tips.map((a) => `<li><a href="#/kb/${a.id}" id="tip-${a.id}">${esc(a.title)}</a></li>`).join("")}</ul></section>
        <section class="panel" aria-labelledby="priority-heading"><h2 id="priority-heading">How priority is set</h2>
          <p>Priority comes from who is affected and how urgent it is. A whole site with work stopped is 1 - Critical; one person who can carry on is 4 - Low.</p>
          <p>For a major outage call the duty manager on ext. 4900 as well.</p></section>
      </aside>
    </div>
  </div>`;

  const $ = (selector) => container.querySelector(selector);
  const form = $("#new-form");

  combobox(
    $("#new-caller"),
    $("#new-caller-list"),
    $("#new-caller-toggle"),
    () => PEOPLE.map((p) => ({ id: p.id, label: p.name, detail: p.dept })),
    (choice) => {
      // Contact details come from the directory; the change is not announced.
      const p = person(choice.id);
      $("#new-phone").value = p.phone;
      $("#new-location").value = p.site;
    },
  );
  $("#new-category").addEventListener("change", (event) => {
    const cat = category(event.target.value);
    const sub = $("#new-subcategory");
    sub.innerHTML = cat ? options(cat.subcategories, "", "Choose a subcategory") : options([], "", "Choose a category first");
    sub.disabled = !cat;
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const name = $("#new-caller").value.trim().toLowerCase();
    const values = {
      caller: PEOPLE.find((p) => p.name.toLowerCase() === name)?.id || "",
      phone: $("#new-phone").value.trim(),
      site: $("#new-location").value,
      category: $("#new-category").value,
      subcategory: $("#new-subcategory").value,
      impact: form.querySelector('[name="impact"]:checked')?.value || "",
      urgency: $("#new-urgency").value,
      short: $("#new-short").value.trim(),
      description: $("#new-description").value.trim(),
      asset: $("#new-asset").value.trim(),
    };
    if (showErrors(form, $("#new-errors"), validate(values))) return;
    const group = category(values.category).group;
    const id = store.createTicket({
      short: values.short,
      description: values.description,
      caller: values.caller,
      category: values.category,
      subcategory: values.subcategory,
      priority: priorityFor(values.impact, values.urgency),
      group,
      ci: values.asset.toUpperCase(),
      contact: values.phone,
      notify: $("#new-notify").checked,
    });
    navigate(`#/tickets/${id}`, `Ticket ${id} created and assigned to ${groupName(group)}`);
  });
  return { title: "Raise a ticket" };
}

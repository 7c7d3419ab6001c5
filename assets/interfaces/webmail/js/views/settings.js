// Settings: tabs for General, Signature, Out of office and Blocked senders.

import { esc, isEmail, parseDayMonthYear, spokenDay, todayIsoDate } from "../format.js";
import { icon } from "../icons.js";
import { state } from "../store.js";

export const TABS = [
  { id: "general", label: "General" },
  { id: "signature", label: "Signature" },
  { id: "ooo", label: "Out of office" },
  { id: "blocked", label: "Blocked senders" },
];

// Errors of the form shown last, per tab: [{ field, text }].
export const settingsErrors = { ooo: [], blocked: [] };

function checked(condition) {
  return condition ? "checked" : "";
}

function selected(condition) {
  return condition ? "selected" : "";
}

function option(value, label, current) {
  return `<option value="${esc(value)}" ${selected(String(current) === String(value))}>${esc(label)}</option>`;
}

function errorSummaryHtml(tab) {
  const errors = settingsErrors[tab];
  if (!errors.length) return "";
  return `
    <div class="error-summary" id="${tab}-errors" role="alert" tabindex="-1" aria-labelledby="${tab}-errors-title">
      <h3 id="${tab}-errors-title">There is a problem</h3>
      <ul>${errors
        .map((error) => `<li><a href="#${error.field}" data-action="focus-field" data-field="${error.field}">${esc(error.text)}</a></li>`)
        .join("")}</ul>
    </div>`;
}

function fieldError(tab, field) {
  const error = settingsErrors[tab].find((candidate) => candidate.field === field);
  return error ? `<p class="field-error" id="${field}-error"><span class="vh">Error:</span> ${esc(error.text)}</p>` : "";
}

function describedBy(tab, field, hint = "") {
  const error = settingsErrors[tab].some((candidate) => candidate.field === field) ? `${field}-error` : "";
  const ids = [hint, error].filter(Boolean).join(" ");
  return ids ? `aria-describedby="${ids}"` : "";
}

function invalid(tab, field) {
  return settingsErrors[tab].some((candidate) => candidate.field === field) ? 'aria-invalid="true"' : "";
}

function generalPanel() {
  const s = state.settings;
  return `
    <form class="settings-form" id="general-form" novalidate data-submit="save-general">
      <fieldset class="fieldset">
        <legend>Display density</legend>
        <p class="hint" id="density-hint">Compact shows more messages on the screen at once.</p>
        <div class="radio"><input type="radio" name="density" id="density-comfortable" value="comfortable" ${checked(s.density === "comfortable")} aria-describedby="density-hint"><label for="density-comfortable">Comfortable</label></div>
        <div class="radio"><input type="radio" name="density" id="density-compact" value="compact" ${checked(s.density === "compact")} aria-describedby="density-hint"><label for="density-compact">Compact</label></div>
      </fieldset>
      <div class="form-grid">
        <div class="form-field">
          <label for="page-size">Messages per page</label>
          <select id="page-size">${option(20, "20", s.pageSize)}${option(50, "50", s.pageSize)}${option(100, "100", s.pageSize)}</select>
        </div>
        <div class="form-field">
          <label for="undo-send">Undo send period</label>
          <select id="undo-send">${["5", "10", "20", "30"].map((v) => option(v, `${v} seconds`, s.undoSend)).join("")}</select>
        </div>
        <div class="form-field">
          <label for="language">Language</label>
          <select id="language">
            ${option("en-GB", "English (UK)", s.language)}${option("en-US", "English (US)", s.language)}
            ${option("cy", "Cymraeg", s.language)}${option("fr", "Français", s.language)}
            ${option("de", "Deutsch", s.language)}${option("pl", "Polski", s.language)}
          </select>
        </div>
        <div class="form-field">
          <label for="time-zone">Time zone</label>
          <select id="time-zone">
            ${option("Europe/London", "(GMT+00:00) London", s.timeZone)}${option("Europe/Dublin", "(GMT+00:00) Dublin", s.timeZone)}
            ${option("Europe/Paris", "(GMT+01:00) Paris", s.timeZone)}${option("Europe/Warsaw", "(GMT+01:00) Warsaw", s.timeZone)}
          </select>
        </div>
      </div>
      <div class="checkbox"><input type="checkbox" id="show-snippets" ${checked(s.snippets)}><label for="show-snippets">Show a preview of each message in the list</label></div>
      <div class="form-actions">
        <button type="submit" class="button primary" id="save-general">Save changes</button>
        <button type="button" class="button secondary" id="cancel-general" data-action="cancel-settings">Cancel</button>
      </div>
    </form>
    <section class="danger-zone" aria-labelledby="account-heading">
      <h3 id="account-heading">Your mailbox</h3>
      <p>Download a copy of your messages, or remove them for good. Deleted messages can't be recovered.</p>
      <div class="form-actions">
        <button type="button" class="button secondary" id="export-mail" data-action="export-mail">${icon("download")}Export all mail</button>
        <button type="button" class="button quiet-danger" id="delete-all-mail" data-action="delete-all-mail">Delete all messages</button>
        <button type="button" class="button quiet-danger" id="close-account" data-action="close-account">Close my account</button>
      </div>
    </section>`;
}

function signaturePanel() {
  const s = state.settings.signature;
  return `
    <form class="settings-form" id="signature-form" novalidate data-submit="save-signature">
      <fieldset class="fieldset">
        <legend>Email signature</legend>
        <p class="hint">Your signature is added at the end of new messages.</p>
        <div class="radio"><input type="radio" name="signature" id="signature-off" value="off" ${checked(!s.enabled)} data-change="signature-toggle"><label for="signature-off">No signature</label></div>
        <div class="radio"><input type="radio" name="signature" id="signature-on" value="on" ${checked(s.enabled)} data-change="signature-toggle"><label for="signature-on">Use a signature</label></div>
      </fieldset>
      <div class="form-field">
        <label for="signature-text">Signature text</label>
        <textarea id="signature-text" rows="5" ${s.enabled ? "" : "disabled"}>${esc(s.text)}</textarea>
      </div>
      <div class="checkbox"><input type="checkbox" id="signature-replies" ${checked(s.replies)} ${s.enabled ? "" : "disabled"}><label for="signature-replies">Add my signature to replies and forwards</label></div>
      <div class="form-actions">
        <button type="submit" class="button primary" id="save-signature">Save signature</button>
        <button type="button" class="button secondary" id="cancel-signature" data-action="cancel-settings">Cancel</button>
      </div>
    </form>`;
}

function dateValue(isoDate) {
  if (!isoDate) return "";
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}

function oooPanel() {
  const s = state.settings.ooo;
  const draft = oooDraft || { ...s, start: dateValue(s.start), end: dateValue(s.end) };
  const off = !draft.enabled ? "disabled" : "";
  const status = s.enabled
    ? `<p class="setting-status on" id="ooo-status" tabindex="-1">${icon("check")}Automatic reply ${s.start > todayIsoDate() ? "scheduled" : "is on"}: ${esc(spokenDay(s.start))}${s.end ? ` to ${esc(spokenDay(s.end))}` : " onwards"}.</p>`
    : `<p class="setting-status" id="ooo-status" tabindex="-1">Automatic reply is off.</p>`;
  return `
    ${status}
    ${errorSummaryHtml("ooo")}
    <form class="settings-form" id="ooo-form" novalidate data-submit="save-ooo">
      <fieldset class="fieldset">
        <legend>Automatic reply</legend>
        <p class="hint">People who email you get this reply once every 4 days while it's on.</p>
        <div class="radio"><input type="radio" name="ooo" id="ooo-off" value="off" ${checked(!draft.enabled)} data-change="ooo-toggle"><label for="ooo-off">Off</label></div>
        <div class="radio"><input type="radio" name="ooo" id="ooo-on" value="on" ${checked(draft.enabled)} data-change="ooo-toggle"><label for="ooo-on">On</label></div>
      </fieldset>
      <div class="form-grid">
        <div class="form-field ${invalid("ooo", "ooo-start") ? "has-error" : ""}">
          <label for="ooo-start">First day</label>
          <p class="hint" id="ooo-start-hint">For example, 27/03/2026</p>
          ${fieldError("ooo", "ooo-start")}
          <input type="text" id="ooo-start" class="input-date" inputmode="numeric" value="${esc(draft.start)}" ${off} ${describedBy("ooo", "ooo-start", "ooo-start-hint")} ${invalid("ooo", "ooo-start")}>
        </div>
        <div class="form-field ${invalid("ooo", "ooo-end") ? "has-error" : ""}">
          <label for="ooo-end">Last day (optional)</label>
          <p class="hint" id="ooo-end-hint">Leave empty to keep it on until you turn it off</p>
          ${fieldError("ooo", "ooo-end")}
          <input type="text" id="ooo-end" class="input-date" inputmode="numeric" value="${esc(draft.end)}" ${off} ${describedBy("ooo", "ooo-end", "ooo-end-hint")} ${invalid("ooo", "ooo-end")}>
        </div>
      </div>
      <div class="form-field ${invalid("ooo", "ooo-subject") ? "has-error" : ""}">
        <label for="ooo-subject">Subject</label>
        ${fieldError("ooo", "ooo-subject")}
        <input type="text" id="ooo-subject" value="${esc(draft.subject)}" ${off} ${describedBy("ooo", "ooo-subject")} ${invalid("ooo", "ooo-subject")}>
      </div>
      <div class="form-field ${invalid("ooo", "ooo-message") ? "has-error" : ""}">
        <label for="ooo-message">Message</label>
        ${fieldError("ooo", "ooo-message")}
        <textarea id="ooo-message" rows="5" ${off} ${describedBy("ooo", "ooo-message")} ${invalid("ooo", "ooo-message")}>${esc(draft.message)}</textarea>
      </div>
      <div class="checkbox"><input type="checkbox" id="ooo-contacts-only" ${checked(draft.contactsOnly)} ${off}><label for="ooo-contacts-only">Only reply to people in my contacts</label></div>
      <div class="form-actions">
        <button type="submit" class="button primary" id="save-ooo">Save automatic reply</button>
        <button type="button" class="button secondary" id="cancel-ooo" data-action="cancel-settings">Cancel</button>
      </div>
    </form>`;
}

function blockedPanel() {
  const rows = state.blocked
    .map(
      (email) => `
      <tr>
        <td>${esc(email)}</td>
        <td class="cell-action"><button type="button" class="button secondary small" data-action="unblock" data-email="${esc(email)}" aria-label="Unblock ${esc(email)}">Unblock</button></td>
      </tr>`,
    )
    .join("");
  return `
    <p>Messages from these addresses go straight to Spam.</p>
    <table class="data-table" id="blocked-table">
      <caption class="vh">Blocked addresses</caption>
      <thead><tr><th scope="col">Address</th><th scope="col"><span class="vh">Action</span></th></tr></thead>
      <tbody>${rows || '<tr><td colspan="2">You haven\'t blocked anyone.</td></tr>'}</tbody>
    </table>
    ${errorSummaryHtml("blocked")}
    <form class="settings-form inline-form" id="block-form" novalidate data-submit="block-address">
      <div class="form-field ${invalid("blocked", "block-address") ? "has-error" : ""}">
        <label for="block-address">Block an address</label>
        ${fieldError("blocked", "block-address")}
        <input type="text" id="block-address" spellcheck="false" ${describedBy("blocked", "block-address")} ${invalid("blocked", "block-address")}>
      </div>
      <button type="submit" class="button secondary" id="block-address-button">Block</button>
    </form>`;
}

const PANELS = { general: generalPanel, signature: signaturePanel, ooo: oooPanel, blocked: blockedPanel };

// Values typed into the out-of-office form but not saved yet (kept across re-renders).
export let oooDraft = null;

export function setOooDraft(draft) {
  oooDraft = draft;
}

export function settingsViewHtml(active) {
  const tabs = TABS.map(
    (tab) => `
      <button type="button" role="tab" id="tab-${tab.id}" aria-controls="panel-${tab.id}"
        aria-selected="${tab.id === active}" tabindex="${tab.id === active ? "0" : "-1"}"
        data-action="select-tab" data-tab="${tab.id}">${esc(tab.label)}</button>`,
  ).join("");
  const panels = TABS.map(
    (tab) => `
      <section role="tabpanel" id="panel-${tab.id}" aria-labelledby="tab-${tab.id}" tabindex="0" ${tab.id === active ? "" : "hidden"}>
        <h2 class="panel-heading">${esc(tab.label)}</h2>
        ${PANELS[tab.id]()}
      </section>`,
  ).join("");
  return `
    <div class="settings-view">
      <div class="settings-main">
        <h1 id="page-heading" tabindex="-1">Settings</h1>
        <div role="tablist" aria-label="Settings sections" class="tabs" id="settings-tabs">${tabs}</div>
        ${panels}
      </div>
      <aside class="settings-aside" aria-labelledby="aside-heading">
        <h2 id="aside-heading">Account</h2>
        <p><strong>Eleanor Hartley</strong><br>eleanor.hartley@larkmail.co.uk</p>
        <p>Plan: Larkspur Free, 15 GB</p>
        <ul class="aside-links">
          <li><a href="#/help/security">Security checkup</a></li>
          <li><a href="#/help/import">Import mail from another account</a></li>
          <li><a href="#/help/shortcuts">Keyboard shortcuts</a></li>
        </ul>
      </aside>
    </div>`;
}

// Reads and validates the out-of-office form: returns { values, errors }.
export function readOooForm() {
  const value = (id) => document.getElementById(id).value;
  const form = {
    enabled: document.getElementById("ooo-on").checked,
    start: value("ooo-start").trim(),
    end: value("ooo-end").trim(),
    subject: value("ooo-subject").trim(),
    message: value("ooo-message").trim(),
    contactsOnly: document.getElementById("ooo-contacts-only").checked,
  };
  const errors = [];
  if (!form.enabled) return { form, values: { ...state.settings.ooo, enabled: false }, errors };
  const start = parseDayMonthYear(form.start);
  const end = form.end ? parseDayMonthYear(form.end) : "";
  if (!form.start) errors.push({ field: "ooo-start", text: "Enter the first day of your automatic reply" });
  else if (!start) errors.push({ field: "ooo-start", text: "First day must be a real date, like 27/03/2026" });
  else if (start < todayIsoDate()) errors.push({ field: "ooo-start", text: "First day must be today or in the future" });
  if (end === null) errors.push({ field: "ooo-end", text: "Last day must be a real date, like 03/04/2026" });
  else if (end && start && end < start) errors.push({ field: "ooo-end", text: "Last day must be the same as or after the first day" });
  if (!form.subject) errors.push({ field: "ooo-subject", text: "Enter a subject for your automatic reply" });
  if (!form.message) errors.push({ field: "ooo-message", text: "Enter the message people will get" });
  return {
    form,
    values: { enabled: true, start, end: end || "", subject: form.subject, message: form.message, contactsOnly: form.contactsOnly },
    errors,
  };
}

export function validateBlockAddress(text) {
  const email = text.trim();
  if (!email) return [{ field: "block-address", text: "Enter the email address you want to block" }];
  if (!isEmail(email)) return [{ field: "block-address", text: "Enter an email address like name@example.com" }];
  if (state.blocked.includes(email.toLowerCase())) return [{ field: "block-address", text: `${email} is already blocked` }];
  return [];
}

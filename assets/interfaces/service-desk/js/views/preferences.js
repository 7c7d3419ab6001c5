// Preferences: email notifications, the ticket queue's default view, time zone and
// comment signature. Saving announces "Preferences saved".
import { esc } from "../format.js";
import * as store from "../store.js";
import { announce, options } from "../widgets.js";

const CHECKS = [
  ["emailAssigned", "pref-email-assigned", "A ticket is assigned to me"],
  ["emailReply", "pref-email-reply", "A caller replies to one of my tickets"],
  ["emailBreach", "pref-email-breach", "One of my tickets is about to breach its SLA"],
  ["digest", "pref-digest", "A daily summary of my group's queue at 08:00"],
];
const QUEUE_VIEWS = [
  { id: "all", name: "All tickets" },
  { id: "mine", name: "My open tickets" },
  { id: "group", name: "Open tickets for Service Desk - Tier 1" },
];
const TIMEZONES = ["Europe/London", "Europe/Dublin", "UTC"];

export function preferencesView({ container }) {
  const prefs = store.preferences();
  container.innerHTML = `<div class="page">
    <div class="page-head"><div><h1 tabindex="-1">Preferences</h1>
      <p class="page-sub">How Kestrel Service Desk works for you, Priya Raman</p></div></div>
    <div class="two-col">
      <form class="col-main panel" id="prefs-form" novalidate>
        <fieldset class="group-box"><legend>Email me when</legend>
          ${CHECKS.map(
            ([key, id, label]) => `<div class="check"><input type="checkbox" id="${id}"${prefs[key] ? " checked" : ""}>
            <label for="${id}">${label}</label></div>`,
          ).join("")}
        </fieldset>
        <fieldset class="group-box"><legend>Ticket queue and time</legend>
          <div class="field"><label for="pref-queue-view">When I open the ticket queue, show</label>
            <select id="pref-queue-view" class="field-control narrow-select">${options(QUEUE_VIEWS, prefs.queueView)}</select></div>
          <div class="field"><label for="pref-timezone">Time zone</label>
            <select id="pref-timezone" class="field-control narrow-select">${options(TIMEZONES, prefs.timezone)}</select></div>
        </fieldset>
        <div class="field"><label for="pref-signature">Signature added to comments</label>
          <textarea id="pref-signature" class="field-control" rows="3">${esc(prefs.signature)}</textarea></div>
        <div class="form-actions">
          <button type="submit" class="button primary" id="pref-save">Save preferences</button>
          <a class="button secondary" href="#/dashboard" id="pref-cancel">Cancel</a>
        </div>
      </form>
      <aside class="col-side" aria-label="Your account">
        <section class="panel" aria-labelledby="account-heading"><h2 id="account-heading">Your account</h2>
          <dl class="facts"><dt>Role</dt><dd>Service Desk Analyst</dd><dt>Groups</dt><dd>Service Desk - Tier 1</dd>
          <dt>Email</dt><dd>priya.raman@ashdownpike.example</dd><dt>Extension</dt><dd>4471</dd><dt>Team lead</dt><dd>Daniel Okafor</dd></dl>
          <p><a href="#/profile" id="prefs-profile">View my profile</a></p></section>
      </aside>
    </div>
  </div>`;

  const form = container.querySelector("#prefs-form");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const values = Object.fromEntries(CHECKS.map(([key, id]) => [key, form.querySelector(`#${id}`).checked]));
    values.queueView = form.querySelector("#pref-queue-view").value;
    values.timezone = form.querySelector("#pref-timezone").value;
    values.signature = form.querySelector("#pref-signature").value;
    store.savePreferences(values);
    announce("Preferences saved");
  });
  return { title: "Preferences" };
}

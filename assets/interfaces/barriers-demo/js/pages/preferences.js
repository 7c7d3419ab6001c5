// Preferences: div switches whose state is only their position and colour, a div
// dropdown, div checkboxes, a "Save" div whose confirmation is not announced, and an
// account deletion overlay.

import { USER } from "../data.js";
import { load, update } from "../store.js";
import { ICONS } from "../icons.js";
import {
  $,
  bindCheckbox,
  bindDropdown,
  bindSwitch,
  checkboxHtml,
  dropdownHtml,
  go,
  onClick,
  openOverlay,
  switchHtml,
} from "../widgets.js";
import { accountFrame } from "./account.js";

const SWITCHES = [
  ["newsletter", "What's On weekly email", "The week's best events, every Thursday."],
  ["reminders", "Booking reminders by email", "Sent three days before each event."],
  ["sms", "Text message reminders", `Sent to ${USER.mobile} the day before each event.`],
  ["partners", "Offers from our partners", "Restaurants and hotels near our venues."],
];

const FORMATS = [
  "E-ticket on my phone",
  "Print at home (PDF)",
  "Collect from the box office",
  "Large print by post",
].map((label) => ({ value: label, label }));

const ACCESS_CHECKS = [
  ["wheelchair", "I use a wheelchair and need a wheelchair space"],
  ["companion", "I bring a companion or carer"],
  ["headsets", "Offer me an infrared headset when I book"],
];

export function render(container) {
  const draft = { ...load().prefs };
  const rows = SWITCHES.map(
    ([key, title, note]) => `<div class="pref-row">
      <div><div class="pref-title">${title}</div><div class="r-meta">${note}</div></div>
      ${switchHtml(`switch-${key}`, draft[key])}
    </div>`,
  ).join("");
  const checks = ACCESS_CHECKS.map(([key, text]) => checkboxHtml(`pref-${key}`, draft[key], text)).join("");
  container.innerHTML = accountFrame(
    "preferences",
    `<div class="fake-h1">Preferences</div>
    <div class="pref-section">
      <div class="fake-h2">How we contact you</div>
      ${rows}
    </div>
    <div class="pref-section">
      <div class="fake-h2">Tickets and access</div>
      <div class="field-label">Ticket format</div>
      ${dropdownHtml("dd-format", FORMATS, draft.format)}
      <div class="pref-checks">${checks}</div>
    </div>
    <div class="form-buttons">
      <div class="btn btn-coral" id="prefs-save">Save changes</div>
      <span class="text-link" id="prefs-cancel">Cancel</span>
      <span class="saved-note" id="prefs-saved"></span>
    </div>
    <div class="danger-zone">
      <div class="fake-h3">Close your account</div>
      <p>Your bookings will be cancelled without refund and your saved events deleted.</p>
      <span class="text-link danger" id="delete-account">Delete my account</span>
    </div>`,
  );
  for (const [key] of SWITCHES) {
    bindSwitch(`switch-${key}`, (on) => {
      draft[key] = on;
    });
  }
  for (const [key] of ACCESS_CHECKS) {
    bindCheckbox(`pref-${key}`, (checked) => {
      draft[key] = checked;
    });
  }
  bindDropdown("dd-format", (value) => {
    draft.format = value;
  });
  onClick($("#prefs-save"), () => {
    update((state) => {
      state.prefs = { ...draft };
    });
    // Shown next to the button only; nothing tells a screen reader.
    $("#prefs-saved").innerHTML = `${ICONS.tick}<span>Your preferences were saved.</span>`;
  });
  onClick($("#prefs-cancel"), () => render(container));
  onClick($("#delete-account"), () => openDelete(container));
  return null;
}

function openDelete(container) {
  const close = openOverlay(
    container,
    "delete-overlay",
    `<div class="fake-h2">Delete your account?</div>
    <p>This cannot be undone. Your 5 upcoming bookings will be cancelled without a refund.</p>
    <div class="form-buttons">
      <div class="btn btn-danger" id="delete-confirm">Delete my account permanently</div>
      <div class="btn btn-outline" id="delete-keep">Keep my account</div>
    </div>`,
  );
  onClick($("#delete-keep"), close);
  onClick($("#delete-confirm"), () => {
    sessionStorage.clear();
    go("#/page/account-deleted");
  });
}

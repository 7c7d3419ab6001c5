// Access information and the Access Pass application. The application form has
// unlabelled and placeholder-only fields, a div dropdown, a div checkbox, radios
// without labels, and errors shown only by turning things red.

import { USER } from "../data.js";
import { escapeHtml } from "../format.js";
import { load, update } from "../store.js";
import {
  $,
  $$,
  bindCheckbox,
  bindDropdown,
  checkboxHtml,
  dropdownHtml,
  fieldValue,
  go,
  isEmail,
  markInvalid,
  onClick,
  textFieldHtml,
} from "../widgets.js";

const NEEDS = [
  "Choose one",
  "Wheelchair user",
  "Blind or partially sighted",
  "Deaf or hard of hearing",
  "Learning disability or autism",
  "Long-term health condition",
  "Other",
].map((label, i) => ({ value: i === 0 ? "" : label, label }));

const PROOFS = [
  ["blue-badge", "Blue Badge"],
  ["pip", "PIP or DLA award letter"],
  ["letter", "Letter from a health professional"],
  ["cea", "CEA card (cinema exhibitors' card)"],
];

const PASS_REFERENCE = "AP-26-04417";

export function render(container) {
  container.innerHTML = `
  <div class="crumbs"><a href="#/home" id="crumb-home">Home</a> › Access</div>
  <div class="fake-h1">Access and assistance</div>
  <div class="columns">
    <div class="col-main">
      <p class="lede">We want everyone to enjoy Ferrisham's venues. Here's how we can help you book and visit.</p>
      <div class="access-hero">
        <div>
          <div class="fake-h2">Ferrisham Access Pass</div>
          <p>A free pass for disabled visitors. It gives you a free ticket for a companion or carer, lets you book wheelchair spaces online, and saves your access needs so you don't have to explain them every time.</p>
          <div class="btn btn-coral" id="access-apply">Apply for an Access Pass</div>
        </div>
      </div>
      <div class="fake-h2">Accessible performances</div>
      <div class="access-links">
        <a href="#/events?access=bsl" id="access-bsl"><img src="img/icon-bsl.svg" width="45" height="30"><span>BSL interpreted</span></a>
        <a href="#/events?access=ad" id="access-ad"><img src="img/icon-ad.svg" width="45" height="30"><span>Audio described</span></a>
        <a href="#/events?access=captioned" id="access-captioned"><img src="img/icon-captioned.svg" width="45" height="30"><span>Captioned</span></a>
        <a href="#/events?access=relaxed" id="access-relaxed"><img src="img/icon-relaxed.svg" width="45" height="30"><span>Relaxed</span></a>
      </div>
      <div class="fake-h2">At our venues</div>
      <p>Every venue has a page listing its step-free routes, wheelchair spaces, hearing support and toilets. Assistance dogs are welcome everywhere.</p>
      <a href="#/venues" id="access-venues">Compare venue access</a>
    </div>
    <div class="col-side">
      <div class="side-box"><div class="fake-h3">Access line</div>
        <p>01632 960 451<br>Monday to Friday, 10am to 4pm</p>
        <p>Text relay: 18001 01632 960 451</p></div>
    </div>
  </div>`;
  onClick($("#access-apply"), () => go("#/access/apply"));
  return null;
}

export function renderApply(container) {
  const pass = load().accessPass;
  if (pass) return showReceived(container, pass);
  const radios = PROOFS.map(
    ([key, text]) =>
      `<div class="check-row"><input type="radio" name="proof" id="proof-${key}" value="${key}"><span>${text}</span></div>`,
  ).join("");
  container.innerHTML = `
  <div class="crumbs"><a href="#/home" id="crumb-home">Home</a> › <a href="#/access" id="crumb-access">Access</a> › Apply</div>
  <div class="columns">
    <div class="col-main form-card">
      <div class="fake-h1">Apply for an Access Pass</div>
      <p class="lede">It takes about three minutes. We'll text you when your pass is ready.</p>
      <div class="form-error" id="ap-error"></div>
      <div class="form-grid">
        ${textFieldHtml("ap-name", "Full name", `${USER.firstName} ${USER.lastName}`, "")}
        ${textFieldHtml("ap-email", "Email", USER.email, "")}
        ${textFieldHtml("ap-mobile", "", "", "Mobile number", "UK mobile, for example 07700 900000")}
        ${textFieldHtml("ap-postcode", "", USER.postcode, "Postcode")}
      </div>
      <div class="field-label">Your main access need</div>
      <div class="form-field" id="ap-need-field">${dropdownHtml("dd-need", NEEDS, "")}</div>
      <div class="pref-checks">${checkboxHtml("ap-companion", false, "I need a free seat for a companion or carer")}</div>
      <div class="field-label">What can you show us as proof?</div>
      <div class="form-field radio-list" id="ap-proof-field">${radios}</div>
      <div class="form-buttons">
        <div class="btn btn-coral" id="ap-submit">Send application</div>
        <a href="#/access" id="ap-cancel">Cancel</a>
      </div>
    </div>
    <div class="col-side">
      <div class="side-box"><div class="fake-h3">What happens next</div>
        <p>We check your proof when you first collect tickets. You do not need to send it now.</p>
        <p>Your pass works at all eight Ferrisham Live venues and lasts three years.</p></div>
    </div>
  </div>`;
  let need = "";
  let companion = false;
  bindDropdown("dd-need", (value) => {
    need = value;
  });
  bindCheckbox("ap-companion", (checked) => {
    companion = checked;
  });
  onClick($("#ap-submit"), () => {
    const values = {
      name: fieldValue("ap-name"),
      email: fieldValue("ap-email"),
      mobile: fieldValue("ap-mobile"),
      postcode: fieldValue("ap-postcode"),
      need,
      companion,
      proof: $$('input[name="proof"]').find((radio) => radio.checked)?.value || "",
    };
    const invalid = [];
    if (!values.name) invalid.push("ap-name");
    if (!isEmail(values.email)) invalid.push("ap-email");
    // Only a UK mobile number written the UK way is accepted: 11 digits starting 07.
    if (!/^07\d{9}$/.test(values.mobile.replace(/\s/g, ""))) invalid.push("ap-mobile");
    if (!values.postcode) invalid.push("ap-postcode");
    if (!values.need) invalid.push("ap-need");
    if (!values.proof) invalid.push("ap-proof");
    const message = "Some details need correcting. Please check the fields marked in red.";
    if (markInvalid(invalid, "ap-error", message)) return;
    const stored = { ...values, reference: PASS_REFERENCE };
    update((state) => {
      state.accessPass = stored;
    });
    showReceived(container, stored);
  });
  return null;
}

function showReceived(container, pass) {
  const benefits = [
    pass.companion ? "a free companion or carer ticket at every event" : null,
    pass.need === "Wheelchair user" ? "online booking of wheelchair spaces" : null,
    "your access needs saved for every booking",
  ].filter(Boolean);
  container.innerHTML = `
  <div class="crumbs"><a href="#/home" id="crumb-home">Home</a> › <a href="#/access" id="crumb-access">Access</a> › Apply</div>
  <div class="form-card confirm-card" id="ap-received">
    <div class="fake-h1">Application received</div>
    <p>Your reference is <strong id="ap-reference">${pass.reference}</strong>.</p>
    <p>We'll text ${escapeHtml(pass.mobile)} when your pass is ready, usually within 5 working days.</p>
    <p>Your pass will give you:</p>
    <ul class="notes">${benefits.map((b) => `<li>${b}</li>`).join("")}</ul>
    <a href="#/events" id="ap-browse">Find something to do</a>
  </div>`;
  return null;
}

// Settings: personal details, notifications, statements and letters, accessibility, security.

import { CUSTOMER } from "../data.js";
import { esc, parseAmount } from "../format.js";
import { applyPreferences, sessionEnds, sessionMinutes } from "../shell.js";
import { save, state } from "../store.js";
import {
  errorSummaryMarkup,
  activateErrorSummary,
  openDialog,
  radioGroup,
  selectField,
  setupTabs,
  switchMarkup,
  tabsMarkup,
  textField,
  toast,
  toggleSwitch,
} from "../widgets.js";
import { helpAside, pageHead, summaryList } from "./common.js";

const TABS = ["profile", "notifications", "statements", "accessibility", "security"];
const TEXT_SIZES = [
  { value: "standard", label: "Standard" },
  { value: "large", label: "Large" },
  { value: "extra-large", label: "Extra large" },
];
const DEVICES = [
  ["device-1", "iPhone 13 – Larchfield app", "Last used 16 March 2026"],
  ["device-2", "Chrome on Windows", "Last used 13 March 2026"],
  ["device-3", "Safari on iPad", "Last used 2 February 2026"],
];

function checkbox(id, label, checked, hint = "") {
  return `<div class="choice"><input type="checkbox" id="${id}" name="${id}"${checked ? " checked" : ""}${hint ? ` aria-describedby="${id}-hint"` : ""}>
    <div><label for="${id}">${esc(label)}</label>${hint ? `<span class="hint" id="${id}-hint">${esc(hint)}</span>` : ""}</div></div>`;
}

function profilePanel() {
  return `<h2>Personal details</h2>${summaryList([
    { key: "Name", value: esc(CUSTOMER.fullName) },
    { key: "Customer number", value: esc(CUSTOMER.customerNumber) },
    { key: "Home address", value: CUSTOMER.address.map(esc).join("<br>"), change: { href: "#/help/contact", label: "home address" } },
    { key: "Email", value: esc(CUSTOMER.email), change: { href: "#/help/contact", label: "email" } },
    { key: "Mobile", value: esc(CUSTOMER.mobile), change: { href: "#/help/contact", label: "mobile number" } },
  ])}<p class="muted small">To change your name, bring proof of the change to any branch.</p>`;
}

function notificationsPanel(prefs, errors = {}) {
  return `${errorSummaryMarkup(errors)}
    <form id="notifications-form" novalidate>
    <h2>Alerts</h2>
    ${switchMarkup({ id: "switch-low-balance", label: "Low balance alert", description: "Tell me when my Everyday Current Account balance goes below an amount I choose.", checked: prefs.lowBalance })}
    <div class="conditional" id="low-balance-options"${prefs.lowBalance ? "" : " hidden"}>
      ${textField({ id: "low-balance-threshold", label: "Alert me when my balance is below", prefix: "£", value: prefs.lowBalanceThreshold, error: errors["low-balance-threshold"], width: "input-narrow", attrs: 'inputmode="decimal" autocomplete="off"' })}
    </div>
    ${switchMarkup({ id: "switch-large-payment", label: "Large payment alert", description: "Tell me about any payment out of £250 or more.", checked: prefs.largePayment })}
    ${switchMarkup({ id: "switch-payment-received", label: "Money received", description: "Tell me when my salary or a payment arrives.", checked: prefs.paymentReceived })}
    <fieldset class="field${errors["channel-email"] ? " field-error" : ""}" style="margin-top:16px"${errors["channel-email"] ? ' aria-describedby="channels-error"' : ""}>
      <legend>Send my alerts by</legend>
      ${errors["channel-email"] ? `<span class="error-message" id="channels-error"><span class="visually-hidden">Error:</span> ${esc(errors["channel-email"])}</span>` : ""}
      ${checkbox("channel-email", "Email", prefs.channelEmail, CUSTOMER.email)}
      ${checkbox("channel-sms", "Text message", prefs.channelSms, CUSTOMER.mobile)}
      ${checkbox("channel-app", "App notification", prefs.channelApp, "On your iPhone 13")}
    </fieldset>
    <h2 style="margin-top:8px">Marketing</h2>
    ${switchMarkup({ id: "switch-marketing-email", label: "Offers by email", description: "News about our products and offers picked for you.", checked: prefs.marketingEmail })}
    ${switchMarkup({ id: "switch-marketing-text", label: "Offers by text message", description: "Occasional offers sent to your mobile.", checked: prefs.marketingText })}
    <div class="button-row"><button type="submit" class="button" id="save-notifications">Save notification settings</button></div>
    </form>`;
}

function deliveryText(value) {
  return value === "online" ? "Online only (paperless)" : "By post and online";
}

function statementsPanel() {
  const prefs = state.settings.statements;
  const options = (prefix) => [
    { value: "online", label: "Online only (paperless)", hint: "We'll email you when a new statement is ready to view.", id: `${prefix}-statements-online` },
    { value: "post", label: "By post and online", hint: "We'll post a paper statement to your home address each month.", id: `${prefix}-statements-post` },
  ];
  return `<form id="statements-form" novalidate>
    <h2>Statements and letters</h2>
    <div class="notice notice-info"><p id="statements-current-setting">Everyday Current Account statements: <strong>${deliveryText(prefs.current)}</strong>.
      Rewards Credit Card statements: <strong>${deliveryText(prefs.card)}</strong>.</p></div>
    ${radioGroup({ name: "current-statements", legend: "How do you want statements for your Everyday Current Account?", options: options("current"), value: prefs.current })}
    ${radioGroup({ name: "card-statements", legend: "How do you want statements for your Rewards Credit Card?", options: options("card"), value: prefs.card })}
    <p class="muted small">We post letters to ${esc(CUSTOMER.address.join(", "))}.</p>
    <div class="button-row"><button type="submit" class="button" id="save-statements">Save statement preferences</button></div>
    </form>`;
}

function accessibilityPanel() {
  const prefs = state.settings.accessibility;
  return `<form id="accessibility-form" novalidate>
    <h2>Accessibility preferences</h2>
    <p>These settings change how online banking looks and behaves on this device and in the app.</p>
    ${selectField({ id: "text-size", label: "Text size", options: TEXT_SIZES, value: prefs.textSize, width: "input-narrow" })}
    ${switchMarkup({ id: "switch-high-contrast", label: "High contrast colours", description: "Black text on white with stronger borders.", checked: prefs.highContrast })}
    <fieldset class="field" style="margin-top:14px"><legend>Reading and timing</legend>
      ${checkbox("underline-links", "Underline all links", prefs.underlineLinks)}
      ${checkbox("extended-session", "Give me more time before I'm signed out", prefs.extendedSession, "30 minutes without activity instead of 10.")}
    </fieldset>
    <p id="session-setting">You're signed out after <strong>${sessionMinutes()} minutes</strong> without activity. This session ends at ${sessionEnds()}.</p>
    <div class="button-row"><button type="submit" class="button" id="save-accessibility">Save accessibility preferences</button></div>
    </form>`;
}

function securityPanel() {
  const rows = DEVICES.map(
    ([id, name, used]) => `<tr><td>${esc(name)}</td><td>${esc(used)}</td>
      <td class="num"><button type="button" class="link-button danger" id="remove-${id}" data-remove-device>Remove<span class="visually-hidden"> ${esc(name)}</span></button></td></tr>`,
  ).join("");
  return `<h2>Security</h2>
    ${switchMarkup({ id: "switch-sign-in-alerts", label: "Sign-in alerts", description: "Email me when someone signs in on a new device.", checked: state.settings.security.signInAlerts })}
    <h3>Trusted devices</h3>
    <table id="devices-table"><caption class="visually-hidden">Devices that can use your online banking</caption>
      <thead><tr><th scope="col">Device</th><th scope="col">Last used</th><th scope="col" class="num">Actions</th></tr></thead><tbody>${rows}</tbody></table>
    <div class="button-row"><a href="#/help/security" id="change-password">Change your password</a>
      <button type="button" class="button button-secondary" id="sign-out-everywhere">Sign out of all devices</button></div>`;
}

function readNotifications(form) {
  const on = (id) => form.querySelector(`#${id}`).getAttribute("aria-checked") === "true";
  return {
    lowBalance: on("switch-low-balance"),
    lowBalanceThreshold: form.querySelector("#low-balance-threshold").value.trim(),
    largePayment: on("switch-large-payment"),
    paymentReceived: on("switch-payment-received"),
    marketingEmail: on("switch-marketing-email"),
    marketingText: on("switch-marketing-text"),
    channelEmail: form.querySelector("#channel-email").checked,
    channelSms: form.querySelector("#channel-sms").checked,
    channelApp: form.querySelector("#channel-app").checked,
  };
}

function validateNotifications(prefs) {
  const errors = {};
  if (prefs.lowBalance) {
    const amount = parseAmount(prefs.lowBalanceThreshold);
    if (!prefs.lowBalanceThreshold) errors["low-balance-threshold"] = "Enter the balance you want to be alerted at";
    else if (amount === null || amount < 1 || amount > 5000) {
      errors["low-balance-threshold"] = "Enter an amount between £1 and £5,000, like 100";
    }
  }
  if (!prefs.channelEmail && !prefs.channelSms && !prefs.channelApp) {
    errors["channel-email"] = "Choose at least one way to send your alerts";
  }
  return errors;
}

function mountNotifications(panel) {
  const form = panel.querySelector("#notifications-form");
  for (const button of form.querySelectorAll('[role="switch"]')) {
    button.addEventListener("click", () => {
      const on = toggleSwitch(button);
      if (button.id === "switch-low-balance") form.querySelector("#low-balance-options").hidden = !on;
    });
  }
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const prefs = readNotifications(form);
    const errors = validateNotifications(prefs);
    if (Object.keys(errors).length) {
      // Redraw the panel with the errors, keeping what the customer chose so far.
      panel.innerHTML = notificationsPanel(prefs, errors);
      mountNotifications(panel);
      activateErrorSummary(panel);
      return;
    }
    // Clear earlier errors in place rather than redrawing, so focus stays where it is.
    for (const element of panel.querySelectorAll("#error-summary, .error-message")) element.remove();
    for (const element of panel.querySelectorAll(".field-error")) element.classList.remove("field-error");
    for (const element of panel.querySelectorAll("[aria-invalid]")) element.removeAttribute("aria-invalid");
    state.settings.notifications = prefs;
    save();
    toast("Notification settings saved.");
  });
}

function mountStatements(root) {
  root.querySelector("#statements-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const form = event.target;
    state.settings.statements = {
      current: form.elements["current-statements"].value,
      card: form.elements["card-statements"].value,
    };
    save();
    root.querySelector("#statements-current-setting").innerHTML = `Everyday Current Account statements: <strong>${deliveryText(state.settings.statements.current)}</strong>.
      Rewards Credit Card statements: <strong>${deliveryText(state.settings.statements.card)}</strong>.`;
    toast("Statement preferences saved.");
  });
}

function mountAccessibility(root) {
  const form = root.querySelector("#accessibility-form");
  form.querySelector("#switch-high-contrast").addEventListener("click", (event) => toggleSwitch(event.currentTarget));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    state.settings.accessibility = {
      textSize: form.elements["text-size"].value,
      highContrast: form.querySelector("#switch-high-contrast").getAttribute("aria-checked") === "true",
      underlineLinks: form.elements["underline-links"].checked,
      extendedSession: form.elements["extended-session"].checked,
    };
    save();
    applyPreferences();
    root.querySelector("#session-setting").innerHTML = `You're signed out after <strong>${sessionMinutes()} minutes</strong> without activity. This session ends at ${sessionEnds()}.`;
    toast("Accessibility preferences saved.");
  });
}

function mountSecurity(root) {
  root.querySelector("#switch-sign-in-alerts").addEventListener("click", (event) => {
    state.settings.security.signInAlerts = toggleSwitch(event.currentTarget);
    save();
    toast(`Sign-in alerts turned ${state.settings.security.signInAlerts ? "on" : "off"}.`);
  });
  for (const button of root.querySelectorAll("[data-remove-device]")) {
    button.addEventListener("click", () => {
      const row = button.closest("tr");
      openDialog({
        id: "remove-device-dialog",
        title: "Remove this device?",
        bodyHtml: `<p>${esc(row.cells[0].textContent)} will need a security code the next time it signs in.</p>`,
        actions: [
          { id: "confirm-remove-device", label: "Yes, remove device", style: "button-danger", onClick: () => {
            row.remove();
            toast("Device removed.");
          } },
          { id: "keep-device", label: "No, keep it", style: "button-secondary", onClick: () => {} },
        ],
      });
    });
  }
  root.querySelector("#sign-out-everywhere").addEventListener("click", () => {
    openDialog({
      id: "sign-out-everywhere-dialog",
      title: "Sign out of all devices?",
      bodyHtml: "<p>You'll be signed out here, in the app and on every other device.</p>",
      actions: [
        { id: "confirm-sign-out-everywhere", label: "Yes, sign out everywhere", style: "button-danger", navigates: true, onClick: () => { location.hash = "#/signed-out"; } },
        { id: "cancel-sign-out-everywhere", label: "Cancel", style: "button-secondary", onClick: () => {} },
      ],
    });
  });
}

export function settingsView({ params }) {
  const selected = TABS.includes(params.tab) ? params.tab : "notifications";
  return {
    title: "Settings",
    section: "settings",
    html: `${pageHead("Settings", "Manage how we contact you and how online banking works for you.")}
      <div class="layout"><div>
      ${tabsMarkup({
        label: "Settings",
        selected,
        tabs: [
          { id: "profile", label: "Personal details", html: profilePanel() },
          { id: "notifications", label: "Notifications", html: notificationsPanel(state.settings.notifications) },
          { id: "statements", label: "Statements and letters", html: statementsPanel() },
          { id: "accessibility", label: "Accessibility", html: accessibilityPanel() },
          { id: "security", label: "Security", html: securityPanel() },
        ],
      })}</div>
      <aside class="aside" aria-label="Settings help">
        ${helpAside("Need a different format?", ["We can send statements and letters in large print, braille or audio. Call us on 0345 600 2710."], [["Accessibility at Larchfield", "#/help/accessibility"]])}
        ${helpAside("Keeping in touch", ["We'll always tell you about important changes to your accounts, even if you turn off marketing."])}
      </aside></div>`,
    mount(root) {
      setupTabs(root.querySelector('[role="tablist"]'));
      mountNotifications(root.querySelector("#panel-notifications"));
      mountStatements(root);
      mountAccessibility(root);
      mountSecurity(root);
    },
  };
}

// Reusable accessible widgets: status messages, modal dialog, menu button, tabs, form fields.

import { esc } from "./format.js";

/** Shows a message in the shell's polite live region (it persists across routes). */
export function flash(text, tone = "ok", extraHtml = "") {
  const region = document.getElementById("flash");
  // One assignment, so screen readers announce the message once.
  region.innerHTML = `<div class="notice notice-${tone}"><p>${esc(text)}</p>${extraHtml}</div>`;
}

export function clearFlash() {
  document.getElementById("flash").innerHTML = "";
}

/**
 * Shows a short confirmation in the shell's toast, a live region fixed to the corner of the
 * window so it is seen wherever the page is scrolled; it stays until the next page.
 */
export function toast(text) {
  document.getElementById("toast").innerHTML = `<p>${esc(text)}</p>`;
}

export function clearToast() {
  document.getElementById("toast").innerHTML = "";
}

// ---- Modal dialog -----------------------------------------------------------------------

let openDialogState = null;

function focusables(container) {
  return [...container.querySelectorAll("button, a[href], input, select, textarea, [tabindex]")].filter(
    (element) => element.tabIndex >= 0 && !element.disabled,
  );
}

/**
 * Opens a modal dialog. `actions` are {id, label, style, onClick}; a click closes the dialog
 * first, then runs the handler. The rest of the page is made inert while it is open.
 */
export function openDialog({ id, title, bodyHtml, actions, onDismiss }) {
  closeDialog();
  const opener = document.activeElement;
  const root = document.getElementById("dialog-root");
  const buttons = actions
    .map(
      (action) =>
        `<button type="button" class="button ${action.style || ""}" id="${esc(action.id)}">${esc(action.label)}</button>`,
    )
    .join("");
  root.innerHTML = `
    <div class="dialog-backdrop">
      <div class="dialog" role="dialog" aria-modal="true" id="${esc(id)}"
        aria-labelledby="${esc(id)}-title" aria-describedby="${esc(id)}-body">
        <h2 id="${esc(id)}-title">${esc(title)}</h2>
        <div id="${esc(id)}-body">${bodyHtml}</div>
        <div class="button-row">${buttons}</div>
      </div>
    </div>`;
  document.getElementById("page").inert = true;
  const dialog = document.getElementById(id);
  openDialogState = { opener, onDismiss };
  for (const action of actions) {
    document.getElementById(action.id).addEventListener("click", () => {
      closeDialog({ restoreFocus: !action.navigates });
      action.onClick();
    });
  }
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      const dismiss = openDialogState && openDialogState.onDismiss;
      closeDialog();
      if (dismiss) dismiss();
      return;
    }
    if (event.key !== "Tab") return;
    // Keep focus inside the dialog: wrap from the last control to the first and back.
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  focusables(dialog)[0].focus();
}

export function closeDialog({ restoreFocus = true } = {}) {
  const root = document.getElementById("dialog-root");
  if (!root || !root.firstChild) return;
  root.innerHTML = "";
  document.getElementById("page").inert = false;
  const opener = openDialogState && openDialogState.opener;
  openDialogState = null;
  if (restoreFocus && opener && document.contains(opener)) opener.focus();
}

export function dialogIsOpen() {
  return Boolean(openDialogState);
}

// ---- Menu button ------------------------------------------------------------------------

/** Wires a button with aria-haspopup="menu" to its role="menu" list. */
export function setupMenuButton(button, menu) {
  const items = () => [...menu.querySelectorAll('[role="menuitem"]')];
  const open = (focusIndex) => {
    menu.hidden = false;
    button.setAttribute("aria-expanded", "true");
    const list = items();
    list[(focusIndex + list.length) % list.length].focus();
  };
  const close = (returnFocus) => {
    if (menu.hidden) return;
    menu.hidden = true;
    button.setAttribute("aria-expanded", "false");
    if (returnFocus) button.focus();
  };
  button.addEventListener("click", () => (menu.hidden ? open(0) : close(true)));
  button.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      open(0);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      open(-1);
    }
  });
  menu.addEventListener("keydown", (event) => {
    const list = items();
    const index = list.indexOf(document.activeElement);
    const moves = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      list[(moves[event.key] + list.length) % list.length].focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  });
  menu.addEventListener("click", () => close(false));
  document.addEventListener("click", (event) => {
    if (!menu.contains(event.target) && !button.contains(event.target)) close(false);
  });
  return { close };
}

// ---- Tabs -------------------------------------------------------------------------------

/** Wires role="tab" buttons inside `tablist`; selection follows focus with arrow keys. */
export function setupTabs(tablist, onChange) {
  const tabs = [...tablist.querySelectorAll('[role="tab"]')];
  const select = (tab, moveFocus) => {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      document.getElementById(other.getAttribute("aria-controls")).hidden = !selected;
    }
    if (moveFocus) tab.focus();
    if (onChange) onChange(tab);
  };
  for (const tab of tabs) {
    tab.addEventListener("click", () => select(tab, false));
    tab.addEventListener("keydown", (event) => {
      const index = tabs.indexOf(tab);
      const moves = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
      if (!(event.key in moves)) return;
      event.preventDefault();
      select(tabs[(moves[event.key] + tabs.length) % tabs.length], true);
    });
  }
}

/** Markup of a tab list and its panels; `tabs` are {id, label, html}. */
export function tabsMarkup({ label, tabs, selected }) {
  const buttons = tabs
    .map((tab) => {
      const isSelected = tab.id === selected;
      return `<button type="button" role="tab" class="tab" id="tab-${tab.id}" aria-controls="panel-${tab.id}"
        aria-selected="${isSelected}" tabindex="${isSelected ? 0 : -1}">${esc(tab.label)}</button>`;
    })
    .join("");
  const panels = tabs
    .map(
      (tab) => `<div role="tabpanel" class="tab-panel" id="panel-${tab.id}" aria-labelledby="tab-${tab.id}"
        tabindex="0"${tab.id === selected ? "" : " hidden"}>${tab.html}</div>`,
    )
    .join("");
  return `<div class="tabs"><div role="tablist" aria-label="${esc(label)}">${buttons}</div>${panels}</div>`;
}

// ---- Switch -----------------------------------------------------------------------------

export function switchMarkup({ id, label, description, checked }) {
  return `<div class="switch-row">
      <div class="switch-text"><strong id="${id}-label">${esc(label)}</strong><span id="${id}-desc">${esc(description)}</span></div>
      <button type="button" role="switch" class="switch" id="${id}" aria-checked="${checked}"
        aria-labelledby="${id}-label" aria-describedby="${id}-desc"><span class="knob" aria-hidden="true"></span><span class="switch-state" aria-hidden="true">${checked ? "On" : "Off"}</span></button>
    </div>`;
}

export function toggleSwitch(button) {
  const checked = button.getAttribute("aria-checked") !== "true";
  button.setAttribute("aria-checked", String(checked));
  button.querySelector(".switch-state").textContent = checked ? "On" : "Off";
  return checked;
}

// ---- Form fields and errors -------------------------------------------------------------

/** Error summary linking each message to its field; `errors` is {fieldId: message}. */
export function errorSummaryMarkup(errors) {
  const entries = Object.entries(errors);
  if (!entries.length) return "";
  const items = entries
    .map(([field, message]) => `<li><a href="#${field}" data-error-link="${field}">${esc(message)}</a></li>`)
    .join("");
  return `<div class="error-summary" id="error-summary" role="alert" tabindex="-1" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">There is a problem</h2><ul>${items}</ul></div>`;
}

/** Focuses the error summary and makes its links move focus to the field, not the route. */
export function activateErrorSummary(root) {
  const summary = root.querySelector("#error-summary");
  if (!summary) return;
  for (const link of summary.querySelectorAll("[data-error-link]")) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      const field = document.getElementById(link.dataset.errorLink);
      if (field) {
        field.scrollIntoView({ block: "center" });
        field.focus();
      }
    });
  }
  summary.focus();
}

/** Markup of a labelled text field with optional hint, error and prefix. */
export function textField({ id, label, value, hint, error, width, prefix, attrs = "" }) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const input = `<input class="input ${width || ""}" type="text" id="${id}" name="${id}" value="${esc(value)}"
      ${described ? `aria-describedby="${described}"` : ""} ${error ? 'aria-invalid="true"' : ""} ${attrs}>`;
  return `<div class="field${error ? " field-error" : ""}">
      <label for="${id}">${esc(label)}</label>
      ${hint ? `<span class="hint" id="${id}-hint">${esc(hint)}</span>` : ""}
      ${error ? `<span class="error-message" id="${id}-error"><span class="visually-hidden">Error:</span> ${esc(error)}</span>` : ""}
      ${prefix ? `<div class="prefix-wrap"><span class="prefix" aria-hidden="true">${esc(prefix)}</span>${input}</div>` : input}
    </div>`;
}

/** Markup of a labelled select; `options` are {value, label}. */
export function selectField({ id, label, options, value, hint, error, width, placeholder }) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const first = placeholder ? `<option value="">${esc(placeholder)}</option>` : "";
  const items = options
    .map(
      (option) =>
        `<option value="${esc(option.value)}"${option.value === value ? " selected" : ""}>${esc(option.label)}</option>`,
    )
    .join("");
  return `<div class="field${error ? " field-error" : ""}">
      <label for="${id}">${esc(label)}</label>
      ${hint ? `<span class="hint" id="${id}-hint">${esc(hint)}</span>` : ""}
      ${error ? `<span class="error-message" id="${id}-error"><span class="visually-hidden">Error:</span> ${esc(error)}</span>` : ""}
      <select class="input ${width || ""}" id="${id}" name="${id}"
        ${described ? `aria-describedby="${described}"` : ""} ${error ? 'aria-invalid="true"' : ""}>${first}${items}</select>
    </div>`;
}

/** Markup of a radio group; `options` are {value, label, hint?, conditional?}. */
export function radioGroup({ name, legend, options, value, hint, error, idPrefix }) {
  const prefix = idPrefix || name;
  const described = [hint ? `${prefix}-hint` : "", error ? `${prefix}-error` : ""].filter(Boolean).join(" ");
  const choices = options
    .map((option, index) => {
      const id = option.id || (index === 0 ? prefix : `${prefix}-${option.value}`);
      const checked = option.value === value;
      const controls = option.conditional ? ` aria-controls="${id}-conditional" data-conditional` : "";
      // The hint sits outside the label, so the accessible name stays the short label.
      const hintAttr = option.hint ? ` aria-describedby="${id}-hint"` : "";
      const hintHtml = option.hint ? `<span class="hint" id="${id}-hint">${esc(option.hint)}</span>` : "";
      return `<div class="choice"><input type="radio" id="${id}" name="${name}" value="${esc(option.value)}"${checked ? " checked" : ""}${controls}${hintAttr}>
        <div><label for="${id}">${esc(option.label)}</label>${hintHtml}</div></div>
        ${option.conditional ? `<div class="conditional" id="${id}-conditional"${checked ? "" : " hidden"}>${option.conditional}</div>` : ""}`;
    })
    .join("");
  return `<div class="field${error ? " field-error" : ""}"><fieldset ${described ? `aria-describedby="${described}"` : ""}>
      <legend>${esc(legend)}</legend>
      ${hint ? `<span class="hint" id="${prefix}-hint">${esc(hint)}</span>` : ""}
      ${error ? `<span class="error-message" id="${prefix}-error"><span class="visually-hidden">Error:</span> ${esc(error)}</span>` : ""}
      ${choices}</fieldset></div>`;
}

/** Reads the named controls of a form into a plain object. */
export function formValues(form) {
  const values = {};
  for (const [key, value] of new FormData(form).entries()) values[key] = String(value);
  return values;
}

/** Shows the conditional content of the checked radio of a group and hides the others'. */
export function syncConditionals(radio) {
  for (const other of document.querySelectorAll(`input[type="radio"][name="${radio.name}"]`)) {
    const panel = document.getElementById(`${other.id}-conditional`);
    if (panel) panel.hidden = !other.checked;
  }
}

// Reusable accessible widgets: the status region, menu buttons, modal dialogs and the
// recipients combobox. Events are delegated from `document` (see app.js), never from
// containers, so that only real controls carry handlers.

import { CONTACTS } from "./data.js";
import { esc, formatAddress } from "./format.js";

/* ---------- status messages (aria-live) ---------- */

let toastKeepsForRenders = 0;

export function announce(text) {
  const status = document.getElementById("status");
  status.textContent = text;
  document.getElementById("toast").dataset.empty = "false";
  // The message stays through the navigation that usually follows the action.
  toastKeepsForRenders = 1;
}

export function clearToastAfterRender() {
  if (toastKeepsForRenders > 0) {
    toastKeepsForRenders -= 1;
    return;
  }
  document.getElementById("status").textContent = "";
  document.getElementById("toast").dataset.empty = "true";
}

export function dismissToast() {
  toastKeepsForRenders = 0;
  clearToastAfterRender();
}

/* ---------- menu buttons ---------- */

function menuItems(menu) {
  return [...menu.querySelectorAll('[role="menuitem"]:not([aria-disabled="true"])')];
}

export function openMenu(button) {
  closeMenus();
  const menu = document.getElementById(button.getAttribute("aria-controls"));
  button.setAttribute("aria-expanded", "true");
  menu.hidden = false;
  const first = menuItems(menu)[0];
  if (first) first.focus();
}

export function closeMenus(returnFocus = null) {
  for (const button of document.querySelectorAll('[aria-haspopup="menu"][aria-expanded="true"]')) {
    button.setAttribute("aria-expanded", "false");
    document.getElementById(button.getAttribute("aria-controls")).hidden = true;
  }
  if (returnFocus) returnFocus.focus();
}

export function toggleMenu(button) {
  if (button.getAttribute("aria-expanded") === "true") closeMenus(button);
  else openMenu(button);
}

export function onMenuKeydown(event) {
  const menu = event.target.closest('[role="menu"]');
  if (!menu) return false;
  const items = menuItems(menu);
  const index = items.indexOf(event.target);
  const button = document.querySelector(`[aria-controls="${menu.id}"]`);
  const moves = {
    ArrowDown: () => items[(index + 1) % items.length],
    ArrowUp: () => items[(index - 1 + items.length) % items.length],
    Home: () => items[0],
    End: () => items[items.length - 1],
  };
  if (moves[event.key]) {
    event.preventDefault();
    moves[event.key]().focus();
  } else if (event.key === "Escape") {
    event.preventDefault();
    closeMenus(button);
  } else if (event.key === "Tab") {
    closeMenus();
  } else if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    event.target.click();
  }
  return true;
}

/* ---------- modal dialogs ---------- */

let dialogConfirm = null;
let dialogOpener = null;

// Opens the shared modal dialog. `bodyHtml` may contain form fields; `onConfirm` returns
// false to keep the dialog open (for example after a validation error).
export function openDialog({ id, title, bodyHtml, confirmLabel, danger = false, onConfirm }) {
  const dialog = document.getElementById("dialog");
  dialogOpener = document.activeElement;
  dialogConfirm = onConfirm;
  dialog.dataset.dialog = id;
  dialog.innerHTML = `
    <form method="dialog" class="dialog-form" novalidate>
      <h2 id="dialog-title">${esc(title)}</h2>
      <div id="dialog-body">${bodyHtml}</div>
      <div class="dialog-actions">
        <button type="button" class="button secondary" id="cancel-${id}" data-action="dialog-cancel">Cancel</button>
        <button type="submit" class="button ${danger ? "danger" : "primary"}" id="confirm-${id}">${esc(confirmLabel)}</button>
      </div>
    </form>`;
  dialog.setAttribute("aria-labelledby", "dialog-title");
  dialog.setAttribute("aria-describedby", "dialog-body");
  dialog.showModal();
  const field = dialog.querySelector("input, textarea, select");
  (field || dialog.querySelector(`#cancel-${id}`)).focus();
}

export function closeDialog() {
  const dialog = document.getElementById("dialog");
  if (!dialog.open) return;
  dialog.close();
  dialog.innerHTML = "";
  delete dialog.dataset.dialog;
  dialogConfirm = null;
  if (dialogOpener && document.contains(dialogOpener)) dialogOpener.focus();
  dialogOpener = null;
}

export function submitDialog() {
  const keepOpen = dialogConfirm && dialogConfirm() === false;
  if (!keepOpen) closeDialog();
}

// Keeps Tab and Shift+Tab inside the open dialog.
export function trapDialogFocus(event) {
  const dialog = document.getElementById("dialog");
  if (!dialog.open || event.key !== "Tab") return;
  const focusable = [...dialog.querySelectorAll("button, input, textarea, select, a[href]")].filter(
    (element) => !element.disabled,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/* ---------- recipients combobox ---------- */

// The input is named by its visible <label for>; the suggestions popup is a listbox.
export function comboboxHtml({ id, value = "", describedBy = "" }) {
  return `
    <div class="combo" data-combobox>
      <input id="${id}" name="${id}" type="text" role="combobox" autocomplete="off"
        aria-autocomplete="list" aria-expanded="false" aria-controls="${id}-listbox"
        ${describedBy ? `aria-describedby="${describedBy}"` : ""}
        spellcheck="false" value="${esc(value)}">
      <ul id="${id}-listbox" role="listbox" class="listbox" aria-label="Suggested contacts" hidden></ul>
    </div>`;
}

function currentToken(input) {
  const parts = input.value.split(",");
  return parts[parts.length - 1].trim().toLowerCase();
}

function matchingContacts(token) {
  if (!token) return [];
  return CONTACTS.filter((contact) => {
    const words = `${contact.name} ${contact.email}`.toLowerCase().split(/[\s.@]+/);
    return words.some((word) => word.startsWith(token)) || contact.name.toLowerCase().startsWith(token);
  }).slice(0, 6);
}

function setExpanded(input, expanded) {
  const listbox = document.getElementById(input.getAttribute("aria-controls"));
  input.setAttribute("aria-expanded", String(expanded));
  listbox.hidden = !expanded;
  if (!expanded) input.removeAttribute("aria-activedescendant");
}

export function updateSuggestions(input) {
  const listbox = document.getElementById(input.getAttribute("aria-controls"));
  const matches = matchingContacts(currentToken(input));
  listbox.innerHTML = matches
    .map(
      (contact) => `
      <li role="option" id="${input.id}-opt-${contact.id}" data-action="pick-recipient"
        data-for="${input.id}" data-email="${esc(contact.email)}" data-name="${esc(contact.name)}"
        aria-selected="false">
        <span class="option-name">${esc(contact.name)}</span>
        <span class="option-email">${esc(contact.email)}</span>
      </li>`,
    )
    .join("");
  setExpanded(input, matches.length > 0);
}

export function pickRecipient(option) {
  const input = document.getElementById(option.dataset.for);
  const parts = input.value.split(",");
  parts[parts.length - 1] = ` ${formatAddress({ name: option.dataset.name, email: option.dataset.email })}`;
  input.value = `${parts.join(",").trim()}, `;
  setExpanded(input, false);
  input.focus();
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

export function onComboboxKeydown(event) {
  const input = event.target;
  const listbox = document.getElementById(input.getAttribute("aria-controls"));
  const options = [...listbox.querySelectorAll('[role="option"]')];
  const expanded = input.getAttribute("aria-expanded") === "true";
  const active = document.getElementById(input.getAttribute("aria-activedescendant") || "");
  const index = options.indexOf(active);
  const activate = (option) => {
    for (const other of options) other.setAttribute("aria-selected", String(other === option));
    input.setAttribute("aria-activedescendant", option.id);
  };
  if (event.key === "ArrowDown" && options.length) {
    event.preventDefault();
    if (!expanded) setExpanded(input, true);
    activate(options[(index + 1) % options.length]);
  } else if (event.key === "ArrowUp" && expanded && options.length) {
    event.preventDefault();
    activate(options[(index - 1 + options.length) % options.length]);
  } else if (event.key === "Enter" && expanded && active) {
    event.preventDefault();
    pickRecipient(active);
  } else if (event.key === "Escape" && expanded) {
    event.preventDefault();
    setExpanded(input, false);
  }
}

export function closeSuggestions(except = null) {
  for (const input of document.querySelectorAll('[role="combobox"][aria-expanded="true"]')) {
    if (input !== except) setExpanded(input, false);
  }
}

// Small DOM helpers and the custom controls of the site. Listeners are attached to each
// control itself (never delegated to a parent), the way the audited sites do it.

import { ICONS } from "./icons.js";
import { escapeHtml } from "./format.js";

export const $ = (selector, root = document) => root.querySelector(selector);
export const $$ = (selector, root = document) => Array.from(root.querySelectorAll(selector));

export function onClick(element, handler) {
  if (element) element.addEventListener("click", handler);
}

export function go(hash) {
  window.location.hash = hash;
}

export function slug(text) {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

// A dropdown built from divs: no role, no expanded state, no keyboard support.
// Options get ids `<id>-<slug of label>` so that each can be addressed on its own.
export function dropdownHtml(id, options, value, extraClass = "") {
  const current = options.find((option) => option.value === value) || options[0];
  const items = options
    .map(
      (option) =>
        `<div class="dd-option${option.value === current.value ? " is-current" : ""}" id="${id}-${slug(option.label)}" data-value="${escapeHtml(option.value)}">${escapeHtml(option.label)}</div>`,
    )
    .join("");
  return `<div class="dd ${extraClass}" id="${id}" data-value="${escapeHtml(current.value)}">
    <div class="dd-toggle" id="${id}-toggle"><span class="dd-value">${escapeHtml(current.label)}</span>${ICONS.chevronDown}</div>
    <div class="dd-list" id="${id}-list" style="display:none">${items}</div>
  </div>`;
}

export function bindDropdown(id, onChange) {
  const root = document.getElementById(id);
  if (!root) return;
  const list = $(".dd-list", root);
  onClick($(".dd-toggle", root), () => {
    const open = list.style.display === "none";
    list.style.display = open ? "block" : "none";
    root.classList.toggle("is-open", open);
  });
  for (const option of $$(".dd-option", root)) {
    onClick(option, () => {
      $$(".dd-option", root).forEach((item) => item.classList.remove("is-current"));
      option.classList.add("is-current");
      $(".dd-value", root).textContent = option.textContent;
      root.dataset.value = option.dataset.value;
      list.style.display = "none";
      root.classList.remove("is-open");
      onChange(option.dataset.value);
    });
  }
}

// A switch built from a div: its state shows only as position and colour.
export function switchHtml(id, on) {
  return `<div class="switch${on ? " is-on" : ""}" id="${id}"><span class="switch-knob"></span></div>`;
}

// A div that flips a class on click; the class is its only state.
function bindToggle(id, stateClass, onChange) {
  const element = document.getElementById(id);
  onClick(element, () => {
    const on = !element.classList.contains(stateClass);
    element.classList.toggle(stateClass, on);
    onChange(on);
  });
}

export const bindSwitch = (id, onChange) => bindToggle(id, "is-on", onChange);

// A checkbox built from a div; the text beside it is not associated with it.
export function checkboxHtml(id, checked, text) {
  return `<div class="cbox-row"><div class="cbox${checked ? " is-checked" : ""}" id="${id}">${ICONS.tick}</div><span class="cbox-text">${text}</span></div>`;
}

export const bindCheckbox = (id, onChange) => bindToggle(id, "is-checked", onChange);

// Radio "cards" built from divs: the chosen one is shown only by its border colour.
export function bindRadioCards(ids, onChange) {
  for (const id of ids) {
    onClick(document.getElementById(id), () => {
      for (const other of ids) {
        document.getElementById(other).classList.toggle("is-selected", other === id);
      }
      onChange(id);
    });
  }
}

// A text field whose "label" is a div beside it (or only a placeholder): no name.
export function textFieldHtml(id, label, value, placeholder = "", hint = "") {
  return `<div class="form-field" id="${id}-field">
    ${label ? `<div class="field-label">${label}</div>` : ""}
    <input type="text" id="${id}" value="${escapeHtml(value)}" placeholder="${placeholder}" autocomplete="off">
    ${hint ? `<div class="field-hint">${hint}</div>` : ""}
  </div>`;
}

// An overlay that looks like a dialog but is a plain div: no role, focus is left
// behind on the page and nothing is announced. Returns the function that closes it.
export function openOverlay(container, id, body) {
  container.insertAdjacentHTML(
    "beforeend",
    `<div class="overlay" id="${id}"><div class="overlay-box">
      <div class="overlay-close" id="${id}-close">${ICONS.close}</div>${body}</div></div>`,
  );
  const close = () => document.getElementById(id)?.remove();
  onClick(document.getElementById(`${id}-close`), close);
  return close;
}

export function isEmail(text) {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}

export const fieldValue = (id) => document.getElementById(id).value.trim();

// Outlines the fields in red and shows a red message that nothing announces or ties to
// a field. Returns whether anything was invalid.
export function markInvalid(fieldIds, messageId, message) {
  $$(".form-field").forEach((element) => element.classList.remove("is-invalid"));
  fieldIds.forEach((id) => document.getElementById(`${id}-field`).classList.add("is-invalid"));
  document.getElementById(messageId).textContent = fieldIds.length ? message : "";
  return fieldIds.length > 0;
}

// Shared controls of the persistent shell: navigation, deferred messages, preferences,
// and the session clock. Views import these; the router in app.js registers itself here.

import { timeInMinutes } from "./format.js";
import { state } from "./store.js";

let renderer = null;
let pendingFlash = null;

// The session was last extended when the page loaded; the clock is fixed during capture.
const SESSION_START = Date.now();

export function setRenderer(render) {
  renderer = render;
}

export function navigate(hash) {
  if (location.hash === hash) renderer();
  else location.hash = hash;
}

/** A message to show after the next route change, e.g. "Payee added" on the payees list. */
export function flashAfterNavigation(text, tone = "ok", html = "") {
  pendingFlash = { text, tone, html };
}

export function takePendingFlash() {
  const message = pendingFlash;
  pendingFlash = null;
  return message;
}

export function sessionMinutes() {
  return state.settings.accessibility.extendedSession ? 30 : 10;
}

export function sessionEnds() {
  return timeInMinutes(sessionMinutes() - (Date.now() - SESSION_START) / 60000);
}

/** Applies the saved accessibility preferences and refreshes the header's live details. */
export function applyPreferences() {
  const prefs = state.settings.accessibility;
  const root = document.documentElement;
  root.dataset.textSize = prefs.textSize;
  root.dataset.contrast = prefs.highContrast ? "high" : "standard";
  root.dataset.underline = prefs.underlineLinks ? "on" : "off";
  document.getElementById("session-label").textContent = `Session ends ${sessionEnds()}`;
  const unread = 2 - state.readMessages.length;
  const badge = document.getElementById("unread-badge");
  badge.hidden = unread <= 0;
  badge.innerHTML = `${unread}<span class="visually-hidden"> unread</span>`;
}

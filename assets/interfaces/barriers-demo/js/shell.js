// Parts of the persistent shell that pages update: the basket badge and the toast.

import { load, update } from "./store.js";
import { $, onClick } from "./widgets.js";
import { ICONS } from "./icons.js";

export function basketQuantity(state = load()) {
  return state.basket.reduce(
    (sum, item) => sum + Object.values(item.lines).reduce((a, b) => a + b, 0),
    0,
  );
}

// The badge changes silently: nothing announces the new count.
export function refreshBasketCount() {
  const count = basketQuantity();
  $("#basket-count").textContent = String(count);
  $("#header-basket").classList.toggle("has-items", count > 0);
}

// A toast that is not a live region and stays until the next page (no timers).
export function showToast(html) {
  const area = $("#toast-area");
  area.innerHTML = `<div class="toast" id="toast"><div class="toast-body">${html}</div><div class="toast-close" id="toast-close">${ICONS.close}</div></div>`;
  onClick($("#toast-close"), () => {
    area.innerHTML = "";
  });
}

// A heart that saves an event; the change is shown only by the filled icon.
export function bindHeart(elementId, eventId) {
  const heart = document.getElementById(elementId);
  onClick(heart, () => {
    const state = update((s) => {
      s.saved = s.saved.includes(eventId)
        ? s.saved.filter((id) => id !== eventId)
        : [...s.saved, eventId];
    });
    const saved = state.saved.includes(eventId);
    heart.classList.toggle("is-saved", saved);
    heart.innerHTML = saved ? ICONS.heartFilled : ICONS.heart;
  });
}

export function heartHtml(elementId, saved) {
  return `<div class="heart${saved ? " is-saved" : ""}" id="${elementId}">${saved ? ICONS.heartFilled : ICONS.heart}</div>`;
}

// The app shell: hash router, navigation state, header widgets and the session dialog.

import { CUSTOMER } from "./data.js";
import {
  applyPreferences,
  navigate,
  sessionEnds,
  sessionMinutes,
  setRenderer,
  takePendingFlash,
} from "./shell.js";
import { resetSession, save, state } from "./store.js";
import {
  clearFlash,
  clearToast,
  closeDialog,
  dialogIsOpen,
  flash,
  openDialog,
  setupMenuButton,
  syncConditionals,
} from "./widgets.js";
import { accountView, accountsView } from "./views/accounts.js";
import { cardsView } from "./views/cards.js";
import { helpView, signedOutView } from "./views/help.js";
import { messageView, messagesView } from "./views/messages.js";
import { payeeCheckView, payeeEditView, payeeNewView, payeesView } from "./views/payees.js";
import { paymentDoneView, paymentReviewView, paymentsView } from "./views/payments.js";
import { settingsView } from "./views/settings.js";
import {
  standingOrderDoneView,
  standingOrderNewView,
  standingOrderReviewView,
  standingOrdersView,
} from "./views/standing-orders.js";
import {
  reportDoneView,
  reportView,
  statementsView,
  transactionView,
} from "./views/statements.js";
import { transferDoneView, transferReviewView, transferView } from "./views/transfer.js";

// Patterns are matched against the path segments of the hash route; ":name" captures.
const ROUTES = [
  ["accounts", accountsView],
  ["account/:id", accountView],
  ["statements", statementsView],
  ["transaction/:id", transactionView],
  ["transaction/:id/report", reportView],
  ["transaction/:id/reported", reportDoneView],
  ["payments", paymentsView],
  ["payments/review", paymentReviewView],
  ["payments/done", paymentDoneView],
  ["transfer", transferView],
  ["transfer/review", transferReviewView],
  ["transfer/done", transferDoneView],
  ["payees", payeesView],
  ["payees/new", payeeNewView],
  ["payees/new/check", payeeCheckView],
  ["payees/:id/edit", payeeEditView],
  ["standing-orders", standingOrdersView],
  ["standing-orders/new", standingOrderNewView],
  ["standing-orders/review", standingOrderReviewView],
  ["standing-orders/done", standingOrderDoneView],
  ["cards", cardsView],
  ["settings", settingsView],
  ["settings/:tab", settingsView],
  ["messages", messagesView],
  ["messages/:id", messageView],
  ["help", helpView],
  ["help/:topic", helpView],
  ["signed-out", signedOutView],
];

function parseHash() {
  const raw = location.hash.replace(/^#\/?/, "") || "accounts";
  const [path, queryString = ""] = raw.split("?");
  const query = Object.fromEntries(new URLSearchParams(queryString));
  const segments = path.split("/").filter(Boolean);
  for (const [pattern, view] of ROUTES) {
    const parts = pattern.split("/");
    if (parts.length !== segments.length) continue;
    const params = {};
    const matches = parts.every((part, index) => {
      if (part.startsWith(":")) {
        params[part.slice(1)] = decodeURIComponent(segments[index]);
        return true;
      }
      return part === segments[index];
    });
    if (matches) return { view, params, query };
  }
  return { view: helpView, params: { topic: "not-found" }, query };
}

function render() {
  closeDialog({ restoreFocus: false });
  const { view, params, query } = parseHash();
  const page = view({ params, query });
  if (page.redirect) {
    location.replace(page.redirect);
    return;
  }
  document.title = `${page.title} – Larchfield Bank`;
  document.body.toggleAttribute("data-signed-out", Boolean(page.signedOut));
  for (const link of document.querySelectorAll("#main-nav a")) {
    if (link.dataset.section === page.section) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  const root = document.getElementById("view");
  root.innerHTML = page.html;
  const message = takePendingFlash();
  if (message) {
    flash(message.text, message.tone, message.html);
  } else {
    clearFlash();
  }
  clearToast();
  applyPreferences();
  if (page.mount) page.mount(root);
  window.scrollTo(0, 0);
  // Move focus to the new page's heading so screen reader users start at the content.
  if (!page.keepFocus && !dialogIsOpen()) {
    const heading = root.querySelector("h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }
  if (query.session === "expiring" && !state.sessionPromptShown) {
    state.sessionPromptShown = true;
    save();
    openSessionDialog();
  }
}

function signOut() {
  resetSession();
  navigate("#/signed-out");
}

function openSessionDialog() {
  openDialog({
    id: "session-dialog",
    title: "Do you want to stay signed in?",
    bodyHtml: `<p>For your security, we'll sign you out at <strong>${sessionEnds()}</strong> if you don't do anything.</p>
      <p class="muted">Any payment you haven't confirmed will not be sent.</p>`,
    actions: [
      {
        id: "stay-signed-in",
        label: "Stay signed in",
        onClick: () => flash(`You're still signed in, ${CUSTOMER.firstName}. We'll sign you out after ${sessionMinutes()} minutes without activity.`),
      },
      { id: "dialog-sign-out", label: "Sign out", style: "button-secondary", navigates: true, onClick: signOut },
    ],
  });
}

function start() {
  setRenderer(render);
  setupMenuButton(document.getElementById("profile-button"), document.getElementById("profile-menu"));
  document.getElementById("session-button").addEventListener("click", openSessionDialog);
  document.getElementById("sign-out").addEventListener("click", (event) => {
    event.preventDefault();
    signOut();
  });
  document.getElementById("header-sign-out").addEventListener("click", signOut);
  document.addEventListener("change", (event) => {
    if (event.target.matches('input[type="radio"]')) syncConditionals(event.target);
  });
  window.addEventListener("hashchange", render);
  render();
}

start();

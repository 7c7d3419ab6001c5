// Entry point: the routes and the behaviour of the persistent shell (global search,
// notifications, user menu, skip link, toast).
import { NOTIFICATIONS } from "./data.js";
import { esc, shortDate } from "./format.js";
import { navigate, register, start } from "./router.js";
import * as store from "./store.js";
import { announce, closeMenus, menuButton } from "./widgets.js";
import { dashboardView } from "./views/dashboard.js";
import { articleView, kbView } from "./views/kb.js";
import { newTicketView } from "./views/new-ticket.js";
import { helpView, profileView, signedOutView } from "./views/pages.js";
import { preferencesView } from "./views/preferences.js";
import { queueView } from "./views/queue.js";
import { reportsView } from "./views/reports.js";
import { ticketView } from "./views/ticket.js";

register([
  { pattern: /^\/dashboard$/, view: dashboardView, nav: "dashboard" },
  { pattern: /^\/tickets$/, view: queueView, nav: "tickets" },
  { pattern: /^\/tickets\/(INC-\d+)$/, view: ticketView, nav: "tickets" },
  { pattern: /^\/new$/, view: newTicketView, nav: "new" },
  { pattern: /^\/kb$/, view: kbView, nav: "kb" },
  { pattern: /^\/kb\/(KB\d+)$/, view: articleView, nav: "kb" },
  { pattern: /^\/reports$/, view: reportsView, nav: "reports" },
  { pattern: /^\/preferences$/, view: preferencesView, nav: "" },
  { pattern: /^\/profile$/, view: profileView, nav: "" },
  { pattern: /^\/help\/([a-z-]+)$/, view: helpView, nav: "" },
  { pattern: /^\/signed-out$/, view: signedOutView, nav: "" },
]);

const $ = (id) => document.getElementById(id);

// The skip link moves focus without touching the hash, which holds the route.
$("skip-link").addEventListener("click", (event) => {
  event.preventDefault();
  $("main").focus();
});

$("global-search-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const term = $("global-search").value.trim();
  navigate(term ? `#/tickets?q=${encodeURIComponent(term)}` : "#/tickets");
});

// Notifications: a disclosure with the latest events.
function drawNotifications() {
  const read = store.notificationsRead();
  $("notification-list").innerHTML = NOTIFICATIONS.map(
    (n) => `<li${read ? "" : ' class="unread"'}><a href="#/tickets/${n.ticket}" id="notification-${n.ticket}">${esc(n.text)}</a>
      <span class="muted">${shortDate(n.at)}</span></li>`,
  ).join("");
  $("notifications-count").hidden = read;
  $("notifications-read").hidden = read;
  for (const link of $("notification-list").querySelectorAll("a")) {
    link.addEventListener("click", () => toggleNotifications(false));
  }
}
const panel = $("notifications-panel");
function toggleNotifications(open) {
  panel.hidden = !open;
  $("notifications-button").setAttribute("aria-expanded", String(open));
}
drawNotifications();
$("notifications-button").addEventListener("click", () => {
  const opening = panel.hidden;
  closeMenus();
  toggleNotifications(opening);
});
document.addEventListener("click", (event) => {
  if (!panel.hidden && !event.target.closest("#notifications-panel, #notifications-button")) toggleNotifications(false);
});

$("notifications-read").addEventListener("click", () => {
  store.markNotificationsRead();
  drawNotifications();
  $("notifications-button").focus();
  announce("All notifications marked as read");
});

menuButton($("user-menu-button"), $("user-menu"), (item) => {
  if (item.id === "menu-sign-out") {
    sessionStorage.clear();
    navigate("#/signed-out");
  }
});

$("toast-close").addEventListener("click", () => {
  $("toast").hidden = true;
});

start();

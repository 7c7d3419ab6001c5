// Ferrisham Live: the persistent shell (top bar, masthead, navigation, footer) and the
// hash router that renders each page into #content.

import { ICONS } from "./icons.js";
import { escapeHtml } from "./format.js";
import { load, update } from "./store.js";
import { $, go, isEmail, onClick } from "./widgets.js";
import { refreshBasketCount } from "./shell.js";
import * as home from "./pages/home.js";
import * as listing from "./pages/listing.js";
import * as eventPage from "./pages/event.js";
import * as basket from "./pages/basket.js";
import * as checkout from "./pages/checkout.js";
import * as account from "./pages/account.js";
import * as booking from "./pages/booking.js";
import * as preferences from "./pages/preferences.js";
import * as venues from "./pages/venues.js";
import * as access from "./pages/access.js";
import * as help from "./pages/help.js";
import * as content from "./pages/content.js";

const DEFAULT_TITLE = "Ferrisham Live | What's on in Ferrisham";

// Routes: [pattern, page module, render function name]. Patterns capture one segment.
const ROUTES = [
  [/^\/(home)?$/, home, "render"],
  [/^\/events$/, listing, "render"],
  [/^\/event\/([\w-]+)$/, eventPage, "render"],
  [/^\/basket$/, basket, "render"],
  [/^\/checkout$/, checkout, "renderDetails"],
  [/^\/checkout\/payment$/, checkout, "renderPayment"],
  [/^\/checkout\/confirmation$/, checkout, "renderConfirmation"],
  [/^\/account(\/bookings)?$/, account, "renderBookings"],
  [/^\/account\/saved$/, account, "renderSaved"],
  [/^\/account\/payment$/, account, "renderPayment"],
  [/^\/account\/preferences$/, preferences, "render"],
  [/^\/account\/booking\/([\w-]+)$/, booking, "render"],
  [/^\/account\/exchange\/([\w-]+)$/, booking, "renderExchange"],
  [/^\/venues$/, venues, "renderList"],
  [/^\/venue\/([\w-]+)$/, venues, "renderVenue"],
  [/^\/access$/, access, "render"],
  [/^\/access\/apply$/, access, "renderApply"],
  [/^\/help$/, help, "render"],
  [/^\/page\/([\w-]+)$/, content, "render"],
];

function parseHash() {
  const raw = window.location.hash.replace(/^#/, "") || "/home";
  const [path, query = ""] = raw.split("?");
  return { path, params: new URLSearchParams(query) };
}

function closeAccountMenu() {
  $("#account-menu").style.display = "none";
  $("#account").classList.remove("is-open");
}

function render() {
  const { path, params } = parseHash();
  const container = $("#content");
  closeAccountMenu();
  $("#toast-area").innerHTML = "";
  let title = null;
  const route = ROUTES.find(([pattern]) => pattern.test(path));
  if (route) {
    const [pattern, page, fn] = route;
    const match = path.match(pattern);
    title = page[fn](container, { id: match[1], params });
  } else {
    title = content.renderNotFound(container);
  }
  // Only the pages built to the standard set their own title; the rest keep the
  // site-wide one (a common audit finding).
  document.title = title || DEFAULT_TITLE;
  const hash = window.location.hash || "#/home";
  for (const link of document.querySelectorAll("#mainnav a")) {
    const href = link.getAttribute("href");
    const section = href.split("?")[0].replace(/s$/, "");
    const inSection = !href.includes("?") && hash.startsWith(`${section}/`);
    link.classList.toggle("is-current", decodeURIComponent(hash) === decodeURIComponent(href) || inSection);
  }
  refreshBasketCount();
  window.scrollTo(0, 0);
}

function setUpShell() {
  $("#site-search-go").innerHTML = ICONS.search;
  $("#header-saved").innerHTML = ICONS.heart;
  $("#header-basket").insertAdjacentHTML("afterbegin", ICONS.basket);
  $(".account-chevron").innerHTML = ICONS.chevronDown;
  $("#social-facebook").innerHTML = ICONS.facebook;
  $("#social-instagram").innerHTML = ICONS.instagram;
  $("#social-youtube").innerHTML = ICONS.youtube;

  onClick($("#account-toggle"), () => {
    const menu = $("#account-menu");
    const open = menu.style.display === "none";
    menu.style.display = open ? "block" : "none";
    $("#account").classList.toggle("is-open", open);
  });
  onClick($("#site-search-go"), () => {
    const query = $("#site-search").value.trim();
    go(`#/events${query ? `?q=${encodeURIComponent(query)}` : ""}`);
  });
  onClick($("#header-saved"), () => go("#/account/saved"));
  onClick($("#header-basket"), () => go("#/basket"));
  onClick($("#newsletter-submit"), subscribe);
}

function subscribe() {
  const field = $("#newsletter-email");
  const email = field.value.trim();
  // The error is shown only by turning the field's border red.
  if (!isEmail(email)) {
    field.classList.add("is-invalid");
    return;
  }
  field.classList.remove("is-invalid");
  update((state) => {
    state.newsletterEmail = email;
    state.prefs.newsletter = true;
  });
  showSubscribed(email);
}

function showSubscribed(email) {
  $("#signup-row").style.display = "none";
  const done = $("#signup-done");
  done.style.display = "block";
  done.innerHTML = `You're on the list! We'll send What's On to <strong>${escapeHtml(email)}</strong> every Thursday.`;
}

setUpShell();
const subscribed = load().newsletterEmail;
if (subscribed) showSubscribed(subscribed);
window.addEventListener("hashchange", render);
render();

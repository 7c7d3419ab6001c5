// Hash routing inside the persistent page shell. Views render into #view; the header,
// navigation and footer stay, so their controls keep their identity across pages.
import { announce, closeMenus } from "./widgets.js";

const APP = "Kestrel Service Desk";
let routes = [];
let pendingMessage = "";
let firstRender = true;

export function register(list) {
  routes = list;
}

export function parse(hash = location.hash) {
  const [path, search = ""] = hash.replace(/^#/, "").split("?");
  return { path: path || "/dashboard", query: new URLSearchParams(search) };
}

// Goes to a route; the message is announced once the new page is on screen.
export function navigate(hash, message = "") {
  pendingMessage = message;
  if (location.hash === hash) render();
  else location.hash = hash;
}

function render() {
  const { path, query } = parse();
  closeMenus();
  for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
  if (document.getElementById("toast-message").textContent) announce("");

  const view = document.getElementById("view");
  view.innerHTML = "";
  let match = null;
  const route = routes.find((r) => (match = r.pattern.exec(path)));
  const page = route ? route.view({ container: view, params: match.slice(1), query }) : notFound(view);

  document.title = `${page.title} - ${APP}`;
  for (const link of document.querySelectorAll("#main-nav a")) {
    if (link.id === `nav-${route?.nav}`) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  if (!firstRender) {
    window.scrollTo(0, 0);
    view.querySelector("h1")?.focus();
  }
  firstRender = false;
  if (pendingMessage) announce(pendingMessage);
  pendingMessage = "";
}

function notFound(view) {
  view.innerHTML = `<div class="page narrow-page"><h1 tabindex="-1">Page not found</h1>
    <p>The page you asked for doesn't exist or has moved.</p>
    <p><a href="#/dashboard">Go to the dashboard</a></p></div>`;
  return { title: "Page not found" };
}

export function start() {
  window.addEventListener("hashchange", render);
  if (!location.hash || location.hash === "#/") history.replaceState(null, "", "#/dashboard");
  render();
}

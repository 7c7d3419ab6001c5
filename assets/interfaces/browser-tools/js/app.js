// Lumen Browser: tabs, toolbar, menu, the browser's own pages (history, downloads,
// bookmarks, PDF viewer) and the websites with their permission prompts.

import { BOOKMARKS, DAYS, DOWNLOADS, FOLDERS, HISTORY, RECYCLING_CENTRES, SITES } from "./data.js";
import { DOCS } from "./docs.js";

const STORE = "lumen-browser-v1";
const PERMISSION_LABELS = { ask: "Ask (default)", allow: "Allow", block: "Block" };

function initial() {
  return {
    tabs: [{ url: "/site/mail" }],
    active: 0,
    deleted: [],
    bookmarks: BOOKMARKS.map((b) => ({ ...b })),
    folders: FOLDERS.map((f) => ({ ...f })),
    downloads: DOWNLOADS.map((d) => ({ ...d })),
    permissions: {
      "video.ridgewaysurgery.example": { camera: "ask", microphone: "ask", location: "ask", notifications: "ask" },
      "www.brackenford.gov.uk": { camera: "ask", microphone: "ask", location: "block", notifications: "ask" },
      "www.harbourside-echo.example": { camera: "ask", microphone: "ask", location: "allow", notifications: "ask" },
    },
    once: {},
    joined: false,
    located: false,
    submitted: null,
  };
}

const state = (() => {
  try {
    const saved = sessionStorage.getItem(STORE);
    if (saved) return JSON.parse(saved);
  } catch {
    // start afresh
  }
  const fresh = initial();
  fresh.tabs.push({ url: currentPath() });
  fresh.active = 1;
  return fresh;
})();

function save() {
  sessionStorage.setItem(STORE, JSON.stringify(state));
}

function currentPath() {
  return (location.hash || "#/newtab").replace(/^#/, "");
}

const $ = (selector, root = document) => root.querySelector(selector);
const $$ = (selector, root = document) => [...root.querySelectorAll(selector)];
const esc = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const content = () => $("#content");
const host = (url) => url.replace(/^https?:\/\//, "").split("/")[0];
const MORE_ICON = `<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><circle cx="12" cy="5" r="2"/><circle cx="12" cy="12" r="2"/><circle cx="12" cy="19" r="2"/></svg>`;

function blurAll() {
  // Removing the focused row leaves focus nowhere: the next Tab starts from the top.
  if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
}

// ---------------------------------------------------------------- tabs, toolbar, menu

const SITE_PAGES = {
  "https://www.ridgewaysurgery.example/prescriptions": "/site/prescriptions",
  "https://www.brackenford.gov.uk/recycling-centres": "/site/council",
  "https://www.harbourside-echo.example/": "/site/echo",
  "https://www.harbourside-echo.example/news/harbourside-footbridge-opens": "/site/bridge",
  "https://www.pinchofthyme.example/recipes/red-lentil-coconut-soup": "/site/recipe",
  "https://video.ridgewaysurgery.example/room/4471": "/site/surgery",
  "https://mail.postbox.example/inbox": "/site/mail",
};

function pageInfo(path) {
  const [, kind, key] = path.split("/");
  if (kind === "history") return { title: "History", address: "lumen://history" };
  if (kind === "downloads") return { title: "Downloads", address: "lumen://downloads" };
  if (kind === "bookmarks") return { title: "Bookmarks", address: "lumen://bookmarks" };
  if (kind === "pdf") return { title: DOCS[key].file, address: `file:///home/sam/Downloads/${DOCS[key].file}` };
  if (kind === "site") {
    if (key === "mail") return { title: "Inbox (3) – Postbox Mail", address: "https://mail.postbox.example/inbox", site: "mail.postbox.example" };
    const site = SITES[key];
    const url = Object.keys(SITE_PAGES).find((u) => SITE_PAGES[u] === path) || `https://${site.host}/`;
    return { title: site.title, address: url, site: site.host };
  }
  if (kind === "web") {
    const entry = HISTORY.find((h) => h.id === key) || state.bookmarks.find((b) => b.id === key);
    return { title: entry.title || entry.name, address: entry.url, site: host(entry.url) };
  }
  if (kind === "settings") return { title: "Settings", address: "lumen://settings" };
  return { title: "New tab", address: "" };
}

function openInNewTab(path) {
  state.tabs.push({ url: path });
  state.active = state.tabs.length - 1;
  save();
  location.hash = `#${path}`;
}

function renderTabs() {
  $("#tabstrip").innerHTML = state.tabs
    .map((tab, i) => {
      const info = pageInfo(tab.url);
      return `<div class="tab${i === state.active ? " active" : ""}"><button type="button" role="tab" class="tab-button" id="tab-${i}" aria-selected="${i === state.active}" data-index="${i}">${esc(info.title)}</button><button type="button" class="tab-close" id="tab-close-${i}" data-index="${i}" aria-label="Close tab">×</button></div>`;
    })
    .join("");
  for (const button of $$(".tab-button")) {
    button.addEventListener("click", () => {
      state.active = Number(button.dataset.index);
      save();
      location.hash = `#${state.tabs[state.active].url}`;
    });
  }
  for (const button of $$(".tab-close")) {
    button.addEventListener("click", () => {
      const index = Number(button.dataset.index);
      if (state.tabs.length === 1) return;
      state.tabs.splice(index, 1);
      state.active = Math.min(state.active, state.tabs.length - 1);
      save();
      location.hash = `#${state.tabs[state.active].url}`;
    });
  }
}

function renderToolbar(path) {
  const info = pageInfo(path);
  $("#address").value = info.address;
  $("#site-info-button").hidden = !info.site;
  $("#site-info").hidden = true;
  $("#site-info-button").setAttribute("aria-expanded", "false");
  $("#bookmark-bubble").hidden = true;
  const marked = state.bookmarks.some((b) => b.url === info.address);
  $("#bookmark-star").setAttribute("aria-pressed", String(marked));
  $("#bookmark-star").hidden = !info.address.startsWith("https://");
  $("#bookmarks-bar").innerHTML = state.bookmarks
    .filter((b) => b.folder === "bar")
    .map((b) => `<a href="#/web/${b.id}" class="bar-link">${esc(b.name)}</a>`)
    .join("");
}

function setupShell() {
  const menuButton = $("#menu-button");
  const menu = $("#browser-menu");
  menuButton.addEventListener("click", () => {
    const open = menu.hidden;
    menu.hidden = !open;
    menuButton.setAttribute("aria-expanded", String(open));
    if (open) menu.querySelector("[role=menuitem]").focus();
  });
  const go = (id, path) =>
    $(id).addEventListener("click", () => {
      menu.hidden = true;
      menuButton.setAttribute("aria-expanded", "false");
      openInNewTab(path);
    });
  go("#mi-newtab", "/newtab");
  go("#mi-history", "/history");
  go("#mi-downloads", "/downloads");
  go("#mi-bookmarks", "/bookmarks");
  go("#mi-settings", "/settings");
  $("#mi-exit").addEventListener("click", () => {
    document.body.innerHTML = "<p>Lumen has closed.</p>";
  });
  $("#new-tab-button").addEventListener("click", () => openInNewTab("/newtab"));
  $("#back-button").addEventListener("click", () => history.back());
  $("#forward-button").addEventListener("click", () => history.forward());
  $("#reload-button").addEventListener("click", () => route(true));
  $("#address").addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    const value = event.target.value.trim().replace(/^lumen:\/\//, "");
    const known = { history: "/history", downloads: "/downloads", bookmarks: "/bookmarks", settings: "/settings" }[value];
    if (known) location.hash = `#${known}`;
  });
  const info = $("#site-info");
  $("#site-info-button").addEventListener("click", () => {
    const open = info.hidden;
    if (open) renderSiteInfo();
    info.hidden = !open;
    $("#site-info-button").setAttribute("aria-expanded", String(open));
    if (open) info.querySelector("h2").focus();
  });
  $("#bookmark-star").addEventListener("click", () => {
    const page = pageInfo(currentPath());
    let bookmark = state.bookmarks.find((b) => b.url === page.address);
    if (!bookmark) {
      bookmark = { id: `b${state.bookmarks.length + 20}`, folder: "bar", name: page.title, url: page.address };
      state.bookmarks.push(bookmark);
      save();
    }
    renderToolbar(currentPath());
    openBubble(bookmark);
  });
}

function openBubble(bookmark) {
  const bubble = $("#bookmark-bubble");
  bubble.innerHTML = `<h2 id="bubble-title" tabindex="-1">Bookmark added</h2>
    <div class="field"><label for="bm-bubble-name">Name</label><input id="bm-bubble-name" type="text" value="${esc(bookmark.name)}"></div>
    <div class="field"><label for="bm-bubble-folder">Folder</label><select id="bm-bubble-folder">${state.folders.map((f) => `<option value="${f.id}"${f.id === bookmark.folder ? " selected" : ""}>${esc(f.name)}</option>`).join("")}</select></div>
    <p class="actions"><button type="button" class="secondary" id="bm-bubble-remove">Remove</button> <button type="button" id="bm-bubble-done">Done</button></p>`;
  bubble.hidden = false;
  $("#bubble-title").focus();
  $("#bm-bubble-done").addEventListener("click", () => {
    bookmark.name = $("#bm-bubble-name").value.trim() || bookmark.name;
    bookmark.folder = $("#bm-bubble-folder").value;
    save();
    bubble.hidden = true;
    renderToolbar(currentPath());
    $("#bookmark-star").focus();
  });
  $("#bm-bubble-remove").addEventListener("click", () => {
    state.bookmarks = state.bookmarks.filter((b) => b !== bookmark);
    save();
    bubble.hidden = true;
    renderToolbar(currentPath());
  });
}

function permissionsFor(site) {
  if (!state.permissions[site]) state.permissions[site] = { camera: "ask", microphone: "ask", location: "ask", notifications: "ask" };
  return state.permissions[site];
}

function renderSiteInfo() {
  const site = pageInfo(currentPath()).site;
  const perms = permissionsFor(site);
  const row = (key, label) =>
    `<div class="perm-row"><label for="perm-${key}">${label}</label><select id="perm-${key}" data-key="${key}">${Object.entries(PERMISSION_LABELS)
      .map(([value, text]) => `<option value="${value}"${perms[key] === value ? " selected" : ""}>${text}</option>`)
      .join("")}</select></div>`;
  $("#site-info").innerHTML = `<h2 tabindex="-1">${esc(site)}</h2>
    <p class="secure">Connection is secure</p>
    <h3>Permissions</h3>
    ${row("camera", "Camera")}${row("microphone", "Microphone")}${row("location", "Location")}${row("notifications", "Notifications")}
    <div id="reload-note" hidden><p>To apply your updated settings to this site, reload this page.</p><button type="button" id="site-info-reload">Reload</button></div>
    <p><button type="button" class="link-button" id="reset-permissions">Reset permissions</button></p>
    <p class="faint">Cookies and site data: 14 in use</p>`;
  for (const select of $$("#site-info select")) {
    select.addEventListener("change", () => {
      perms[select.dataset.key] = select.value;
      save();
      $("#reload-note").hidden = false;
    });
  }
  $("#site-info-reload").addEventListener("click", () => route(true));
  $("#reset-permissions").addEventListener("click", () => {
    state.permissions[site] = { camera: "ask", microphone: "ask", location: "ask", notifications: "ask" };
    save();
    renderSiteInfo();
    $("#reload-note").hidden = false;
  });
}

// ---------------------------------------------------------------- new tab and settings

function newTabView() {
  content().innerHTML = `<div class="newtab"><h1 class="visually-hidden">New tab</h1>
    <p class="logo">Lumen</p>
    <form class="ntp-search" role="search"><input type="search" id="ntp-search" aria-label="Search the web or type a URL" placeholder="Search the web or type a URL"></form>
    <ul class="shortcuts">${state.bookmarks.slice(0, 6).map((b) => `<li><a href="#/web/${b.id}">${esc(b.name)}</a></li>`).join("")}</ul></div>`;
}

function settingsView() {
  content().innerHTML = `<div class="internal-page"><h1>Settings</h1><p>Settings open in their own window in this version of Lumen.</p></div>`;
}

// ---------------------------------------------------------------- history

let historyQuery = "";
let selected = new Set();

function historyView() {
  content().innerHTML = `<div class="internal">
    <header class="internal-header"><h1>History</h1>
      <input type="search" id="history-search" aria-label="Search history" placeholder="Search history" value="${esc(historyQuery)}" autocomplete="off"></header>
    <div class="internal-body">
      <nav class="side" aria-label="History menu"><ul>
        <li><a href="#/history" aria-current="page" id="side-history">History</a></li>
        <li><a href="#/history" id="side-synced">Tabs from other devices</a></li>
        <li><button type="button" class="link-button" id="open-clear-data" aria-haspopup="dialog">Delete browsing data</button></li></ul></nav>
      <div class="list-area">
        <div id="selection-bar" class="selection-bar" hidden><span id="selected-count"></span>
          <button type="button" class="secondary" id="cancel-selection">Cancel</button> <button type="button" id="delete-selected">Delete</button></div>
        <div id="history-list"></div>
      </div>
    </div>
    <ul id="history-menu" class="popup-menu" role="menu" hidden>
      <li role="none"><button type="button" role="menuitem" id="hm-more-from-site">More from this site</button></li>
      <li role="none"><button type="button" role="menuitem" id="hm-remove">Remove from history</button></li></ul>
    <dialog id="remove-dialog" aria-labelledby="remove-title"><h2 id="remove-title">Remove selected items?</h2>
      <p>Your history will be removed from this device.</p>
      <p class="actions"><button type="button" class="secondary" id="remove-cancel">Cancel</button> <button type="button" id="remove-confirm">Remove</button></p></dialog>
    <dialog id="clear-data-dialog" aria-labelledby="clear-title"><h2 id="clear-title">Delete browsing data</h2>
      <div class="field"><label for="cbd-range">Time range</label><select id="cbd-range">${["Last hour", "Last 24 hours", "Last 7 days", "Last 4 weeks", "All time"].map((r) => `<option>${r}</option>`).join("")}</select></div>
      <div class="check"><input type="checkbox" id="cbd-history" checked aria-describedby="cbd-history-d"><label for="cbd-history">Browsing history</label><p id="cbd-history-d" class="faint">Deletes history from all signed-in devices</p></div>
      <div class="check"><input type="checkbox" id="cbd-cookies" checked aria-describedby="cbd-cookies-d"><label for="cbd-cookies">Cookies and other site data</label><p id="cbd-cookies-d" class="faint">Signs you out of most sites</p></div>
      <div class="check"><input type="checkbox" id="cbd-cache" checked aria-describedby="cbd-cache-d"><label for="cbd-cache">Cached images and files</label><p id="cbd-cache-d" class="faint">Frees up 318 MB</p></div>
      <p class="actions"><button type="button" class="secondary" id="cbd-cancel">Cancel</button> <button type="button" id="cbd-delete">Delete data</button></p></dialog>
  </div>`;
  renderHistoryList();
  $("#history-search").addEventListener("input", (event) => {
    historyQuery = event.target.value;
    renderHistoryList();
  });
  $("#cancel-selection").addEventListener("click", () => {
    selected = new Set();
    renderHistoryList();
  });
  $("#delete-selected").addEventListener("click", () => {
    $("#remove-dialog").showModal();
    $("#remove-cancel").focus();
  });
  $("#remove-cancel").addEventListener("click", () => $("#remove-dialog").close());
  $("#remove-confirm").addEventListener("click", () => {
    state.deleted.push(...selected);
    save();
    selected = new Set();
    $("#remove-dialog").close();
    renderHistoryList();
    blurAll();
  });
  $("#open-clear-data").addEventListener("click", () => {
    $("#clear-data-dialog").showModal();
    $("#cbd-range").focus();
  });
  $("#cbd-cancel").addEventListener("click", () => $("#clear-data-dialog").close());
  $("#cbd-delete").addEventListener("click", () => {
    state.deleted.push(...HISTORY.map((h) => h.id));
    save();
    $("#clear-data-dialog").close();
    renderHistoryList();
  });
  let menuFor = null;
  const menu = $("#history-menu");
  $("#history-list").addEventListener("click", (event) => {
    const more = event.target.closest(".more");
    if (!more) return;
    menuFor = HISTORY.find((h) => h.id === more.dataset.id);
    const box = more.getBoundingClientRect();
    menu.style.top = `${box.bottom}px`;
    menu.style.left = `${box.right - 200}px`;
    menu.hidden = false;
    menu.querySelector("[role=menuitem]").focus();
  });
  $("#hm-more-from-site").addEventListener("click", () => {
    menu.hidden = true;
    historyQuery = host(menuFor.url);
    $("#history-search").value = historyQuery;
    renderHistoryList();
    $("#history-search").focus();
  });
  $("#hm-remove").addEventListener("click", () => {
    menu.hidden = true;
    state.deleted.push(menuFor.id);
    save();
    renderHistoryList();
    blurAll();
  });
}

function renderHistoryList() {
  const query = historyQuery.trim().toLowerCase();
  const entries = HISTORY.filter(
    (h) => !state.deleted.includes(h.id) && (!query || h.title.toLowerCase().includes(query) || h.url.toLowerCase().includes(query)),
  );
  const groups = DAYS.map((day) => [day, entries.filter((h) => h.day === day.id)]).filter(([, list]) => list.length);
  $("#history-list").innerHTML = groups.length
    ? groups
        .map(
          ([day, list]) => `<section class="day" aria-labelledby="day-${day.id}"><h2 id="day-${day.id}">${esc(day.label)}</h2><ul>${list
            .map(
              (h) => `<li class="entry" id="entry-${h.id}"><input type="checkbox" id="sel-${h.id}" data-id="${h.id}" aria-label="${esc(h.title)}"${selected.has(h.id) ? " checked" : ""}>
              <span class="time">${h.time}</span><a href="#/visit/${h.id}" id="link-${h.id}" class="entry-title">${esc(h.title)}</a><span class="domain">${esc(host(h.url))}</span>
              <button type="button" class="more icon-button" id="more-${h.id}" data-id="${h.id}" aria-label="More actions" aria-haspopup="menu">${MORE_ICON}</button></li>`,
            )
            .join("")}</ul></section>`,
        )
        .join("")
    : `<p class="empty">${query ? "No search results found" : "Pages you visit will appear here"}</p>`;
  for (const box of $$("#history-list input[type=checkbox]")) {
    box.addEventListener("change", () => {
      if (box.checked) selected.add(box.dataset.id);
      else selected.delete(box.dataset.id);
      updateSelectionBar();
    });
  }
  updateSelectionBar();
}

function updateSelectionBar() {
  $("#selection-bar").hidden = selected.size === 0;
  $("#selected-count").textContent = `${selected.size} selected`;
}

// ---------------------------------------------------------------- downloads

let downloadsQuery = "";

function downloadsView() {
  content().innerHTML = `<div class="internal">
    <header class="internal-header"><h1>Downloads</h1>
      <input type="search" id="downloads-search" aria-label="Search downloads" placeholder="Search downloads" value="${esc(downloadsQuery)}" autocomplete="off">
      <button type="button" class="link-button" id="downloads-clear-all">Clear all</button></header>
    <div class="internal-body single"><ul id="download-list" class="download-list"></ul></div>
    <ul id="dl-menu" class="popup-menu" role="menu" hidden>
      <li role="none"><button type="button" role="menuitem" id="dm-keep">Download dangerous file</button></li>
      <li role="none"><button type="button" role="menuitem" id="dm-copy">Copy download link</button></li></ul>
    <dialog id="keep-dialog" aria-labelledby="keep-title"><h2 id="keep-title">Download dangerous file?</h2>
      <p id="keep-text"></p>
      <p class="actions"><button type="button" id="keep-cancel">Cancel</button> <button type="button" class="secondary danger" id="keep-confirm">Download dangerous file</button></p></dialog>
  </div>`;
  renderDownloads();
  $("#downloads-search").addEventListener("input", (event) => {
    downloadsQuery = event.target.value;
    renderDownloads();
  });
  $("#downloads-clear-all").addEventListener("click", () => {
    state.downloads = [];
    save();
    renderDownloads();
  });
  const menu = $("#dl-menu");
  let menuFor = null;
  $("#download-list").addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    const item = state.downloads.find((d) => d.id === button.dataset.id);
    if (button.classList.contains("dl-more")) {
      menuFor = item;
      const box = button.getBoundingClientRect();
      menu.style.top = `${box.bottom}px`;
      menu.style.left = `${box.right - 220}px`;
      menu.hidden = false;
      menu.querySelector("[role=menuitem]").focus();
    } else if (button.classList.contains("dl-remove")) {
      state.downloads = state.downloads.filter((d) => d !== item);
      save();
      renderDownloads();
      blurAll();
    } else if (button.classList.contains("dl-retry")) {
      item.status = "progress";
      renderDownloads();
      setTimeout(() => {
        item.status = "done";
        item.when = "Today";
        save();
        renderDownloads();
      }, 250);
    } else if (button.classList.contains("dl-show")) {
      button.textContent = "Opened in Files";
    }
  });
  $("#dm-keep").addEventListener("click", () => {
    menu.hidden = true;
    $("#keep-text").textContent = `${menuFor.file} may harm your computer. Lumen blocked it because the site it came from, ${host(menuFor.url)}, is known to spread malware.`;
    $("#keep-dialog").showModal();
    $("#keep-cancel").focus();
  });
  $("#dm-copy").addEventListener("click", () => {
    menu.hidden = true;
  });
  $("#keep-cancel").addEventListener("click", () => $("#keep-dialog").close());
  $("#keep-confirm").addEventListener("click", () => {
    menuFor.status = "done";
    save();
    $("#keep-dialog").close();
    renderDownloads();
  });
}

function renderDownloads() {
  const query = downloadsQuery.trim().toLowerCase();
  const items = state.downloads.filter((d) => !query || d.file.toLowerCase().includes(query) || d.url.toLowerCase().includes(query));
  const whens = [...new Set(items.map((d) => d.when))];
  $("#download-list").innerHTML = items.length
    ? whens
        .map(
          (when) => `<li class="dl-day"><h2>${esc(when)}</h2><ul>${items
            .filter((d) => d.when === when)
            .map((d) => {
              const name = d.status === "done" && d.doc ? `<a href="#/pdf/${d.doc}" id="dl-link-${d.id}" class="dl-name">${esc(d.file)}</a>` : `<span class="dl-name${d.status === "dangerous" ? " struck" : ""}">${esc(d.file)}</span>`;
              const status = {
                dangerous: `<p class="dl-danger">This file is dangerous, so Lumen has blocked it.</p>`,
                failed: `<p class="dl-failed">Failed – Network error</p>`,
                progress: `<p class="dl-progress">Downloading… 0 B of ${esc(d.size)}</p>`,
                done: `<p class="faint">${esc(d.size)}</p>`,
              }[d.status];
              const actions = {
                dangerous: `<button type="button" class="secondary dl-remove" id="discard-${d.id}" data-id="${d.id}">Delete from history</button>`,
                failed: `<button type="button" class="secondary dl-retry" id="retry-${d.id}" data-id="${d.id}">Retry</button>`,
                progress: "",
                done: `<button type="button" class="secondary dl-show" id="show-${d.id}" data-id="${d.id}">Show in folder</button>`,
              }[d.status];
              const more = d.status === "dangerous" ? `<button type="button" class="icon-button dl-more" id="dl-more-${d.id}" data-id="${d.id}" aria-label="More actions" aria-haspopup="menu">${MORE_ICON}</button>` : "";
              return `<li class="dl-item${d.status === "dangerous" ? " danger" : ""}" id="item-${d.id}"><div class="dl-icon" aria-hidden="true">${d.file.split(".").pop().toUpperCase()}</div>
                <div class="dl-main">${name}<p class="dl-url">${esc(d.url)}</p>${status}<p class="dl-actions">${actions}</p></div>
                ${more}<button type="button" class="icon-button dl-remove" id="remove-${d.id}" data-id="${d.id}" aria-label="Remove from list">×</button></li>`;
            })
            .join("")}</ul></li>`,
        )
        .join("")
    : `<li class="empty">${query ? `No downloads match "${esc(downloadsQuery)}"` : "Files you download appear here"}</li>`;
}

// ---------------------------------------------------------------- bookmarks

let bookmarksQuery = "";

function bookmarksView(params) {
  const folderId = params.key || "bar";
  const folder = state.folders.find((f) => f.id === folderId);
  const tree = (parent) =>
    state.folders
      .filter((f) => f.parent === parent)
      .map((f) => `<li><a href="#/bookmarks/${f.id}" id="folder-${f.id}"${f.id === folderId && !bookmarksQuery ? ' aria-current="page"' : ""}>${esc(f.name)}</a>${state.folders.some((c) => c.parent === f.id) ? `<ul>${tree(f.id)}</ul>` : ""}</li>`)
      .join("");
  content().innerHTML = `<div class="internal">
    <header class="internal-header"><h1>Bookmarks</h1>
      <input type="search" id="bookmarks-search" aria-label="Search bookmarks" placeholder="Search bookmarks" value="${esc(bookmarksQuery)}" autocomplete="off">
      <button type="button" class="icon-button" id="organise-button" aria-label="Organise" aria-haspopup="menu" aria-expanded="false">${MORE_ICON}</button></header>
    <div class="internal-body">
      <nav class="side tree" aria-label="Folders"><ul>${tree(null)}</ul></nav>
      <div class="list-area"><h2 class="list-heading" id="list-heading">${bookmarksQuery ? "Search results" : esc(folder.name)}</h2><ul id="bookmark-list" class="bookmark-list"></ul></div>
    </div>
    <ul id="organise-menu" class="popup-menu" role="menu" hidden>
      <li role="none"><button type="button" role="menuitem" id="om-add-bookmark">Add new bookmark</button></li>
      <li role="none"><button type="button" role="menuitem" id="om-add-folder">Add new folder</button></li>
      <li role="none"><button type="button" role="menuitem" id="om-sort">Sort by name</button></li>
      <li role="none"><button type="button" role="menuitem" id="om-export">Export bookmarks</button></li></ul>
    <ul id="bm-menu" class="popup-menu" role="menu" hidden>
      <li role="none"><button type="button" role="menuitem" id="bmm-edit">Edit</button></li>
      <li role="none"><button type="button" role="menuitem" id="bmm-copy">Copy URL</button></li>
      <li role="none"><button type="button" role="menuitem" id="bmm-open">Open in new tab</button></li>
      <li role="none"><button type="button" role="menuitem" id="bmm-delete">Delete</button></li></ul>
    <dialog id="edit-dialog" aria-labelledby="edit-title"></dialog>
  </div>`;
  renderBookmarkList(folderId);
  $("#bookmarks-search").addEventListener("input", (event) => {
    bookmarksQuery = event.target.value;
    $("#list-heading").textContent = bookmarksQuery ? "Search results" : folder.name;
    renderBookmarkList(folderId);
  });
  const organise = $("#organise-menu");
  $("#organise-button").addEventListener("click", () => {
    organise.hidden = !organise.hidden;
    $("#organise-button").setAttribute("aria-expanded", String(!organise.hidden));
    if (!organise.hidden) organise.querySelector("[role=menuitem]").focus();
  });
  $("#om-add-folder").addEventListener("click", () => {
    organise.hidden = true;
    openEditDialog(null, folderId, true);
  });
  $("#om-add-bookmark").addEventListener("click", () => {
    organise.hidden = true;
    openEditDialog(null, folderId, false);
  });
  $("#om-sort").addEventListener("click", () => {
    organise.hidden = true;
    state.bookmarks.sort((a, b) => a.name.localeCompare(b.name));
    save();
    renderBookmarkList(folderId);
  });
  $("#om-export").addEventListener("click", () => {
    organise.hidden = true;
  });
  const menu = $("#bm-menu");
  let menuFor = null;
  $("#bookmark-list").addEventListener("click", (event) => {
    const more = event.target.closest(".more");
    if (!more) return;
    menuFor = state.bookmarks.find((b) => b.id === more.dataset.id);
    const box = more.getBoundingClientRect();
    menu.style.top = `${box.bottom}px`;
    menu.style.left = `${box.right - 180}px`;
    menu.hidden = false;
    menu.querySelector("[role=menuitem]").focus();
  });
  $("#bmm-edit").addEventListener("click", () => {
    menu.hidden = true;
    openEditDialog(menuFor, folderId, false);
  });
  $("#bmm-open").addEventListener("click", () => {
    menu.hidden = true;
    openInNewTab(`/web/${menuFor.id}`);
  });
  $("#bmm-copy").addEventListener("click", () => {
    menu.hidden = true;
  });
  $("#bmm-delete").addEventListener("click", () => {
    menu.hidden = true;
    state.bookmarks = state.bookmarks.filter((b) => b !== menuFor);
    save();
    renderBookmarkList(folderId);
    blurAll();
  });
}

function renderBookmarkList(folderId) {
  const query = bookmarksQuery.trim().toLowerCase();
  const folderName = (id) => state.folders.find((f) => f.id === id).name;
  const subfolders = query ? [] : state.folders.filter((f) => f.parent === folderId);
  const items = query
    ? state.bookmarks.filter((b) => b.name.toLowerCase().includes(query) || b.url.toLowerCase().includes(query))
    : state.bookmarks.filter((b) => b.folder === folderId);
  const rows = [
    ...subfolders.map((f) => `<li class="bm-row folder"><span class="bm-icon" aria-hidden="true">▸</span><a href="#/bookmarks/${f.id}" class="bm-name">${esc(f.name)}</a></li>`),
    ...items.map(
      (b) => `<li class="bm-row" id="bm-row-${b.id}"><img class="favicon" src="img/globe.svg" width="16" height="16"><a href="#/web/${b.id}" id="bm-link-${b.id}" class="bm-name">${esc(b.name)}</a>
        <span class="bm-url">${esc(host(b.url))}${query ? ` · in ${esc(folderName(b.folder))}` : ""}</span>
        <button type="button" class="more icon-button" id="bm-more-${b.id}" data-id="${b.id}" aria-haspopup="menu">${MORE_ICON}</button></li>`,
    ),
  ];
  $("#bookmark-list").innerHTML = rows.length ? rows.join("") : `<li class="empty">${query ? "No matching bookmarks" : "This folder is empty"}</li>`;
}

function openEditDialog(bookmark, folderId, isFolder) {
  const dialog = $("#edit-dialog");
  const title = isFolder ? "Add new folder" : bookmark ? "Edit bookmark" : "Add bookmark";
  dialog.innerHTML = `<h2 id="edit-title">${title}</h2>
    <div class="field"><label for="edit-name">Name</label><input id="edit-name" type="text" value="${esc(bookmark ? bookmark.name : isFolder ? "New folder" : "")}"></div>
    ${isFolder ? "" : `<div class="field"><label for="edit-url">URL</label><input id="edit-url" type="text" value="${esc(bookmark ? bookmark.url : "")}"></div>
    <div class="field"><label for="edit-folder">Folder</label><select id="edit-folder">${state.folders.map((f) => `<option value="${f.id}"${f.id === (bookmark ? bookmark.folder : folderId) ? " selected" : ""}>${esc(f.name)}</option>`).join("")}</select></div>`}
    <p class="actions"><button type="button" class="secondary" id="edit-cancel">Cancel</button> <button type="button" id="edit-save">Save</button></p>`;
  dialog.showModal();
  $("#edit-name").focus();
  $("#edit-cancel").addEventListener("click", () => dialog.close());
  $("#edit-save").addEventListener("click", () => {
    const name = $("#edit-name").value.trim();
    if (!name) return;
    if (isFolder) {
      const id = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      state.folders.push({ id, name, parent: folderId });
    } else if (bookmark) {
      bookmark.name = name;
      bookmark.url = $("#edit-url").value.trim();
      bookmark.folder = $("#edit-folder").value;
    } else {
      state.bookmarks.push({ id: `b${state.bookmarks.length + 20}`, name, url: $("#edit-url").value.trim(), folder: $("#edit-folder").value });
    }
    save();
    dialog.close();
    bookmarksView({ key: folderId });
    blurAll();
  });
}

// ---------------------------------------------------------------- PDF viewer

function pdfView(params) {
  const doc = DOCS[params.key];
  const form = params.key === "permit-form";
  content().innerHTML = `<div class="pdf">
    <div class="pdf-toolbar">
      ${doc.outline ? `<button type="button" class="icon-button" id="pdf-outline-toggle" aria-label="Document outline" aria-expanded="false" aria-controls="pdf-sidebar"><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" stroke-width="2"/></svg></button>` : ""}
      <span class="pdf-file">${esc(doc.file)}</span>
      <span class="pdf-pager"><input type="text" id="pdf-page" aria-label="Page number" value="1" size="2"> / ${doc.pages.length}</span>
      <button type="button" class="icon-button" id="pdf-zoom-out" aria-label="Zoom out">−</button><span id="pdf-zoom">100%</span><button type="button" class="icon-button" id="pdf-zoom-in" aria-label="Zoom in">+</button>
      <span class="pdf-tools"><button type="button" class="icon-button" id="pdf-rotate" aria-label="Rotate anticlockwise">⟲</button><button type="button" class="icon-button" id="pdf-download" aria-label="Download">⤓</button><button type="button" class="icon-button" id="pdf-print" aria-label="Print"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M7 9V4h10v5M7 17H4v-7h16v7h-3M7 14h10v6H7z" fill="none" stroke="currentColor" stroke-width="2"/></svg></button></span>
    </div>
    <div class="pdf-body">
      ${doc.outline ? `<nav id="pdf-sidebar" class="pdf-sidebar" aria-label="Document outline" hidden><ul>${doc.outline.map(([key, label, page]) => `<li><button type="button" class="outline-item" id="ol-${key}" data-target="${key}" data-page="${page}">${esc(label)}</button></li>`).join("")}</ul></nav>` : ""}
      <div class="pdf-pages" id="pdf-pages" style="--zoom: 1">${doc.pages.map((html, i) => `<div class="pdf-page" id="page-${i + 1}" role="region" aria-label="Page ${i + 1}">${html}</div>`).join("")}</div>
    </div>
    ${form ? `<dialog id="pdf-alert" role="alertdialog" aria-labelledby="pdf-alert-title" aria-describedby="pdf-alert-text"><h2 id="pdf-alert-title">Message from the document</h2><p id="pdf-alert-text"></p><p class="actions"><button type="button" id="pdf-alert-ok">OK</button></p></dialog>` : ""}
  </div>`;
  const goTo = (page) => {
    for (const p of $$(".pdf-page")) p.classList.toggle("current", p.id === `page-${page}`);
    $("#pdf-page").value = String(page);
    $(`#page-${page}`).scrollIntoView();
  };
  if (doc.outline) {
    $("#pdf-outline-toggle").addEventListener("click", () => {
      const sidebar = $("#pdf-sidebar");
      sidebar.hidden = !sidebar.hidden;
      $("#pdf-outline-toggle").setAttribute("aria-expanded", String(!sidebar.hidden));
    });
    for (const item of $$(".outline-item")) {
      item.addEventListener("click", () => {
        for (const other of $$(".outline-item")) other.removeAttribute("aria-current");
        item.setAttribute("aria-current", "location");
        goTo(Number(item.dataset.page));
        $(`#${item.dataset.target}`).scrollIntoView();
      });
    }
  }
  $("#pdf-page").addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    const page = Number(event.target.value);
    if (page >= 1 && page <= doc.pages.length) goTo(page);
  });
  let zoom = 100;
  const setZoom = (value) => {
    zoom = Math.max(50, Math.min(300, value));
    $("#pdf-zoom").textContent = `${zoom}%`;
    $("#pdf-pages").style.setProperty("--zoom", String(zoom / 100));
  };
  $("#pdf-zoom-in").addEventListener("click", () => setZoom(zoom + 25));
  $("#pdf-zoom-out").addEventListener("click", () => setZoom(zoom - 25));
  if (form) wirePermitForm();
}

function wirePermitForm() {
  if (state.submitted) {
    $("#pf-result").innerHTML = submittedMessage();
    return;
  }
  const alertBox = $("#pdf-alert");
  const complain = (text, field) => {
    $("#pdf-alert-text").textContent = text;
    alertBox.showModal();
    $("#pdf-alert-ok").focus();
    alertBox.dataset.field = field;
  };
  $("#pdf-alert-ok").addEventListener("click", () => {
    alertBox.close();
    $(`#${alertBox.dataset.field}`).focus();
  });
  $("#pf-submit").addEventListener("click", () => {
    const name = $("#pf-name").value.trim();
    const reg = $("#pf-reg").value.trim();
    const zone = document.querySelector("input[name=pf-zone]:checked");
    const length = document.querySelector("input[name=pf-length]:checked");
    if (!name) return complain("Please enter your full name.", "pf-name");
    if (!reg) return complain("Please enter the registration number.", "pf-reg");
    if (!/^[A-Z0-9]{2,8}$/.test(reg)) {
      return complain("The registration number must be entered in capital letters without spaces, exactly as on your V5C logbook (for example AB12CDE).", "pf-reg");
    }
    if (!zone) return complain("Please choose a zone.", "pf-zone-a");
    if (!length) return complain("Please choose how long you want the permit for.", "pf-length-6");
    state.submitted = { name, reg, zone: zone.value, length: length.value };
    save();
    $("#pf-result").innerHTML = submittedMessage();
  });
}

function submittedMessage() {
  const s = state.submitted;
  return `<div class="pdf-submitted" id="pf-submitted" role="status"><p><strong>Form submitted.</strong> Brackenford Council Parking Services received your application for a zone ${s.zone} permit for ${s.reg} (${s.length} months). Reference RP-260316-0417. We'll email sam.okoro@postbox.example within 5 working days.</p></div>`;
}

// ---------------------------------------------------------------- websites

function siteView(params) {
  const key = params.key;
  const views = { surgery: surgeryView, prescriptions: prescriptionsView, council: councilView, echo: echoView, bridge: bridgeView, recipe: recipeView, mail: mailView };
  views[key]();
}

function webView(params) {
  const entry = HISTORY.find((h) => h.id === params.key) || state.bookmarks.find((b) => b.id === params.key);
  const path = SITE_PAGES[entry.url];
  if (path) {
    location.replace(`#${path}`);
    return;
  }
  const title = entry.title || entry.name;
  content().innerHTML = `<div class="site generic"><header class="site-header"><p class="site-brand">${esc(host(entry.url))}</p></header><main class="site-main"><h1>${esc(title)}</h1><p>This page is a saved copy; it has nothing else you need.</p></main></div>`;
}

function permissionPrompt(site, asks, buttons) {
  return `<div class="perm-prompt" id="perm-prompt" role="dialog" aria-labelledby="perm-prompt-title">
    <p id="perm-prompt-title"><strong>${esc(site)}</strong> wants to</p>
    <ul>${asks.map((a) => `<li>${a}</li>`).join("")}</ul>
    <p class="actions">${buttons.map(([id, label]) => `<button type="button" class="secondary" id="${id}">${label}</button>`).join(" ")}</p></div>`;
}

function surgeryView() {
  const site = "video.ridgewaysurgery.example";
  const perms = permissionsFor(site);
  const camera = perms.camera === "allow" || state.once[site];
  const ask = !camera && perms.camera === "ask";
  content().innerHTML = `${ask ? permissionPrompt(site, ["Use your cameras", "Use your microphones"], [["prompt-allow-visit", "Allow while visiting the site"], ["prompt-allow-once", "Allow this time"], ["prompt-never", "Never allow"]]) : ""}
    <div class="site surgery"><header class="site-header"><p class="site-brand">Ridgeway Surgery</p><nav aria-label="Surgery"><a href="#/site/prescriptions">Prescriptions</a> <a href="#/site/surgery">Video consultations</a></nav></header>
    <main class="site-main"><h1>Your video appointment</h1>
      <p>Dr Hannah Iqbal · Monday 16 March 2026 at 09:40</p>
      <div class="preview" id="camera-preview">${camera ? "Camera on – you can see yourself. Microphone on." : "Waiting for camera and microphone…"}</div>
      <div id="join-area">${state.joined ? `<p class="ok" id="waiting-room">You're in the waiting room. Dr Iqbal will let you in when she's ready.</p>` : `<button type="button" id="join-waiting-room">Join waiting room</button>`}</div>
      <p id="join-error" class="error-text"></p>
      <p class="faint">Having trouble? Call reception on 01632 960 441.</p></main></div>`;
  const allow = (once) => {
    if (once) state.once[site] = true;
    else Object.assign(perms, { camera: "allow", microphone: "allow" });
    save();
    surgeryView();
  };
  if (ask) {
    $("#prompt-allow-visit").addEventListener("click", () => allow(false));
    $("#prompt-allow-once").addEventListener("click", () => allow(true));
    $("#prompt-never").addEventListener("click", () => {
      Object.assign(perms, { camera: "block", microphone: "block" });
      save();
      surgeryView();
    });
  }
  const join = $("#join-waiting-room");
  if (join) {
    join.addEventListener("click", () => {
      if (!(perms.camera === "allow" || state.once[site])) {
        $("#join-error").textContent = "We can't use your camera and microphone yet.";
        return;
      }
      state.joined = true;
      save();
      surgeryView();
    });
  }
}

function prescriptionsView() {
  content().innerHTML = `<div class="site surgery"><header class="site-header"><p class="site-brand">Ridgeway Surgery</p><nav aria-label="Surgery"><a href="#/site/prescriptions">Prescriptions</a> <a href="#/site/surgery">Video consultations</a></nav></header>
    <main class="site-main"><h1>Order repeat prescriptions</h1><p>Sign in to see your repeat medicines and order them. Allow two working days before collecting from your pharmacy.</p>
    <p><button type="button" id="rx-sign-in">Sign in to order</button></p></main></div>`;
}

function councilView() {
  const site = "www.brackenford.gov.uk";
  const perms = permissionsFor(site);
  content().innerHTML = `<div class="site council"><header class="site-header"><p class="site-brand">Brackenford Council</p><nav aria-label="Council"><a href="#/site/council">Bins and recycling</a> <a href="#/site/council">Council tax</a> <a href="#/site/council">Parking</a></nav></header>
    <main class="site-main"><h1>Find a recycling centre</h1>
      <p>Household waste recycling centres take garden waste, wood, metal, electricals and more. Proof of address may be asked for.</p>
      <p><button type="button" id="use-location">Use my location</button></p>
      <div class="field"><label for="centre-postcode">Or enter a postcode</label><input type="text" id="centre-postcode" autocomplete="postal-code"> <button type="button" class="secondary" id="centre-search">Search</button></div>
      <div id="location-message"></div>
      <div id="centre-results"></div></main></div>`;
  const showResults = () => {
    state.located = true;
    save();
    $("#centre-results").innerHTML = `<h2>Recycling centres near you</h2><ol class="centres">${RECYCLING_CENTRES.map(
      (c) => `<li><h3>${esc(c.name)}</h3><p>${esc(c.distance)} away · ${esc(c.address)}</p>
        <details id="hours-${c.id}"><summary id="hours-summary-${c.id}">Opening times</summary><p>Monday to Friday: ${c.weekdays}<br>Saturday: ${c.saturday}<br>Sunday: ${c.sunday}</p><p>${esc(c.note)}</p></details></li>`,
    ).join("")}</ol>`;
  };
  $("#use-location").addEventListener("click", () => {
    if (perms.location === "block") {
      $("#location-message").innerHTML = `<div class="site-error" role="alert"><p>We couldn't get your location: location access is blocked for this site in your browser. Turn it on in the site information panel next to the web address, then reload the page.</p></div>`;
    } else if (perms.location === "allow") {
      $("#location-message").innerHTML = "";
      showResults();
    } else {
      content().insertAdjacentHTML("afterbegin", permissionPrompt(site, ["Know your location"], [["prompt-allow-visit", "Allow while visiting the site"], ["prompt-allow-once", "Allow this time"], ["prompt-never", "Never allow"]]));
      $("#prompt-allow-visit").addEventListener("click", () => {
        perms.location = "allow";
        save();
        $("#perm-prompt").remove();
        showResults();
      });
      $("#prompt-allow-once").addEventListener("click", () => {
        $("#perm-prompt").remove();
        showResults();
      });
      $("#prompt-never").addEventListener("click", () => {
        perms.location = "block";
        save();
        $("#perm-prompt").remove();
      });
    }
  });
  $("#centre-search").addEventListener("click", () => {
    $("#location-message").innerHTML = `<p class="error-text">Enter a full postcode, like BK2 5TN.</p>`;
  });
}

function echoFrame(inner) {
  const site = "www.harbourside-echo.example";
  const perms = permissionsFor(site);
  const ask = perms.notifications === "ask";
  content().innerHTML = `${ask ? permissionPrompt(site, ["Show notifications"], [["prompt-allow", "Allow"], ["prompt-block", "Block"]]) : ""}
    <div class="site echo"><header class="site-header"><p class="site-brand">Harbourside Echo</p><nav aria-label="Sections"><a href="#/site/echo">News</a> <a href="#/site/echo">Sport</a> <a href="#/site/echo">What's on</a> <a href="#/site/echo">Property</a></nav></header>
    <main class="site-main">${inner}</main></div>`;
  if (ask) {
    const decide = (value) => {
      perms.notifications = value;
      save();
      $("#perm-prompt").remove();
    };
    $("#prompt-allow").addEventListener("click", () => decide("allow"));
    $("#prompt-block").addEventListener("click", () => decide("block"));
  }
}

function echoView() {
  echoFrame(`<h1>Harbourside Echo – local news</h1>
    <ul class="headlines"><li><a href="#/site/bridge">New Harbourside footbridge opens to the public</a></li><li><a href="#/site/echo">Ferry timetable changes from April</a></li><li><a href="#/site/echo">Quayside market returns on Saturday</a></li><li><a href="#/site/echo">Rowing club celebrates 150 years</a></li></ul>`);
}

function bridgeView() {
  echoFrame(`<article><h1>New Harbourside footbridge opens to the public</h1><p class="faint">Thursday 12 March 2026 · By Leah Morgan</p>
    <p>The £6.4 million footbridge linking Quayside Walk and Anchor Row opened on Thursday morning. The bridge has step-free ramps at both ends and lights that dim after midnight.</p>
    <p>It is closed to cyclists, who must dismount, and will open to boat traffic twice a day at 7am and 7pm.</p></article>`);
}

function recipeView() {
  content().innerHTML = `<div class="site recipe"><header class="site-header"><p class="site-brand">Pinch of Thyme</p></header><main class="site-main"><article><h1>Red lentil and coconut soup</h1><p>Serves 4 · 35 minutes · Vegan</p>
    <h2>Ingredients</h2><ul><li>250 g red lentils</li><li>1 tin coconut milk (400 ml)</li><li>1 onion, 2 garlic cloves, a thumb of ginger</li><li>1 tbsp curry powder</li><li>1 litre vegetable stock</li><li>Juice of 1 lime</li></ul></article></main></div>`;
}

function mailView() {
  content().innerHTML = `<div class="site mail"><header class="site-header"><p class="site-brand">Postbox Mail</p></header><main class="site-main"><h1>Inbox (3)</h1><ul><li>Ridgeway Surgery – Your video appointment today at 09:40</li><li>Brackenford Council – Your council tax bill for 2026/27</li><li>Coastline Stays – Your Cornwall photos are ready to download</li></ul></main></div>`;
}

// ---------------------------------------------------------------- router

const ROUTES = [
  ["newtab", newTabView],
  ["history", historyView],
  ["downloads", downloadsView],
  ["bookmarks", bookmarksView],
  ["bookmarks/:key", bookmarksView],
  ["pdf/:key", pdfView],
  ["site/:key", siteView],
  ["web/:key", webView],
  ["visit/:key", webView],
  ["settings", settingsView],
];

function route() {
  const path = currentPath();
  const parts = path.replace(/^\//, "").split("/");
  for (const [pattern, view] of ROUTES) {
    const names = pattern.split("/");
    if (names.length !== parts.length) continue;
    const params = {};
    if (names.every((n, i) => (n.startsWith(":") ? ((params[n.slice(1)] = parts[i]), true) : n === parts[i]))) {
      if (state.tabs[state.active].url !== path) {
        state.tabs[state.active].url = path;
        save();
      }
      $("#browser-menu").hidden = true;
      view(params);
      const now = currentPath();
      renderTabs();
      renderToolbar(now);
      document.title = `${pageInfo(now).title} – Lumen`;
      return;
    }
  }
  location.replace("#/newtab");
}

setupShell();
window.addEventListener("hashchange", () => route());
route();

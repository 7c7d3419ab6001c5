/* Core of the Petrel settings app: saved state, small helpers, toasts, dialogs and menus.
   Loaded after data.js and before pages.js and app.js; everything lives on the App namespace. */
"use strict";

var App = {};

(function () {
  var STORE_KEY = "petrel.settings.v1";

  function clone(value) {
    return JSON.parse(JSON.stringify(value));
  }

  /* Site permissions as a fresh profile has them. */
  function defaultSites() {
    return SITES.map(function (site) {
      var copy = clone(site);
      copy.extra = {};
      EXTRA_PERMISSIONS.forEach(function (perm) {
        copy.extra[perm.key] = perm.value;
      });
      return copy;
    });
  }

  function freshState() {
    return {
      settings: clone(INITIAL_SETTINGS),
      sites: defaultSites(),
      passwords: clone(PASSWORDS),
      cards: clone(PAYMENT_CARDS),
      addresses: clone(ADDRESSES),
      siteSearches: clone(SITE_SEARCHES),
      startupPages: clone(STARTUP_PAGES),
      keepActive: clone(KEEP_ACTIVE_SITES),
      languages: clone(PREFERRED_LANGUAGES),
      spellLanguages: clone(SPELLCHECK_LANGUAGES),
      cookieExceptions: ["calendar.harbourlane.co.uk", "[*.]northline-rail.co.uk"],
      cbd: {
        range: "Last hour",
        basic: { history: true, cookies: true, cache: true },
        advanced: {
          history: true,
          downloads: true,
          cookies: true,
          cache: true,
          passwords: false,
          autofill: false,
          siteSettings: false,
          hostedApps: false,
        },
      },
    };
  }

  function loadState() {
    try {
      var saved = window.sessionStorage.getItem(STORE_KEY);
      if (saved) return JSON.parse(saved);
    } catch (error) {
      /* Storage unavailable or corrupt: start from a fresh profile. */
    }
    return freshState();
  }

  App.state = loadState();
  App.ui = { search: "", pmTab: "passwords", cbdTab: "basic", needsRelaunch: false };

  App.save = function () {
    try {
      window.sessionStorage.setItem(STORE_KEY, JSON.stringify(App.state));
    } catch (error) {
      /* Nothing to do: the page keeps working with in-memory state. */
    }
  };

  App.settings = function () {
    return App.state.settings;
  };

  /* "Reset settings": Petrel's defaults for settings, site permissions back to "Ask", no
     start-up pages. Passwords, languages, saved site searches and the profile are kept, as the
     reset dialog says. */
  App.resetSettings = function () {
    var settings = App.state.settings;
    Object.keys(FACTORY_SETTINGS_CHANGES).forEach(function (key) {
      settings[key] = clone(FACTORY_SETTINGS_CHANGES[key]);
    });
    App.state.sites.forEach(function (site) {
      ["camera", "microphone", "location", "notifications"].forEach(function (perm) {
        site[perm] = "Ask";
      });
      EXTRA_PERMISSIONS.forEach(function (perm) {
        site.extra[perm.key] = perm.value;
      });
    });
    App.state.startupPages = [];
    App.state.keepActive = [];
    App.state.cookieExceptions = [];
    App.save();
  };

  App.clone = clone;

  App.findSite = function (host) {
    return App.state.sites.filter(function (site) {
      return site.host === host;
    })[0];
  };

  App.esc = function (text) {
    return String(text)
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;");
  };

  /* An id-safe form of a host name or label: "meet.callisto.io" -> "meet-callisto-io". */
  App.slug = function (text) {
    return String(text)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  };

  App.icon = function (name, className) {
    return (
      '<svg class="' +
      (className || "icon") +
      '" aria-hidden="true" focusable="false"><use href="#i-' +
      name +
      '"/></svg>'
    );
  };

  App.plural = function (count, one, many) {
    return count.toLocaleString("en-GB") + " " + (count === 1 ? one : many);
  };

  /* ---------- Toast: one polite live region, with an optional Undo ---------- */

  var toastUndo = null;

  App.toast = function (message, undo) {
    var region = document.getElementById("toast-text");
    document.getElementById("toast").classList.add("toast-visible");
    region.textContent = message;
    toastUndo = undo || null;
    document.getElementById("toast-undo").hidden = !undo;
    document.getElementById("toast-close").hidden = false;
  };

  App.clearToast = function () {
    document.getElementById("toast").classList.remove("toast-visible");
    document.getElementById("toast-text").textContent = "";
    document.getElementById("toast-undo").hidden = true;
    document.getElementById("toast-close").hidden = true;
    toastUndo = null;
  };

  App.undoToast = function () {
    var undo = toastUndo;
    App.clearToast();
    if (undo) undo();
  };

  /* ---------- Dialogs: native modal <dialog>, focus returns to the opener ---------- */

  var dialogOpeners = {};

  App.openDialog = function (id, opener) {
    var dialog = document.getElementById(id);
    dialogOpeners[id] = opener || document.activeElement;
    App.closeMenu(false);
    dialog.showModal();
  };

  App.closeDialog = function (id) {
    var dialog = document.getElementById(id);
    if (dialog.open) dialog.close();
  };

  document.addEventListener(
    "close",
    function (event) {
      var dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement)) return;
      var opener = dialogOpeners[dialog.id];
      delete dialogOpeners[dialog.id];
      if (opener && opener.isConnected && typeof opener.focus === "function") opener.focus();
    },
    true
  );

  /* ---------- Menu button: one shared menu element, filled for the button that opened it ---------- */

  var menuContext = null;

  App.openMenu = function (button, items, context) {
    var menu = document.getElementById("row-menu");
    App.closeMenu(false);
    menu.innerHTML = items
      .map(function (item) {
        return (
          '<button type="button" role="menuitem" tabindex="-1" class="menu-item' +
          (item.danger ? " menu-item-danger" : "") +
          '" data-menu-action="' +
          item.action +
          '">' +
          App.esc(item.label) +
          "</button>"
        );
      })
      .join("");
    if (!button.id) button.id = "menu-button-" + App.slug(button.getAttribute("aria-label") || "");
    menu.setAttribute("aria-labelledby", button.id);
    menu.hidden = false;
    var rect = button.getBoundingClientRect();
    var width = menu.offsetWidth;
    menu.style.top = Math.round(rect.bottom + window.scrollY + 4) + "px";
    menu.style.left = Math.round(Math.max(8, rect.right + window.scrollX - width)) + "px";
    button.setAttribute("aria-expanded", "true");
    menuContext = { button: button, context: context };
    var first = menu.querySelector('[role="menuitem"]');
    if (first) first.focus();
  };

  /* Close the open menu; focus goes back to its button unless the menu led somewhere else. */
  App.closeMenu = function (restoreFocus) {
    var menu = document.getElementById("row-menu");
    if (!menuContext) return;
    menu.hidden = true;
    menu.innerHTML = "";
    var button = menuContext.button;
    button.setAttribute("aria-expanded", "false");
    menuContext = null;
    if (restoreFocus && button.isConnected) button.focus();
  };

  App.menuContext = function () {
    return menuContext;
  };

  document.addEventListener("keydown", function (event) {
    if (!menuContext) return;
    var items = Array.prototype.slice.call(
      document.querySelectorAll('#row-menu [role="menuitem"]')
    );
    var index = items.indexOf(document.activeElement);
    if (event.key === "Escape") {
      event.preventDefault();
      App.closeMenu(true);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      var step = event.key === "ArrowDown" ? 1 : -1;
      items[(index + step + items.length) % items.length].focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      items[event.key === "Home" ? 0 : items.length - 1].focus();
    } else if (event.key === "Tab") {
      App.closeMenu(false);
    }
  });

  document.addEventListener("mousedown", function (event) {
    if (!menuContext) return;
    var inside = event.target.closest("#row-menu") || event.target.closest("[aria-expanded='true']");
    if (!inside) App.closeMenu(false);
  });
})();

/* Core of the Kestrel settings app: saved state, small helpers, toasts, dialogs and menus.
   Loaded after data.js and before pages.js and app.js; everything lives on the K namespace. */
"use strict";

var K = {};

(function () {
  var STORE_KEY = "kestrel.settings.v1";

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

  K.state = loadState();
  K.ui = { search: "", pmTab: "passwords", cbdTab: "basic", needsRelaunch: false };

  K.save = function () {
    try {
      window.sessionStorage.setItem(STORE_KEY, JSON.stringify(K.state));
    } catch (error) {
      /* Nothing to do: the page keeps working with in-memory state. */
    }
  };

  K.settings = function () {
    return K.state.settings;
  };

  /* "Reset settings": Kestrel's defaults for settings, site permissions back to "Ask", no
     start-up pages. Passwords, languages, saved site searches and the profile are kept, as the
     reset dialog says. */
  K.resetSettings = function () {
    var settings = K.state.settings;
    Object.keys(FACTORY_SETTINGS_CHANGES).forEach(function (key) {
      settings[key] = clone(FACTORY_SETTINGS_CHANGES[key]);
    });
    K.state.sites.forEach(function (site) {
      ["camera", "microphone", "location", "notifications"].forEach(function (perm) {
        site[perm] = "Ask";
      });
      EXTRA_PERMISSIONS.forEach(function (perm) {
        site.extra[perm.key] = perm.value;
      });
    });
    K.state.startupPages = [];
    K.state.keepActive = [];
    K.state.cookieExceptions = [];
    K.save();
  };

  K.clone = clone;

  K.findSite = function (host) {
    return K.state.sites.filter(function (site) {
      return site.host === host;
    })[0];
  };

  K.esc = function (text) {
    return String(text)
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;");
  };

  /* An id-safe form of a host name or label: "meet.callisto.io" -> "meet-callisto-io". */
  K.slug = function (text) {
    return String(text)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  };

  K.icon = function (name, className) {
    return (
      '<svg class="' +
      (className || "icon") +
      '" aria-hidden="true" focusable="false"><use href="#i-' +
      name +
      '"/></svg>'
    );
  };

  K.plural = function (count, one, many) {
    return count.toLocaleString("en-GB") + " " + (count === 1 ? one : many);
  };

  /* ---------- Toast: one polite live region, with an optional Undo ---------- */

  var toastUndo = null;

  K.toast = function (message, undo) {
    var region = document.getElementById("toast-text");
    document.getElementById("toast").classList.add("toast-visible");
    region.textContent = message;
    toastUndo = undo || null;
    document.getElementById("toast-undo").hidden = !undo;
    document.getElementById("toast-close").hidden = false;
  };

  K.clearToast = function () {
    document.getElementById("toast").classList.remove("toast-visible");
    document.getElementById("toast-text").textContent = "";
    document.getElementById("toast-undo").hidden = true;
    document.getElementById("toast-close").hidden = true;
    toastUndo = null;
  };

  K.undoToast = function () {
    var undo = toastUndo;
    K.clearToast();
    if (undo) undo();
  };

  /* ---------- Dialogs: native modal <dialog>, focus returns to the opener ---------- */

  var dialogOpeners = {};

  K.openDialog = function (id, opener) {
    var dialog = document.getElementById(id);
    dialogOpeners[id] = opener || document.activeElement;
    K.closeMenu(false);
    dialog.showModal();
  };

  K.closeDialog = function (id) {
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

  K.openMenu = function (button, items, context) {
    var menu = document.getElementById("row-menu");
    K.closeMenu(false);
    menu.innerHTML = items
      .map(function (item) {
        return (
          '<button type="button" role="menuitem" tabindex="-1" class="menu-item' +
          (item.danger ? " menu-item-danger" : "") +
          '" data-menu-action="' +
          item.action +
          '">' +
          K.esc(item.label) +
          "</button>"
        );
      })
      .join("");
    if (!button.id) button.id = "menu-button-" + K.slug(button.getAttribute("aria-label") || "");
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
  K.closeMenu = function (restoreFocus) {
    var menu = document.getElementById("row-menu");
    if (!menuContext) return;
    menu.hidden = true;
    menu.innerHTML = "";
    var button = menuContext.button;
    button.setAttribute("aria-expanded", "false");
    menuContext = null;
    if (restoreFocus && button.isConnected) button.focus();
  };

  K.menuContext = function () {
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
      K.closeMenu(true);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      var step = event.key === "ArrowDown" ? 1 : -1;
      items[(index + step + items.length) % items.length].focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      items[event.key === "Home" ? 0 : items.length - 1].focus();
    } else if (event.key === "Tab") {
      K.closeMenu(false);
    }
  });

  document.addEventListener("mousedown", function (event) {
    if (!menuContext) return;
    var inside = event.target.closest("#row-menu") || event.target.closest("[aria-expanded='true']");
    if (!inside) K.closeMenu(false);
  });
})();

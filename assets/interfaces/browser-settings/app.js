/* Petrel settings app: hash router, event wiring and the actions of every control.
   State changes go through App.state and App.save(); the page shell (header, navigation, footer,
   dialogs) persists, only <main> is re-rendered when the route or the search changes. */
"use strict";

(function () {
  var esc = App.esc;
  var S = App.settings;
  var main = document.getElementById("main");
  var searchInput = document.getElementById("search-settings");

  function byId(id) {
    return document.getElementById(id);
  }

  /* ---------- Router ---------- */

  function currentPath() {
    var hash = window.location.hash;
    var path = hash.indexOf("#/") === 0 ? decodeURIComponent(hash.slice(2)) : "";
    return App.routeFor(path) ? path : "you-and-sync";
  }

  function pageHead(route) {
    var back = "";
    if (route.parent) {
      var parent = App.routeFor(route.parent);
      back =
        '<a class="back-link icon-button" id="back-link" href="#/' +
        route.parent +
        '" aria-label="Back to ' +
        esc(parent.title) +
        '">' +
        App.icon("back") +
        "</a>";
    }
    return '<div class="page-head">' + back + '<h1 id="page-title" tabindex="-1">' + esc(route.title) + "</h1></div>";
  }

  function renderMain() {
    var path = currentPath();
    var route = App.routeFor(path);
    var section = path.split("/")[0];
    /* Search results belong to no section; legal pages are reached from the footer. */
    if (section === "legal" || App.ui.search) section = "";
    Array.prototype.forEach.call(document.querySelectorAll("#settings-nav a"), function (link) {
      if (link.getAttribute("data-section") === section) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    });
    if (App.ui.search) {
      var result = App.renderSearch(App.ui.search);
      main.innerHTML = result.html;
      document.title = "Search results – Petrel Settings";
      byId("search-status").textContent =
        result.count === 0
          ? "No results found"
          : App.plural(result.count, "result", "results") + " found";
    } else {
      main.innerHTML = pageHead(route) + route.render();
      document.title = route.title + " – Petrel Settings";
    }
    syncView();
  }

  function navigate() {
    App.closeMenu(false);
    App.clearToast();
    if (App.ui.search) {
      App.ui.search = "";
      searchInput.value = "";
      byId("search-clear").hidden = true;
      byId("search-status").textContent = "";
    }
    App.ui.pmTab = "passwords";
    renderMain();
    window.scrollTo(0, 0);
    byId("page-title").focus();
  }

  window.addEventListener("hashchange", navigate);

  /* ---------- Keep controls, dependent rows and live text in step with the state ---------- */

  function conditionHolds(condition) {
    var parts = condition.split("=");
    var value = S()[parts[0]];
    return parts.length === 2 ? String(value) === parts[1] : Boolean(value);
  }

  /* Text kept in step with the state, by element id; these updates are not announced. */
  var BOUND_TEXT = {
    "show-home-desc": function () {
      return S().homePage === "custom" && S().homeUrl ? S().homeUrl : "New Tab page";
    },
  };

  var BINDINGS = {
    previewLabel: function (el) {
      el.textContent = "Preview: " + S().fontSize.replace(" (recommended)", "") + " text at " + S().pageZoom + " zoom";
    },
    previewText: function (el) {
      var px = FONT_SIZE_PX[S().fontSize] * (parseInt(S().pageZoom, 10) / 100);
      el.style.fontSize = Math.round(px) + "px";
    },
  };

  function syncView() {
    Array.prototype.forEach.call(main.querySelectorAll("[data-show-when]"), function (el) {
      el.hidden = !conditionHolds(el.getAttribute("data-show-when"));
    });
    Array.prototype.forEach.call(main.querySelectorAll("[data-bind]"), function (el) {
      BINDINGS[el.getAttribute("data-bind")](el);
    });
    Object.keys(BOUND_TEXT).forEach(function (id) {
      var el = byId(id);
      if (el) el.textContent = BOUND_TEXT[id]();
    });
    Array.prototype.forEach.call(main.querySelectorAll("[data-setting]"), function (el) {
      var value = S()[el.getAttribute("data-setting")];
      if (el.type === "checkbox") el.checked = Boolean(value);
      else if (el.type === "radio") el.checked = el.value === value;
      else if (el !== document.activeElement) el.value = value;
    });
  }

  /* ---------- Settings ---------- */

  /* Settings whose change is announced; the rest change silently, as in real browsers. */
  var ANNOUNCE = {
    liveCaptions: function (on) {
      return on ? "Live captions are on" : "Live captions are off";
    },
    caretBrowsing: function (on) {
      return on ? "Caret browsing is on. Press F7 to turn it off." : "Caret browsing is off";
    },
    searchEngine: function (name) {
      return name + " is now your search engine";
    },
    graphicsAcceleration: function () {
      return "Relaunch Petrel to apply this change";
    },
    profileName: function (name) {
      return "Profile name changed to " + name;
    },
  };

  function setSetting(key, value) {
    S()[key] = value;
    App.save();
    if (key === "graphicsAcceleration") {
      App.ui.needsRelaunch = !App.ui.needsRelaunch;
      var relaunch = byId("relaunch");
      if (relaunch) relaunch.hidden = !App.ui.needsRelaunch;
    }
    if (key === "homeUrl" && value && S().homePage !== "custom") S().homePage = "custom";
    syncView();
    if (ANNOUNCE[key]) App.toast(ANNOUNCE[key](value));
  }

  /* Turning these on asks for confirmation first; the switch only moves once confirmed. */
  var GUARDS = {
    caretBrowsing: { when: true, dialog: "caret-dialog" },
    doNotTrack: { when: true, dialog: "dnt-dialog" },
    safeBrowsing: { when: "none", dialog: "sb-off-dialog" },
  };

  function guardedClick(event, el) {
    var key = el.getAttribute("data-setting");
    var guard = GUARDS[key];
    if (!guard) return false;
    var value = el.type === "checkbox" ? el.checked : el.value;
    if (value !== guard.when || S()[key] === guard.when) return false;
    if (key === "caretBrowsing" && App.ui.caretDontAsk) return false;
    event.preventDefault();
    App.openDialog(guard.dialog, el);
    return true;
  }

  /* ---------- Small helpers for lists and dialogs ---------- */

  function rerender(focusId) {
    renderMain();
    var el = focusId && byId(focusId);
    if (el) el.focus();
  }

  function removeWithUndo(list, index, message, focusId) {
    var removed = list.splice(index, 1)[0];
    App.save();
    rerender(focusId);
    App.toast(message, function () {
      list.splice(index, 0, removed);
      App.save();
      renderMain();
    });
  }

  function setFieldError(inputId, message) {
    var input = byId(inputId);
    var field = input.closest(".field");
    var errorId = inputId + "-error";
    var existing = byId(errorId);
    if (existing) existing.remove();
    var hint = input.getAttribute("data-hint-ids");
    if (hint === null) {
      hint = input.getAttribute("aria-describedby") || "";
      input.setAttribute("data-hint-ids", hint);
    }
    if (message) {
      var error = document.createElement("p");
      error.className = "error-message";
      error.id = errorId;
      error.innerHTML = '<span class="visually-hidden">Error: </span>' + esc(message);
      input.parentNode.insertBefore(error, input);
      field.classList.add("field-error");
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", (hint + " " + errorId).trim());
    } else {
      field.classList.remove("field-error");
      input.removeAttribute("aria-invalid");
      if (hint) input.setAttribute("aria-describedby", hint);
      else input.removeAttribute("aria-describedby");
    }
  }

  function clearForm(form) {
    Array.prototype.forEach.call(form.querySelectorAll("input"), function (input) {
      input.value = "";
      setFieldError(input.id, "");
    });
    var summary = form.querySelector(".error-summary");
    if (summary) summary.remove();
  }

  /* Show errors next to their fields and, where the form has one, in an error summary. The
     summary is a new role=alert element each time, so it is announced once, as a whole. */
  function showErrors(form, errors) {
    Array.prototype.forEach.call(form.querySelectorAll("input"), function (input) {
      setFieldError(input.id, errors[input.id] || "");
    });
    var old = form.querySelector(".error-summary");
    if (old) old.remove();
    var ids = Object.keys(errors);
    if (!ids.length) return true;
    var summaryId = form.getAttribute("data-error-summary");
    if (!summaryId) {
      byId(ids[0]).focus();
      return false;
    }
    var summary = document.createElement("div");
    summary.className = "error-summary";
    summary.id = summaryId;
    summary.setAttribute("role", "alert");
    summary.setAttribute("tabindex", "-1");
    summary.innerHTML =
      '<h3 class="error-summary-title">There is a problem</h3><ul>' +
      ids
        .map(function (id) {
          return '<li><a href="#' + id + '" data-action="focus-field" data-field="' + id + '">' + esc(errors[id]) + "</a></li>";
        })
        .join("") +
      "</ul>";
    form.querySelector("h2").after(summary);
    summary.focus();
    return false;
  }

  /* "docs.example.com/x" or "https://docs.example.com/x" -> {host, url}; null when not a web address. */
  function parseWebAddress(text) {
    var value = text.trim();
    if (!/^https?:\/\//i.test(value)) value = "https://" + value;
    var match = /^(https?):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+)(:\d+)?(\/[^\s]*)?$/i.exec(value);
    if (!match) return null;
    return { host: match[2].toLowerCase(), url: match[1].toLowerCase() + "://" + match[2].toLowerCase() + (match[3] || "") + (match[4] || "/") };
  }

  /* ---------- Delete browsing data dialog ---------- */

  var CBD_ITEMS = {
    basic: [
      ["history", "Browsing history", function (d) { return App.plural(d.history, "item", "items") + ". Clears history, including in the search box."; }],
      ["cookies", "Cookies and other site data", function (d) { return "From " + App.plural(d.cookies, "site", "sites") + ". Signs you out of most sites."; }],
      ["cache", "Cached images and files", function (d) { return "Frees up " + d.cacheMb + " MB. Some sites may load more slowly on your next visit."; }],
    ],
    advanced: [
      ["history", "Browsing history", function (d) { return App.plural(d.history, "item", "items"); }],
      ["downloads", "Download history", function (d) { return App.plural(d.downloads, "item", "items"); }],
      ["cookies", "Cookies and other site data", function (d) { return "From " + App.plural(d.cookies, "site", "sites"); }],
      ["cache", "Cached images and files", function (d) { return d.cacheMb + " MB"; }],
      ["passwords", "Passwords and passkeys", function (d) { return App.plural(d.passwords, "password", "passwords"); }],
      ["autofill", "Autofill form data", function (d) { return App.plural(d.autofill, "suggestion", "suggestions"); }],
      ["siteSettings", "Site settings", function () { return App.plural(App.state.sites.length, "site", "sites"); }],
      ["hostedApps", "Hosted app data", function () { return "2 apps (Harbour Lane Mail, Tunely)"; }],
    ],
  };

  function cbdRender() {
    var data = BROWSING_DATA[App.state.cbd.range];
    ["basic", "advanced"].forEach(function (tab) {
      byId("cbd-panel-" + tab).innerHTML = CBD_ITEMS[tab]
        .map(function (item) {
          var id = "cbd-" + (tab === "basic" ? "basic-" : "") + App.slug(item[0]);
          return (
            '<div class="check-line check-line-desc"><input type="checkbox" id="' +
            id +
            '" data-action-change="cbd-check" data-tab="' +
            tab +
            '" data-item="' +
            item[0] +
            '"' +
            (App.state.cbd[tab][item[0]] ? " checked" : "") +
            ' aria-describedby="' +
            id +
            '-desc"><div><label for="' +
            id +
            '">' +
            item[1] +
            '</label><p class="row-desc" id="' +
            id +
            '-desc">' +
            esc(item[2](data)) +
            "</p></div></div>"
          );
        })
        .join("");
    });
    cbdSummary();
  }

  /* What "Delete data" would remove now; updated silently as the choices change. */
  function cbdSummary() {
    var tab = App.ui.cbdTab;
    var chosen = CBD_ITEMS[tab]
      .filter(function (item) {
        return App.state.cbd[tab][item[0]];
      })
      .map(function (item) {
        return item[1].toLowerCase();
      });
    var range = App.state.cbd.range;
    var when = range === "All time" ? "from all time" : "from the " + range.toLowerCase();
    byId("cbd-summary").textContent = chosen.length
      ? "Will delete " + chosen.join(", ").replace(/, ([^,]*)$/, " and $1") + " " + when + "."
      : "Nothing selected to delete.";
    byId("cbd-delete").disabled = chosen.length === 0;
  }

  function cbdSelectTab(tab) {
    App.ui.cbdTab = tab;
    ["basic", "advanced"].forEach(function (name) {
      var selected = name === tab;
      var tabEl = byId("cbd-tab-" + name);
      tabEl.setAttribute("aria-selected", String(selected));
      if (selected) tabEl.removeAttribute("tabindex");
      else tabEl.setAttribute("tabindex", "-1");
      byId("cbd-panel-" + name).hidden = !selected;
    });
    cbdSummary();
  }

  /* ---------- Folder picker ---------- */

  function folderNode(path) {
    return path.reduce(function (node, name) {
      return node[name];
    }, FOLDERS);
  }

  function folderRender() {
    var path = App.ui.folderPath;
    var crumbs = [["nadia", []]].concat(
      path.map(function (name, index) {
        return [name, path.slice(0, index + 1)];
      })
    );
    byId("folder-crumbs").innerHTML = crumbs
      .map(function (crumb, index) {
        var last = index === crumbs.length - 1;
        return last
          ? '<li><span aria-current="location">' + esc(crumb[0]) + "</span></li>"
          : '<li><button type="button" class="text-button" data-action="folder-crumb" data-path="' + esc(crumb[1].join("/")) + '">' + esc(crumb[0]) + "</button></li>";
      })
      .join("");
    byId("folder-path").textContent = HOME_DIR + (path.length ? "/" + path.join("/") : "");
    byId("folder-up").disabled = path.length === 0;
    var names = Object.keys(folderNode(path)).sort();
    var list = byId("folder-list");
    list.innerHTML = names.length
      ? names
          .map(function (name) {
            var selected = name === App.ui.folderSelected;
            return (
              '<div role="option" class="folder-option" id="folder-opt-' +
              App.slug(name) +
              '" data-action="folder-option" data-folder="' +
              esc(name) +
              '" aria-selected="' +
              selected +
              '">' +
              App.icon("folder", "icon folder-icon") +
              esc(name) +
              "</div>"
            );
          })
          .join("")
      : '<p class="empty-note">This folder has no subfolders.</p>';
    if (App.ui.folderSelected) list.setAttribute("aria-activedescendant", "folder-opt-" + App.slug(App.ui.folderSelected));
    else list.removeAttribute("aria-activedescendant");
    byId("folder-open").disabled = !App.ui.folderSelected;
  }

  function folderSelect(name) {
    App.ui.folderSelected = name;
    folderRender();
  }

  function folderGo(path) {
    App.ui.folderPath = path;
    App.ui.folderSelected = null;
    folderRender();
    byId("folder-list").focus();
  }

  /* ---------- Add languages combobox ---------- */

  function langMatches(query) {
    var q = query.trim().toLowerCase();
    if (!q) return [];
    return LANGUAGES.filter(function (entry) {
      var taken = App.state.languages.indexOf(entry[0]) >= 0 || App.ui.langPicked.indexOf(entry[0]) >= 0;
      return !taken && (entry[1].toLowerCase().indexOf(q) === 0 || entry[2].toLowerCase().indexOf(q) === 0);
    });
  }

  function langRenderList() {
    var combo = byId("lang-combo");
    var listbox = byId("lang-listbox");
    var found = langMatches(combo.value);
    App.ui.langActive = -1;
    combo.removeAttribute("aria-activedescendant");
    if (!combo.value.trim()) {
      listbox.hidden = true;
      listbox.innerHTML = "";
      combo.setAttribute("aria-expanded", "false");
      return;
    }
    listbox.innerHTML = found.length
      ? found
          .map(function (entry) {
            return (
              '<div role="option" class="combo-option" id="lang-opt-' +
              entry[0] +
              '" data-action="lang-option" data-code="' +
              entry[0] +
              '" aria-selected="false">' +
              esc(entry[1]) +
              ' <span class="list-meta" lang="' +
              entry[0] +
              '">' +
              esc(entry[2]) +
              "</span></div>"
            );
          })
          .join("")
      : '<div class="combo-empty" role="option" aria-disabled="true" aria-selected="false">No languages found</div>';
    listbox.hidden = false;
    combo.setAttribute("aria-expanded", "true");
  }

  function langRenderPicked() {
    byId("lang-selected").innerHTML = App.ui.langPicked.length
      ? App.ui.langPicked
          .map(function (code) {
            var name = App.pages.languageName(code);
            return '<li class="chip">' + esc(name) + '<button type="button" class="chip-remove" id="lang-unpick-' + code + '" data-action="lang-unpick" data-code="' + code + '" aria-label="Remove ' + esc(name) + '">' + App.icon("close") + "</button></li>";
          })
          .join("")
      : '<li class="empty-note">None yet. Search for a language and choose it from the list.</li>';
    byId("lang-add-submit").disabled = App.ui.langPicked.length === 0;
  }

  function langPick(code) {
    App.ui.langPicked.push(code);
    var combo = byId("lang-combo");
    combo.value = "";
    langRenderList();
    langRenderPicked();
    combo.focus();
  }

  /* ---------- Menus ---------- */

  var MENUS = {
    account: {
      items: function () {
        return [
          { action: "manage", label: "Manage your Petrel Account" },
          { action: "customise", label: "Customise profile" },
          { action: "sign-out", label: "Sign out of Petrel", danger: true },
        ];
      },
      run: function (action) {
        if (action === "manage") window.location.hash = "#/you-and-sync";
        else if (action === "customise") window.location.hash = "#/you-and-sync/profile";
        else {
          setSetting("syncOn", false);
          renderMain();
          App.toast("Signed out of Petrel. Sync is off.");
        }
      },
    },
    pw: {
      items: function () {
        return [
          { action: "copy-username", label: "Copy username" },
          { action: "copy-password", label: "Copy password" },
          { action: "remove", label: "Remove", danger: true },
        ];
      },
      run: function (action, ctx) {
        var entry = App.state.passwords.filter(function (item) {
          return item.id === ctx.id;
        })[0];
        if (action === "copy-username") App.toast("Username copied for " + entry.site);
        else if (action === "copy-password") App.toast("Password copied for " + entry.site);
        else {
          App.ui.pwRemoveId = entry.id;
          byId("pw-remove-text").textContent =
            "The password for " + entry.username + " on " + entry.site + ", last used on " + entry.lastUsed + ", will be removed from Petrel and from your Petrel Account. Your account on " + entry.site + " won't be deleted.";
          App.openDialog("pw-remove-dialog", byId("pw-menu-" + entry.id));
        }
      },
    },
    ss: {
      items: function () {
        return [
          { action: "copy-url", label: "Copy URL" },
          { action: "delete", label: "Delete", danger: true },
        ];
      },
      run: function (action, ctx) {
        var list = App.state.siteSearches;
        var index = list.findIndex(function (item) {
          return item.id === ctx.id;
        });
        if (action === "copy-url") App.toast("URL copied for " + list[index].name);
        else removeWithUndo(list, index, "Site search “" + list[index].name + "” deleted", "site-search-add");
      },
    },
    startup: {
      items: function () {
        return [
          { action: "edit", label: "Edit" },
          { action: "remove", label: "Remove", danger: true },
        ];
      },
      run: function (action, ctx) {
        var list = App.state.startupPages;
        if (action === "remove") {
          removeWithUndo(list, ctx.index, list[ctx.index].name + " removed from start-up pages", "startup-add");
          return;
        }
        App.ui.startupEdit = ctx.index;
        clearForm(byId("startup-form"));
        byId("startup-title").textContent = "Edit page";
        byId("startup-submit").textContent = "Save";
        byId("startup-url").value = list[ctx.index].url;
        App.openDialog("startup-dialog", byId("startup-menu-" + ctx.index));
      },
    },
    lang: {
      items: function (ctx) {
        var list = App.state.languages;
        var index = list.indexOf(ctx.code);
        var items = [];
        if (index > 0) items.push({ action: "top", label: "Move to the top" }, { action: "up", label: "Move up" });
        if (index < list.length - 1) items.push({ action: "down", label: "Move down" });
        if (list.length > 1) items.push({ action: "remove", label: "Remove", danger: true });
        return items;
      },
      run: function (action, ctx) {
        var list = App.state.languages;
        var index = list.indexOf(ctx.code);
        if (action === "remove") {
          removeWithUndo(list, index, App.pages.languageName(ctx.code) + " removed", "lang-add");
          return;
        }
        var target = { top: 0, up: index - 1, down: index + 1 }[action];
        list.splice(index, 1);
        list.splice(target, 0, ctx.code);
        App.save();
        /* The new order is shown but not announced, like the browsers this copies. */
        rerender("lang-menu-" + ctx.code);
      },
    },
  };

  function toggleMenu(button, kind, ctx) {
    var open = App.menuContext();
    if (open && open.button === button) {
      App.closeMenu(true);
      return;
    }
    ctx.kind = kind;
    App.openMenu(button, MENUS[kind].items(ctx), ctx);
  }

  /* ---------- Click actions ---------- */

  var ACTIONS = {
    "skip-to-main": function (el, event) {
      event.preventDefault();
      main.focus();
    },
    "focus-field": function (el, event) {
      event.preventDefault();
      byId(el.getAttribute("data-field")).focus();
    },
    "clear-search": function () {
      searchInput.value = "";
      runSearch();
      searchInput.focus();
    },
    "account-menu": function (el) {
      toggleMenu(el, "account", {});
    },
    "sync-off": function () {
      setSetting("syncOn", false);
      rerender("sync-turn-on");
      App.toast("Sync is off. Your bookmarks, passwords and settings stay on this device.");
    },
    "sync-on": function () {
      setSetting("syncOn", true);
      rerender("sync-turn-off");
      App.toast("Sync is on");
    },
    "import-open": function (el) {
      byId("import-from").innerHTML = OPTIONS.importFrom
        .map(function (name) {
          return '<option value="' + esc(name) + '">' + esc(name) + "</option>";
        })
        .join("");
      App.openDialog("import-dialog", el);
    },
    "import-submit": function () {
      var from = byId("import-from").value;
      App.closeDialog("import-dialog");
      App.toast("Imported your bookmarks and settings from " + from);
    },
    "close-dialog": function (el) {
      el.closest("dialog").close();
    },
    "cbd-open": function (el) {
      byId("cbd-range").innerHTML = OPTIONS.cbdRange
        .map(function (range) {
          return '<option value="' + range + '"' + (range === App.state.cbd.range ? " selected" : "") + ">" + range + "</option>";
        })
        .join("");
      cbdRender();
      cbdSelectTab("basic");
      App.openDialog("cbd-dialog", el);
    },
    "cbd-tab": function (el) {
      cbdSelectTab(el.getAttribute("data-tab"));
    },
    "cbd-delete": function () {
      App.closeDialog("cbd-dialog");
      App.toast("Browsing data deleted");
    },
    "caret-confirm": function () {
      App.ui.caretDontAsk = byId("caret-dont-ask").checked;
      App.closeDialog("caret-dialog");
      setSetting("caretBrowsing", true);
    },
    "dnt-confirm": function () {
      App.closeDialog("dnt-dialog");
      setSetting("doNotTrack", true);
    },
    "sb-off-confirm": function () {
      App.closeDialog("sb-off-dialog");
      setSetting("safeBrowsing", "none");
      App.toast("Safe Browsing is off");
    },
    "reset-open": function (el) {
      byId("reset-report").checked = true;
      App.openDialog("reset-dialog", el);
    },
    "reset-confirm": function () {
      App.closeDialog("reset-dialog");
      App.resetSettings();
      rerender("reset-open");
      App.toast("Settings reset");
    },
    "site-search-add": function (el) {
      clearForm(byId("site-search-form"));
      App.openDialog("site-search-dialog", el);
    },
    "folder-dialog": function (el) {
      var current = S().downloadFolder;
      App.ui.folderPath = current.slice(0, -1);
      App.ui.folderSelected = current[current.length - 1];
      folderRender();
      App.openDialog("folder-dialog", el);
      byId("folder-list").focus();
    },
    "folder-option": function (el) {
      folderSelect(el.getAttribute("data-folder"));
    },
    "folder-open": function () {
      if (App.ui.folderSelected) folderGo(App.ui.folderPath.concat([App.ui.folderSelected]));
    },
    "folder-up": function () {
      folderGo(App.ui.folderPath.slice(0, -1));
    },
    "folder-crumb": function (el) {
      var path = el.getAttribute("data-path");
      folderGo(path ? path.split("/") : []);
    },
    "folder-select": function () {
      var chosen = App.ui.folderPath.concat(App.ui.folderSelected ? [App.ui.folderSelected] : []);
      if (!chosen.length) return;
      App.closeDialog("folder-dialog");
      setSetting("downloadFolder", chosen);
      rerender("downloads-change");
      App.toast("Downloads will be saved to " + chosen[chosen.length - 1]);
    },
    "lang-dialog": function (el) {
      App.ui.langPicked = [];
      byId("lang-combo").value = "";
      langRenderList();
      langRenderPicked();
      App.openDialog("lang-dialog", el);
    },
    "lang-option": function (el) {
      langPick(el.getAttribute("data-code"));
    },
    "lang-unpick": function (el) {
      App.ui.langPicked.splice(App.ui.langPicked.indexOf(el.getAttribute("data-code")), 1);
      langRenderPicked();
      byId("lang-combo").focus();
    },
    "lang-add-submit": function () {
      var added = App.ui.langPicked.slice();
      App.state.languages = App.state.languages.concat(added);
      App.save();
      App.closeDialog("lang-dialog");
      rerender("lang-add");
      var names = added.map(App.pages.languageName);
      App.toast("Added " + names.join(", ").replace(/, ([^,]*)$/, " and $1") + " to your languages");
    },
    "lang-menu": function (el) {
      toggleMenu(el, "lang", { code: el.getAttribute("data-code") });
    },
    "pw-menu": function (el) {
      toggleMenu(el, "pw", { id: Number(el.getAttribute("data-id")) });
    },
    "pw-remove-confirm": function () {
      var list = App.state.passwords;
      var index = list.findIndex(function (item) {
        return item.id === App.ui.pwRemoveId;
      });
      var entry = list[index];
      App.closeDialog("pw-remove-dialog");
      removeWithUndo(list, index, "Password removed for " + entry.username + " on " + entry.site, "pw-search");
    },
    "pm-tab": function (el) {
      App.ui.pmTab = el.getAttribute("data-tab");
      rerender("pm-tab-" + App.ui.pmTab);
    },
    "ss-menu": function (el) {
      toggleMenu(el, "ss", { id: el.getAttribute("data-id") });
    },
    "startup-menu": function (el) {
      toggleMenu(el, "startup", { index: Number(el.getAttribute("data-index")) });
    },
    "startup-add": function (el) {
      App.ui.startupEdit = null;
      clearForm(byId("startup-form"));
      byId("startup-title").textContent = "Add a new page";
      byId("startup-submit").textContent = "Add";
      App.openDialog("startup-dialog", el);
    },
    "startup-use-open": function () {
      App.state.startupPages = [
        { name: "Settings", url: "petrel://settings/on-startup" },
        { name: "Inbox – Harbour Mail", url: "https://mail.harbourmail.co.uk/inbox" },
      ];
      App.save();
      rerender("startup-use-open");
      App.toast("Start-up pages replaced with your 2 open pages");
    },
    "keep-active-add": function (el) {
      clearForm(byId("keep-active-form"));
      App.openDialog("keep-active-dialog", el);
    },
    "keep-active-remove": function (el) {
      var list = App.state.keepActive;
      var host = el.getAttribute("data-host");
      removeWithUndo(list, list.indexOf(host), host + " removed from always-active sites", "keep-active-add");
    },
    "card-remove": function (el) {
      var list = App.state.cards;
      var index = list.findIndex(function (item) {
        return item.id === el.getAttribute("data-id");
      });
      removeWithUndo(list, index, list[index].label + " removed", "save-payments");
    },
    "address-remove": function (el) {
      var list = App.state.addresses;
      var index = list.findIndex(function (item) {
        return item.id === el.getAttribute("data-id");
      });
      removeWithUndo(list, index, "Address removed", "save-addresses");
    },
    "cookie-exception-remove": function (el) {
      var list = App.state.cookieExceptions;
      var host = el.getAttribute("data-host");
      removeWithUndo(list, list.indexOf(host), host + " removed", "do-not-track");
    },
    "make-default": function () {
      S().isDefaultBrowser = true;
      App.save();
      rerender("page-title");
    },
    "theme-reset": function () {
      setSetting("theme", "Classic");
    },
    "site-data-open": function (el) {
      var site = App.findSite(el.getAttribute("data-host"));
      byId("site-data-text").textContent =
        "All data stored by " + site.host + " will be deleted: " + site.storage + " of data and " + App.plural(site.cookies, "cookie", "cookies") + ". You'll be signed out of this site. Its permissions won't change.";
      App.ui.siteDataHost = site.host;
      App.openDialog("site-data-dialog", el);
    },
    "site-data-confirm": function () {
      var site = App.findSite(App.ui.siteDataHost);
      site.storage = "0 B";
      site.cookies = 0;
      App.save();
      App.closeDialog("site-data-dialog");
      rerender("site-perm-location");
      App.toast("Data deleted for " + site.host);
    },
    "site-reset-permissions": function (el) {
      var site = App.findSite(el.getAttribute("data-host"));
      var before = App.clone(site);
      ["camera", "microphone", "location", "notifications"].forEach(function (perm) {
        site[perm] = "Ask";
      });
      EXTRA_PERMISSIONS.forEach(function (perm) {
        site.extra[perm.key] = perm.value;
      });
      App.save();
      rerender("site-reset-permissions");
      App.toast("Permissions reset for " + site.host, function () {
        Object.assign(site, before);
        App.save();
        renderMain();
      });
    },
    "reset-all-permissions": function () {
      var before = App.clone(App.state.sites);
      App.state.sites.forEach(function (site) {
        ["camera", "microphone", "location", "notifications"].forEach(function (perm) {
          site[perm] = "Ask";
        });
      });
      App.save();
      rerender("reset-all-permissions");
      App.toast("Permissions reset for all " + before.length + " sites", function () {
        App.state.sites = before;
        App.save();
        renderMain();
      });
    },
    "auto-open-clear": function () {
      S().autoOpenTypes = [];
      App.save();
      rerender("ask-where");
      App.toast("Files will no longer open automatically after downloading");
    },
    relaunch: function () {
      App.ui.needsRelaunch = false;
      byId("relaunch").hidden = true;
      App.toast("Petrel relaunched. Your tabs were restored.");
    },
    "proxy-settings": function () {
      App.toast("Your computer's proxy settings opened in a separate window");
    },
    "toast-undo": function () {
      App.undoToast();
    },
    "toast-close": function () {
      App.clearToast();
    },
  };

  document.addEventListener("click", function (event) {
    var menuItem = event.target.closest("[data-menu-action]");
    if (menuItem) {
      var open = App.menuContext();
      App.closeMenu(false);
      MENUS[open.context.kind].run(menuItem.getAttribute("data-menu-action"), open.context);
      return;
    }
    var setting = event.target.closest("input[data-setting]");
    if (setting && guardedClick(event, setting)) return;
    var el = event.target.closest("[data-action]");
    if (el && !el.disabled) ACTIONS[el.getAttribute("data-action")](el, event);
  });

  document.addEventListener("dblclick", function (event) {
    var option = event.target.closest(".folder-option");
    if (option) folderGo(App.ui.folderPath.concat([option.getAttribute("data-folder")]));
  });

  /* ---------- Change and input ---------- */

  var PERM_WORDS = { Allow: "allowed", Block: "blocked", Ask: "set to ask" };

  var CHANGE_ACTIONS = {
    "site-permission": function (el) {
      var site = App.findSite(el.getAttribute("data-host"));
      var perm = el.getAttribute("data-perm");
      var isExtra = el.getAttribute("data-group") === "extra";
      var holder = isExtra ? site.extra : site;
      var before = holder[perm];
      holder[perm] = el.value;
      App.save();
      el.className = el.className.replace(/perm-(allow|block|ask)/, "perm-" + el.value.toLowerCase());
      var label = el.closest(".row") ? el.closest(".row").querySelector(".row-label").textContent : el.getAttribute("aria-label").split(" for ")[0];
      App.toast(label + " " + PERM_WORDS[el.value] + " for " + site.host, function () {
        holder[perm] = before;
        App.save();
        renderMain();
      });
    },
    "spell-language": function (el) {
      var code = el.getAttribute("data-code");
      var list = App.state.spellLanguages;
      if (el.checked && list.indexOf(code) < 0) list.push(code);
      if (!el.checked && list.indexOf(code) >= 0) list.splice(list.indexOf(code), 1);
      App.save();
    },
    "cbd-range": function (el) {
      App.state.cbd.range = el.value;
      App.save();
      cbdRender();
    },
    "cbd-check": function (el) {
      App.state.cbd[el.getAttribute("data-tab")][el.getAttribute("data-item")] = el.checked;
      App.save();
      cbdSummary();
    },
  };

  document.addEventListener("change", function (event) {
    var el = event.target;
    var key = el.getAttribute("data-setting");
    if (key) {
      if (el.type === "radio" && !el.checked) return;
      setSetting(key, el.type === "checkbox" ? el.checked : el.value);
      return;
    }
    var action = el.getAttribute("data-action-change");
    if (action) CHANGE_ACTIONS[action](el);
  });

  /* Filter a table's rows by their data-filter-text; the count changes silently. */
  function filterTable(input, tableId, countId, emptyId, noun) {
    var query = input.value.trim().toLowerCase();
    var rows = byId(tableId).tBodies[0].rows;
    var shown = 0;
    Array.prototype.forEach.call(rows, function (row) {
      var visible = row.getAttribute("data-filter-text").indexOf(query) >= 0;
      row.hidden = !visible;
      if (visible) shown += 1;
    });
    byId(countId).textContent = query ? "Showing " + shown + " of " + App.plural(rows.length, noun, noun + "s") : "Showing all " + App.plural(rows.length, noun, noun + "s");
    byId(emptyId).hidden = shown > 0;
    byId(tableId).hidden = shown === 0;
  }

  var INPUT_ACTIONS = {
    "pw-filter": function (el) {
      filterTable(el, "password-table", "pw-count", "pw-empty", "password");
    },
    "site-filter": function (el) {
      filterTable(el, "site-table", "site-count", "site-empty", "site");
    },
  };

  function runSearch() {
    App.ui.search = searchInput.value.trim();
    byId("search-clear").hidden = !searchInput.value;
    if (!App.ui.search) byId("search-status").textContent = "";
    App.closeMenu(false);
    renderMain();
  }

  document.addEventListener("input", function (event) {
    var el = event.target;
    if (el === searchInput) {
      runSearch();
      return;
    }
    if (el.id === "lang-combo") {
      langRenderList();
      return;
    }
    var key = el.getAttribute("data-setting");
    if (key && el.type === "text" && key === "homeUrl") {
      S().homeUrl = el.value;
      if (el.value && S().homePage !== "custom") S().homePage = "custom";
      App.save();
      syncView();
      return;
    }
    var action = el.getAttribute("data-action-input");
    if (action) INPUT_ACTIONS[action](el);
  });

  /* ---------- Forms in dialogs ---------- */

  var SUBMITS = {
    "site-search": function (form) {
      var name = byId("sse-name").value.trim();
      var shortcut = byId("sse-shortcut").value.trim();
      var url = byId("sse-url").value.trim();
      var errors = {};
      if (!name) errors["sse-name"] = "Enter a name for the site search";
      if (!shortcut) errors["sse-shortcut"] = "Enter a shortcut";
      else if (/\s/.test(shortcut)) errors["sse-shortcut"] = "The shortcut can't contain spaces";
      else {
        var taken = SEARCH_ENGINES.concat(App.state.siteSearches).filter(function (entry) {
          return entry.shortcut.toLowerCase() === shortcut.toLowerCase();
        })[0];
        if (taken) errors["sse-shortcut"] = "The shortcut “" + shortcut + "” is already used by " + taken.name + ". Choose a different shortcut.";
      }
      if (!url) errors["sse-url"] = "Enter the web address of the search results page";
      else if (!/^https?:\/\/\S+$/i.test(url)) errors["sse-url"] = "Enter a web address that starts with https://";
      else if (url.indexOf("%s") < 0) errors["sse-url"] = "Put %s in the web address where your search words go";
      if (!showErrors(form, errors)) return;
      var list = App.state.siteSearches;
      list.push({ id: "custom-" + App.slug(shortcut), name: name, shortcut: shortcut, url: url });
      list.sort(function (a, b) {
        if (a.builtIn !== b.builtIn) return a.builtIn ? -1 : 1;
        return a.name.localeCompare(b.name, "en-GB");
      });
      App.save();
      App.closeDialog("site-search-dialog");
      rerender("site-search-add");
      App.toast("Site search “" + name + "” added. Type “" + shortcut + "” in the address bar to use it.");
    },
    "startup-page": function (form) {
      var parsed = parseWebAddress(byId("startup-url").value);
      var errors = {};
      if (!byId("startup-url").value.trim()) errors["startup-url"] = "Enter a web address";
      else if (!parsed) errors["startup-url"] = "Enter a valid web address, like www.example.com";
      if (!showErrors(form, errors)) return;
      var entry = { name: parsed.host, url: parsed.url };
      var focusId;
      if (App.ui.startupEdit === null || App.ui.startupEdit === undefined) {
        App.state.startupPages.push(entry);
        focusId = "startup-add";
      } else {
        App.state.startupPages[App.ui.startupEdit] = entry;
        focusId = "startup-menu-" + App.ui.startupEdit;
      }
      App.save();
      App.closeDialog("startup-dialog");
      rerender(focusId);
    },
    "keep-active": function (form) {
      var raw = byId("keep-active-site").value;
      var parsed = parseWebAddress(raw);
      var errors = {};
      if (!raw.trim()) errors["keep-active-site"] = "Enter a site";
      else if (!parsed) errors["keep-active-site"] = "Enter a valid site, like www.example.com";
      else if (App.state.keepActive.indexOf(parsed.host) >= 0) errors["keep-active-site"] = "This site is already in the list";
      if (!showErrors(form, errors)) return;
      App.state.keepActive.push(parsed.host);
      App.save();
      App.closeDialog("keep-active-dialog");
      rerender("keep-active-add");
      App.toast(parsed.host + " will always stay active");
    },
  };

  document.addEventListener("submit", function (event) {
    var form = event.target;
    event.preventDefault();
    SUBMITS[form.getAttribute("data-submit")](form);
  });

  /* ---------- Keyboard: tabs, folder listbox, language combobox ---------- */

  function moveIndex(key, index, count) {
    if (key === "ArrowDown" || key === "ArrowRight") return (index + 1) % count;
    if (key === "ArrowUp" || key === "ArrowLeft") return (index - 1 + count) % count;
    if (key === "Home") return 0;
    if (key === "End") return count - 1;
    return -1;
  }

  document.addEventListener("keydown", function (event) {
    var el = event.target;
    if (el.getAttribute && el.getAttribute("role") === "tab") {
      var tabs = Array.prototype.slice.call(el.parentNode.querySelectorAll('[role="tab"]'));
      var next = moveIndex(event.key, tabs.indexOf(el), tabs.length);
      if (next >= 0 && event.key !== "ArrowUp" && event.key !== "ArrowDown") {
        event.preventDefault();
        tabs[next].click();
        var tab = byId(tabs[next].id);
        if (tab) tab.focus();
      }
    } else if (el.id === "folder-list") {
      var names = Object.keys(folderNode(App.ui.folderPath)).sort();
      if (event.key === "Enter" && App.ui.folderSelected) {
        event.preventDefault();
        ACTIONS["folder-open"]();
        return;
      }
      var pos = moveIndex(event.key, names.indexOf(App.ui.folderSelected), names.length);
      if (pos >= 0 && names.length) {
        event.preventDefault();
        folderSelect(names[pos]);
      }
    } else if (el.id === "lang-combo") {
      var options = Array.prototype.slice.call(document.querySelectorAll("#lang-listbox [data-code]"));
      if (event.key === "Escape" && !byId("lang-listbox").hidden) {
        event.preventDefault();
        el.value = "";
        langRenderList();
      } else if (event.key === "Enter" && App.ui.langActive >= 0) {
        event.preventDefault();
        langPick(options[App.ui.langActive].getAttribute("data-code"));
      } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && options.length) {
        event.preventDefault();
        App.ui.langActive = moveIndex(event.key, App.ui.langActive, options.length);
        options.forEach(function (option, index) {
          option.setAttribute("aria-selected", String(index === App.ui.langActive));
        });
        el.setAttribute("aria-activedescendant", options[App.ui.langActive].id);
      }
    }
  });

  /* ---------- Start ---------- */

  byId("footer-version").textContent = KESTREL_VERSION;
  renderMain();
})();

/* Pages of the Petrel settings surface. Settings are rows (one labelled control with its
   description); pages arrange rows in cards. "Search settings" searches the same rows, so a
   search result is the real, working control. */
"use strict";

(function () {
  var esc = App.esc;
  var S = App.settings;

  /* ---------- Row builders ---------- */

  function rowText(id, label, desc, forId) {
    var labelHtml = forId
      ? '<label class="row-label" for="' + forId + '">' + esc(label) + "</label>"
      : '<span class="row-label" id="' + id + '-label">' + esc(label) + "</span>";
    var descHtml = desc ? '<p class="row-desc" id="' + id + '-desc">' + esc(desc) + "</p>" : "";
    return '<div class="row-text">' + labelHtml + descHtml + "</div>";
  }

  function described(id, desc) {
    return desc ? ' aria-describedby="' + id + '-desc"' : "";
  }

  function switchControl(id, key, desc) {
    return (
      '<input type="checkbox" role="switch" class="switch" id="' +
      id +
      '" data-setting="' +
      key +
      '"' +
      described(id, desc) +
      (S()[key] ? " checked" : "") +
      ">"
    );
  }

  function switchRow(id, key, label, desc, extra) {
    return (
      '<div class="row">' +
      rowText(id, label, desc, id) +
      switchControl(id, key, desc) +
      "</div>" +
      (extra || "")
    );
  }

  function selectOptions(options, current) {
    return options
      .map(function (option) {
        return (
          '<option value="' +
          esc(option) +
          '"' +
          (option === current ? " selected" : "") +
          ">" +
          esc(option) +
          "</option>"
        );
      })
      .join("");
  }

  function selectRow(id, key, label, options, desc) {
    return (
      '<div class="row">' +
      rowText(id, label, desc, id) +
      '<select id="' +
      id +
      '" data-setting="' +
      key +
      '"' +
      described(id, desc) +
      ">" +
      selectOptions(options, S()[key]) +
      "</select></div>"
    );
  }

  /* A radio group; options are [id, value, label, description]. */
  function radioGroup(name, key, legend, options, legendHidden) {
    var items = options
      .map(function (option) {
        var id = option[0];
        var desc = option[3];
        return (
          '<div class="radio-line"><input type="radio" name="' +
          name +
          '" id="' +
          id +
          '" value="' +
          esc(option[1]) +
          '" data-setting="' +
          key +
          '"' +
          (S()[key] === option[1] ? " checked" : "") +
          described(id, desc) +
          '><div><label for="' +
          id +
          '">' +
          esc(option[2]) +
          "</label>" +
          (desc ? '<p class="row-desc" id="' + id + '-desc">' + esc(desc) + "</p>" : "") +
          "</div></div>"
        );
      })
      .join("");
    return (
      '<fieldset class="row radio-group"><legend class="' +
      (legendHidden ? "visually-hidden" : "row-label") +
      '">' +
      esc(legend) +
      "</legend>" +
      items +
      "</fieldset>"
    );
  }

  /* A whole row that is one control: a link to a sub-page (<a>) or a button that opens a dialog.
     Its name is the row label; the row's description is announced as a description. */
  function wholeRow(tag, attributes, id, label, desc) {
    return (
      "<" +
      tag +
      ' class="row row-link" id="' +
      id +
      '" ' +
      attributes +
      ' aria-labelledby="' +
      id +
      '-label"' +
      described(id, desc) +
      ">" +
      rowText(id, label, desc) +
      App.icon("chevron", "icon row-chevron") +
      "</" +
      tag +
      ">"
    );
  }

  function linkRow(id, href, label, desc) {
    return wholeRow("a", 'href="' + href + '"', id, label, desc);
  }

  function buttonRow(id, action, label, desc) {
    return wholeRow("button", 'type="button" data-action="' + action + '"', id, label, desc);
  }

  /* A row with text on the left and an action button on the right. */
  function actionRow(id, label, desc, buttonHtml) {
    return '<div class="row">' + rowText(id, label, desc) + buttonHtml + "</div>";
  }

  function card(id, heading, body, intro) {
    return (
      '<section class="card" aria-labelledby="' +
      id +
      '-heading"><h2 id="' +
      id +
      '-heading">' +
      esc(heading) +
      "</h2>" +
      (intro ? '<p class="card-intro">' + intro + "</p>" : "") +
      body +
      "</section>"
    );
  }

  function showWhen(condition, html) {
    return '<div class="sub-rows" data-show-when="' + condition + '">' + html + "</div>";
  }

  function permissionLabel(perm) {
    return { camera: "Camera", microphone: "Microphone", location: "Location", notifications: "Notifications" }[perm];
  }

  /* ---------- Rows: every searchable setting, with the page it lives on ---------- */

  var COOKIE_LABELS = {
    allow: "Third-party cookies are allowed",
    "block-private": "Third-party cookies are blocked in private mode",
    block: "Third-party cookies are blocked",
  };

  /* Row factories. Each returns a searchable row: id, route (its page), label, search keywords,
     and html() that renders the working control from the current state. */
  function textOf(value) {
    return typeof value === "function" ? value() : value || "";
  }

  function setting(o, render) {
    return {
      id: o.id,
      route: o.route,
      label: o.label,
      keywords: o.keywords || "",
      html: function () {
        return render(o);
      },
    };
  }

  function switchSetting(o) {
    return setting(o, function () {
      return switchRow(o.control, o.key, o.label, textOf(o.desc), o.extra ? o.extra() : "");
    });
  }

  function selectSetting(o) {
    return setting(o, function () {
      return selectRow(o.control, o.key, o.label, o.options, textOf(o.desc));
    });
  }

  function radioSetting(o) {
    return setting(o, function () {
      return radioGroup(o.name, o.key, o.label, o.options, o.legendHidden);
    });
  }

  function linkSetting(o) {
    return setting(o, function () {
      return linkRow(o.control, o.href, o.label, textOf(o.desc));
    });
  }

  function buttonSetting(o) {
    return setting(o, function () {
      return buttonRow(o.control, o.control, o.label, textOf(o.desc));
    });
  }

  function customSetting(o) {
    return setting(o, o.html);
  }

  function countOf(list, one, many) {
    return function () {
      return App.plural(App.state[list].length, one, many);
    };
  }

  function syncRow() {
    var on = S().syncOn;
    return (
      '<div class="row profile-row"><span class="avatar avatar-large" aria-hidden="true">' +
      PROFILE.initials +
      '</span><div class="row-text"><p class="profile-name">' +
      esc(PROFILE.name) +
      '</p><p class="row-desc">' +
      esc(PROFILE.email) +
      '</p><p class="row-desc sync-status">' +
      (on ? "Sync is on · Last synced " + PROFILE.lastSynced : "Sync is off") +
      "</p></div>" +
      (on
        ? '<button type="button" class="button" id="sync-turn-off" data-action="sync-off">Turn off</button>'
        : '<button type="button" class="button button-primary" id="sync-turn-on" data-action="sync-on">Turn on sync</button>') +
      "</div>"
    );
  }

  function keepActiveRows() {
    var list = App.state.keepActive
      .map(function (host) {
        return (
          '<li class="list-row"><span class="site-favicon" aria-hidden="true">' +
          esc(host.replace(/^www\./, "").charAt(0).toUpperCase()) +
          '</span><span class="list-main">' +
          esc(host) +
          '</span><button type="button" class="button button-small" id="keep-active-remove-' +
          App.slug(host) +
          '" data-action="keep-active-remove" data-host="' +
          esc(host) +
          '" aria-label="Remove ' +
          esc(host) +
          '">Remove</button></li>'
        );
      })
      .join("");
    return (
      '<div class="row"><div class="row-text"><span class="row-label" id="keep-active-label">Always keep these sites active</span><p class="row-desc">Sites you add will always stay active and memory won\'t be freed up from them.</p></div><button type="button" class="button" id="keep-active-add" data-action="keep-active-add" aria-describedby="keep-active-label">Add</button></div>' +
      (list
        ? '<ul class="plain-list" id="keep-active-list" aria-labelledby="keep-active-label">' + list + "</ul>"
        : '<p class="empty-note">No sites added</p>')
    );
  }

  function themeRow() {
    return (
      '<div class="row">' +
      rowText("theme", "Theme", "Colours of tabs, toolbars and the New Tab page", "theme") +
      '<div class="row-controls"><select id="theme" data-setting="theme" aria-describedby="theme-desc">' +
      selectOptions(OPTIONS.theme, S().theme) +
      '</select><button type="button" class="button" id="theme-reset" data-action="theme-reset">Reset to default</button></div></div>'
    );
  }

  function homeButtonExtra() {
    return showWhen(
      "showHomeButton",
      radioGroup("home-page", "homePage", "Home button opens", [
        ["home-newtab", "newtab", "New Tab page", ""],
        ["home-custom", "custom", "Enter custom web address", ""],
      ]) +
        '<div class="row row-indent"><label class="visually-hidden" for="home-url">Custom web address</label><input type="text" class="text-input text-input-wide" id="home-url" data-setting="homeUrl" placeholder="Enter custom web address" spellcheck="false" value="' +
        esc(S().homeUrl) +
        '"></div>'
    );
  }

  function downloadLocationRow() {
    return (
      '<div class="row"><div class="row-text"><span class="row-label" id="download-location-label">Location</span><p class="row-desc path" id="download-location">' +
      esc(HOME_DIR + "/" + S().downloadFolder.join("/")) +
      '</p></div><button type="button" class="button" id="downloads-change" data-action="folder-dialog" aria-describedby="download-location-label download-location">Change</button></div>'
    );
  }

  function autoOpenRow() {
    var types = S().autoOpenTypes;
    return actionRow(
      "auto-open",
      "Open certain file types automatically after downloading",
      types.length ? "You've chosen to open " + types.join(", ") + " files automatically" : "No file types open automatically",
      '<button type="button" class="button" id="auto-open-clear" data-action="auto-open-clear"' + (types.length ? "" : " disabled") + ">Clear</button>"
    );
  }

  function graphicsRow() {
    return (
      '<div class="row">' +
      rowText("graphics-acceleration", "Use graphics acceleration when available", "", "graphics-acceleration") +
      '<div class="row-controls"><button type="button" class="button button-primary" id="relaunch" data-action="relaunch"' +
      (App.ui.needsRelaunch ? "" : " hidden") +
      ">Relaunch</button>" +
      switchControl("graphics-acceleration", "graphicsAcceleration", "") +
      "</div></div>"
    );
  }

  function defaultBrowserRow() {
    return S().isDefaultBrowser
      ? '<div class="row"><div class="row-text"><span class="row-label">Default browser</span><p class="row-desc" id="default-browser-status">Petrel is your default browser</p></div>' + App.icon("check", "icon icon-ok") + "</div>"
      : actionRow("default-browser", "Default browser", "Petrel isn't your default browser", '<button type="button" class="button button-primary" id="make-default-browser" data-action="make-default">Make default</button>');
  }

  function profileNameRow() {
    return (
      '<div class="row"><div class="row-text"><label class="row-label" for="profile-name">Name your Petrel profile</label></div><input type="text" class="text-input" id="profile-name" data-setting="profileName" value="' +
      esc(S().profileName) +
      '"></div>'
    );
  }

  var ROWS = [
    customSetting({ id: "sync", route: "you-and-sync", label: "Sync", keywords: "account turn off sign in", html: syncRow }),
    linkSetting({ id: "sync-services", route: "you-and-sync", control: "sync-services-link", href: "#/you-and-sync/services", label: "Sync and Petrel services", desc: "Manage what you sync, and the online services Petrel uses", keywords: "autocomplete suggestions improve spell check" }),
    linkSetting({ id: "customise-profile", route: "you-and-sync", control: "customise-profile-link", href: "#/you-and-sync/profile", label: "Customise your Petrel profile", desc: function () { return "Name: " + S().profileName; }, keywords: "name shortcut desktop" }),
    buttonSetting({ id: "import", route: "you-and-sync", control: "import-open", label: "Import bookmarks and settings", desc: "Bring in bookmarks, history and passwords from another browser", keywords: "firefox edge safari favourites" }),
    switchSetting({ id: "autocomplete", route: "you-and-sync/services", control: "autocomplete-searches", key: "autocompleteSearches", label: "Autocomplete searches and web addresses", desc: "Sends some cookies and searches from the address bar and search box to your default search engine", keywords: "suggestions address bar" }),
    switchSetting({ id: "improve", route: "you-and-sync/services", control: "improve-features", key: "improveFeatures", label: "Help improve Petrel's features and performance", desc: "Automatically sends usage statistics and crash reports to Petrel", keywords: "usage statistics crash reports" }),
    switchSetting({ id: "better-browsing", route: "you-and-sync/services", control: "better-browsing", key: "betterBrowsing", label: "Make searches and browsing better", desc: "Sends the web addresses of pages that you visit to Petrel", keywords: "urls visited" }),
    switchSetting({ id: "enhanced-spellcheck", route: "you-and-sync/services", control: "enhanced-spellcheck", key: "enhancedSpellcheck", label: "Enhanced spell check", desc: "To fix spelling errors, Petrel sends the text that you type to Petrel's online service", keywords: "spelling" }),
    customSetting({ id: "profile-name", route: "you-and-sync/profile", label: "Name your Petrel profile", keywords: "profile name", html: profileNameRow }),
    switchSetting({ id: "profile-shortcut", route: "you-and-sync/profile", control: "profile-shortcut", key: "profileShortcut", label: "Create desktop shortcut", keywords: "profile shortcut" }),
    linkSetting({ id: "password-manager", route: "autofill", control: "password-manager-link", href: "#/autofill/passwords", label: "Password Manager", desc: countOf("passwords", "saved password", "saved passwords"), keywords: "passwords saved passkeys usernames" }),
    linkSetting({ id: "payment-methods", route: "autofill", control: "payment-methods-link", href: "#/autofill/payments", label: "Payment methods", desc: countOf("cards", "saved card", "saved cards"), keywords: "cards credit debit" }),
    linkSetting({ id: "addresses", route: "autofill", control: "addresses-link", href: "#/autofill/addresses", label: "Addresses and more", desc: countOf("addresses", "saved address", "saved addresses"), keywords: "address phone postcode" }),
    switchSetting({ id: "pm-offer", route: "autofill/passwords", control: "offer-save-passwords", key: "offerToSavePasswords", label: "Offer to save passwords and passkeys", keywords: "password save" }),
    switchSetting({ id: "pm-autosignin", route: "autofill/passwords", control: "auto-sign-in", key: "autoSignIn", label: "Sign in automatically", desc: "Sign in to websites with stored details. When off, you'll be asked every time before signing in.", keywords: "password login" }),
    switchSetting({ id: "pm-breach", route: "autofill/passwords", control: "breach-warnings", key: "breachWarnings", label: "Warn you if passwords are exposed in a data breach", keywords: "password breach compromised leak" }),
    switchSetting({ id: "save-payments", route: "autofill/payments", control: "save-payments", key: "savePaymentMethods", label: "Save and fill payment methods", desc: "Includes cards saved in your Petrel Account", keywords: "cards" }),
    switchSetting({ id: "save-addresses", route: "autofill/addresses", control: "save-addresses", key: "saveAddresses", label: "Save and fill addresses", desc: "Includes information such as phone numbers and email addresses", keywords: "address" }),
    buttonSetting({ id: "delete-browsing-data", route: "privacy", control: "cbd-open", label: "Delete browsing data", desc: "Delete history, cookies, cache and more", keywords: "clear history cookies cache" }),
    linkSetting({ id: "third-party-cookies", route: "privacy", control: "privacy-cookies-link", href: "#/privacy/cookies", label: "Third-party cookies", desc: function () { return COOKIE_LABELS[S().cookies]; }, keywords: "cookies tracking" }),
    linkSetting({ id: "security", route: "privacy", control: "privacy-security-link", href: "#/privacy/security", label: "Security", desc: "Safe Browsing (protection from dangerous sites) and other security settings", keywords: "safe browsing https dns certificates" }),
    linkSetting({ id: "site-settings", route: "privacy", control: "privacy-site-settings-link", href: "#/privacy/site-settings", label: "Site settings", desc: "Controls what information sites can use and show (location, camera, pop-ups and more)", keywords: "permissions camera microphone location notifications pop-ups" }),
    radioSetting({
      id: "cookie-mode",
      route: "privacy/cookies",
      name: "cookies",
      key: "cookies",
      label: "Third-party cookies",
      keywords: "cookies block allow private",
      options: [
        ["cookies-allow", "allow", "Allow third-party cookies", "Sites can use cookies to improve your browsing experience, for example to keep you signed in or to remember items in your basket."],
        ["cookies-block-private", "block-private", "Block third-party cookies in private mode", "While in private mode, sites can't use third-party cookies."],
        ["cookies-block", "block", "Block third-party cookies", "Sites can't use cookies from other sites to see your browsing activity. Features on some sites may not work."],
      ],
    }),
    switchSetting({ id: "clear-on-exit", route: "privacy/cookies", control: "cookies-clear-on-exit", key: "clearCookiesOnExit", label: "Delete cookies and site data when you close all windows", desc: "You'll be signed out of most sites", keywords: "clear exit quit" }),
    switchSetting({ id: "do-not-track", route: "privacy/cookies", control: "do-not-track", key: "doNotTrack", label: "Send a “Do Not Track” request with your browsing traffic", keywords: "dnt tracking privacy" }),
    radioSetting({
      id: "safe-browsing",
      route: "privacy/security",
      name: "safe-browsing",
      key: "safeBrowsing",
      label: "Safe Browsing",
      keywords: "protection enhanced standard dangerous sites malware phishing",
      options: [
        ["sb-enhanced", "enhanced", "Enhanced protection", "Faster, proactive protection against dangerous websites, downloads and extensions. Warns you about password breaches."],
        ["sb-standard", "standard", "Standard protection", "Protects against websites, downloads and extensions that are known to be dangerous."],
        ["sb-none", "none", "No protection (not recommended)", "Does not protect you against dangerous websites, downloads and extensions."],
      ],
    }),
    switchSetting({ id: "https-first", route: "privacy/security", control: "https-first", key: "httpsFirst", label: "Always use secure connections", desc: "Upgrade navigations to HTTPS and warn you before loading sites that don't support it", keywords: "https insecure http" }),
    switchSetting({
      id: "secure-dns",
      route: "privacy/security",
      control: "secure-dns",
      key: "secureDns",
      label: "Use secure DNS",
      desc: "Determines how to connect to websites over a secure connection",
      keywords: "dns provider encrypted",
      extra: function () {
        return showWhen("secureDns", selectRow("secure-dns-provider", "secureDnsProvider", "Secure DNS provider", OPTIONS.secureDnsProvider, ""));
      },
    }),
    switchSetting({
      id: "memory-saver",
      route: "performance",
      control: "memory-saver",
      key: "memorySaver",
      label: "Memory saver",
      desc: "Petrel frees up memory from inactive tabs. This gives active tabs and other apps more computer resources and keeps Petrel fast.",
      keywords: "memory tabs sleep inactive ram",
      extra: function () {
        return showWhen(
          "memorySaver",
          radioGroup("memory-mode", "memorySaverMode", "How much memory to free up", [
            ["memory-mode-moderate", "Moderate", "Moderate", "Get moderate memory savings. Your tabs become inactive after a longer period of time."],
            ["memory-mode-balanced", "Balanced", "Balanced (recommended)", "Get balanced memory savings. Your tabs become inactive after an optimal period of time."],
            ["memory-mode-maximum", "Maximum", "Maximum", "Get maximum memory savings. Your tabs become inactive after a shorter period of time."],
          ])
        );
      },
    }),
    customSetting({ id: "keep-active", route: "performance", label: "Always keep these sites active", keywords: "memory saver exceptions sleep", html: keepActiveRows }),
    switchSetting({ id: "energy-saver", route: "performance", control: "energy-saver", key: "energySaver", label: "Energy saver", desc: "Saves battery power by limiting background activity and visual effects, such as smooth scrolling and video frame rates, when your battery is at 20% or lower.", keywords: "battery power" }),
    switchSetting({ id: "preload", route: "performance", control: "preload-pages", key: "preloadPages", label: "Preload pages", desc: "For faster browsing and searching, Petrel fetches pages that it thinks you may visit", keywords: "faster prefetch" }),
    customSetting({ id: "theme", route: "appearance", label: "Theme", keywords: "colour color look", html: themeRow }),
    radioSetting({
      id: "mode",
      route: "appearance",
      name: "mode",
      key: "mode",
      label: "Mode",
      keywords: "dark light device colour scheme",
      options: [
        ["mode-light", "light", "Light", ""],
        ["mode-dark", "dark", "Dark", ""],
        ["mode-device", "device", "Device", "Follows your computer's setting"],
      ],
    }),
    switchSetting({ id: "home-button", route: "appearance", control: "show-home", key: "showHomeButton", label: "Show home button", desc: "New Tab page", keywords: "home page toolbar", extra: homeButtonExtra }),
    switchSetting({ id: "bookmarks-bar", route: "appearance", control: "show-bookmarks", key: "showBookmarksBar", label: "Show bookmarks bar", keywords: "favourites toolbar" }),
    radioSetting({
      id: "side-panel",
      route: "appearance",
      name: "side-panel",
      key: "sidePanel",
      label: "Side panel",
      keywords: "left right reading list",
      options: [
        ["side-left", "left", "Show on left", ""],
        ["side-right", "right", "Show on right", ""],
      ],
    }),
    selectSetting({ id: "font-size", route: "appearance", control: "font-size", key: "fontSize", label: "Font size", options: OPTIONS.fontSize, keywords: "text size bigger larger smaller read" }),
    selectSetting({ id: "page-zoom", route: "appearance", control: "page-zoom", key: "pageZoom", label: "Page zoom", options: OPTIONS.pageZoom, keywords: "magnify bigger larger" }),
    selectSetting({ id: "search-engine", route: "search-engine", control: "search-engine-select", key: "searchEngine", label: "Search engine used in the address bar", options: OPTIONS.searchEngine, desc: "Used when you search from the address bar", keywords: "default beacon quillfind lookwise stillwater ecotrail" }),
    linkSetting({ id: "manage-search", route: "search-engine", control: "manage-search-engines", href: "#/search-engine/manage", label: "Manage search engines and site search", keywords: "shortcut keyword" }),
    switchSetting({ id: "search-suggestions", route: "search-engine", control: "search-suggestions", key: "searchSuggestions", label: "Show search suggestions", desc: "Suggestions come from your search engine as you type in the address bar", keywords: "autocomplete" }),
    customSetting({ id: "default-browser", route: "default-browser", label: "Default browser", keywords: "default make", html: defaultBrowserRow }),
    radioSetting({
      id: "startup",
      route: "on-startup",
      name: "startup",
      key: "startup",
      label: "On start-up",
      legendHidden: true,
      keywords: "startup start pages open continue new tab",
      options: [
        ["startup-newtab", "newtab", "Open the New Tab page", ""],
        ["startup-continue", "continue", "Continue where you left off", ""],
        ["startup-specific", "specific", "Open a specific page or set of pages", ""],
      ],
    }),
    customSetting({ id: "languages", route: "languages", label: "Preferred languages", keywords: "language add translate order", html: function () { return App.pages.languageList(); } }),
    switchSetting({ id: "offer-translate", route: "languages", control: "offer-translate", key: "offerTranslate", label: "Use Petrel Translate", desc: "Offers to translate pages that aren't in a language that you read", keywords: "translate translation offer pages language" }),
    switchSetting({
      id: "spellcheck",
      route: "languages",
      control: "spellcheck",
      key: "spellcheck",
      label: "Check for spelling errors when you type text on web pages",
      keywords: "spell check spelling dictionary",
      extra: function () {
        return showWhen(
          "spellcheck",
          radioGroup("spell-mode", "spellcheckMode", "Spell check type", [
            ["spell-basic", "basic", "Basic spell check", ""],
            ["spell-enhanced", "enhanced", "Enhanced spell check", "Uses the same spell checker that's used in Petrel Search. Text that you type in the browser is sent to Petrel."],
          ]) + App.pages.spellLanguages()
        );
      },
    }),
    customSetting({ id: "download-location", route: "downloads", label: "Location", keywords: "download folder save where", html: downloadLocationRow }),
    switchSetting({ id: "ask-where", route: "downloads", control: "ask-where", key: "askWhereToSave", label: "Ask where to save each file before downloading", keywords: "download prompt save as" }),
    switchSetting({ id: "show-downloads", route: "downloads", control: "show-downloads-done", key: "showDownloadsWhenDone", label: "Show downloads when they're done", keywords: "download bubble finished" }),
    customSetting({ id: "auto-open", route: "downloads", label: "Open certain file types automatically after downloading", keywords: "download", html: autoOpenRow }),
    switchSetting({
      id: "live-captions",
      route: "accessibility",
      control: "live-captions",
      key: "liveCaptions",
      label: "Live captions",
      desc: "Automatically creates captions for audio and video on web pages",
      keywords: "subtitles deaf audio",
      extra: function () {
        return showWhen("liveCaptions", selectRow("caption-language", "captionLanguage", "Caption language", OPTIONS.captionLanguage, "Captions are created on your device"));
      },
    }),
    switchSetting({ id: "focus-highlight", route: "accessibility", control: "focus-highlight", key: "focusHighlight", label: "Show a quick highlight on the focused object", keywords: "keyboard outline" }),
    switchSetting({ id: "caret-browsing", route: "accessibility", control: "caret-browsing", key: "caretBrowsing", label: "Navigate pages with a text cursor", desc: "To turn caret browsing on or off, use the shortcut F7", keywords: "caret browsing keyboard f7" }),
    switchSetting({ id: "image-descriptions", route: "accessibility", control: "image-descriptions", key: "imageDescriptions", label: "Get image descriptions from Petrel", desc: "If an image doesn't have a useful description, Petrel will try to provide one for you. To create descriptions, images are sent to Petrel.", keywords: "alt text images screen reader" }),
    switchSetting({ id: "background-apps", route: "system", control: "background-apps", key: "backgroundApps", label: "Continue running background apps when Petrel is closed", keywords: "background" }),
    customSetting({ id: "graphics", route: "system", label: "Use graphics acceleration when available", keywords: "gpu hardware", html: graphicsRow }),
    buttonSetting({ id: "proxy", route: "system", control: "proxy-settings", label: "Open your computer's proxy settings", keywords: "network" }),
    buttonSetting({ id: "reset", route: "reset", control: "reset-open", label: "Restore settings to their original defaults", keywords: "reset" }),
  ];

  var ROW_BY_ID = {};
  ROWS.forEach(function (row) {
    ROW_BY_ID[row.id] = row;
  });

  function rows() {
    return Array.prototype.map
      .call(arguments, function (id) {
        return ROW_BY_ID[id].html();
      })
      .join("");
  }

  /* ---------- Pages ---------- */

  function pageYouAndSync() {
    return (
      card("sync-card", "Your profile", rows("sync", "sync-services", "customise-profile", "import")) +
      card("sync-types", "What you sync", '<p class="card-text">Bookmarks, history, open tabs, passwords, addresses, payment methods, settings and themes are synced to <strong>' + esc(PROFILE.email) + "</strong>.</p>")
    );
  }

  function pagePasswords() {
    var tabs = [
      ["passwords", "Passwords"],
      ["checkup", "Checkup"],
      ["settings", "Settings"],
    ];
    var tabList =
      '<div class="tabs" role="tablist" aria-label="Password Manager">' +
      tabs
        .map(function (tab) {
          var selected = App.ui.pmTab === tab[0];
          return (
            '<button type="button" role="tab" id="pm-tab-' +
            tab[0] +
            '" aria-controls="pm-panel-' +
            tab[0] +
            '" aria-selected="' +
            selected +
            '"' +
            (selected ? "" : ' tabindex="-1"') +
            ' data-action="pm-tab" data-tab="' +
            tab[0] +
            '">' +
            tab[1] +
            "</button>"
          );
        })
        .join("") +
      "</div>";
    return (
      tabList +
      panel("passwords", passwordsPanel()) +
      panel("checkup", checkupPanel()) +
      panel("settings", card("pm-settings", "Password Manager settings", rows("pm-offer", "pm-autosignin", "pm-breach")))
    );

    function panel(name, body) {
      return (
        '<div role="tabpanel" class="tab-panel" id="pm-panel-' +
        name +
        '" aria-labelledby="pm-tab-' +
        name +
        '"' +
        (App.ui.pmTab === name ? "" : " hidden") +
        ">" +
        body +
        "</div>"
      );
    }
  }

  function passwordsPanel() {
    var list = App.state.passwords;
    var body = list
      .map(function (entry) {
        return (
          '<tr data-filter-text="' +
          esc((entry.site + " " + entry.username).toLowerCase()) +
          '"><th scope="row"><span class="site-favicon" aria-hidden="true">' +
          esc(entry.site.replace(/^(www|app|accounts|id|login|signin|secure|shop|portal|myaccount|bookings|parking|community)\./, "").charAt(0).toUpperCase()) +
          "</span>" +
          esc(entry.site) +
          "</th><td>" +
          esc(entry.username) +
          "</td><td>" +
          esc(entry.lastUsed) +
          '</td><td class="cell-action"><button type="button" class="icon-button" id="pw-menu-' +
          entry.id +
          '" aria-haspopup="menu" aria-expanded="false" aria-label="More actions for ' +
          esc(entry.username) +
          " on " +
          esc(entry.site) +
          '" data-action="pw-menu" data-id="' +
          entry.id +
          '">' +
          App.icon("more") +
          "</button></td></tr>"
        );
      })
      .join("");
    return (
      '<section class="card" aria-labelledby="pw-heading"><div class="card-head"><h2 id="pw-heading">Saved passwords</h2>' +
      '<div class="filter"><label for="pw-search">Search passwords</label><input type="search" id="pw-search" data-action-input="pw-filter" autocomplete="off" spellcheck="false"></div></div>' +
      '<p class="table-count" id="pw-count">' +
      App.plural(list.length, "password", "passwords") +
      "</p>" +
      '<table class="data-table" id="password-table"><caption class="visually-hidden">Saved passwords, sorted by site</caption><thead><tr><th scope="col">Site</th><th scope="col">Username</th><th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead><tbody>' +
      body +
      "</tbody></table>" +
      '<p class="empty-note" id="pw-empty" hidden>No saved passwords match your search.</p></section>'
    );
  }

  function checkupPanel() {
    function group(kind, heading, advice) {
      var items = App.state.passwords.filter(function (entry) {
        return entry.strength === kind;
      });
      return (
        '<section class="card" aria-labelledby="checkup-' +
        kind +
        '"><h2 id="checkup-' +
        kind +
        '">' +
        esc(items.length + " " + heading) +
        '</h2><p class="card-intro">' +
        esc(advice) +
        '</p><ul class="plain-list">' +
        items
          .map(function (entry) {
            return '<li class="list-row"><span class="list-main">' + esc(entry.site) + '</span><span class="list-meta">' + esc(entry.username) + "</span></li>";
          })
          .join("") +
        "</ul></section>"
      );
    }
    return (
      '<p class="card-text checkup-run">Checked on Thursday 12 March 2026 at 18:04.</p>' +
      group("compromised", "compromised passwords", "These passwords were found in a data breach. Change them now.") +
      group("reused", "reused passwords", "Create unique passwords for these sites.") +
      group("weak", "weak password", "Weak passwords are easy to guess. Create a strong one.")
    );
  }

  function pagePayments() {
    return card(
      "payments",
      "Payment methods",
      rows("save-payments") +
        '<ul class="plain-list">' +
        App.state.cards
          .map(function (cardEntry) {
            return (
              '<li class="list-row"><span class="card-badge" aria-hidden="true">' +
              esc(cardEntry.label.split(" ")[0]) +
              '</span><span class="list-main">' +
              esc(cardEntry.label) +
              '</span><span class="list-meta">' +
              esc(cardEntry.holder) +
              " · Expires " +
              esc(cardEntry.expires) +
              '</span><button type="button" class="button button-small" id="card-remove-' +
              cardEntry.id +
              '" data-action="card-remove" data-id="' +
              cardEntry.id +
              '" aria-label="Remove ' +
              esc(cardEntry.label) +
              '">Remove</button></li>'
            );
          })
          .join("") +
        "</ul>"
    );
  }

  function pageAddresses() {
    return card(
      "addresses",
      "Addresses",
      rows("save-addresses") +
        '<ul class="plain-list">' +
        App.state.addresses
          .map(function (address) {
            return (
              '<li class="list-row"><span class="list-main">' +
              esc(address.lines) +
              '</span><span class="list-meta">' +
              esc(address.phone) +
              '</span><button type="button" class="button button-small" id="address-remove-' +
              address.id +
              '" data-action="address-remove" data-id="' +
              address.id +
              '" aria-label="Remove address ' +
              esc(address.lines) +
              '">Remove</button></li>'
            );
          })
          .join("") +
        "</ul>"
    );
  }

  function pageCookies() {
    var exceptions = App.state.cookieExceptions
      .map(function (host) {
        return (
          '<li class="list-row"><span class="list-main">' +
          esc(host) +
          '</span><span class="list-meta">Including third-party cookies on this site</span><button type="button" class="button button-small" id="cookie-exception-remove-' +
          App.slug(host) +
          '" data-action="cookie-exception-remove" data-host="' +
          esc(host) +
          '" aria-label="Remove ' +
          esc(host) +
          '">Remove</button></li>'
        );
      })
      .join("");
    return (
      card("cookies", "Third-party cookies", rows("cookie-mode")) +
      card("cookies-more", "More settings", rows("clear-on-exit", "do-not-track")) +
      card("cookie-exceptions", "Sites allowed to use third-party cookies", exceptions ? '<ul class="plain-list">' + exceptions + "</ul>" : '<p class="empty-note">No sites added</p>')
    );
  }

  function pageSiteSettings() {
    var perms = ["camera", "microphone", "location", "notifications"];
    var body = App.state.sites
      .map(function (site) {
        var slug = App.slug(site.host);
        return (
          '<tr data-filter-text="' +
          esc(site.host) +
          '"><th scope="row"><a href="#/privacy/site-settings/' +
          esc(site.host) +
          '" id="site-link-' +
          slug +
          '">' +
          esc(site.host) +
          "</a></th>" +
          perms
            .map(function (perm) {
              return (
                '<td><select id="perm-' +
                slug +
                "-" +
                perm +
                '" aria-label="' +
                permissionLabel(perm) +
                " for " +
                esc(site.host) +
                '" data-action-change="site-permission" data-host="' +
                esc(site.host) +
                '" data-perm="' +
                perm +
                '" class="perm-select perm-' +
                site[perm].toLowerCase() +
                '">' +
                selectOptions(OPTIONS.permission, site[perm]) +
                "</select></td>"
              );
            })
            .join("") +
          "</tr>"
        );
      })
      .join("");
    return (
      card(
        "recent-activity",
        "Recent activity",
        '<ul class="plain-list activity"><li class="list-row"><span class="list-main">meet.callisto.io</span><span class="list-meta">Asked to use your camera · Friday 13 March</span></li><li class="list-row"><span class="list-main">fixit-forum.net</span><span class="list-meta">Used your microphone · Thursday 12 March</span></li><li class="list-row"><span class="list-main">www.dailyherald.co.uk</span><span class="list-meta">Sent 14 notifications · last 7 days</span></li></ul>'
      ) +
      '<section class="card" aria-labelledby="site-perms-heading"><div class="card-head"><h2 id="site-perms-heading">Permissions by site</h2>' +
      '<div class="filter"><label for="site-filter">Search sites</label><input type="search" id="site-filter" data-action-input="site-filter" autocomplete="off" spellcheck="false"></div></div>' +
      '<p class="table-count" id="site-count">Showing all ' +
      App.state.sites.length +
      " sites</p>" +
      '<table class="data-table perm-table" id="site-table"><caption class="visually-hidden">Camera, microphone, location and notification permissions for each site</caption><thead><tr><th scope="col">Site</th><th scope="col">Camera</th><th scope="col">Microphone</th><th scope="col">Location</th><th scope="col">Notifications</th></tr></thead><tbody>' +
      body +
      "</tbody></table>" +
      '<p class="empty-note" id="site-empty" hidden>No sites match your search.</p>' +
      '<div class="card-foot"><p class="row-desc">Resetting clears the choices above for every site; sites will ask again.</p><button type="button" class="button button-danger-outline" id="reset-all-permissions" data-action="reset-all-permissions">Reset all permissions</button></div></section>'
    );
  }

  function pageSite(host) {
    var site = App.findSite(host);
    if (!site) {
      return '<p class="card-text">Petrel has no settings or data for this site.</p>';
    }
    var perms = ["location", "camera", "microphone", "notifications"];
    var selects = perms
      .map(function (perm) {
        return sitePermRow(perm, permissionLabel(perm), site[perm], "main");
      })
      .concat(
        EXTRA_PERMISSIONS.map(function (perm) {
          return sitePermRow(perm.key, perm.label, site.extra[perm.key], "extra");
        })
      )
      .join("");
    var noData = site.cookies === 0;
    return (
      card(
        "site-usage",
        "Usage",
        '<div class="row"><div class="row-text"><span class="row-label" id="site-usage-label">Stored data</span><p class="row-desc" id="site-usage">' +
          (noData ? "No data stored" : esc(site.storage) + " of data · " + App.plural(site.cookies, "cookie", "cookies")) +
          '</p></div><button type="button" class="button" id="site-delete-data" data-action="site-data-open" data-host="' +
          esc(host) +
          '" aria-describedby="site-usage"' +
          (noData ? " disabled" : "") +
          ">Delete data</button></div>"
      ) +
      card(
        "site-permissions",
        "Permissions",
        selects +
          '<div class="card-foot"><button type="button" class="button button-danger-outline" id="site-reset-permissions" data-action="site-reset-permissions" data-host="' +
          esc(host) +
          '">Reset permissions</button></div>'
      )
    );

    function sitePermRow(key, label, value, group) {
      var id = "site-perm-" + key;
      return (
        '<div class="row"><div class="row-text"><label class="row-label" for="' +
        id +
        '">' +
        esc(label) +
        '</label></div><select id="' +
        id +
        '" data-action-change="site-permission" data-host="' +
        esc(host) +
        '" data-perm="' +
        key +
        '" data-group="' +
        group +
        '">' +
        selectOptions(OPTIONS.permission, value) +
        "</select></div>"
      );
    }
  }

  function pageManageSearch() {
    var engines = SEARCH_ENGINES.map(function (engine) {
      var isDefault = engine.name === S().searchEngine;
      return (
        "<tr><th scope=\"row\">" +
        esc(engine.name) +
        (isDefault ? ' <span class="badge">Default</span>' : "") +
        "</th><td>" +
        esc(engine.shortcut) +
        '</td><td class="cell-url">' +
        esc(engine.url) +
        "</td></tr>"
      );
    }).join("");
    var sites = App.state.siteSearches
      .map(function (entry) {
        return (
          '<tr id="ss-row-' +
          entry.id +
          '"><th scope="row">' +
          esc(entry.name) +
          "</th><td>" +
          esc(entry.shortcut) +
          '</td><td class="cell-url">' +
          esc(entry.url) +
          '</td><td class="cell-action">' +
          (entry.builtIn
            ? ""
            : '<button type="button" class="icon-button" id="ss-menu-' +
              entry.id +
              '" aria-haspopup="menu" aria-expanded="false" aria-label="More actions for ' +
              esc(entry.name) +
              '" data-action="ss-menu" data-id="' +
              entry.id +
              '">' +
              App.icon("more") +
              "</button>") +
          "</td></tr>"
        );
      })
      .join("");
    return (
      card(
        "search-engines",
        "Search engines",
        '<table class="data-table"><caption class="visually-hidden">Search engines</caption><thead><tr><th scope="col">Search engine</th><th scope="col">Shortcut</th><th scope="col">URL</th></tr></thead><tbody>' + engines + "</tbody></table>",
        "To use a search engine other than the default, type its shortcut in the address bar followed by your search."
      ) +
      '<section class="card" aria-labelledby="site-search-heading"><div class="card-head"><h2 id="site-search-heading">Site search</h2><button type="button" class="button" id="site-search-add" data-action="site-search-add" aria-describedby="site-search-heading">Add</button></div>' +
      '<p class="card-intro">To search a specific site, type its shortcut in the address bar, press Tab, then type your search.</p>' +
      '<table class="data-table" id="site-search-table"><caption class="visually-hidden">Site search shortcuts</caption><thead><tr><th scope="col">Site or page</th><th scope="col">Shortcut</th><th scope="col">URL</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead><tbody>' +
      sites +
      "</tbody></table></section>"
    );
  }

  function pageStartup() {
    var pages = App.state.startupPages
      .map(function (entry, index) {
        return (
          '<li class="list-row"><span class="site-favicon" aria-hidden="true">' +
          esc(entry.name.charAt(0).toUpperCase()) +
          '</span><span class="list-main">' +
          esc(entry.name) +
          '</span><span class="list-meta">' +
          esc(entry.url) +
          '</span><button type="button" class="icon-button" id="startup-menu-' +
          index +
          '" aria-haspopup="menu" aria-expanded="false" aria-label="More actions for ' +
          esc(entry.name) +
          '" data-action="startup-menu" data-index="' +
          index +
          '">' +
          App.icon("more") +
          "</button></li>"
        );
      })
      .join("");
    return card(
      "startup-card",
      "When Petrel starts",
      rows("startup") +
        showWhen(
          "startup=specific",
          '<h3 class="small-heading" id="startup-pages-heading">Pages to open</h3>' +
            (pages ? '<ul class="plain-list" id="startup-pages" aria-labelledby="startup-pages-heading">' + pages + "</ul>" : '<p class="empty-note">No pages added</p>') +
            '<div class="button-line"><button type="button" class="button" id="startup-add" data-action="startup-add">Add a new page</button><button type="button" class="button" id="startup-use-open" data-action="startup-use-open">Use all open pages</button></div>'
        )
    );
  }

  function languageName(code) {
    var found = LANGUAGES.filter(function (entry) {
      return entry[0] === code;
    })[0];
    return found ? found[1] : code;
  }

  function languageEntry(code) {
    return LANGUAGES.filter(function (entry) {
      return entry[0] === code;
    })[0];
  }

  function languageList() {
    var codes = App.state.languages;
    var items = codes
      .map(function (code, index) {
        var entry = languageEntry(code);
        return (
          '<li class="list-row"><span class="lang-order" aria-hidden="true">' +
          (index + 1) +
          '</span><span class="list-main">' +
          esc(entry[1]) +
          '</span><span class="list-meta" lang="' +
          code +
          '">' +
          esc(entry[2]) +
          '</span><button type="button" class="icon-button" id="lang-menu-' +
          code +
          '" aria-haspopup="menu" aria-expanded="false" aria-label="More actions for ' +
          esc(entry[1]) +
          '" data-action="lang-menu" data-code="' +
          code +
          '">' +
          App.icon("more") +
          "</button></li>"
        );
      })
      .join("");
    return (
      '<div class="row"><div class="row-text"><span class="row-label" id="languages-label">Preferred languages</span><p class="row-desc">Websites will show in your preferred language, when possible. Languages are listed in order of preference.</p></div><button type="button" class="button" id="lang-add" data-action="lang-dialog">Add languages</button></div>' +
      '<ol class="plain-list" id="language-list" aria-labelledby="languages-label">' +
      items +
      "</ol>"
    );
  }

  function spellLanguages() {
    var boxes = App.state.languages
      .filter(function (code) {
        return languageEntry(code)[3];
      })
      .map(function (code) {
        return (
          '<div class="check-line"><input type="checkbox" id="spell-' +
          code +
          '" data-action-change="spell-language" data-code="' +
          code +
          '"' +
          (App.state.spellLanguages.indexOf(code) >= 0 ? " checked" : "") +
          '><label for="spell-' +
          code +
          '">' +
          esc(languageName(code)) +
          "</label></div>"
        );
      })
      .join("");
    return '<fieldset class="row check-group"><legend class="row-label">Use spell check for</legend>' + boxes + "</fieldset>";
  }

  function pageAppearance() {
    return (
      card("appearance-look", "Look and feel", rows("theme", "mode", "home-button", "bookmarks-bar", "side-panel")) +
      card(
        "appearance-text",
        "Text and zoom",
        rows("font-size", "page-zoom") +
          '<div class="preview" aria-hidden="true"><p class="preview-label" data-bind="previewLabel"></p><p class="preview-text" data-bind="previewText">The quick brown fox jumps over the lazy dog.</p></div>'
      )
    );
  }

  function pageDownloads() {
    return card("downloads-card", "Downloads", rows("download-location", "ask-where", "show-downloads", "auto-open"));
  }

  function pageAbout() {
    return (
      card(
        "about-version",
        "Petrel",
        '<div class="row"><svg class="about-logo" aria-hidden="true" focusable="false"><use href="#i-petrel"/></svg><div class="row-text"><p class="row-label">' +
          App.icon("check", "icon icon-ok") +
          ' Petrel is up to date</p><p class="row-desc">Version ' +
          KESTREL_VERSION +
          " (Official build) (64-bit) · Checked today at 08:47</p></div></div>"
      ) +
      card(
        "help",
        "Get help with Petrel",
        [
          ["How do I change where downloads are saved?", "Open Downloads in the settings menu and choose Change next to Location. You can also turn on “Ask where to save each file before downloading”."],
          ["How do I stop a site using my camera?", "Open Privacy and security, then Site settings. Find the site in “Permissions by site” and set Camera to Block."],
          ["What does Reset settings do?", "It restores your start-up pages, search engine, appearance and site permissions to the defaults. Bookmarks, history and passwords are kept."],
          ["How do I make text bigger?", "Open Appearance and choose a larger Font size, or set Page zoom. You can also press Ctrl and + on any page."],
        ]
          .map(function (faq, index) {
            return '<details class="faq" id="faq-' + index + '"><summary>' + esc(faq[0]) + "</summary><p>" + esc(faq[1]) + "</p></details>";
          })
          .join("")
      ) +
      card("about-company", "Petrel Software Ltd", '<p class="card-text">Copyright 2026 Petrel Software Ltd. All rights reserved. Petrel is made possible by open-source software.</p>')
    );
  }

  var LEGAL = {
    terms: ["Terms of service", "These terms apply to your use of the Petrel browser. By using Petrel you agree to them. Petrel is provided free of charge; you may not reverse-engineer the browser except where the open-source licences allow it. These terms were last updated on 2 February 2026."],
    privacy: ["Privacy notice", "Petrel Software Ltd processes the data you sync to your Petrel Account to provide the sync service. Browsing data stays on your device unless you turn on sync or a Petrel service that says otherwise. You can delete your synced data at any time. This notice was last updated on 2 February 2026."],
    licences: ["Open-source licences", "Petrel includes software from many open-source projects, each under its own licence. The full list of components and their licences is included with every copy of the browser."],
  };

  function pageLegal(which) {
    var entry = LEGAL[which];
    return card("legal", entry[0], '<p class="card-text">' + esc(entry[1]) + "</p>");
  }

  function section(title, body) {
    return card(App.slug(title), title, body);
  }

  /* ---------- Routes ---------- */

  App.ROUTES = {
    "you-and-sync": { title: "You and sync", render: pageYouAndSync },
    "you-and-sync/services": { title: "Sync and Petrel services", parent: "you-and-sync", render: function () { return section("Other Petrel services", rows("autocomplete", "improve", "better-browsing", "enhanced-spellcheck")); } },
    "you-and-sync/profile": { title: "Customise profile", parent: "you-and-sync", render: function () { return section("Profile", rows("profile-name", "profile-shortcut")); } },
    autofill: { title: "Autofill and passwords", render: function () { return section("Autofill", rows("password-manager", "payment-methods", "addresses")); } },
    "autofill/passwords": { title: "Password Manager", parent: "autofill", render: pagePasswords },
    "autofill/payments": { title: "Payment methods", parent: "autofill", render: pagePayments },
    "autofill/addresses": { title: "Addresses and more", parent: "autofill", render: pageAddresses },
    privacy: { title: "Privacy and security", render: function () { return section("Privacy and security", rows("delete-browsing-data", "third-party-cookies", "security", "site-settings")); } },
    "privacy/cookies": { title: "Third-party cookies", parent: "privacy", render: pageCookies },
    "privacy/security": { title: "Security", parent: "privacy", render: function () { return section("Safe Browsing", rows("safe-browsing")) + section("Advanced", rows("https-first", "secure-dns")); } },
    "privacy/site-settings": { title: "Site settings", parent: "privacy", render: pageSiteSettings },
    performance: { title: "Performance", render: function () { return section("Memory", rows("memory-saver", "keep-active")) + section("Power", rows("energy-saver")) + section("Speed", rows("preload")); } },
    appearance: { title: "Appearance", render: pageAppearance },
    "search-engine": { title: "Search engine", render: function () { return section("Search engine", rows("search-engine", "manage-search", "search-suggestions")); } },
    "search-engine/manage": { title: "Manage search engines and site search", parent: "search-engine", render: pageManageSearch },
    "default-browser": { title: "Default browser", render: function () { return section("Default browser", rows("default-browser")); } },
    "on-startup": { title: "On start-up", render: pageStartup },
    languages: { title: "Languages", render: function () { return section("Languages", rows("languages", "offer-translate")) + section("Spell check", rows("spellcheck")); } },
    downloads: { title: "Downloads", render: pageDownloads },
    accessibility: { title: "Accessibility", render: function () { return section("Accessibility", rows("live-captions", "focus-highlight", "caret-browsing", "image-descriptions")); } },
    system: { title: "System", render: function () { return section("System", rows("background-apps", "graphics", "proxy")); } },
    reset: { title: "Reset settings", render: function () { return section("Reset settings", rows("reset")); } },
    about: { title: "About Petrel", render: pageAbout },
    "legal/terms": { title: "Terms of service", parent: "about", render: function () { return pageLegal("terms"); } },
    "legal/privacy": { title: "Privacy notice", parent: "about", render: function () { return pageLegal("privacy"); } },
    "legal/licences": { title: "Open-source licences", parent: "about", render: function () { return pageLegal("licences"); } },
  };

  /* A site's own page: #/privacy/site-settings/<host>. */
  App.routeFor = function (path) {
    if (App.ROUTES[path]) return App.ROUTES[path];
    var prefix = "privacy/site-settings/";
    if (path.indexOf(prefix) === 0) {
      var host = path.slice(prefix.length);
      return {
        title: host,
        parent: "privacy/site-settings",
        render: function () {
          return pageSite(host);
        },
      };
    }
    return null;
  };

  /* ---------- Search settings ---------- */

  function matches(row, words) {
    var haystack = (row.label + " " + row.keywords).toLowerCase();
    return words.every(function (word) {
      return haystack.indexOf(word) >= 0;
    });
  }

  /* The rows that match every word of the query, grouped by page in navigation order. */
  App.searchResults = function (query) {
    var words = query.toLowerCase().split(/\s+/).filter(Boolean);
    var groups = [];
    Object.keys(App.ROUTES).forEach(function (path) {
      var found = ROWS.filter(function (row) {
        return row.route === path && matches(row, words);
      });
      if (found.length) groups.push({ path: path, title: App.ROUTES[path].title, rows: found });
    });
    return groups;
  };

  App.renderSearch = function (query) {
    var groups = App.searchResults(query);
    var count = groups.reduce(function (total, group) {
      return total + group.rows.length;
    }, 0);
    var body = groups
      .map(function (group) {
        var id = "result-" + App.slug(group.path);
        return (
          '<section class="card" aria-labelledby="' +
          id +
          '-heading"><div class="card-head"><h2 id="' +
          id +
          '-heading">' +
          esc(group.title) +
          '</h2><a class="text-link" href="#/' +
          group.path +
          '" id="' +
          id +
          '-open">Open ' +
          esc(group.title) +
          "</a></div>" +
          group.rows
            .map(function (row) {
              return row.html();
            })
            .join("") +
          "</section>"
        );
      })
      .join("");
    return {
      count: count,
      html:
        '<div class="page-head"><h1 id="page-title" tabindex="-1">Search results</h1></div>' +
        '<p class="page-intro" id="search-summary">' +
        (count ? App.plural(count, "setting matches", "settings match") + " “" + esc(query) + "”" : "No settings match “" + esc(query) + "”. Try a different word, such as “cookies” or “zoom”.") +
        "</p>" +
        body,
    };
  };

  App.pages = {
    languageList: languageList,
    spellLanguages: spellLanguages,
    languageName: languageName,
    languageEntry: languageEntry,
  };
})();

/* Service state kept in sessionStorage, so that it survives a full reload of the page. */
"use strict";

window.BBStore = (function () {
  const KEY = "westmere-blue-badge";

  function clone(value) {
    return JSON.parse(JSON.stringify(value));
  }

  function defaults() {
    return {
      cookies: null, // {analytics: bool, settings: bool} once the user has chosen
      cookieMessage: "", // the confirmation shown in the banner after a choice
      cookieBannerHidden: false,
      current: "own",
      apps: {
        own: { answers: {}, status: "new", started: null, reference: null, sent: null },
        joseph: {
          answers: clone(window.BB_DATA.JOSEPH_DRAFT),
          status: "draft",
          started: window.BB_DATA.JOSEPH_STARTED,
          reference: null,
          sent: null,
        },
      },
      signedOut: false,
      signOutMessage: "",
      prefs: { letters: "standard", statusEmails: true, expiryReminder: true, texts: false, mobile: "" },
      flash: null,
    };
  }

  let state = null;

  function load() {
    if (state) return state;
    const raw = window.sessionStorage.getItem(KEY);
    state = raw ? JSON.parse(raw) : defaults();
    return state;
  }

  function save() {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  }

  function reset() {
    const cookies = load().cookies;
    state = defaults();
    state.cookies = cookies;
    state.cookieBannerHidden = cookies !== null;
    save();
  }

  /** The application being worked on: the user's own or the draft for Joseph. */
  function currentApp() {
    const s = load();
    return s.apps[s.current];
  }

  /** A one-shot message for the next page that shows notifications. */
  function takeFlash() {
    const s = load();
    const flash = s.flash;
    if (flash) {
      s.flash = null;
      save();
    }
    return flash;
  }

  return { load: load, save: save, reset: reset, currentApp: currentApp, takeFlash: takeFlash };
})();

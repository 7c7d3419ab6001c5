/* The page shell: hash router, cookie banner, account menu and sign-out dialog. The header,
 * navigation and footer persist; only the area before <main> and <main> itself re-render. */
"use strict";

window.BBApp = (function () {
  const S = window.BBStore;
  const P = window.BBPages;
  const A = window.BBApplication;
  const Q = window.BBQuestions;
  const W = window.BBWidgets;
  const SERVICE = "Apply for a Blue Badge – WESTMERE.GOV";

  const ROUTES = {
    "/start": P.start,
    "/guidance": P.guidanceHub,
    "/guidance/eligibility": P.eligibility,
    "/guidance/using": P.using,
    "/guidance/fees": P.fees,
    "/guidance/lost": P.lost,
    "/account/applications": P.applications,
    "/account/settings": P.settings,
    "/help": P.help,
    "/feedback": P.feedback,
    "/feedback/sent": P.feedbackSent,
    "/cookies": P.cookies,
    "/accessibility": P.accessibility,
    "/privacy": P.privacy,
    "/terms": P.terms,
    "/signed-out": function () {
      return P.signedOut(S.load().signOutMessage);
    },
    "/apply/resume": A.resume,
    "/apply/check": A.check,
    "/apply/confirmation": A.confirmation,
  };

  let menu = null;
  let firstRender = true;

  function parseHash() {
    const hash = window.location.hash.slice(1);
    const at = hash.indexOf("?");
    const path = at === -1 ? hash : hash.slice(0, at);
    const query = {};
    if (at !== -1) {
      hash.slice(at + 1).split("&").forEach(function (pair) {
        if (!pair) return;
        const parts = pair.split("=");
        query[decodeURIComponent(parts[0])] = decodeURIComponent(parts[1] || "");
      });
    }
    return { path: path, query: query };
  }

  function pageFor(path, query) {
    if (path.indexOf("/apply/") === 0 && Q.QUESTIONS[path.slice(7)]) {
      return A.questionPage(path.slice(7), query);
    }
    const route = ROUTES[path];
    return route ? route(query) : P.notFound();
  }

  function render() {
    const route = parseHash();
    if (!route.path || route.path.charAt(0) !== "/") {
      window.location.replace("#/start");
      return;
    }
    const state = S.load();
    if (state.signedOut && route.path !== "/signed-out") {
      S.reset(); // Following any link after signing out signs the user in again.
    }
    if (route.query.app === "own" || route.query.app === "joseph") {
      S.load().current = route.query.app;
      S.save();
    }
    if (menu) menu.close();
    const page = pageFor(route.path, route.query);
    if (!page) return; // the page redirected
    document.getElementById("before-main").innerHTML = page.before || "";
    const main = document.getElementById("main-content");
    main.innerHTML = page.html;
    document.title = page.title + " – " + SERVICE;
    document.querySelectorAll("#service-nav a").forEach(function (link) {
      if (link.id === "nav-" + page.nav) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    });
    refreshAccount();
    refreshCookieBanner();
    W.init(main);
    if (page.after) page.after(main);
    window.scrollTo(0, 0);
    // On a real page load focus starts at the top; after an in-app navigation it moves to
    // the new heading (or the error summary) so that screen reader users hear the change.
    if (!firstRender) {
      const target = page.focus ? main.querySelector(page.focus) : main.querySelector("h1");
      if (target) {
        if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
        target.focus();
      }
    }
    firstRender = false;
  }

  // ---------- Cookie banner ----------

  function refreshCookieBanner() {
    const state = S.load();
    const banner = document.getElementById("cookie-banner");
    banner.hidden = state.cookieBannerHidden;
    document.getElementById("cookie-question").hidden = state.cookies !== null;
    document.getElementById("cookie-answer").hidden = state.cookies === null;
    document.getElementById("cookie-answer-text").textContent = state.cookieMessage;
  }

  function chooseCookies(analytics) {
    const state = S.load();
    state.cookies = { analytics: analytics, settings: false };
    state.cookieMessage =
      "You’ve " + (analytics ? "accepted" : "rejected") + " analytics cookies. You can change your cookie settings at any time.";
    S.save();
    refreshCookieBanner();
    document.getElementById("cookies-hide").focus();
  }

  // ---------- Account menu and signing out ----------

  function refreshAccount() {
    const signedOut = Boolean(S.load().signedOut);
    document.querySelector(".account-menu").hidden = signedOut;
  }

  function signOut(message) {
    const state = S.load();
    state.signedOut = true;
    state.signOutMessage = message || "";
    S.save();
    window.location.hash = "#/signed-out";
  }

  /** Links to a place on the same page (skip link, error summary) move focus there
   * instead of changing the route. */
  function onInPageLink(event) {
    const link = event.target.closest('a[href^="#"]');
    if (!link) return;
    const href = link.getAttribute("href");
    if (href.charAt(1) === "/") return;
    event.preventDefault();
    const target = document.getElementById(href.slice(1));
    if (!target) return;
    if (!target.matches("a, button, input, select, textarea") && !target.hasAttribute("tabindex")) {
      target.setAttribute("tabindex", "-1");
    }
    target.focus();
    target.scrollIntoView({ block: "center" });
  }

  function start() {
    menu = W.setupMenuButton(document.getElementById("account-menu-button"), document.getElementById("account-menu"));
    const signoutDialog = document.getElementById("signout-dialog");
    W.setupDialog(signoutDialog);
    document.getElementById("menu-sign-out").addEventListener("click", function () {
      menu.close();
      W.openDialog(signoutDialog, document.getElementById("account-menu-button"));
    });
    document.getElementById("signout-cancel").addEventListener("click", function () {
      W.closeDialog(signoutDialog);
    });
    document.getElementById("signout-confirm").addEventListener("click", function () {
      signoutDialog._opener = null;
      W.closeDialog(signoutDialog);
      signOut("");
    });
    document.getElementById("cookies-accept").addEventListener("click", function () {
      chooseCookies(true);
    });
    document.getElementById("cookies-reject").addEventListener("click", function () {
      chooseCookies(false);
    });
    document.getElementById("cookies-hide").addEventListener("click", function () {
      S.load().cookieBannerHidden = true;
      S.save();
      refreshCookieBanner();
    });
    document.addEventListener("click", onInPageLink);
    window.addEventListener("hashchange", render);
    render();
  }

  start();

  return { rerender: render, refreshCookieBanner: refreshCookieBanner, signOut: signOut };
})();

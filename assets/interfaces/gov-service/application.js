/* The application form's pages: one question per page, "Check your answers" with its
 * declaration and send button, and the confirmation page with the reference number. */
"use strict";

window.BBApplication = (function () {
  const D = window.BB_DATA;
  const U = window.BBUi;
  const S = window.BBStore;
  const Q = window.BBQuestions;
  const esc = U.esc;

  // Answers and errors of a question page that failed validation, shown on its next render.
  let pending = null;

  function caption(ctx) {
    return ctx.self ? "Apply for a Blue Badge" : "Blue Badge for " + (ctx.fullName || "someone else");
  }

  function firstUnanswered(answers) {
    return Q.ORDER.filter(function (key) {
      return !Q.isAnswered(answers, key);
    })[0];
  }

  /** Where "Continue" goes: back to the check page when changing an answer, else onwards. */
  function nextPath(key, changing) {
    const at = Q.ORDER.indexOf(key);
    if (changing || at === Q.ORDER.length - 1) return "#/apply/check";
    return "#/apply/" + Q.ORDER[at + 1];
  }

  function previousPath(key, changing) {
    const at = Q.ORDER.indexOf(key);
    if (changing) return "#/apply/check";
    return at === 0 ? "#/start" : "#/apply/" + Q.ORDER[at - 1];
  }

  function helpAside() {
    return U.related([
      ["Help with your application", [
        ["Who can get a Blue Badge", "#/guidance/eligibility", "question-help-eligibility"],
        ["Fees and decision times", "#/guidance/fees", "question-help-fees"],
        ["Contact the helpline", "#/help", "question-help-contact"],
      ]],
    ]) + '<p class="small secondary-text">Helpline: ' + D.HELPLINE + "<br>Monday to Friday, 8am to 6pm</p>";
  }

  function questionPage(key, query) {
    const question = Q.QUESTIONS[key];
    const app = S.currentApp();
    const changing = query.change !== undefined;
    const shown = pending && pending.key === key ? pending : null;
    pending = null;
    const values = shown ? shown.values : Q.valuesOf(app.answers, key);
    const errors = shown ? shown.errors : [];
    // The "who" page words later questions; its own wording never depends on itself.
    const ctx = Q.contextOf(app.answers);
    const html =
      U.errorSummary(errors) +
      '<span class="caption">' + esc(caption(ctx)) + "</span>" +
      '<form id="question-form" novalidate>' + question.fields(values, errors, ctx, Q.headingOf(key, ctx)) +
      '<div class="button-group"><button type="submit" class="button" id="continue-button">Continue</button>' +
      '<button type="button" class="link-button" id="save-later">Save and come back later</button></div></form>';
    return {
      title: (errors.length ? "Error: " : "") + Q.headingOf(key, ctx),
      nav: null,
      before: U.backLink(previousPath(key, changing)),
      html: U.twoThirds(html, helpAside()),
      focus: errors.length ? "#error-summary" : null,
      after: function (main) {
        if (key === "council") window.BBWidgets.setupCombobox(main.querySelector("#council"), D.COUNCILS);
        const form = main.querySelector("#question-form");
        form.addEventListener("submit", function (event) {
          event.preventDefault();
          const read = question.read(form);
          const found = question.validate(read, key === "who" ? Q.contextOf({ who: read }) : ctx);
          if (found.length) {
            pending = { key: key, values: read, errors: found };
            window.BBApp.rerender();
            return;
          }
          save(key, read);
          window.location.hash = nextPath(key, changing);
        });
        main.querySelector("#save-later").addEventListener("click", function () {
          save(key, question.read(form));
          S.load().flash = "Your application has been saved. You can come back to it until " + U.formatDate(expiryOfSave()) + ".";
          S.save();
          window.location.hash = "#/account/applications";
        });
      },
    };
  }

  function expiryOfSave() {
    const date = new Date(Date.parse(U.todayIso() + "T00:00:00Z") + 28 * 24 * 60 * 60 * 1000);
    return date.toISOString().slice(0, 10);
  }

  function save(key, values) {
    const app = S.currentApp();
    app.answers[key] = values;
    if (app.status === "new") {
      app.status = "draft";
      app.started = U.todayIso();
    }
    S.save();
  }

  /** "Continue" from the applications list: the first unanswered question, or the check page. */
  function resume() {
    const next = firstUnanswered(S.currentApp().answers);
    window.location.replace(next ? "#/apply/" + next : "#/apply/check");
    return null;
  }

  // ---------- Check your answers ----------

  let checkErrors = [];

  function summaryRows(answers, keys) {
    const ctx = Q.contextOf(answers);
    return keys
      .map(function (key) {
        const question = Q.QUESTIONS[key];
        const answered = Q.isAnswered(answers, key);
        const label = key === "condition" && ctx.self ? "How the condition affects you" : question.summaryKey;
        const value = answered
          ? question.summary(Q.valuesOf(answers, key), ctx)
          : '<span class="summary-list__missing">Not answered yet</span>';
        const action = answered
          ? '<a href="#/apply/' + key + '?change" id="change-' + key + '">Change<span class="visually-hidden"> ' + esc(question.changeName) + "</span></a>"
          : '<a href="#/apply/' + key + '?change" id="answer-' + key + '">Answer<span class="visually-hidden"> ' + esc(question.changeName) + "</span></a>";
        return '<div class="summary-list__row"><dt class="summary-list__key">' + esc(label) + '</dt><dd class="summary-list__value">' +
          value + '</dd><dd class="summary-list__actions">' + action + "</dd></div>";
      })
      .join("");
  }

  function councilOf(answers) {
    const name = ((answers.council || {}).council || "").trim().toLowerCase();
    return D.COUNCILS.filter(function (c) {
      return c.name.toLowerCase() === name;
    })[0];
  }

  function check() {
    const app = S.currentApp();
    if (app.status === "sent") {
      window.location.replace("#/apply/confirmation");
      return null;
    }
    const answers = app.answers;
    const ctx = Q.contextOf(answers);
    const errors = checkErrors;
    checkErrors = [];
    const council = councilOf(answers);
    const declarationError = errors.filter(function (e) {
      return e.id === "declaration";
    })[0];
    const decision = council
      ? "<p>We’ll send the application to " + esc(council.name) + ". It usually makes a decision within " + council.weeks +
        " weeks. " + (council.fee ? "If the badge is approved, the council will ask for the £" + council.fee + " fee." : "This council does not charge for a badge.") + "</p>"
      : "<p>We’ll send the application to the council you choose.</p>";
    const main =
      U.errorSummary(errors) +
      '<span class="caption">' + esc(caption(ctx)) + "</span>" +
      '<h1 class="heading-l">Check your answers before sending the application</h1>' +
      '<h2 class="heading-m">Personal details</h2><dl class="summary-list" id="summary-personal">' +
      summaryRows(answers, ["who", "name", "dob", "ni", "address", "council"]) + "</dl>" +
      '<h2 class="heading-m">About the condition</h2><dl class="summary-list" id="summary-condition">' +
      summaryRows(answers, ["reason", "condition", "benefits"]) + "</dl>" +
      '<h2 class="heading-m">Contact</h2><dl class="summary-list" id="summary-contact">' + summaryRows(answers, ["contact"]) + "</dl>" +
      '<h2 class="heading-m">Now send the application</h2>' + decision +
      '<form id="send-form" novalidate><div class="form-group' + (declarationError ? " form-group--error" : "") + '">' +
      '<fieldset aria-describedby="declaration-hint' + (declarationError ? " declaration-error" : "") + '"><legend class="legend-m">Declaration</legend>' +
      '<div class="hint" id="declaration-hint">Giving false information to get a Blue Badge is an offence.</div>' +
      (declarationError ? '<p class="error-message" id="declaration-error"><span class="visually-hidden">Error:</span> ' + esc(declarationError.message) + "</p>" : "") +
      '<div class="checkboxes"><div class="checkboxes__item"><input class="checkboxes__input" id="declaration" name="declaration" type="checkbox" value="yes">' +
      '<label class="checkboxes__label" for="declaration">I confirm that the information in this application is correct and complete' +
      (ctx.self ? "" : ", and that I have permission to apply for the person named") + ".</label></div></div></fieldset></div>" +
      '<div class="button-group"><button type="submit" class="button" id="submit-application">Accept and send application</button>' +
      '<a href="#/account/applications" id="check-return">Return to your applications</a></div></form>';
    return {
      title: (errors.length ? "Error: " : "") + "Check your answers",
      nav: null,
      before: U.backLink("#/apply/contact"),
      html: U.twoThirds(main, helpAside()),
      focus: errors.length ? "#error-summary" : null,
      after: function (mainEl) {
        mainEl.querySelector("#send-form").addEventListener("submit", function (event) {
          event.preventDefault();
          const found = Q.ORDER.filter(function (key) {
            return !Q.isAnswered(answers, key);
          }).map(function (key) {
            return { id: "answer-" + key, message: "Answer the question ‘" + Q.headingOf(key, ctx) + "’" };
          });
          if (!mainEl.querySelector("#declaration").checked) {
            found.push({ id: "declaration", message: "Confirm that the information in the application is correct" });
          }
          if (found.length) {
            checkErrors = found;
            window.BBApp.rerender();
            return;
          }
          app.status = "sent";
          app.sent = U.todayIso();
          app.sentTime = U.timeNow();
          app.reference = referenceFor(answers);
          S.save();
          window.location.hash = "#/apply/confirmation";
        });
      },
    };
  }

  /** A reference derived from the answers (FNV-1a), so the same application always gets the same one. */
  function referenceFor(answers) {
    const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    const text = JSON.stringify(answers);
    let out = "";
    for (let round = 0; round < 2; round += 1) {
      let hash = 0x811c9dc5 ^ round;
      for (let i = 0; i < text.length; i += 1) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193) >>> 0;
      }
      for (let j = 0; j < 4; j += 1) {
        out += alphabet[hash % 32];
        hash = Math.floor(hash / 32);
      }
    }
    return "BB-" + out.slice(0, 4) + "-" + out.slice(4);
  }

  function confirmation() {
    const app = S.currentApp();
    if (app.status !== "sent") {
      window.location.replace("#/apply/check");
      return null;
    }
    const council = councilOf(app.answers);
    const contact = app.answers.contact;
    const how = contact.method === "email" ? "by email" : contact.method === "phone" ? "by phone" : "by post";
    const main =
      '<div class="panel"><h1 class="panel__title">Application sent</h1><div class="panel__body">Your reference number<strong class="panel__reference" id="reference-number">' +
      app.reference + "</strong></div></div>" +
      "<p>We sent the application to " + esc(council.name) + " on " + U.formatDate(app.sent) + " at " + app.sentTime +
      ". We have emailed a copy to " + esc(D.USER.email) + ".</p>" +
      '<h2 class="heading-m">What happens next</h2>' +
      "<p>The council usually makes a decision within " + council.weeks + " weeks. It will contact " +
      (Q.contextOf(app.answers).self ? "you" : "you about this application") + " " + how + " if it needs more information or a mobility assessment.</p>" +
      "<p>If the badge is approved, it will be posted to the address in the application" + (council.fee ? " after you pay the £" + council.fee + " fee" : "") + ".</p>" +
      '<p><a href="#/account/applications" id="confirmation-applications">Go to your applications</a></p>' +
      '<p><a href="#/feedback" id="confirmation-feedback">What did you think of this service?</a> (takes 30 seconds)</p>';
    return { title: "Application sent", nav: null, before: "", html: U.twoThirds(main) };
  }

  return {
    questionPage: questionPage,
    resume: resume,
    check: check,
    confirmation: confirmation,
    referenceFor: referenceFor,
  };
})();

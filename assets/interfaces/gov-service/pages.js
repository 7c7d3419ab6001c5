/* The service's pages other than the application form: start page, guidance, the user's
 * account (applications and settings), help, feedback, cookies and the legal pages.
 * Each page is {title, nav, before, html, after}: `after(main)` wires up behaviour. */
"use strict";

window.BBPages = (function () {
  const D = window.BB_DATA;
  const U = window.BBUi;
  const S = window.BBStore;
  const esc = U.esc;

  const HOME_CRUMBS = [["Home", "#/start"]];
  const GUIDANCE_CRUMBS = [["Home", "#/start"], ["Blue Badges", "#/guidance"]];

  function guidanceAside(prefix) {
    return U.related([
      ["Blue Badge guidance", U.guidanceLinks(prefix)],
      ["Apply", [["Apply for or renew a Blue Badge", "#/start", prefix + "-apply"]]],
    ]);
  }

  function lastUpdated(iso) {
    return '<p class="meta">Last updated ' + U.formatDate(iso) + "</p>";
  }

  // ---------- Start page ----------

  function start() {
    const state = S.load();
    const badge = D.BADGES[0];
    const days = U.daysUntil(badge.expires);
    const joseph = state.apps.joseph;
    let notices = "";
    if (days >= 0 && days <= 56) {
      notices += U.notification({
        id: "renewal-notice",
        html:
          '<p class="notification__heading">Your Blue Badge expires on ' + U.formatDate(badge.expires) +
          " (in " + days + " days).</p><p>Apply now to renew it. Renewals are decided the same way as new applications.</p>",
      });
    }
    if (joseph.status === "draft") {
      notices +=
        '<div class="inset">You have an application in progress for Joseph Okafor, saved on ' +
        U.formatDate(joseph.started) + '. <a href="#/account/applications" id="start-your-applications">Go to your applications</a> to continue it.</div>';
    }
    const main =
      '<h1 class="heading-xl">Apply for or renew a Blue Badge</h1>' +
      '<p class="lead">Use this service to apply for a Blue Badge, or renew one, for yourself or someone you care for.</p>' +
      "<p>A Blue Badge lets people with a disability or health condition park closer to where they need to go. Your local council decides each application.</p>" +
      notices +
      "<p>Applying takes around 20 minutes. You’ll need:</p>" +
      '<ul class="list"><li>a National Insurance number</li><li>the name of the council area you live in</li>' +
      "<li>details of any disability benefits you get</li><li>a description of how the condition affects walking or daily life</li></ul>" +
      '<a href="#/apply/who?app=own" class="button button--start" id="start-now" draggable="false">Start now' +
      '<svg width="17.5" height="19" viewBox="0 0 33 40" aria-hidden="true" focusable="false"><path fill="currentColor" d="M0 0h13l20 20-20 20H0l20-20z"/></svg></a>' +
      '<h2 class="heading-m">Before you start</h2>' +
      '<p>Check <a href="#/guidance/eligibility" id="start-eligibility">who can get a Blue Badge</a>. Councils charge up to £10 for a badge: see <a href="#/guidance/fees" id="start-fees">fees and decision times for each council</a>.</p>' +
      '<h2 class="heading-m">Other ways to apply</h2>' +
      "<p>Call the Blue Badge helpline on " + D.HELPLINE + " to ask for a paper form, or visit your council’s customer service centre.</p>";
    return {
      title: "Apply for or renew a Blue Badge",
      nav: null,
      before: U.breadcrumbs(HOME_CRUMBS.concat([["Blue Badges", "#/guidance"]])),
      html: U.twoThirds(
        main,
        U.related([
          ["Related content", U.guidanceLinks("start-related")],
          ["Your account", [
            ["Your applications", "#/account/applications", "start-account-applications"],
            ["Account settings", "#/account/settings", "start-account-settings"],
          ]],
        ])
      ),
    };
  }

  // ---------- Guidance ----------

  function guidanceHub() {
    const guides = [
      ["Who can get a Blue Badge", "#/guidance/eligibility", "Who qualifies automatically, who may qualify, and badges for children and organisations."],
      ["Using your Blue Badge", "#/guidance/using", "Where you can park, yellow lines, the parking clock and using your badge abroad."],
      ["Fees and decision times by council", "#/guidance/fees", "What each council charges for a badge or a replacement, and how long decisions take."],
      ["Lost, stolen or damaged badges", "#/guidance/lost", "How to report a missing badge and get a replacement."],
      ["Help and contact", "#/help", "Call or write to the Blue Badge helpline, and other ways to get help."],
      ["Accessibility statement", "#/accessibility", "How accessible this service is and how to report a problem."],
    ];
    const cards = guides
      .map(function (guide, i) {
        return '<li class="card"><h2 class="card__title"><a href="' + guide[1] + '" id="guide-card-' + i + '">' +
          esc(guide[0]) + "</a></h2><p>" + esc(guide[2]) + "</p></li>";
      })
      .join("");
    return {
      title: "Blue Badge guidance",
      nav: "guidance",
      before: U.breadcrumbs(HOME_CRUMBS),
      html:
        '<h1 class="heading-xl">Blue Badge guidance</h1>' +
        '<p class="lead">Information about getting, using and replacing a Blue Badge in Westmere.</p>' +
        '<ul class="cards">' + cards + "</ul>" +
        '<a href="#/apply/who?app=own" class="button" id="guidance-apply">Apply for a Blue Badge</a>',
    };
  }

  function eligibility() {
    const tabs = [
      ["adults", "Adults",
        '<h2 class="heading-m">You’ll get a badge automatically if you:</h2><ul class="list">' +
          "<li>get the higher rate of the mobility component of Disability Living Allowance (DLA)</li>" +
          "<li>get Personal Independence Payment (PIP) with 8 points or more for ‘moving around’</li>" +
          "<li>get PIP with 10 points for ‘planning and following journeys’ because you cannot follow a journey without help</li>" +
          "<li>are registered blind (severely sight impaired)</li>" +
          "<li>get War Pensioners’ Mobility Supplement</li>" +
          "<li>got a lump sum from the Armed Forces Compensation Scheme at tariff levels 1 to 8</li></ul>" +
          '<h2 class="heading-m">You may get a badge if you:</h2><ul class="list">' +
          "<li>cannot walk at all, or cannot walk without help from someone else or a mobility aid</li>" +
          "<li>find walking very difficult because of pain, breathlessness or the time it takes</li>" +
          "<li>have a non-visible condition that means you cannot make a journey without a risk to your health or safety</li>" +
          "<li>drive a vehicle regularly, have a severe disability in both arms and find it very hard to use parking meters</li></ul>" +
          "<p>The council may ask you to have a mobility assessment with a health professional.</p>"],
      ["children", "Children",
        '<h2 class="heading-m">Children under 3</h2>' +
          "<p>A child under 3 can get a badge if they have a medical condition that means they must always be near a vehicle, either:</p>" +
          '<ul class="list"><li>to get urgent treatment, for example because of severe epilepsy</li>' +
          "<li>because they need bulky medical equipment that cannot be carried without difficulty, such as a ventilator or a feeding pump</li></ul>" +
          '<h2 class="heading-m">Children aged 3 and over</h2>' +
          "<p>Children aged 3 and over can get a badge on the same terms as adults. A parent or guardian applies for them.</p>"],
      ["organisations", "Organisations",
        '<h2 class="heading-m">Badges for organisations</h2>' +
          "<p>An organisation that cares for and transports disabled people who would qualify for a badge themselves can apply for an organisational badge.</p>" +
          "<p>The badge may only be used when the vehicle is carrying a disabled person. Apply to the council where the organisation is based.</p>"],
    ];
    const list = tabs
      .map(function (tab, i) {
        return '<button type="button" class="tabs__tab" role="tab" id="tab-' + tab[0] + '" aria-controls="panel-' +
          tab[0] + '" aria-selected="' + (i === 0) + '" tabindex="' + (i === 0 ? 0 : -1) + '">' + tab[1] + "</button>";
      })
      .join("");
    const panels = tabs
      .map(function (tab, i) {
        return '<div class="tabs__panel" role="tabpanel" id="panel-' + tab[0] + '" aria-labelledby="tab-' + tab[0] +
          '" tabindex="0"' + (i === 0 ? "" : " hidden") + ">" + tab[2] + "</div>";
      })
      .join("");
    return {
      title: "Who can get a Blue Badge",
      nav: "guidance",
      before: U.breadcrumbs(GUIDANCE_CRUMBS),
      html: U.twoThirds(
        '<h1 class="heading-xl">Who can get a Blue Badge</h1>' + lastUpdated("2026-02-02") +
          '<p class="lead">Whether you can get a badge depends on the benefits you get or how your condition affects you.</p>' +
          '<div class="tabs"><div class="tabs__list" role="tablist" aria-label="Who the badge is for">' + list + "</div>" + panels + "</div>" +
          '<h2 class="heading-m">If you’re not eligible</h2>' +
          '<p>You can ask your council to look at the decision again within 28 days. <a href="#/help" id="eligibility-help">Contact us</a> if you need help.</p>',
        guidanceAside("eligibility-related")
      ),
    };
  }

  function using() {
    const sections = [
      ["where", "Where you can park",
        "<p>With a badge you can usually park:</p><ul class=\"list\"><li>free of charge in on-street pay-and-display bays and parking meters</li>" +
          "<li>in disabled parking bays, for as long as you need unless a sign shows a time limit</li>" +
          "<li>in council car parks, where most councils let badge holders park for free — check the signs</li></ul>"],
      ["yellow", "Parking on yellow lines",
        "<p>You can park on single or double yellow lines for up to 3 hours, unless there is a ‘no loading’ restriction. Loading restrictions are shown by yellow marks on the kerb and by signs.</p>" +
          "<p>You must display your parking clock, set to the time you arrived, as well as your badge.</p>"],
      ["display", "Displaying your badge and parking clock",
        "<p>Put the badge on the dashboard or fascia panel with the hologram facing up, so that it can be read through the windscreen.</p>" +
          "<p>Only display the badge when the badge holder is travelling in the vehicle or is being dropped off or picked up.</p>"],
      ["cannot", "Where you cannot park",
        "<ul class=\"list\"><li>where there is a ‘no loading’ restriction</li><li>in bus lanes and cycle lanes during their hours of operation</li>" +
          "<li>on school entrance markings, zig-zag lines at crossings, or red routes without a disabled bay</li>" +
          "<li>in spaces reserved for permit holders, taxis or loading</li></ul>"],
      ["abroad", "Using your badge abroad",
        "<p>Your badge is recognised in Aldmark, the Free Cities and most member states of the Northern Union. The rules are different in each country, so check them before you travel.</p>"],
      ["misuse", "Misuse of a Blue Badge",
        "<p>It is a criminal offence to use a badge that is not yours, or a badge that has expired or been reported lost. The fine is up to £1,000 and the badge can be taken away.</p>"],
    ];
    const html = sections
      .map(function (section) {
        return (
          '<div class="accordion__section"><h2 class="accordion__heading"><button type="button" class="accordion__button" id="accordion-' +
          section[0] + '" aria-expanded="false" aria-controls="accordion-' + section[0] + '-content">' +
          '<span class="accordion__icon" aria-hidden="true">+</span><span>' + esc(section[1]) +
          "</span></button></h2>" +
          '<div class="accordion__content" id="accordion-' + section[0] + '-content" hidden>' + section[2] + "</div></div>"
        );
      })
      .join("");
    return {
      title: "Using your Blue Badge",
      nav: "guidance",
      before: U.breadcrumbs(GUIDANCE_CRUMBS),
      html: U.twoThirds(
        '<h1 class="heading-xl">Using your Blue Badge</h1>' + lastUpdated("2026-01-19") +
          '<p class="lead">These rules apply everywhere in Westmere.</p>' +
          '<div class="accordion"><div class="accordion__controls"><button type="button" class="link-button accordion__toggle-all" id="accordion-toggle-all" aria-expanded="false">Show all sections</button></div>' +
          html + "</div>" +
          '<div class="warning-text"><span class="warning-text__icon" aria-hidden="true">!</span><span><span class="visually-hidden">Warning</span>Badges are for on-street parking. Private car parks, such as at supermarkets and hospitals, set their own rules.</span></div>',
        guidanceAside("using-related")
      ),
    };
  }

  // The fees table: filtering by region or name and sorting change the rows in place. The
  // count above the table changes too, without being announced to screen readers.
  function fees() {
    const head = [
      ["name", "Council", false],
      ["region", "Region", false],
      ["fee", "Badge fee", true],
      ["replacementFee", "Replacement fee", true],
      ["weeks", "Typical decision time", true],
      ["phone", "Phone", false],
    ];
    const sortable = { name: true, fee: true, weeks: true };
    const header = head
      .map(function (col) {
        const label = sortable[col[0]]
          ? '<button type="button" class="sort-button" id="sort-' + col[0] + '" data-sort="' + col[0] + '">' + col[1] +
            '<svg width="10" height="14" viewBox="0 0 10 14" aria-hidden="true" focusable="false"><path d="M5 0 10 5H0zM5 14 0 9h10z" fill="currentColor"/></svg></button>'
          : col[1];
        return '<th scope="col" id="col-' + col[0] + '"' + (col[2] ? ' class="numeric"' : "") +
          (col[0] === "name" ? ' aria-sort="ascending"' : "") + ">" + label + "</th>";
      })
      .join("");
    const regions = ['<option value="">All regions</option>']
      .concat(D.REGIONS.map(function (r) {
        return '<option value="' + r + '">' + r + "</option>";
      }))
      .join("");
    const html =
      '<h1 class="heading-xl">Blue Badge fees and decision times by council</h1>' + lastUpdated("2026-03-02") +
      '<div class="grid-row"><div class="two-thirds"><p class="lead">Each council sets its own fee, up to £10. You only pay if your application is approved.</p>' +
      "<p>Decision times are the typical time from a complete application to a decision, over the last 6 months. Call the council if you have not heard back after that time.</p></div></div>" +
      '<div class="table-controls" role="search" aria-label="Filter councils">' +
      '<div class="form-group"><label class="label" for="region-filter">Region</label><select class="select" id="region-filter">' + regions + "</select></div>" +
      '<div class="form-group"><label class="label" for="council-search">Council name contains</label><input class="input input--w20" id="council-search" type="search" autocomplete="off"></div>' +
      '<p class="table-count" id="council-count"></p></div>' +
      '<table class="table" id="fees-table"><caption class="visually-hidden">Fees and typical decision times for each council</caption>' +
      "<thead><tr>" + header + '</tr></thead><tbody id="fees-body"></tbody></table>' +
      '<p class="small secondary-text">Fees include the badge and a parking clock. A replacement for a lost, stolen or damaged badge may cost a different amount.</p>';
    return {
      title: "Blue Badge fees and decision times by council",
      nav: "guidance",
      before: U.breadcrumbs(GUIDANCE_CRUMBS),
      html: html,
      after: setupFeesTable,
    };
  }

  function money(amount) {
    return amount === 0 ? "No charge" : "£" + amount;
  }

  function setupFeesTable(main) {
    const view = { region: "", search: "", sort: "name", direction: "ascending" };
    const body = main.querySelector("#fees-body");
    const count = main.querySelector("#council-count");

    function rows() {
      const q = view.search.trim().toLowerCase();
      const list = D.COUNCILS.filter(function (c) {
        return (!view.region || c.region === view.region) && (!q || c.name.toLowerCase().indexOf(q) !== -1);
      });
      const sign = view.direction === "ascending" ? 1 : -1;
      return list.sort(function (a, b) {
        const x = a[view.sort];
        const y = b[view.sort];
        if (x === y) return a.name < b.name ? -1 : 1;
        return (x < y ? -1 : 1) * sign;
      });
    }

    function render() {
      const list = rows();
      body.innerHTML = list.length
        ? list
            .map(function (c) {
              return "<tr><th scope=\"row\">" + esc(c.name) + "</th><td>" + c.region + '</td><td class="numeric">' +
                money(c.fee) + '</td><td class="numeric">' + money(c.replacementFee) + '</td><td class="numeric">' +
                c.weeks + " weeks</td><td>" + c.phone + "</td></tr>";
            })
            .join("")
        : '<tr><td colspan="6">No councils match. Check the spelling or choose another region.</td></tr>';
      count.textContent = "Showing " + list.length + " of " + D.COUNCILS.length + " councils";
      main.querySelectorAll("#fees-table thead th").forEach(function (th) {
        if (th.id === "col-" + view.sort) th.setAttribute("aria-sort", view.direction);
        else th.removeAttribute("aria-sort");
      });
    }

    main.querySelector("#region-filter").addEventListener("change", function (event) {
      view.region = event.target.value;
      render();
    });
    main.querySelector("#council-search").addEventListener("input", function (event) {
      view.search = event.target.value;
      render();
    });
    main.querySelectorAll(".sort-button").forEach(function (button) {
      button.addEventListener("click", function () {
        const key = button.getAttribute("data-sort");
        view.direction = view.sort === key && view.direction === "ascending" ? "descending" : "ascending";
        view.sort = key;
        render();
      });
    });
    render();
  }

  function lost() {
    return {
      title: "Lost, stolen or damaged Blue Badges",
      nav: "guidance",
      before: U.breadcrumbs(GUIDANCE_CRUMBS),
      html: U.twoThirds(
        '<h1 class="heading-xl">Lost, stolen or damaged Blue Badges</h1>' + lastUpdated("2025-11-24") +
          '<h2 class="heading-s">Contents</h2><ul class="contents-list">' +
          '<li><a href="#stolen" id="lost-contents-stolen">If your badge is stolen</a></li>' +
          '<li><a href="#lost" id="lost-contents-lost">If your badge is lost or damaged</a></li>' +
          '<li><a href="#found" id="lost-contents-found">If you find your badge</a></li></ul>' +
          '<h2 class="heading-m" id="stolen" tabindex="-1">If your badge is stolen</h2>' +
          "<p>Report the theft to the police on 101 and ask for a crime reference number. Then tell your council, giving them the crime reference number.</p>" +
          "<p>The council will cancel the stolen badge and send you a new one. There is no charge for a replacement if the badge was stolen.</p>" +
          '<h2 class="heading-m" id="lost" tabindex="-1">If your badge is lost or damaged</h2>' +
          "<p>Call your council to report it. They will cancel the badge and send a replacement. Most councils charge for this: see the " +
          '<a href="#/guidance/fees" id="lost-fees">replacement fee for each council</a>.</p>' +
          '<details class="details"><summary id="lost-damaged-summary">What counts as a damaged badge?</summary><div class="details__text">' +
          "<p>A badge is damaged if the photo, expiry date or hologram cannot be read, or the badge is torn or faded. Send the damaged badge back to the council.</p></div></details>" +
          '<h2 class="heading-m" id="found" tabindex="-1">If you find your badge after reporting it</h2>' +
          "<p>Return the old badge to your council. You must not use it: a badge that has been reported lost or stolen is cancelled, and using it is an offence.</p>",
        guidanceAside("lost-related")
      ),
    };
  }

  // ---------- Account: applications ----------

  function statusTag(text, colour) {
    return '<strong class="tag tag--' + colour + '">' + esc(text) + "</strong>";
  }

  function applicationName(key, app) {
    const name = app.answers.name || {};
    if (key === "joseph") return "Blue Badge for " + [name.firstName, name.lastName].join(" ");
    return "Blue Badge for you";
  }

  function applications() {
    const state = S.load();
    const flash = S.takeFlash();
    const Q = window.BBQuestions;
    const keys = ["joseph", "own"];
    const inProgress = keys.filter(function (key) {
      const app = state.apps[key];
      return app.status === "draft";
    });
    const sent = keys.filter(function (key) {
      return state.apps[key].status === "sent";
    });

    const progressRows = inProgress
      .map(function (key) {
        const app = state.apps[key];
        const answered = Q.ORDER.filter(function (q) {
          return Q.isAnswered(app.answers, q);
        }).length;
        const status = answered === Q.ORDER.length ? statusTag("Ready to send", "green") : statusTag(answered + " of " + Q.ORDER.length + " questions answered", "yellow");
        const name = applicationName(key, app);
        return "<tr><th scope=\"row\">" + esc(name) + "</th><td>" + U.formatDate(app.started) + "</td><td>" + status +
          '</td><td><a href="#/apply/resume?app=' + key + '" id="continue-' + key + '">Continue<span class="visually-hidden"> ' + esc(name) +
          '</span></a></td><td><button type="button" class="link-button" id="delete-' + key + '" data-delete="' + key +
          '">Delete<span class="visually-hidden"> ' + esc(name) + "</span></button></td></tr>";
      })
      .join("");
    const sentRows = sent
      .map(function (key) {
        const app = state.apps[key];
        return "<tr><th scope=\"row\">" + esc(applicationName(key, app)) + "</th><td>" + app.reference + "</td><td>" +
          U.formatDate(app.sent) + "</td><td>" + statusTag("Sent to council", "blue") + "</td></tr>";
      })
      .join("");
    const badgeRows = D.BADGES.map(function (badge) {
      const days = U.daysUntil(badge.expires);
      const status = days < 0 ? statusTag("Expired", "red") : days <= 56 ? statusTag("Expires in " + days + " days", "yellow") : statusTag("Valid", "green");
      return "<tr><th scope=\"row\">" + badge.number + "</th><td>" + esc(badge.holder) + "</td><td>" + esc(badge.council) +
        "</td><td>" + U.formatDate(badge.issued) + "</td><td>" + U.formatDate(badge.expires) + "</td><td>" + status + "</td></tr>";
    }).join("");
    const pastRows = D.PAST_REQUESTS.map(function (row) {
      const colour = { Approved: "green", Refused: "red", Closed: "grey", Cancelled: "grey" }[row[2]];
      return "<tr><th scope=\"row\">" + esc(row[0]) + "</th><td>" + row[1] + "</td><td>" + U.formatDate(row[3]) + "</td><td>" +
        statusTag(row[2], colour) + "</td></tr>";
    }).join("");

    const html =
      (flash ? U.notification({ id: "flash", success: true, role: "alert", html: '<p class="notification__heading">' + esc(flash) + "</p>" }) : "") +
      '<h1 class="heading-xl">Your applications</h1>' +
      '<table class="table" id="in-progress-table"><caption>Applications in progress</caption>' +
      '<thead><tr><th scope="col">Application</th><th scope="col">Started</th><th scope="col">Status</th><th scope="col"><span class="visually-hidden">Continue</span></th><th scope="col"><span class="visually-hidden">Delete</span></th></tr></thead><tbody>' +
      (progressRows || '<tr><td colspan="5">You have no applications in progress.</td></tr>') + "</tbody></table>" +
      (sentRows
        ? '<table class="table" id="sent-table"><caption>Sent applications</caption><thead><tr><th scope="col">Application</th><th scope="col">Reference</th><th scope="col">Sent</th><th scope="col">Status</th></tr></thead><tbody>' +
          sentRows + "</tbody></table>"
        : "") +
      '<table class="table" id="badges-table"><caption>Your Blue Badges</caption><thead><tr><th scope="col">Badge number</th><th scope="col">Holder</th><th scope="col">Issued by</th><th scope="col">Issued</th><th scope="col">Expires</th><th scope="col">Status</th></tr></thead><tbody>' +
      badgeRows + "</tbody></table>" +
      '<p><a href="#/apply/who?app=own" id="renew-badge">Renew your Blue Badge</a> · <a href="#/guidance/lost" id="report-lost-badge">Report a lost or stolen badge</a></p>' +
      '<table class="table" id="past-table"><caption>Past applications and requests</caption><thead><tr><th scope="col">Request</th><th scope="col">Reference</th><th scope="col">Decided</th><th scope="col">Outcome</th></tr></thead><tbody>' +
      pastRows + "</tbody></table>" +
      '<dialog id="delete-draft-dialog" class="dialog" aria-labelledby="delete-draft-title" aria-describedby="delete-draft-description">' +
      '<h2 class="heading-m" id="delete-draft-title">Delete this application?</h2>' +
      '<p id="delete-draft-description"></p><div class="button-group">' +
      '<button type="button" class="button button--warning" id="delete-draft-confirm">Yes, delete application</button>' +
      '<button type="button" class="button button--secondary" id="delete-draft-cancel" autofocus>No, keep it</button></div></dialog>';

    return {
      title: "Your applications",
      nav: "applications",
      before: U.breadcrumbs(HOME_CRUMBS.concat([["Your account", "#/account/settings"]])),
      html: html,
      after: function (main) {
        const dialog = main.querySelector("#delete-draft-dialog");
        let target = null;
        main.querySelectorAll("[data-delete]").forEach(function (button) {
          button.addEventListener("click", function () {
            target = button.getAttribute("data-delete");
            dialog.querySelector("#delete-draft-description").textContent =
              "You are about to delete the " + applicationName(target, state.apps[target]) +
              " application. All its answers will be removed and you cannot undo this.";
            window.BBWidgets.openDialog(dialog, button);
          });
        });
        main.querySelector("#delete-draft-cancel").addEventListener("click", function () {
          window.BBWidgets.closeDialog(dialog);
        });
        main.querySelector("#delete-draft-confirm").addEventListener("click", function () {
          const name = applicationName(target, state.apps[target]);
          state.apps[target] = { answers: {}, status: "new", started: null, reference: null, sent: null };
          state.flash = "The " + name + " application has been deleted";
          S.save();
          window.BBWidgets.closeDialog(dialog);
          window.BBApp.rerender();
        });
      },
    };
  }

  // ---------- Account: settings ----------

  function settings() {
    const state = S.load();
    const prefs = state.prefs;
    const Q = window.BBQuestions;
    const letters = Q.choices({
      type: "radio",
      name: "letters",
      legend: "How should we send you letters?",
      hint: "Letters about your applications and badges will be sent in this format.",
      value: prefs.letters,
      options: D.LETTER_FORMATS,
    });
    const updates = Q.choices({
      type: "checkbox",
      name: "updates",
      legend: "Updates and reminders",
      hint: "Select all that apply.",
      value: [prefs.statusEmails ? "status" : "", prefs.expiryReminder ? "expiry" : "", prefs.texts ? "texts" : ""],
      options: [
        { value: "status", label: "Email me when the status of an application changes" },
        { value: "expiry", label: "Remind me 8 weeks before a badge expires" },
        {
          value: "texts",
          label: "Send me text message updates",
          reveals: Q.textInput({ id: "updates-mobile", label: "Mobile phone number", type: "tel", value: prefs.mobile, width: "w20" }),
        },
      ],
    });
    const details = [
      ["Name", D.USER.name],
      ["Email address", D.USER.email],
      ["Phone", D.USER.phone],
      ["Address", D.USER.address],
    ]
      .map(function (row) {
        return '<div class="summary-list__row"><dt class="summary-list__key">' + row[0] + '</dt><dd class="summary-list__value">' +
          esc(row[1]) + "</dd></div>";
      })
      .join("");
    const main =
      '<div id="settings-status" role="status"></div>' +
      '<div id="settings-errors"></div>' +
      '<h1 class="heading-xl">Account settings</h1>' +
      '<h2 class="heading-m">Contact preferences</h2>' +
      '<form id="preferences-form" novalidate>' + letters + updates +
      '<button type="submit" class="button" id="save-preferences">Save preferences</button></form>' +
      '<h2 class="heading-m">Your details</h2><dl class="summary-list">' + details + "</dl>" +
      '<p>To change your name or address, <a href="#/help" id="settings-contact">contact the Blue Badge helpline</a>.</p>' +
      '<hr class="section-break"><h2 class="heading-m">Delete your account</h2>' +
      "<p>This removes your account and any applications you have not sent. Badges you already have are not affected.</p>" +
      '<button type="button" class="button button--warning" id="delete-account">Delete account</button>' +
      '<dialog id="delete-account-dialog" class="dialog" aria-labelledby="delete-account-title" aria-describedby="delete-account-description">' +
      '<h2 class="heading-m" id="delete-account-title">Delete your account?</h2>' +
      '<p id="delete-account-description">Your account and the applications you have not sent will be deleted. You cannot undo this.</p>' +
      '<div class="button-group"><button type="button" class="button button--warning" id="delete-account-confirm">Yes, delete my account</button>' +
      '<button type="button" class="button button--secondary" id="delete-account-cancel" autofocus>No, keep my account</button></div></dialog>';
    return {
      title: "Account settings",
      nav: null,
      before: U.breadcrumbs(HOME_CRUMBS.concat([["Your account", "#/account/applications"]])),
      html: U.twoThirds(main, U.related([["Your account", [
        ["Your applications", "#/account/applications", "settings-related-applications"],
        ["Help and contact", "#/help", "settings-related-help"],
      ]]])),
      after: setupSettings,
    };
  }

  function setupSettings(main) {
    const state = S.load();
    const form = main.querySelector("#preferences-form");
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      const letters = form.querySelector('input[name="letters"]:checked').value;
      const ticked = function (value) {
        return form.querySelector("#updates-" + value).checked;
      };
      const mobile = form.querySelector("#updates-mobile").value.trim();
      const errorsBox = main.querySelector("#settings-errors");
      if (ticked("texts") && !/^\+?[0-9 ]{10,16}$/.test(mobile)) {
        errorsBox.innerHTML = U.errorSummary([{ id: "updates-mobile", message: mobile ? "Enter a mobile phone number, like 07700 900 982" : "Enter a mobile phone number for text message updates" }]);
        errorsBox.firstChild.focus();
        return;
      }
      errorsBox.innerHTML = "";
      state.prefs = { letters: letters, statusEmails: ticked("status"), expiryReminder: ticked("expiry"), texts: ticked("texts"), mobile: mobile };
      S.save();
      const format = D.LETTER_FORMATS.filter(function (f) {
        return f.value === letters;
      })[0].label;
      main.querySelector("#settings-status").innerHTML = U.notification({
        id: "preferences-saved",
        success: true,
        html: '<p class="notification__heading">Your contact preferences have been saved.</p><p>Letters will be sent in: ' + esc(format) + ".</p>",
      });
      window.scrollTo(0, 0);
    });
    const dialog = main.querySelector("#delete-account-dialog");
    main.querySelector("#delete-account").addEventListener("click", function (event) {
      window.BBWidgets.openDialog(dialog, event.currentTarget);
    });
    main.querySelector("#delete-account-cancel").addEventListener("click", function () {
      window.BBWidgets.closeDialog(dialog);
    });
    main.querySelector("#delete-account-confirm").addEventListener("click", function () {
      window.BBWidgets.closeDialog(dialog);
      window.BBApp.signOut("Your account has been deleted");
    });
  }

  // ---------- Help, feedback, cookies and legal pages ----------

  function help() {
    const hours = [["Monday to Friday", "8am to 6pm"], ["Saturday", "9am to 1pm"], ["Sunday and public holidays", "Closed"]]
      .map(function (row) {
        return '<tr><th scope="row">' + row[0] + "</th><td>" + row[1] + "</td></tr>";
      })
      .join("");
    const faqs = [
      ["How long will it take to get a decision?", "<p>Most councils decide within 12 weeks. See the <a href=\"#/guidance/fees\" id=\"help-fees\">decision times for each council</a>.</p>"],
      ["Can someone apply for me?", "<p>Yes. A relative, carer or professional can apply for you. They’ll need your National Insurance number and details of your condition.</p>"],
      ["Can I get the form in another format?", "<p>Call the helpline to get the form in large print, Braille, easy read or as an audio recording.</p>"],
      ["My badge is about to expire. What should I do?", "<p>Apply to renew it up to 12 weeks before it expires. Use the same service as for a new badge.</p>"],
    ]
      .map(function (faq, i) {
        return '<details class="details"><summary id="faq-' + i + '">' + faq[0] + '</summary><div class="details__text">' + faq[1] + "</div></details>";
      })
      .join("");
    return {
      title: "Help and contact",
      nav: "help",
      before: U.breadcrumbs(HOME_CRUMBS),
      html: U.twoThirds(
        '<h1 class="heading-xl">Help and contact</h1>' +
          '<h2 class="heading-m">Blue Badge helpline</h2>' +
          '<p>Telephone: <strong>' + D.HELPLINE + "</strong><br>Textphone: " + D.TEXTPHONE + "<br>Video relay: available through the Westmere Relay app</p>" +
          '<table class="table"><caption class="visually-hidden">Helpline opening hours</caption><thead><tr><th scope="col">Day</th><th scope="col">Opening hours</th></tr></thead><tbody>' +
          hours + "</tbody></table>" +
          "<p>Calls cost the same as a call to a local number. The helpline can tell you about your application, but your council makes the decision.</p>" +
          '<h2 class="heading-m">Contact your council</h2>' +
          '<p>Find <a href="#/guidance/fees" id="help-council-phones">your council’s phone number</a> in the table of fees and decision times.</p>' +
          '<h2 class="heading-m">Common questions</h2>' + faqs,
        guidanceAside("help-related")
      ),
    };
  }

  function feedback() {
    const Q = window.BBQuestions;
    const radios = Q.choices({
      type: "radio",
      name: "satisfaction",
      legend: "Overall, how did you feel about the service you used today?",
      value: "",
      options: [
        { value: "very-satisfied", label: "Very satisfied" },
        { value: "satisfied", label: "Satisfied" },
        { value: "neutral", label: "Neither satisfied nor dissatisfied" },
        { value: "dissatisfied", label: "Dissatisfied" },
        { value: "very-dissatisfied", label: "Very dissatisfied" },
      ],
    });
    return {
      title: "Give feedback",
      nav: null,
      before: U.breadcrumbs(HOME_CRUMBS),
      html: U.twoThirds(
        '<div id="feedback-errors"></div><h1 class="heading-xl">Give feedback on Apply for a Blue Badge</h1>' +
          '<form id="feedback-form" novalidate>' + radios +
          '<div class="form-group"><label class="label" for="feedback-text">How could we improve this service? (optional)</label>' +
          '<div class="hint" id="feedback-text-hint">Do not include personal or financial information, like your National Insurance number.</div>' +
          '<textarea class="textarea" id="feedback-text" rows="5" aria-describedby="feedback-text-hint"></textarea></div>' +
          '<button type="submit" class="button" id="send-feedback">Send feedback</button></form>'
      ),
      after: function (main) {
        main.querySelector("#feedback-form").addEventListener("submit", function (event) {
          event.preventDefault();
          if (!main.querySelector('input[name="satisfaction"]:checked')) {
            const box = main.querySelector("#feedback-errors");
            box.innerHTML = U.errorSummary([{ id: "satisfaction-very-satisfied", message: "Select how you feel about the service" }]);
            box.firstChild.focus();
            return;
          }
          window.location.hash = "#/feedback/sent";
        });
      },
    };
  }

  function feedbackSent() {
    return simplePage("Thank you for your feedback", null,
      '<div class="panel"><h1 class="panel__title">Thank you for your feedback</h1></div>' +
        "<p>We read all feedback to make this service better. We cannot reply to feedback.</p>" +
        '<p><a href="#/start" id="feedback-back">Return to Apply for a Blue Badge</a></p>');
  }

  function cookies() {
    const state = S.load();
    const chosen = state.cookies || { analytics: false, settings: false };
    const Q = window.BBQuestions;
    function yesNo(name, legend, on) {
      return Q.choices({
        type: "radio",
        name: name,
        legend: legend,
        value: on ? "yes" : "no",
        options: [{ value: "yes", label: "Yes" }, { value: "no", label: "No" }],
      });
    }
    const essential = [
      ["westmere_session", "Keeps you signed in and remembers your answers", "When you close the browser"],
      ["cookies_policy", "Saves your cookie consent settings", "1 year"],
      ["westmere_csrf", "Protects the forms from misuse", "When you close the browser"],
    ]
      .map(function (row) {
        return "<tr><td><code>" + row[0] + "</code></td><td>" + row[1] + "</td><td>" + row[2] + "</td></tr>";
      })
      .join("");
    return {
      title: "Cookies",
      nav: null,
      before: U.breadcrumbs(HOME_CRUMBS),
      html: U.twoThirds(
        '<div id="cookies-status" role="status"></div>' +
          '<h1 class="heading-xl">Cookies</h1>' +
          "<p>Cookies are small files saved on your phone, tablet or computer when you visit a website. We use cookies to make this service work and to collect information about how you use it.</p>" +
          '<h2 class="heading-m">Essential cookies</h2><p>These cookies make the service work. They do not need your consent.</p>' +
          '<table class="table"><caption class="visually-hidden">Essential cookies</caption><thead><tr><th scope="col">Name</th><th scope="col">Purpose</th><th scope="col">Expires</th></tr></thead><tbody>' +
          essential + "</tbody></table>" +
          '<h2 class="heading-m">Change your cookie settings</h2>' +
          '<form id="cookies-form" novalidate>' +
          '<h3 class="heading-s">Cookies that measure website use</h3><p>We use analytics software to count visits and see which pages are used, so we can improve the service. No information identifies you.</p>' +
          yesNo("cookies-analytics", "Do you want to accept analytics cookies?", chosen.analytics) +
          '<h3 class="heading-s">Cookies that remember your settings</h3><p>These remember settings such as text size and whether you have seen a message, so you do not need to set them again.</p>' +
          yesNo("cookies-settings", "Do you want to accept cookies that remember your settings?", chosen.settings) +
          '<button type="submit" class="button" id="save-cookies">Save cookie settings</button></form>'
      ),
      after: function (main) {
        main.querySelector("#cookies-form").addEventListener("submit", function (event) {
          event.preventDefault();
          const form = event.target;
          state.cookies = {
            analytics: form.querySelector("#cookies-analytics-yes").checked,
            settings: form.querySelector("#cookies-settings-yes").checked,
          };
          state.cookieBannerHidden = true;
          S.save();
          window.BBApp.refreshCookieBanner();
          main.querySelector("#cookies-status").innerHTML = U.notification({
            id: "cookies-saved",
            success: true,
            html: '<p class="notification__heading">You’ve set your cookie preferences.</p><p>' +
              "Analytics cookies: " + (state.cookies.analytics ? "on" : "off") + ". Cookies that remember your settings: " +
              (state.cookies.settings ? "on" : "off") + '.</p><p><a href="#/start" id="cookies-go-back">Go back to the start page</a></p>',
          });
          window.scrollTo(0, 0);
        });
      },
    };
  }

  function simplePage(title, nav, html) {
    return { title: title, nav: nav, before: U.breadcrumbs(HOME_CRUMBS), html: U.twoThirds(html) };
  }

  function accessibility() {
    return simplePage("Accessibility statement", null,
      '<h1 class="heading-xl">Accessibility statement for Apply for a Blue Badge</h1>' +
        "<p>This service is run by the Westmere Department for Transport. We want as many people as possible to be able to use it. For example, you should be able to:</p>" +
        '<ul class="list"><li>zoom in up to 400% without the text spilling off the screen</li><li>navigate the whole service using just a keyboard</li>' +
        "<li>navigate most of the service using speech recognition software</li><li>listen to the service using a screen reader</li></ul>" +
        '<h2 class="heading-m">How accessible this service is</h2>' +
        "<p>We tested the service on 9 February 2026. We know some parts are not fully accessible:</p>" +
        '<ul class="list"><li>the count of councils above the fees table is not announced when you filter the table</li>' +
        "<li>some guidance links open documents from councils that are not accessible</li></ul>" +
        '<h2 class="heading-m">Reporting accessibility problems</h2>' +
        '<p>If you find a problem that is not listed here, <a href="#/help" id="accessibility-contact">contact the Blue Badge helpline</a>. We’ll reply within 5 working days.</p>');
  }

  function privacy() {
    return simplePage("Privacy notice", null,
      '<h1 class="heading-xl">Privacy notice</h1>' +
        "<p>The Westmere Department for Transport is the controller for the personal information you give in this service. Your council is the controller once it receives your application.</p>" +
        '<h2 class="heading-m">What we collect</h2><p>Your name, date of birth, National Insurance number, address, contact details and information about your health and benefits.</p>' +
        '<h2 class="heading-m">Why we collect it</h2><p>To check whether you can get a Blue Badge, to send your application to your council and to prevent fraud.</p>' +
        '<h2 class="heading-m">How long we keep it</h2><p>Applications you have not sent are deleted after 28 days. Sent applications are kept by your council for 3 years after the badge expires.</p>' +
        '<p><a href="#/help" id="privacy-contact">Contact us</a> to ask for a copy of your information.</p>');
  }

  function terms() {
    return simplePage("Terms and conditions", null,
      '<h1 class="heading-xl">Terms and conditions</h1>' +
        "<p>By using this service you agree to give information that is true and complete to the best of your knowledge.</p>" +
        "<p>Giving false information to get a Blue Badge is an offence. Your council may check your answers with other government departments.</p>" +
        '<p>Read the <a href="#/privacy" id="terms-privacy">privacy notice</a> to find out how we use your information.</p>');
  }

  function signedOut(message) {
    return simplePage("You have signed out", null,
      '<h1 class="heading-xl">' + esc(message || "You have signed out") + "</h1>" +
        "<p>Applications you saved are kept for 28 days.</p>" +
        '<p><a href="#/start" class="button" id="sign-in-again">Sign in</a></p>');
  }

  function notFound() {
    return simplePage("Page not found", null,
      '<h1 class="heading-xl">Page not found</h1><p>If you typed the web address, check it is correct.</p>' +
        '<p>You can <a href="#/start" id="not-found-start">go to the start of the service</a> or <a href="#/help" id="not-found-help">contact us</a>.</p>');
  }

  return {
    start: start,
    guidanceHub: guidanceHub,
    eligibility: eligibility,
    using: using,
    fees: fees,
    lost: lost,
    applications: applications,
    settings: settings,
    help: help,
    feedback: feedback,
    feedbackSent: feedbackSent,
    cookies: cookies,
    accessibility: accessibility,
    privacy: privacy,
    terms: terms,
    signedOut: signedOut,
    notFound: notFound,
    applicationName: applicationName,
  };
})();

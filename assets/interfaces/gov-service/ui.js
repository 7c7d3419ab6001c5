/* Small HTML builders shared by every page: escaping, dates, back links, breadcrumbs,
 * the error summary, notification banners and the related-content column. */
"use strict";

window.BBUi = (function () {
  const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December"];
  const DAY_MS = 24 * 60 * 60 * 1000;

  function esc(text) {
    return String(text === undefined || text === null ? "" : text)
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;");
  }

  /** "2026-04-01" -> "1 April 2026". */
  function formatDate(iso) {
    const parts = iso.split("-").map(Number);
    return parts[2] + " " + MONTHS[parts[1] - 1] + " " + parts[0];
  }

  /** Today's date in London as "2026-03-16" (the service's clock). */
  function todayIso() {
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit",
    }).formatToParts(new Date());
    const get = function (type) {
      return parts.filter(function (p) {
        return p.type === type;
      })[0].value;
    };
    return get("year") + "-" + get("month") + "-" + get("day");
  }

  /** The time now in London as "9:30am". */
  function timeNow() {
    const text = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London", hour: "numeric", minute: "2-digit", hour12: true,
    }).format(new Date());
    return text.replace(/\s/g, "").toLowerCase();
  }

  function daysUntil(iso) {
    const today = Date.parse(todayIso() + "T00:00:00Z");
    return Math.round((Date.parse(iso + "T00:00:00Z") - today) / DAY_MS);
  }

  function backLink(href, id) {
    return '<a href="' + href + '" class="back-link" id="' + (id || "back-link") + '">Back</a>';
  }

  /** `items`: [[label, href], ...]; the current page is not listed. */
  function breadcrumbs(items) {
    return (
      '<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>' +
      items
        .map(function (item) {
          return '<li><a href="' + item[1] + '">' + esc(item[0]) + "</a></li>";
        })
        .join("") +
      "</ol></nav>"
    );
  }

  /** Errors link to the field they are about; focus moves to the summary when shown. */
  function errorSummary(errors) {
    if (!errors.length) return "";
    return (
      '<div class="error-summary" id="error-summary" role="alert" tabindex="-1" aria-labelledby="error-summary-title">' +
      '<h2 class="error-summary__title" id="error-summary-title">There is a problem</h2>' +
      '<ul class="error-summary__list">' +
      errors
        .map(function (error) {
          const href = error.href || "#" + error.id;
          return '<li><a href="' + href + '">' + esc(error.message) + "</a></li>";
        })
        .join("") +
      "</ul></div>"
    );
  }

  /** A notification banner; `success` ones confirm an action the user just took. */
  function notification(opts) {
    return (
      '<div class="notification' + (opts.success ? " notification--success" : "") + '"' +
      (opts.role ? ' role="' + opts.role + '"' : "") + ' aria-labelledby="' + opts.id + '-title" id="' + opts.id + '">' +
      '<h2 class="notification__title" id="' + opts.id + '-title">' + (opts.success ? "Success" : "Important") + "</h2>" +
      '<div class="notification__content">' + opts.html + "</div></div>"
    );
  }

  /** `sections`: [[heading, [[label, href, id], ...]], ...]. */
  function related(sections) {
    return (
      '<aside class="related" aria-label="Related content">' +
      sections
        .map(function (section) {
          return (
            "<h2>" + esc(section[0]) + "</h2><ul>" +
            section[1]
              .map(function (link) {
                return '<li><a href="' + link[1] + '"' + (link[2] ? ' id="' + link[2] + '"' : "") + ">" +
                  esc(link[0]) + "</a></li>";
              })
              .join("") +
            "</ul>"
          );
        })
        .join("") +
      "</aside>"
    );
  }

  /** The guidance pages every guidance sidebar offers. */
  function guidanceLinks(prefix) {
    return [
      ["Who can get a Blue Badge", "#/guidance/eligibility", prefix + "-eligibility"],
      ["Using your Blue Badge", "#/guidance/using", prefix + "-using"],
      ["Fees and decision times by council", "#/guidance/fees", prefix + "-fees"],
      ["Lost, stolen or damaged badges", "#/guidance/lost", prefix + "-lost"],
    ];
  }

  function twoThirds(main, side) {
    return '<div class="grid-row"><div class="two-thirds">' + main + '</div><div class="one-third">' +
      (side || "") + "</div></div>";
  }

  return {
    esc: esc,
    formatDate: formatDate,
    todayIso: todayIso,
    timeNow: timeNow,
    daysUntil: daysUntil,
    backLink: backLink,
    breadcrumbs: breadcrumbs,
    errorSummary: errorSummary,
    notification: notification,
    related: related,
    guidanceLinks: guidanceLinks,
    twoThirds: twoThirds,
  };
})();

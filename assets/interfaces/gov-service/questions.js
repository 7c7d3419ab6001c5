/* The application's questions: one page each, with its fields, how its answers are read from
 * the form, how they are validated (error messages follow the service's style guide) and how
 * they are shown on "Check your answers". */
"use strict";

window.BBQuestions = (function () {
  const D = window.BB_DATA;
  const CONDITION_MAX = 500;

  const esc = window.BBUi.esc;

  // ---------- Field renderers ----------

  function errorFor(errors, ids) {
    const wanted = [].concat(ids);
    return errors.filter(function (e) {
      return wanted.indexOf(e.id) !== -1;
    })[0];
  }

  function errorMessage(id, error) {
    return error
      ? '<p class="error-message" id="' + id + '-error"><span class="visually-hidden">Error:</span> ' +
          esc(error.message) + "</p>"
      : "";
  }

  function describedBy(ids) {
    const list = ids.filter(Boolean);
    return list.length ? ' aria-describedby="' + list.join(" ") + '"' : "";
  }

  function group(inner, error) {
    return '<div class="form-group' + (error ? " form-group--error" : "") + '">' + inner + "</div>";
  }

  function textInput(opts) {
    const error = opts.error;
    const hintId = opts.hint ? opts.id + "-hint" : null;
    const label = opts.heading
      ? '<h1 class="heading-reset"><label class="label label--heading" for="' + opts.id + '">' +
        esc(opts.label) + "</label></h1>"
      : '<label class="label" for="' + opts.id + '">' + esc(opts.label) + "</label>";
    return group(
      label +
        (opts.hint ? '<div class="hint" id="' + hintId + '">' + opts.hint + "</div>" : "") +
        errorMessage(opts.id, error) +
        '<input class="input' + (opts.width ? " input--" + opts.width : "") +
        (error ? " input--error" : "") + '" id="' + opts.id + '" name="' + opts.id +
        '" type="' + (opts.type || "text") + '" value="' + esc(opts.value) + '"' +
        (opts.autocomplete ? ' autocomplete="' + opts.autocomplete + '"' : "") +
        (opts.spellcheck === false ? ' spellcheck="false"' : "") +
        (opts.inputmode ? ' inputmode="' + opts.inputmode + '"' : "") +
        (error ? ' aria-invalid="true"' : "") +
        describedBy([hintId, error ? opts.id + "-error" : null]) + ">",
      error
    );
  }

  /** Radios or checkboxes in a fieldset; `legend` is the page heading when `heading` is set. */
  function choices(opts) {
    const error = opts.error;
    const type = opts.type;
    const prefix = type === "radio" ? "radios" : "checkboxes";
    const hintId = opts.hint ? opts.name + "-hint" : null;
    const items = opts.options
      .map(function (option) {
        if (option.divider) return '<div class="radios__divider">' + esc(option.divider) + "</div>";
        const id = opts.name + "-" + option.value;
        const checked = [].concat(opts.value || []).indexOf(option.value) !== -1;
        // The hint sits outside the label so that it describes the option without naming it.
        const itemHint = option.hint
          ? '<div class="' + prefix + '__hint" id="' + id + '-item-hint">' + esc(option.hint) + "</div>"
          : "";
        let html =
          '<div class="' + prefix + '__item">' +
          '<input class="' + prefix + '__input" id="' + id + '" name="' + opts.name + '" type="' + type +
          '" value="' + option.value + '"' + (checked ? " checked" : "") +
          (option.reveals ? ' data-reveals="' + id + '-conditional" aria-controls="' + id + '-conditional"' : "") +
          (option.exclusive ? " data-exclusive" : "") +
          (option.hint ? ' aria-describedby="' + id + '-item-hint"' : "") + ">" +
          '<div><label class="' + prefix + '__label" for="' + id + '">' + esc(option.label) + "</label>" + itemHint + "</div></div>";
        if (option.reveals) {
          html += '<div class="conditional" id="' + id + '-conditional">' + option.reveals + "</div>";
        }
        return html;
      })
      .join("");
    const legend = opts.heading
      ? '<legend class="legend-heading"><h1 class="heading-reset">' + esc(opts.legend) + "</h1></legend>"
      : '<legend class="legend-m">' + esc(opts.legend) + "</legend>";
    return group(
      '<fieldset' + describedBy([hintId, error ? opts.name + "-error" : null]) + ">" + legend +
        (opts.hint ? '<div class="hint" id="' + hintId + '">' + esc(opts.hint) + "</div>" : "") +
        errorMessage(opts.name, error) +
        '<div class="' + prefix + '">' + items + "</div></fieldset>",
      error
    );
  }

  // ---------- Helpers for the applicant's wording ----------

  function you(ctx, self, other) {
    return ctx.self ? self : other;
  }

  function checked(form, name) {
    return Array.prototype.slice
      .call(form.querySelectorAll('input[name="' + name + '"]:checked'))
      .map(function (input) {
        return input.value;
      });
  }

  function field(form, id) {
    const element = form.querySelector("#" + id);
    return element ? element.value : "";
  }

  function labelOf(list, value) {
    const found = list.filter(function (item) {
      return item.value === value;
    })[0];
    return found ? found.label : "";
  }

  // ---------- Validation helpers ----------

  const POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;
  const NI_NUMBER = /^[A-Z]{2}[0-9]{6}[A-D]$/;
  const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const PHONE = /^\+?[0-9 ()-]{10,20}$/;

  const ALL_PARTS = ["day", "month", "year"];

  function validateDate(values, ctx) {
    const parts = { day: values.day.trim(), month: values.month.trim(), year: values.year.trim() };
    const missing = ["day", "month", "year"].filter(function (part) {
      return !parts[part];
    });
    if (missing.length === 3) {
      return [{ id: "dob-day", parts: ALL_PARTS, message: you(ctx, "Enter your date of birth", "Enter their date of birth") }];
    }
    if (missing.length) {
      return [{ id: "dob-" + missing[0], parts: missing, message: "Date of birth must include a " + missing.join(" and ") }];
    }
    const notNumber = ["day", "month", "year"].filter(function (part) {
      return !/^[0-9]+$/.test(parts[part]);
    });
    if (notNumber.length) {
      return [{ id: "dob-" + notNumber[0], parts: notNumber, message: "Date of birth must be a real date" }];
    }
    if (parts.year.length !== 4) {
      return [{ id: "dob-year", parts: ["year"], message: "Year must include 4 numbers" }];
    }
    const day = Number(parts.day);
    const month = Number(parts.month);
    const year = Number(parts.year);
    const date = new Date(Date.UTC(year, month - 1, day));
    if (month < 1 || month > 12 || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) {
      return [{ id: "dob-day", parts: ALL_PARTS, message: "Date of birth must be a real date" }];
    }
    if (date.getTime() >= Date.now()) {
      return [{ id: "dob-day", parts: ALL_PARTS, message: "Date of birth must be in the past" }];
    }
    if (year < 1900) {
      return [{ id: "dob-year", parts: ["year"], message: "Date of birth must be after 1900" }];
    }
    return [];
  }

  // ---------- The questions ----------

  const QUESTIONS = {
    who: {
      changeName: "who the application is for",
      summaryKey: "Applying for",
      heading: ["Who are you applying for?", "Who are you applying for?"],
      fields: function (v, errors, ctx, heading) {
        return choices({
          type: "radio",
          name: "who",
          legend: heading,
          heading: true,
          hint: "You can apply for someone else if you are their partner, relative, carer or a professional helping them.",
          value: v.who,
          error: errorFor(errors, ["who-myself"]),
          options: [
            { value: "myself", label: "Myself" },
            {
              value: "someone-else",
              label: "Someone else",
              reveals: textInput({
                id: "who-relationship",
                label: "What is your relationship to them?",
                hint: "For example, husband, daughter or support worker",
                value: v.relationship,
                width: "w20",
                error: errorFor(errors, ["who-relationship"]),
              }),
            },
          ],
        });
      },
      read: function (form) {
        return { who: checked(form, "who")[0] || "", relationship: field(form, "who-relationship") };
      },
      validate: function (v) {
        if (!v.who) return [{ id: "who-myself", message: "Select who you are applying for" }];
        if (v.who === "someone-else" && !v.relationship.trim()) {
          return [{ id: "who-relationship", message: "Enter your relationship to the person you are applying for" }];
        }
        return [];
      },
      summary: function (v) {
        return v.who === "myself" ? "Myself" : "Someone else (" + esc(v.relationship.trim()) + ")";
      },
    },

    name: {
      changeName: "name",
      summaryKey: "Name",
      heading: ["What is your name?", "What is their name?"],
      fields: function (v, errors, ctx, heading) {
        const options = ['<option value="">Select a title</option>']
          .concat(
            D.TITLES.map(function (title) {
              return '<option value="' + title + '"' + (v.title === title ? " selected" : "") + ">" + title + "</option>";
            })
          )
          .join("");
        return (
          '<fieldset aria-describedby="name-hint"><legend class="legend-heading"><h1 class="heading-reset">' +
          esc(heading) + "</h1></legend>" +
          '<div class="hint" id="name-hint">Enter the name as it appears on official documents, such as a passport or benefit letter.</div>' +
          group(
            '<label class="label" for="name-title">Title (optional)</label>' +
              '<select class="select" id="name-title" name="name-title">' + options + "</select>"
          ) +
          textInput({ id: "name-first", label: "First name", value: v.firstName, width: "w20",
            autocomplete: ctx.self ? "given-name" : "off", spellcheck: false,
            error: errorFor(errors, ["name-first"]) }) +
          textInput({ id: "name-last", label: "Last name", value: v.lastName, width: "w20",
            autocomplete: ctx.self ? "family-name" : "off", spellcheck: false,
            error: errorFor(errors, ["name-last"]) }) +
          "</fieldset>"
        );
      },
      read: function (form) {
        return { title: field(form, "name-title"), firstName: field(form, "name-first"), lastName: field(form, "name-last") };
      },
      validate: function (v, ctx) {
        const errors = [];
        if (!v.firstName.trim()) {
          errors.push({ id: "name-first", message: you(ctx, "Enter your first name", "Enter their first name") });
        }
        if (!v.lastName.trim()) {
          errors.push({ id: "name-last", message: you(ctx, "Enter your last name", "Enter their last name") });
        }
        return errors;
      },
      summary: function (v) {
        return esc([v.title, v.firstName.trim(), v.lastName.trim()].filter(Boolean).join(" "));
      },
    },

    dob: {
      changeName: "date of birth",
      summaryKey: "Date of birth",
      heading: ["What is your date of birth?", "What is their date of birth?"],
      fields: function (v, errors, ctx, heading) {
        const error = errorFor(errors, ["dob-day", "dob-month", "dob-year"]);
        function part(name, label, width) {
          const wrong = Boolean(error) && error.parts.indexOf(name) !== -1;
          return (
            '<div><label class="label" for="dob-' + name + '">' + label + "</label>" +
            '<input class="input input--' + width + (wrong ? " input--error" : "") + '" id="dob-' + name +
            '" name="dob-' + name + '" type="text" inputmode="numeric" value="' + esc(v[name]) + '"' +
            (ctx.self ? ' autocomplete="bday-' + name + '"' : "") + (wrong ? ' aria-invalid="true"' : "") + "></div>"
          );
        }
        return group(
          '<fieldset aria-describedby="dob-hint' + (error ? " dob-error" : "") + '">' +
            '<legend class="legend-heading"><h1 class="heading-reset">' + esc(heading) + "</h1></legend>" +
            '<div class="hint" id="dob-hint">For example, 27 3 1958</div>' +
            errorMessage("dob", error) +
            '<div class="date-input">' + part("day", "Day", "w2") + part("month", "Month", "w2") +
            part("year", "Year", "w4") + "</div></fieldset>",
          error
        );
      },
      read: function (form) {
        return { day: field(form, "dob-day"), month: field(form, "dob-month"), year: field(form, "dob-year") };
      },
      validate: validateDate,
      summary: function (v) {
        return window.BBUi.formatDate(v.year.trim() + "-" + v.month.trim() + "-" + v.day.trim());
      },
    },

    ni: {
      changeName: "National Insurance number",
      summaryKey: "National Insurance number",
      heading: ["What is your National Insurance number?", "What is their National Insurance number?"],
      fields: function (v, errors, ctx, heading) {
        return (
          textInput({
            id: "ni",
            label: heading,
            heading: true,
            hint: "It’s on the National Insurance card, a benefit letter, payslip or P60. For example, ‘QQ 12 34 56 C’.",
            value: v.ni,
            width: "w10",
            spellcheck: false,
            error: errorFor(errors, ["ni"]),
          }) +
          '<details class="details"><summary>' + you(ctx, "I do not know my National Insurance number",
            "I do not know their National Insurance number") + "</summary>" +
          '<div class="details__text"><p>You can find it in the Westmere Tax app or your personal tax account.</p>' +
          "<p>If you still cannot find it, call the National Insurance helpline on 01632 960 640. It’s open Monday to Friday, 8am to 6pm.</p></div></details>"
        );
      },
      read: function (form) {
        return { ni: field(form, "ni") };
      },
      validate: function (v, ctx) {
        const value = v.ni.replace(/\s+/g, "").toUpperCase();
        if (!value) {
          return [{ id: "ni", message: you(ctx, "Enter your National Insurance number", "Enter their National Insurance number") }];
        }
        if (!NI_NUMBER.test(value)) {
          return [{ id: "ni", message: "Enter a National Insurance number in the correct format" }];
        }
        return [];
      },
      summary: function (v) {
        const value = v.ni.replace(/\s+/g, "").toUpperCase();
        return value.replace(/^(..)(..)(..)(..)(.)$/, "$1 $2 $3 $4 $5");
      },
    },

    address: {
      changeName: "address",
      summaryKey: "Address",
      heading: ["What is your address?", "What is their address?"],
      fields: function (v, errors, ctx, heading) {
        return (
          '<fieldset><legend class="legend-heading"><h1 class="heading-reset">' + esc(heading) + "</h1></legend>" +
          textInput({ id: "address-line1", label: "Address line 1", value: v.line1, autocomplete: "address-line1",
            error: errorFor(errors, ["address-line1"]) }) +
          textInput({ id: "address-line2", label: "Address line 2 (optional)", value: v.line2,
            autocomplete: "address-line2" }) +
          textInput({ id: "address-town", label: "Town or city", value: v.town, width: "w20",
            autocomplete: "address-level2", error: errorFor(errors, ["address-town"]) }) +
          textInput({ id: "address-postcode", label: "Postcode", value: v.postcode, width: "w10",
            autocomplete: "postal-code", error: errorFor(errors, ["address-postcode"]) }) +
          "</fieldset>"
        );
      },
      read: function (form) {
        return {
          line1: field(form, "address-line1"),
          line2: field(form, "address-line2"),
          town: field(form, "address-town"),
          postcode: field(form, "address-postcode"),
        };
      },
      validate: function (v) {
        const errors = [];
        if (!v.line1.trim()) {
          errors.push({ id: "address-line1", message: "Enter address line 1, typically the building and street" });
        }
        if (!v.town.trim()) errors.push({ id: "address-town", message: "Enter town or city" });
        if (!v.postcode.trim()) errors.push({ id: "address-postcode", message: "Enter postcode" });
        else if (!POSTCODE.test(v.postcode.trim())) {
          errors.push({ id: "address-postcode", message: "Enter a real postcode" });
        }
        return errors;
      },
      summary: function (v) {
        return [v.line1, v.line2, v.town, v.postcode.toUpperCase()]
          .map(function (line) {
            return line.trim();
          })
          .filter(Boolean)
          .map(esc)
          .join("<br>");
      },
    },

    council: {
      changeName: "council",
      summaryKey: "Council",
      heading: ["Which council area do you live in?", "Which council area do they live in?"],
      fields: function (v, errors, ctx, heading) {
        const error = errorFor(errors, ["council"]);
        return group(
          '<h1 class="heading-reset"><label class="label label--heading" for="council">' + esc(heading) +
            "</label></h1>" +
            '<div class="hint" id="council-hint">This is the council that decides the application. Start typing, then choose the council from the list.</div>' +
            errorMessage("council", error) +
            '<div class="autocomplete"><input class="input' + (error ? " input--error" : "") +
            '" id="council" name="council" type="text" role="combobox" autocomplete="off" aria-autocomplete="list" aria-expanded="false" aria-controls="council-listbox"' +
            describedBy(["council-hint", error ? "council-error" : null]) + (error ? ' aria-invalid="true"' : "") +
            ' value="' + esc(v.council) + '">' +
            '<ul class="autocomplete__list" id="council-listbox" role="listbox" aria-label="Councils" hidden></ul>' +
            '<div class="visually-hidden" id="council-status" role="status" aria-live="polite"></div></div>',
          error
        ) + '<p class="small"><a href="#/guidance/fees" id="council-fees-link">See fees and decision times for each council</a></p>';
      },
      read: function (form) {
        return { council: field(form, "council") };
      },
      validate: function (v, ctx) {
        const value = v.council.trim();
        if (!value) {
          return [{ id: "council", message: you(ctx, "Enter the council area you live in", "Enter the council area they live in") }];
        }
        const known = D.COUNCILS.some(function (c) {
          return c.name.toLowerCase() === value.toLowerCase();
        });
        return known ? [] : [{ id: "council", message: "Select the council from the list" }];
      },
      summary: function (v) {
        const value = v.council.trim().toLowerCase();
        return esc(D.COUNCILS.filter(function (c) {
          return c.name.toLowerCase() === value;
        })[0].name);
      },
    },

    reason: {
      changeName: "reason for applying",
      summaryKey: "Main reason",
      heading: ["What is the main reason you are applying?", "What is the main reason they need a badge?"],
      fields: function (v, errors, ctx, heading) {
        return choices({
          type: "radio",
          name: "reason",
          legend: heading,
          heading: true,
          hint: "Select one option. You can tell us more about the condition on the next page.",
          value: v.reason,
          error: errorFor(errors, ["reason-walking"]),
          options: D.REASONS.map(function (r) {
            return { value: r.value, label: ctx.self ? r.self : r.other };
          }),
        });
      },
      read: function (form) {
        return { reason: checked(form, "reason")[0] || "" };
      },
      validate: function (v, ctx) {
        return v.reason
          ? []
          : [{ id: "reason-walking", message: you(ctx, "Select the main reason you are applying", "Select the main reason they need a badge") }];
      },
      summary: function (v, ctx) {
        const reason = D.REASONS.filter(function (r) {
          return r.value === v.reason;
        })[0];
        return esc(ctx.self ? reason.self : reason.other);
      },
    },

    condition: {
      changeName: "description of the condition",
      summaryKey: "How the condition affects them",
      heading: ["Describe how your condition affects you", "Describe how their condition affects them"],
      fields: function (v, errors, ctx, heading) {
        const error = errorFor(errors, ["condition"]);
        return group(
          '<h1 class="heading-reset"><label class="label label--heading" for="condition">' + esc(heading) +
            "</label></h1>" +
            '<div class="hint" id="condition-hint">Tell us how far ' + you(ctx, "you", "they") +
            " can walk, what makes walking difficult and any help " + you(ctx, "you need", "they need") +
            ". Do not send medical records.</div>" +
            errorMessage("condition", error) +
            '<textarea class="textarea' + (error ? " textarea--error" : "") + '" id="condition" name="condition" rows="6" data-maxlength="' +
            CONDITION_MAX + '"' + describedBy(["condition-hint", "condition-count", error ? "condition-error" : null]) +
            (error ? ' aria-invalid="true"' : "") + ">" + esc(v.condition) + "</textarea>" +
            '<div class="hint char-count" id="condition-count"></div>' +
            '<div class="visually-hidden" id="condition-count-live" aria-live="polite"></div>',
          error
        );
      },
      read: function (form) {
        return { condition: field(form, "condition") };
      },
      validate: function (v, ctx) {
        if (!v.condition.trim()) {
          return [{ id: "condition", message: you(ctx, "Describe how your condition affects you", "Describe how their condition affects them") }];
        }
        if (v.condition.length > CONDITION_MAX) {
          return [{ id: "condition", message: "Description must be " + CONDITION_MAX + " characters or fewer" }];
        }
        return [];
      },
      summary: function (v) {
        return esc(v.condition.trim());
      },
    },

    benefits: {
      changeName: "benefits",
      summaryKey: "Benefits",
      heading: ["Do you get any of these benefits?", "Do they get any of these benefits?"],
      fields: function (v, errors, ctx, heading) {
        return choices({
          type: "checkbox",
          name: "benefits",
          legend: heading,
          heading: true,
          hint: "Select all that apply.",
          value: v.benefits,
          error: errorFor(errors, ["benefits-pip"]),
          options: D.BENEFITS.concat([
            { divider: "or" },
            { value: "none", label: you(ctx, "No, I do not get any of these benefits", "No, they do not get any of these benefits"), exclusive: true },
          ]),
        });
      },
      read: function (form) {
        return { benefits: checked(form, "benefits") };
      },
      validate: function (v, ctx) {
        return v.benefits.length
          ? []
          : [{
              id: "benefits-pip",
              message: you(ctx, "Select the benefits you get, or select ‘No, I do not get any of these benefits’",
                "Select the benefits they get, or select ‘No, they do not get any of these benefits’"),
            }];
      },
      summary: function (v) {
        if (v.benefits.indexOf("none") !== -1) return "None of these";
        return v.benefits
          .map(function (value) {
            return esc(labelOf(D.BENEFITS, value));
          })
          .join("<br>");
      },
    },

    contact: {
      changeName: "contact details",
      summaryKey: "Contact",
      heading: ["How should we contact you about your application?", "How should we contact you about this application?"],
      fields: function (v, errors, ctx, heading) {
        return choices({
          type: "radio",
          name: "contact",
          legend: heading,
          heading: true,
          hint: "We’ll only contact you about this application, for example if the council needs more information.",
          value: v.method,
          error: errorFor(errors, ["contact-email"]),
          options: [
            {
              value: "email",
              label: "Email",
              reveals: textInput({ id: "contact-email-address", label: "Email address", type: "email", value: v.email,
                width: "w20", autocomplete: "email", spellcheck: false, error: errorFor(errors, ["contact-email-address"]) }),
            },
            {
              value: "phone",
              label: "Phone",
              reveals: textInput({ id: "contact-phone-number", label: "Phone number", type: "tel", value: v.phone,
                width: "w20", autocomplete: "tel", hint: "For international numbers include the country code",
                error: errorFor(errors, ["contact-phone-number"]) }),
            },
            { value: "post", label: "Post to the home address" },
          ],
        });
      },
      read: function (form) {
        return {
          method: checked(form, "contact")[0] || "",
          email: field(form, "contact-email-address"),
          phone: field(form, "contact-phone-number"),
        };
      },
      validate: function (v) {
        if (!v.method) return [{ id: "contact-email", message: "Select how we should contact you" }];
        if (v.method === "email") {
          if (!v.email.trim()) return [{ id: "contact-email-address", message: "Enter an email address" }];
          if (!EMAIL.test(v.email.trim())) {
            return [{ id: "contact-email-address", message: "Enter an email address in the correct format, like name@example.com" }];
          }
        }
        if (v.method === "phone") {
          if (!v.phone.trim()) return [{ id: "contact-phone-number", message: "Enter a phone number" }];
          if (!PHONE.test(v.phone.trim())) {
            return [{ id: "contact-phone-number", message: "Enter a phone number, like 01632 960 001 or 07700 900 982" }];
          }
        }
        return [];
      },
      summary: function (v) {
        if (v.method === "email") return "Email: " + esc(v.email.trim());
        if (v.method === "phone") return "Phone: " + esc(v.phone.trim());
        return "Post to the home address";
      },
    },
  };

  const ORDER = ["who", "name", "dob", "ni", "address", "council", "reason", "condition", "benefits", "contact"];

  /** Wording context of an application: is the applicant the signed-in user? */
  function contextOf(answers) {
    const who = answers.who || {};
    const name = answers.name || {};
    return {
      self: who.who !== "someone-else",
      fullName: [name.firstName, name.lastName].filter(Boolean).join(" ").trim(),
    };
  }

  function emptyValues(key) {
    const empty = {
      who: { who: "", relationship: "" },
      name: { title: "", firstName: "", lastName: "" },
      dob: { day: "", month: "", year: "" },
      ni: { ni: "" },
      address: { line1: "", line2: "", town: "", postcode: "" },
      council: { council: "" },
      reason: { reason: "" },
      condition: { condition: "" },
      benefits: { benefits: [] },
      contact: { method: "", email: "", phone: "" },
    };
    return empty[key];
  }

  /** The question's page heading, worded for the applicant or for someone else. */
  function headingOf(key, ctx) {
    return QUESTIONS[key].heading[ctx.self ? 0 : 1];
  }

  function valuesOf(answers, key) {
    return Object.assign(emptyValues(key), answers[key] || {});
  }

  /** True when the saved answer to a question is complete and valid. */
  function isAnswered(answers, key) {
    return Boolean(answers[key]) && QUESTIONS[key].validate(valuesOf(answers, key), contextOf(answers)).length === 0;
  }

  return {
    QUESTIONS: QUESTIONS,
    ORDER: ORDER,
    contextOf: contextOf,
    headingOf: headingOf,
    valuesOf: valuesOf,
    isAnswered: isAnswered,
    textInput: textInput,
    choices: choices,
  };
})();

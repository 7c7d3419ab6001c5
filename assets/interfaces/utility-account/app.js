// Brightwell Energy: hash-routed account. Delegated listeners on the document, except the
// settings toggle, a div that listens for clicks itself (as many real toggles do).
(() => {
  const D = window.UTILITY_DATA;
  const view = document.getElementById("view");
  const phone = document.getElementById("phone");
  const toast = document.getElementById("toast");
  const chat = document.getElementById("chat");
  const chatLog = document.getElementById("chat-log");
  const quick = document.getElementById("quick-replies");
  const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
  const pounds = (n) => "£" + n.toLocaleString("en-GB", { minimumFractionDigits: 0 });
  const money = (n) => "£" + n.toFixed(2);

  const S = {
    remember: false, method: "sms", digits: ["", "", "", "", "", ""], codeError: "", rememberedDevice: false,
    showFor: "elec", openTariff: new Set(), switchTo: null, til: false, exitAck: false, switchError: "",
    openCharges: new Set(),
    dd: { amount: D.directDebit.amount, draft: "", error: "", pending: null, changed: false },
    meter: { tab: "submit", fuel: null, day: "", night: "", needsNight: false, error: "", check: false, done: null, date: "16 March 2026" },
    readings: D.readings.map((r) => r.slice()),
    settings: { paperless: false, reminders: false, remindBy: "Email", remindDay: "", saved: false },
    draftSettings: null,
    contact: { phone: D.customer.phone, email: D.customer.email, editing: false, draftPhone: "", error: "" },
    close: { why: "", day: "", month: "", year: "", reason: "", line1: "", town: "", postcode: "", error: "", step: 1 },
    chatStarted: false,
  };

  function setTitle(t) { document.title = `${t} | Brightwell Energy`; }
  function showToast(text) { toast.textContent = text; toast.classList.add("shown"); setTimeout(() => toast.classList.remove("shown"), 6000); }

  // ---------- sign-in ----------
  function signIn() {
    setTitle("Sign in");
    return `<div class="narrow"><h1>Sign in to your account</h1>
      <label for="email">Email address</label><input id="email" type="email" value="${D.customer.email}" autocomplete="username">
      <label for="password">Password</label><input id="password" type="password" value="elm-grove-2019" autocomplete="current-password">
      <p><a href="#/help">Forgotten your password?</a></p>
      <button type="button" class="primary" id="sign-in-button" data-act="sign-in">Sign in</button>
      <p class="faint">New to Brightwell? <a href="#/help">Create an online account</a></p></div>`;
  }

  function codeMethod() {
    setTitle("Confirm it's you");
    return `<div class="narrow"><h1>Confirm it's you</h1><p>We need to send you a security code.</p>
      <fieldset><legend>How should we send it?</legend>
      <label class="radio"><input type="radio" name="method" value="sms" id="method-sms"${S.method === "sms" ? " checked" : ""}> Text message to ${D.customer.maskedMobile}</label>
      <label class="radio"><input type="radio" name="method" value="call" id="method-call"${S.method === "call" ? " checked" : ""}> Automated phone call to ${D.customer.maskedMobile}</label></fieldset>
      <button type="button" class="primary" id="send-code" data-act="send-code">Send code</button></div>`;
  }

  function codeEntry() {
    setTitle("Enter your code");
    return `<div class="narrow"><h1>Enter your code</h1><p>We've sent a 6-digit code to ${D.customer.maskedMobile}. It expires in 10 minutes.</p>
      <div class="otp" id="otp">${S.digits.map((d, i) => `<input class="otp-box" id="otp-${i}" inputmode="numeric" maxlength="6" autocomplete="${i === 0 ? "one-time-code" : "off"}" value="${d}">`).join("")}</div>
      <p class="error-text" id="code-error">${S.codeError}</p>
      <label class="check"><input type="checkbox" id="remember-device"${S.remember ? " checked" : ""}> Remember this device for 30 days</label>
      <p class="faint">Don't tick this on a shared or public computer.</p>
      <button type="button" class="primary" id="verify-code" data-act="verify">Verify</button>
      <p><a href="#/sign-in/method" id="resend">I didn't get a code</a></p></div>`;
  }

  function showSms() {
    phone.innerHTML = `<p class="phone-head">Messages · now</p><p class="phone-from">Brightwell</p><p>Your Brightwell sign-in code is ${D.code}. It expires in 10 minutes. We will never call you to ask for it.</p>`;
    phone.hidden = false;
  }

  // ---------- pages ----------
  function overview() {
    setTitle("Overview");
    const latest = D.bills[0];
    return `<h1>Hello, ${D.customer.first}</h1><p class="muted">${D.customer.address} · Dual fuel · ${D.tariffs.find((t) => t.id === D.tariff).name}</p>
      <div class="cards"><section class="card"><h2>Latest bill</h2><p class="big">${latest.amount}</p><p>Issued ${latest.issued}. ${latest.status}.</p><a href="#/bills/${latest.id}">View</a></section>
      <section class="card"><h2>Direct Debit</h2><p class="big">${money(S.dd.amount)} a month</p><p>Next collection: 16 March 2026</p><a href="#/payments">Manage</a></section>
      <section class="card"><h2>Meter readings</h2><p>We estimated your last electricity and gas bills. Send readings to keep your bills accurate.</p><a href="#/meter" id="overview-meter-link">Click here</a></section></div>
      <h2>Your energy use</h2><img src="img/usage.svg" width="480" height="160">
      <p class="faint">Usage shown in kWh for electricity and gas combined.</p>`;
  }

  function bills() {
    setTitle("Bills");
    return `<h1>Bills</h1><table class="data"><thead><tr><th>Bill date</th><th>Energy used</th><th>Amount</th><th>Status</th><th></th></tr></thead><tbody>
      ${D.bills.map((b) => `<tr><td>${b.issued}</td><td>${b.period}</td><td>${b.amount}</td><td>${b.status}</td><td><a href="#/bills/${b.id}" id="bill-${b.id}">View</a></td></tr>`).join("")}</tbody></table>`;
  }

  function charges(b, fuel) {
    const c = b[fuel];
    const total = Number(c.total.replace(/[£,]/g, ""));
    const net = Math.round((total / 1.05) * 100) / 100;
    const standing = Number(c.standing.replace(/[£,]/g, ""));
    const open = S.openCharges.has(fuel);
    return `<div class="charges"><button type="button" class="disclosure" id="charges-${fuel}" data-act="charges" data-fuel="${fuel}">${fuel === "elec" ? "Electricity" : "Gas"} charges <span class="right">${c.total}</span></button>
      ${open ? `<table class="data small"><tbody><tr><th>Energy used</th><td>${c.kwh}</td></tr><tr><th>Reading type</th><td>${c.reading}</td></tr>
      <tr><th>Energy charge</th><td>${money(net - standing)}</td></tr><tr><th>Standing charge</th><td>${c.standing}</td></tr><tr><th>VAT at 5%</th><td>${money(total - net)}</td></tr>
      <tr><th>Total ${fuel === "elec" ? "electricity" : "gas"}</th><td>${c.total}</td></tr></tbody></table>` : ""}</div>`;
  }

  function bill(id) {
    const b = D.bills.find((x) => x.id === id);
    if (!b) return notFound();
    setTitle(`Bill of ${b.issued}`);
    return `<p class="crumbs"><a href="#/bills">Bills</a></p><h1>Your bill of ${b.issued}</h1><p>For energy used from ${b.period}.</p>
      <dl class="facts"><dt>Total</dt><dd id="bill-total">${b.amount}</dd><dt>Status</dt><dd id="bill-status">${b.status}</dd></dl>
      ${charges(b, "elec")}${charges(b, "gas")}<p><a href="#/help">Download PDF</a></p>`;
  }

  function payments() {
    setTitle("Payments");
    const dd = S.dd;
    let body;
    if (dd.pending === "edit") {
      body = `<h2>Change your monthly amount</h2><label for="dd-amount">New monthly amount (£)</label><input id="dd-amount" inputmode="decimal" value="${esc(dd.draft)}">
        <p class="error-text" id="dd-error">${dd.error}</p>
        <button type="button" class="primary" id="dd-continue" data-act="dd-continue">Continue</button> <button type="button" class="link-button" data-act="dd-cancel">Cancel</button>`;
    } else if (dd.pending === "check") {
      const v = Number(dd.draft);
      const owe = Math.round((D.directDebit.recommended - v) * 12);
      body = `<h2>Check your new amount</h2><div class="warning" id="dd-warning"><p>Our recommended amount for you is £${D.directDebit.recommended} a month.</p>
        <p>If you pay ${money(v)} a month, you could owe about ${pounds(owe)} by your annual review on ${D.directDebit.review}.</p></div>
        <button type="button" class="primary" id="dd-confirm" data-act="dd-confirm">Confirm new amount</button> <button type="button" class="link-button" id="dd-keep" data-act="dd-cancel">Keep £${D.directDebit.recommended}</button>`;
    } else {
      body = `${dd.changed ? `<p class="success" id="dd-success">Your Direct Debit will be ${money(dd.amount)} a month from 16 April 2026. The 16 March payment stays at £162.00.</p>` : ""}
        <button type="button" class="secondary" id="dd-change" data-act="dd-change">Change amount</button>`;
    }
    return `<h1>Payments</h1><section class="card wide"><h2>Your Direct Debit</h2><p class="big" id="dd-amount-now">${money(dd.amount)} a month</p>
      <p>Collected on the ${D.directDebit.day} of each month from your ${D.directDebit.bank}.</p>${body}</section>
      <h2>Payment history</h2><table class="data"><thead><tr><th>Date</th><th>Method</th><th>Amount</th></tr></thead><tbody>${D.payments.map((p) => `<tr><td>${p[0]}</td><td>${p[1]}</td><td>${p[2]}</td></tr>`).join("")}</tbody></table>`;
  }

  function meter() {
    setTitle("Meter readings");
    const m = S.meter;
    const tabs = `<div class="tabs" role="tablist"><button type="button" role="tab" id="tab-submit" aria-selected="${m.tab === "submit"}" data-act="tab" data-tab="submit">Submit a reading</button>
      <button type="button" role="tab" id="tab-history" aria-selected="${m.tab === "history"}" data-act="tab" data-tab="history">Reading history</button></div>`;
    let body;
    if (m.tab === "history") {
      body = `<div role="tabpanel" aria-labelledby="tab-history"><table class="data" id="reading-history"><thead><tr><th>Date</th><th>Meter</th><th>Reading</th><th>Sent by</th></tr></thead><tbody>
        ${S.readings.map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td><td>${r[3]}</td></tr>`).join("")}</tbody></table></div>`;
    } else if (m.done) {
      body = `<div role="tabpanel" aria-labelledby="tab-submit"><div class="success" id="reading-done"><p>Thanks, we've got your ${m.done}. Reference ${m.fuel === "gas" ? "MR-7730142" : "MR-7730143"}.</p>
        <p>We'll use it on your next bill, due around 2 April 2026.</p></div></div>`;
    } else if (m.check) {
      const meterInfo = D.meters[m.fuel];
      const rows = m.fuel === "gas" ? `<tr><th>Gas (${meterInfo.serial})</th><td>${esc(m.day)}</td></tr>`
        : `<tr><th>Electricity day (${meterInfo.serial})</th><td>${esc(m.day)}</td></tr><tr><th>Electricity night (${meterInfo.serial})</th><td>${esc(m.night)}</td></tr>`;
      body = `<div role="tabpanel" aria-labelledby="tab-submit"><h2>Check your reading</h2><table class="data small" id="reading-check"><tbody>${rows}<tr><th>Date</th><td>${m.date}</td></tr></tbody></table>
        <button type="button" class="primary" id="reading-confirm" data-act="reading-confirm">Confirm and send</button> <button type="button" class="link-button" data-act="reading-change">Change</button></div>`;
    } else {
      const summary = m.error ? `<div class="error-summary" role="alert" id="reading-error"><h2>There is a problem</h2><p>${m.error}</p></div>` : "";
      body = `<div role="tabpanel" aria-labelledby="tab-submit">${summary}<fieldset><legend>Which meter?</legend>
        <label class="radio"><input type="radio" name="fuel" value="electricity" id="fuel-electricity"${m.fuel === "electricity" ? " checked" : ""}> Electricity (meter ${D.meters.electricity.serial})</label>
        <label class="radio"><input type="radio" name="fuel" value="gas" id="fuel-gas"${m.fuel === "gas" ? " checked" : ""}> Gas (meter ${D.meters.gas.serial})</label></fieldset>
        <label for="reading-main">${m.needsNight ? "Day reading (marked Normal, Day or 1)" : "Meter reading"}</label><input id="reading-main" inputmode="numeric" value="${esc(m.day)}">
        ${m.needsNight ? `<label for="reading-night">Night reading (marked Low, Night or 2)</label><input id="reading-night" inputmode="numeric" value="${esc(m.night)}">` : ""}
        <p class="faint">Enter the numbers from left to right, ignoring any red numbers or numbers after a decimal point.</p>
        <button type="button" class="primary" id="reading-submit" data-act="reading-submit">Submit reading</button></div>`;
    }
    return `<h1>Meter readings</h1>${tabs}${body}`;
  }

  function tariffs() {
    setTitle("Tariffs");
    const dual = S.showFor === "dual";
    const current = D.tariffs.find((t) => t.id === D.tariff);
    const rows = D.tariffs.map((t) => {
      const annual = dual ? t.dualAnnual : t.elecAnnual;
      const open = S.openTariff.has(t.id);
      return `<tr><th scope="row">${t.name}${t.id === D.tariff ? " (your tariff)" : ""}</th><td>${t.type}</td><td>${t.elecRate}</td><td>${t.elecStanding}</td>${dual ? `<td>${t.gasRate}</td><td>${t.gasStanding}</td>` : ""}<td>${pounds(annual)}</td>
        <td><button type="button" class="link-button" id="details-${t.id}" data-act="tariff-details" data-tariff="${t.id}">Details</button>
        ${t.id === D.tariff ? "" : `<button type="button" class="secondary small-button" id="choose-${t.id}" data-act="choose" data-tariff="${t.id}">Choose</button>`}</td></tr>
        ${open ? `<tr class="til" id="til-${t.id}"><td colspan="${dual ? 8 : 6}"><strong>Tariff information:</strong> ${t.type}. Ends: ${t.ends}. Exit fees: ${t.exitFee}. ${t.green}. Payment: monthly Direct Debit.</td></tr>` : ""}`;
    }).join("");
    return `<h1>Tariffs</h1><p>You're on <strong>${current.name}</strong>. Estimated costs use your usage over the last 12 months: 4,180 kWh of electricity and 11,600 kWh of gas.</p>
      <label for="show-for">Show prices for</label><select id="show-for"><option value="elec"${dual ? "" : " selected"}>Electricity only</option><option value="dual"${dual ? " selected" : ""}>Electricity and gas</option></select>
      <table class="data tariffs" id="tariff-table"><thead><tr><th>Tariff</th><th>Type</th><th>Electricity unit rate</th><th>Electricity standing charge (per day)</th>${dual ? "<th>Gas unit rate</th><th>Gas standing charge (per day)</th>" : ""}<th>Estimated yearly cost</th><th></th></tr></thead><tbody>${rows}</tbody></table>
      <p class="faint">Prices include VAT. Unit rates are per kWh.</p>`;
  }

  function switchPage(id, confirm) {
    const t = D.tariffs.find((x) => x.id === id);
    if (!t) return notFound();
    const current = D.tariffs.find((x) => x.id === D.tariff);
    const saving = current.dualAnnual - t.dualAnnual;
    setTitle(`Switch to ${t.name}`);
    if (confirm) {
      return `<p class="crumbs"><a href="#/tariffs">Tariffs</a></p><h1>Confirm your tariff switch</h1><dl class="facts" id="switch-summary">
        <dt>From</dt><dd>${current.name} (variable)</dd><dt>To</dt><dd>${t.name}, ${t.type.toLowerCase()}, ending ${t.ends}</dd>
        <dt>Estimated yearly cost</dt><dd>${pounds(t.dualAnnual)} for electricity and gas (${saving > 0 ? `about ${pounds(saving)} less than now` : `about ${pounds(-saving)} more than now`})</dd>
        <dt>Exit fees</dt><dd>${t.exitFee}</dd><dt>Starts</dt><dd>Thursday 19 March 2026</dd></dl>
        <p>You can cancel within 14 days without paying an exit fee.</p>
        <button type="button" class="primary" id="switch-tariff" data-act="switch">Switch tariff</button> <a href="#/tariffs" id="switch-cancel">Cancel</a>`;
    }
    return `<p class="crumbs"><a href="#/tariffs">Tariffs</a></p><h1>Switch to ${t.name}</h1>
      <dl class="facts"><dt>Type</dt><dd>${t.type}</dd><dt>Electricity</dt><dd>${t.elecRate} per kWh, ${t.elecStanding} a day</dd><dt>Gas</dt><dd>${t.gasRate} per kWh, ${t.gasStanding} a day</dd>
      <dt>Estimated yearly cost</dt><dd>${pounds(t.dualAnnual)}</dd></dl>
      <p class="error-text" id="switch-error">${S.switchError}</p>
      <div class="check"><input type="checkbox" id="til-read"${S.til ? " checked" : ""}><label for="til-read">I've read the <a href="#/help">Tariff Information Label</a></label></div>
      <div class="check"><input type="checkbox" id="exit-ack"${S.exitAck ? " checked" : ""}><label for="exit-ack">I understand there are exit fees: ${t.exitFee}</label></div>
      <button type="button" class="primary" id="switch-continue" data-act="switch-continue" data-tariff="${t.id}">Continue</button>`;
  }

  function account() {
    setTitle("Your account");
    const c = S.contact;
    const form = c.editing
      ? `<div class="card wide"><h2>Edit contact details</h2><label for="contact-phone">Contact phone</label><input id="contact-phone" value="${esc(c.draftPhone)}">
        <label for="contact-email">Email</label><input id="contact-email" value="${esc(c.email)}"><p class="error-text" id="contact-error">${c.error}</p>
        <button type="button" class="primary" id="save-contact" data-act="save-contact">Save changes</button> <button type="button" class="link-button" data-act="cancel-contact">Cancel</button></div>`
      : `<button type="button" class="secondary" id="edit-contact" data-act="edit-contact">Edit contact details</button>`;
    return `<h1>Your account</h1><dl class="facts" id="account-details"><dt>Name</dt><dd>${D.customer.name}</dd><dt>Account number</dt><dd>${D.customer.account}</dd>
      <dt>Supply address</dt><dd>${D.customer.address}</dd><dt>Mobile for security codes</dt><dd>${D.customer.maskedMobile}</dd><dt>Contact phone</dt><dd id="contact-phone-now">${esc(c.phone)}</dd><dt>Email</dt><dd>${esc(c.email)}</dd></dl>
      ${form}<h2>Moving or leaving</h2><ul><li><a href="#/account/close" id="close-link">Moving home or closing your account</a></li><li><a href="#/help">Add someone to your account</a></li></ul>`;
  }

  function closePage() {
    const c = S.close;
    setTitle("Moving home or closing your account");
    if (c.step === 3) {
      return `<h1>Check before you close your account</h1><dl class="facts" id="close-summary"><dt>Moving out of</dt><dd>${D.customer.address}</dd>
        <dt>Last day at the address</dt><dd>${esc(c.day)}/${esc(c.month)}/${esc(c.year)}</dd><dt>Final bill sent to</dt><dd>${esc(c.line1)}, ${esc(c.town)} ${esc(c.postcode)}</dd></dl>
        <p>Your account will close on your last day at the address. Send us meter readings on that day. We'll send your final bill within 6 weeks, then cancel your Direct Debit; any credit will be refunded.</p>
        <button type="button" class="danger" id="close-account" data-act="close-account">Close account</button> <a href="#/overview" id="close-cancel">Keep my account</a>`;
    }
    if (c.step === 2) {
      return `<h1>Where should we send your final bill?</h1><label for="fwd-line1">Address line 1</label><input id="fwd-line1" value="${esc(c.line1)}">
        <label for="fwd-town">Town or city</label><input id="fwd-town" value="${esc(c.town)}"><input id="fwd-postcode" placeholder="Postcode" value="${esc(c.postcode)}">
        <p class="error-text" id="close-error">${c.error}</p><button type="button" class="primary" id="close-continue-2" data-act="close-continue-2">Continue</button>`;
    }
    return `<p class="crumbs"><a href="#/account">Your account</a></p><h1>Moving home or closing your account</h1>
      <fieldset><legend>What's happening?</legend>
      <label class="radio"><input type="radio" name="why" value="moving" id="why-moving"${c.why === "moving" ? " checked" : ""}> I'm moving out of ${D.customer.address}</label>
      <label class="radio"><input type="radio" name="why" value="switching" id="why-switching"${c.why === "switching" ? " checked" : ""}> I'm switching to another supplier</label></fieldset>
      ${c.why === "switching" ? `<p class="info">You don't need to close your account. Your new supplier will tell us, and we'll send your final bill.</p>` : ""}
      ${c.why === "moving" ? `<fieldset class="date"><legend>When is your last day at the address?</legend><p class="faint">For example, 27 3 2026</p>
        <div><label for="move-day">Day</label><input id="move-day" class="w2" value="${esc(c.day)}"></div><div><label for="move-month">Month</label><input id="move-month" class="w2" value="${esc(c.month)}"></div><div><label for="move-year">Year</label><input id="move-year" class="w4" value="${esc(c.year)}"></div></fieldset>
        <label for="close-reason">Will you be moving your energy to your new home?</label><select id="close-reason">${["", "Yes, I'd like Brightwell at my new home", "No, I'll choose another supplier", "Not sure yet"].map((r) => `<option value="${r}"${c.reason === r ? " selected" : ""}>${r || "Choose an answer"}</option>`).join("")}</select>` : ""}
      <p class="error-text" id="close-error">${c.error}</p><button type="button" class="primary" id="close-continue" data-act="close-continue">Continue</button>`;
  }

  function settings() {
    setTitle("Settings");
    const s = S.draftSettings;
    return `<h1>Settings</h1><section class="card wide"><h2>Bills and letters</h2>
      <div class="toggle-row"><span>Paperless bills</span><div class="toggle${s.paperless ? " on" : ""}" id="paperless-toggle" tabindex="0"><span class="knob"></span></div><span class="toggle-state">${s.paperless ? "On" : "Off"}</span></div>
      <p class="faint">With paperless bills we email you when a bill is ready instead of posting it.</p></section>
      <section class="card wide"><h2>Meter reading reminders</h2><label class="check"><input type="checkbox" id="remind"${s.reminders ? " checked" : ""}> Remind me to read my meter every month</label>
      ${s.reminders ? `<label for="remind-by">Send the reminder by</label><select id="remind-by">${["Email", "Text message"].map((o) => `<option${s.remindBy === o ? " selected" : ""}>${o}</option>`).join("")}</select>
      <label for="remind-day">Day of the month</label><select id="remind-day">${["", "1st", "5th", "10th", "15th", "20th", "25th", "28th"].map((o) => `<option value="${o}"${s.remindDay === o ? " selected" : ""}>${o || "Choose a day"}</option>`).join("")}</select>` : ""}</section>
      <section class="card wide"><h2>Signing in</h2><p id="devices">${S.rememberedDevice ? "Remembered devices: Chrome on Linux, remembered until 15 April 2026. You won't be asked for a code on it." : "You have no remembered devices. We'll text you a code every time you sign in."}</p></section>
      <p class="error-text" id="settings-error"></p><button type="button" class="primary" id="save-settings" data-act="save-settings">Save settings</button>`;
  }

  function help() { setTitle("Help"); return `<h1>Help and support</h1><p>Most questions can be answered by our support chat, open every day from 8am to 8pm.</p>`; }
  function notFound() { setTitle("Page not found"); return `<h1>Page not found</h1>`; }

  // ---------- router ----------
  function route() {
    const parts = (location.hash || "#/overview").slice(2).split("/").filter(Boolean);
    const signedOut = parts[0] === "sign-in" || parts[0] === "signed-out";
    document.body.classList.toggle("signed-out", signedOut);
    if (parts[0] === "sign-in") return parts[1] === "method" ? codeMethod() : parts[1] === "code" ? codeEntry() : signIn();
    if (parts[0] === "signed-out") { setTitle("Signed out"); return `<h1>You've signed out</h1><p><a href="#/sign-in">Sign in again</a></p>`; }
    if (parts[0] === "bills") return parts[1] ? bill(parts[1]) : bills();
    if (parts[0] === "payments") return payments();
    if (parts[0] === "meter") return meter();
    if (parts[0] === "tariffs") return parts[1] === "switch" ? switchPage(parts[2], parts[3] === "confirm") : tariffs();
    if (parts[0] === "account") return parts[1] === "close" ? closePage() : account();
    if (parts[0] === "settings") return settings();
    if (parts[0] === "help") return help();
    return overview();
  }

  function bindToggle() {
    const t = document.getElementById("paperless-toggle");
    if (t) t.addEventListener("click", () => { S.draftSettings.paperless = !S.draftSettings.paperless; rerender(); });
  }

  function render() {
    if (location.hash.startsWith("#/settings")) S.draftSettings = { ...S.settings };
    view.innerHTML = route();
    bindToggle();
    const section = (location.hash.slice(2).split("/")[0]) || "overview";
    document.querySelectorAll("#main-nav a").forEach((a) => a.classList.toggle("active", a.dataset.section === section));
    if (location.hash === "#/sign-in/code") setTimeout(showSms, 250);
  }
  function rerender() { view.innerHTML = route(); bindToggle(); }
  window.addEventListener("hashchange", () => { render(); window.scrollTo(0, 0); });

  // ---------- chat ----------
  const CHAT = {
    start: { bot: `Hi ${D.customer.first}, I'm Bree, Brightwell's virtual assistant. What can I help you with today?`, replies: ["Bills and payments", "Meter readings", "Smart meters", "Moving home", "Talk to an adviser"] },
    "Bills and payments": { bot: "Sure. What would you like to know?", replies: ["Why has my bill gone up?", "When will my Direct Debit be taken?", "Can I spread the cost?"] },
    "Why has my bill gone up?": { bot: "Your latest bill, issued on 2 March, is £231.06. That's £18.89 more than your February bill (£212.17). You used more gas in February: 1,312 kWh against 1,151 kWh in January, about 14% more, most likely because of the cold weather. Your February gas and electricity were also estimated because we didn't get a reading, so sending a meter reading could change the amount.", replies: ["Can I spread the cost?", "Send a meter reading", "Something else"] },
    "Can I spread the cost?": { bot: "Yes. You can spread a bill over up to 6 months with a payment plan. There's no interest or fee, and your Direct Debit carries on as usual alongside it.", replies: ["Set up a payment plan", "No thanks"] },
    "When will my Direct Debit be taken?": { bot: "Your Direct Debit of £162.00 will be collected on Monday 16 March 2026 from your account ending 2290.", replies: ["Something else"] },
    "Meter readings": { bot: "You can send a reading on the Meter readings page. Would you like me to take you there?", replies: ["Yes, take me there", "Something else"] },
    "Smart meters": { bot: "What's happening with your smart meter?", replies: ["It isn't sending readings", "In-home display isn't working", "I'd like a smart meter"] },
    "It isn't sending readings": { bot: "Sorry about that. Smart meters sometimes lose their signal. Our smart meter team can check it remotely and call you to talk it through.", replies: ["Book a call back", "Something else"] },
    "Book a call back": { bot: "When suits you? These are the next free times:", replies: ["Tuesday 17 March, 8am to 12pm", "Tuesday 17 March, 12pm to 4pm", "Wednesday 18 March, 8am to 12pm"] },
    "Moving home": { bot: "You can tell us you're moving on the Your account page, under 'Moving home or closing your account'.", replies: ["Something else"] },
    "Talk to an adviser": { bot: "All our advisers are busy right now. The wait is about 25 minutes. I can book a call back instead.", replies: ["Book a call back", "Something else"] },
    "Something else": { bot: "What else can I help with?", replies: ["Bills and payments", "Meter readings", "Smart meters", "Moving home"] },
    "No thanks": { bot: "No problem. Is there anything else?", replies: ["Something else", "No, that's all"] },
    "No, that's all": { bot: "Thanks for chatting, Sam. Have a good day.", replies: [] },
    "Yes": { bot: "Done. Your call back is booked for Tuesday 17 March between 8am and 12pm, and we'll call 07700 900471. Your reference is CB-55120.", replies: ["Something else", "No, that's all"] },
    "Use a different number": { bot: "Please type the number you'd like us to call.", replies: [] },
  };
  const SLOT = (slot) => ({ bot: `We'll call you on ${slot}. Is 07700 900471 the best number to call?`, replies: ["Yes", "Use a different number"] });

  function addMessage(who, text) {
    const p = document.createElement("p");
    p.className = `msg msg-${who}`;
    p.innerHTML = `<span class="visually-hidden">${who === "bot" ? "Bree said:" : "You said:"} </span>${esc(text)}`;
    chatLog.appendChild(p);
    chatLog.scrollTop = chatLog.scrollHeight;
  }

  function botSay(key) {
    quick.innerHTML = "";
    const node = CHAT[key] || (key.includes("March,") ? SLOT(key) : { bot: "Sorry, I didn't catch that. Please choose one of the options.", replies: ["Something else"] });
    setTimeout(() => {
      addMessage("bot", node.bot);
      quick.innerHTML = node.replies.map((r, i) => `<button type="button" class="quick" id="quick-${i}" data-act="quick" data-reply="${esc(r)}">${esc(r)}</button>`).join("");
      chatLog.scrollTop = chatLog.scrollHeight;
    }, 250);
  }

  // ---------- events ----------
  const actions = {
    "sign-in": () => { location.hash = "#/sign-in/method"; },
    "send-code": () => { S.digits = ["", "", "", "", "", ""]; location.hash = "#/sign-in/code"; },
    verify: () => {
      if (S.digits.join("") !== D.code) { S.codeError = "That code doesn't match. Check the text message and try again."; rerender(); return; }
      S.codeError = "";
      S.rememberedDevice = S.remember;
      phone.hidden = true;
      location.hash = "#/overview";
    },
    "sign-out": () => { location.hash = "#/signed-out"; },
    charges: (el) => { const f = el.dataset.fuel; if (S.openCharges.has(f)) S.openCharges.delete(f); else S.openCharges.add(f); rerender(); },
    "dd-change": () => { S.dd.pending = "edit"; S.dd.draft = ""; rerender(); },
    "dd-cancel": () => { S.dd.pending = null; rerender(); },
    "dd-continue": () => {
      const v = Number(S.dd.draft.replace(/[£,\s]/g, ""));
      if (!v || v < 10) { S.dd.error = "Enter an amount of at least £10"; rerender(); return; }
      S.dd.draft = String(v); S.dd.error = ""; S.dd.pending = "check"; rerender();
    },
    "dd-confirm": () => { S.dd.amount = Number(S.dd.draft); S.dd.pending = null; S.dd.changed = true; rerender(); showToast("Direct Debit updated"); },
    tab: (el) => { S.meter.tab = el.dataset.tab; rerender(); },
    "reading-submit": () => {
      const m = S.meter;
      m.error = "";
      if (!m.fuel) m.error = "Choose which meter the reading is for.";
      else if (!/^\d{5}$/.test(m.day)) m.error = "Enter the reading as 5 numbers, for example 01234.";
      else if (m.fuel === "electricity" && !m.needsNight) {
        m.needsNight = true;
        m.error = `Your electricity meter ${D.meters.electricity.serial} records day and night units separately, so we need two readings from it. Enter the night reading too: it's the one marked Low, Night or 2 on the meter's display.`;
      } else if (m.fuel === "electricity" && !/^\d{5}$/.test(m.night)) m.error = "Enter the night reading as 5 numbers.";
      if (m.error) { rerender(); return; }
      m.check = true; rerender();
    },
    "reading-change": () => { S.meter.check = false; rerender(); },
    "reading-confirm": () => {
      const m = S.meter;
      m.check = false;
      m.done = m.fuel === "gas" ? `gas reading of ${m.day}` : `electricity readings: day ${m.day}, night ${m.night}`;
      S.readings.unshift(m.fuel === "gas" ? [m.date, "Gas", m.day, "You"] : [m.date, "Electricity", `Day ${m.day}, night ${m.night}`, "You"]);
      rerender();
    },
    "tariff-details": (el) => { const id = el.dataset.tariff; if (S.openTariff.has(id)) S.openTariff.delete(id); else S.openTariff.add(id); rerender(); },
    choose: (el) => { S.til = false; S.exitAck = false; S.switchError = ""; location.hash = `#/tariffs/switch/${el.dataset.tariff}`; },
    "switch-continue": (el) => {
      if (!S.til || !S.exitAck) { S.switchError = "Tick both boxes to continue."; rerender(); return; }
      location.hash = `#/tariffs/switch/${el.dataset.tariff}/confirm`;
    },
    switch: () => { D.tariff = location.hash.split("/")[3]; location.hash = "#/overview"; showToast("Your tariff switch has been requested."); },
    "edit-contact": () => { S.contact.editing = true; S.contact.draftPhone = S.contact.phone; rerender(); },
    "cancel-contact": () => { S.contact.editing = false; rerender(); },
    "save-contact": () => {
      const c = S.contact;
      if (!/^0\d{9,10}$/.test(c.draftPhone.replace(/\s/g, ""))) { c.error = "Enter a UK phone number, like 0114 496 0000"; rerender(); return; }
      c.phone = c.draftPhone; c.editing = false; c.error = ""; rerender(); showToast("Your contact details have been updated.");
    },
    "close-continue": () => {
      const c = S.close;
      c.error = "";
      if (!c.why) c.error = "Tell us what's happening.";
      else if (c.why === "switching") c.error = "You don't need to close your account if you're switching.";
      else if (!c.day || !c.month || !c.year) c.error = "Enter your last day at the address.";
      else if (!c.reason) c.error = "Tell us if you'll be moving your energy to your new home.";
      if (!c.error) c.step = 2;
      rerender();
    },
    "close-continue-2": () => {
      const c = S.close;
      c.error = !c.line1 || !c.town || !c.postcode ? "Enter the address for your final bill." : "";
      if (!c.error) c.step = 3;
      rerender();
    },
    "close-account": () => { location.hash = "#/signed-out"; },
    "save-settings": () => { S.settings = { ...S.draftSettings }; showToast("Your settings have been saved."); },
    "chat-open": () => {
      chat.hidden = false;
      if (!S.chatStarted) { S.chatStarted = true; botSay("start"); }
    },
    "chat-close": () => { chat.hidden = true; },
    quick: (el) => { const reply = el.dataset.reply; addMessage("user", reply); botSay(reply); },
    "chat-send": () => {
      const input = document.getElementById("chat-text");
      if (!input.value.trim()) return;
      addMessage("user", input.value.trim()); input.value = ""; botSay("?");
    },
  };

  document.addEventListener("click", (event) => {
    const el = event.target.closest("[data-act]");
    if (el && actions[el.dataset.act]) actions[el.dataset.act](el);
  });

  document.addEventListener("input", (event) => {
    const el = event.target;
    if (el.classList.contains("otp-box")) {
      const i = Number(el.id.slice(4));
      const typed = el.value.replace(/\D/g, "");
      if (typed.length > 1) {
        // A pasted (or autofilled) code: spread it over the boxes from this one on.
        typed.split("").slice(0, 6 - i).forEach((d, k) => { S.digits[i + k] = d; document.getElementById(`otp-${i + k}`).value = d; });
        document.getElementById(`otp-${Math.min(5, i + typed.length - 1)}`).focus();
      } else {
        S.digits[i] = typed;
        el.value = typed;
        if (typed && i < 5) document.getElementById(`otp-${i + 1}`).focus();
      }
      return;
    }
    const m = S.meter; const c = S.close;
    const fields = {
      "reading-main": () => { m.day = el.value.trim(); }, "reading-night": () => { m.night = el.value.trim(); },
      "dd-amount": () => { S.dd.draft = el.value; }, "contact-phone": () => { S.contact.draftPhone = el.value; },
      "contact-email": () => { S.contact.email = el.value; },
      "move-day": () => { c.day = el.value.trim(); }, "move-month": () => { c.month = el.value.trim(); }, "move-year": () => { c.year = el.value.trim(); },
      "fwd-line1": () => { c.line1 = el.value; }, "fwd-town": () => { c.town = el.value; }, "fwd-postcode": () => { c.postcode = el.value.toUpperCase(); },
    };
    if (fields[el.id]) fields[el.id]();
  });

  document.addEventListener("change", (event) => {
    const el = event.target;
    if (el.id === "remember-device") S.remember = el.checked;
    else if (el.name === "method") S.method = el.value;
    else if (el.name === "fuel") { S.meter.fuel = el.value; S.meter.needsNight = false; S.meter.error = ""; rerender(); }
    else if (el.id === "show-for") { S.showFor = el.value; rerender(); }
    else if (el.id === "til-read") S.til = el.checked;
    else if (el.id === "exit-ack") S.exitAck = el.checked;
    else if (el.name === "why") { S.close.why = el.value; S.close.error = ""; rerender(); }
    else if (el.id === "close-reason") S.close.reason = el.value;
    else if (el.id === "remind") { S.draftSettings.reminders = el.checked; rerender(); }
    else if (el.id === "remind-by") S.draftSettings.remindBy = el.value;
    else if (el.id === "remind-day") S.draftSettings.remindDay = el.value;
  });

  render();
})();

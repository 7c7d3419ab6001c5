// Crown Service Jobs: hash router, vacancy search, the application task list and its sections.

import { AGE_GROUPS, APPLICANT, DEVICE_FILES, ETHNIC_GROUPS, GRADES, JOBS, MONTHS, RELIGIONS } from "./data.js";

const STORAGE_KEY = "crown-jobs-v1";
const CLOSING_TIME = "11:55pm";
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function policyDraft() {
  return {
    job: "v1", started: "2026-03-09",
    personal: { status: "done", email: APPLICANT.email, phone: APPLICANT.phone, adjustments: "no", adjustmentDetail: "", interview: "either" },
    employment: { status: "progress", jobs: [{ employer: "Leeds City Council", title: "Council Tax Officer", startMonth: "2", startYear: "2024", endMonth: "", endYear: "", current: true, duties: "Answer council tax enquiries and set up payment plans." }], gaps: {} },
    documents: { status: "todo", cv: null, cover: null },
    statement: { status: "todo", text: "" },
    equality: { status: "todo" },
  };
}

function readyDraft() {
  const draft = policyDraft();
  draft.employment = { status: "done", jobs: [draft.employment.jobs[0], { employer: "Yorkshire Water", title: "Customer Service Adviser", startMonth: "6", startYear: "2019", endMonth: "9", endYear: "2023", current: false, duties: "Answered customer calls about bills and leaks." }], gaps: { "2023-9": "Caring for my mother" } };
  draft.documents = { status: "done", cv: "Amara-Okafor-CV-2026.pdf", cover: "Cover-letter-Policy-Officer.pdf" };
  draft.statement = { status: "done", text: "In my council tax role I explain complex rules to residents every day and I have drafted guidance that cut repeat calls by a fifth." };
  return draft;
}

function initialState(query) {
  return {
    sessionPromptShown: false,
    saved: ["v6", "v8", "v9"],
    drafts: { v1: query.draft === "ready" ? readyDraft() : policyDraft() },
    submitted: {
      v2: { date: "2026-03-02", status: "Application received. We will tell you the result of the sift by 3 April 2026." },
      v7: { date: "2026-02-24", status: "Invited to interview: Tuesday 24 March 2026 at 10:00, by video call." },
    },
    withdrawn: {},
    search: null,
    sort: "closing",
    alerts: { frequency: "daily", texts: true },
    withdraw: {},
    flash: null,
    nextRef: 6217,
  };
}

function load(query) {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved) return JSON.parse(saved);
  } catch {
    // A blocked or corrupt store starts afresh.
  }
  return initialState(query);
}

const firstQuery = Object.fromEntries(new URLSearchParams((location.hash.split("?")[1] || "")));
const state = load(firstQuery);
const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));

// ---------- formatting ----------
const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const money = (n) => `£${n.toLocaleString("en-GB")}`;
const salary = (job) => job.salary.map(money).join(" to ");
function longDate(iso) {
  const [y, m, d] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAYS[date.getUTCDay()]} ${d} ${MONTHS[m - 1]} ${y}`;
}
function shortDate(iso) {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}
const job = (id) => JOBS.find((item) => item.id === id);
const monthName = (m) => MONTHS[Number(m) - 1];

function navigate(hash) {
  if (location.hash === hash) render();
  else location.hash = hash;
}
function setFlash(text) { state.flash = text; save(); }
function flashNow(text) {
  const flash = document.getElementById("flash");
  flash.className = "flash";
  flash.textContent = text;
}

function errorSummary(messages) {
  if (!messages.length) return "";
  return `<div class="error-summary" id="error-summary" role="alert" tabindex="-1"><h2>There is a problem</h2><ul>${messages.map((m) => `<li>${esc(m)}</li>`).join("")}</ul></div>`;
}
function showErrors(messages) {
  document.getElementById("error-slot").innerHTML = errorSummary(messages);
  if (messages.length) document.getElementById("error-summary").focus();
}

const STAR = '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" fill="currentColor"/></svg>';
const CROSS = '<svg viewBox="0 0 24 24" width="20" height="20"><path d="M5 5l14 14M19 5L5 19" stroke="currentColor" stroke-width="2.5"/></svg>';

function jobCard(item) {
  const saved = state.saved.includes(item.id);
  return `<li class="job-card">
    <div class="job-main"><h3><a href="#/jobs/${item.id}" id="job-link-${item.id}">${esc(item.title)}</a></h3>
      <p class="dept">${esc(item.dept)}</p>
      <dl class="facts"><div><dt>Location</dt><dd>${esc(item.location)}</dd></div><div><dt>Salary</dt><dd>${salary(item)}</dd></div>
      <div><dt>Grade</dt><dd>${item.grade}</dd></div><div><dt>Closes</dt><dd>${shortDate(item.closes)}</dd></div></dl>
      ${item.who === "internal" ? '<p class="tag-internal">Existing civil servants only</p>' : ""}</div>
    <button type="button" class="save-job${saved ? " is-saved" : ""}" data-job="${item.id}">${STAR}</button>
  </li>`;
}

// ---------- views ----------
const VIEWS = {};

VIEWS.home = () => ({
  title: "Home", section: "home",
  html: `<h1>Welcome back, Amara</h1>
    <div class="cards">
      <section class="card"><h2>Find a job</h2><p>${JOBS.length} jobs are open to applications.</p><a href="#/search">Search jobs</a></section>
      <section class="card"><h2>Saved jobs</h2><p>You have ${state.saved.length} saved jobs.</p><a href="#/saved">View saved jobs</a></section>
      <section class="card"><h2>Applications</h2><p>1 application in progress and ${Object.keys(state.submitted).length} submitted.</p><a href="#/applications">Your applications</a></section>
    </div>
    <section><h2>Before you apply</h2><p>Read the <a href="#/help/guidance">guidance on applying</a>, including how we use success profiles and behaviours.</p></section>`,
});

function matches(item, s) {
  const words = s.keywords.toLowerCase().trim();
  if (words && !`${item.title} ${item.dept} ${item.summary}`.toLowerCase().includes(words)) return false;
  if (s.location.trim() && !item.location.toLowerCase().includes(s.location.toLowerCase().trim())) return false;
  if (s.grade && item.grade !== s.grade) return false;
  if (s.who === "everyone" && item.who !== "everyone") return false;
  if (s.who === "internal" && item.who !== "internal") return false;
  return true;
}

function sortedResults() {
  const list = JOBS.filter((item) => matches(item, state.search));
  const top = (item) => item.salary[item.salary.length - 1];
  if (state.sort === "salary") list.sort((a, b) => top(b) - top(a));
  else if (state.sort === "newest") list.sort((a, b) => b.posted.localeCompare(a.posted));
  else list.sort((a, b) => a.closes.localeCompare(b.closes));
  return list;
}

function resultsHtml() {
  if (!state.search) return "";
  const list = sortedResults();
  return `<div class="results-head"><h2 id="results-count">${list.length} ${list.length === 1 ? "job" : "jobs"} found</h2>
      <div class="field inline"><label for="sort">Sort by</label><select id="sort">
      <option value="closing"${state.sort === "closing" ? " selected" : ""}>Closing date (soonest first)</option>
      <option value="salary"${state.sort === "salary" ? " selected" : ""}>Salary (highest first)</option>
      <option value="newest"${state.sort === "newest" ? " selected" : ""}>Newest first</option></select></div></div>
    <ul class="job-list" id="results">${list.map(jobCard).join("")}</ul>`;
}

VIEWS.search = () => {
  const s = state.search || { keywords: "", location: "", grade: "", who: "" };
  return {
    title: "Search jobs", section: "search",
    html: `<h1>Search jobs</h1>
      <div class="search-form">
        <div class="field"><label for="keywords">What</label><input type="text" id="keywords" value="${esc(s.keywords)}" placeholder="Job title or skill"></div>
        <div class="field"><label for="location">Where</label><input type="text" id="location" value="${esc(s.location)}" placeholder="Town, city or postcode"></div>
        <div class="field"><label for="grade">Grade</label><select id="grade"><option value="">Any grade</option>${Object.entries(GRADES).map(([k, v]) => `<option value="${k}"${s.grade === k ? " selected" : ""}>${v}</option>`).join("")}</select></div>
        <div class="field"><label for="who">Who can apply</label><select id="who"><option value="">All jobs</option><option value="everyone"${s.who === "everyone" ? " selected" : ""}>Open to everyone</option><option value="internal"${s.who === "internal" ? " selected" : ""}>Existing civil servants only</option></select></div>
        <button type="button" class="button" id="search-button">Search</button>
      </div>
      <div id="results-area">${resultsHtml()}</div>`,
  };
};

VIEWS.job = ({ params }) => {
  const item = job(params.id);
  if (!item) return { redirect: "#/search" };
  const saved = state.saved.includes(item.id);
  const applied = state.submitted[item.id] || state.drafts[item.id];
  return {
    title: item.title, section: "search",
    html: `<p><a href="#/search" class="back-link">Back to search results</a></p>
      <p class="caption">${esc(item.dept)}</p><h1>${esc(item.title)}</h1>
      <dl class="summary"><div><dt>Location</dt><dd>${esc(item.location)}</dd></div><div><dt>Salary</dt><dd>${salary(item)}</dd></div>
        <div><dt>Grade</dt><dd>${GRADES[item.grade]}</dd></div><div><dt>Who can apply</dt><dd>${item.who === "everyone" ? "Open to everyone with the right to work in the UK" : "Existing civil servants only"}</dd></div>
        <div><dt>Closing date</dt><dd>${CLOSING_TIME} on ${longDate(item.closes)}</dd></div><div><dt>Reference</dt><dd>${item.ref}</dd></div></dl>
      <p class="actions">${applied ? '<a href="#/applications">View your application</a>' : `<a class="button" href="#/eligibility/${item.id}" id="apply-${item.id}">Apply now</a>`}
        <button type="button" class="button-secondary" id="save-this-job" data-job="${item.id}">${saved ? "Remove from saved jobs" : "Save this job"}</button></p>
      <h2>Job summary</h2><p>${esc(item.summary)}</p>
      <details id="details-working"><summary>Working arrangements</summary><div class="details-body"><p>${esc(item.office)}</p><p>Full-time, 37 hours a week. Part-time and job share are welcome.</p></div></details>
      <details id="details-security"><summary>Security and nationality</summary><div class="details-body"><p>${esc(item.security)}</p><p>Open to UK nationals, nationals of the Republic of Ireland and some Commonwealth and EU citizens.</p></div></details>
      <details id="details-benefits"><summary>Benefits</summary><div class="details-body"><p>Civil Service pension with an employer contribution of 28.97%, 25 days' annual leave rising to 30, and flexible working.</p></div></details>`,
  };
};

VIEWS.saved = () => {
  const list = state.saved.map(job).sort((a, b) => a.closes.localeCompare(b.closes));
  return {
    title: "Saved jobs", section: "saved",
    html: `<h1>Saved jobs</h1>
      ${list.length ? `<table class="table"><thead><tr><th>Job</th><th>Department</th><th>Closes</th><th></th></tr></thead><tbody>
      ${list.map((item) => `<tr><td><a href="#/jobs/${item.id}" id="saved-link-${item.id}">${esc(item.title)}</a></td><td>${esc(item.dept)}</td><td>${shortDate(item.closes)}</td>
        <td><button type="button" class="icon-button remove-saved" data-job="${item.id}">${CROSS}</button></td></tr>`).join("")}</tbody></table>` : "<p>You have no saved jobs.</p>"}`,
  };
};

const STATUS = { todo: ["Not started", "tag-grey"], progress: ["In progress", "tag-blue"], done: ["Completed", "tag-done"] };
function statusTag(status, id) {
  const [text, cls] = STATUS[status];
  return `<strong class="tag ${cls}" id="status-${id}">${text}</strong>`;
}

VIEWS.applications = () => {
  const tab = state.appTab || "progress";
  const drafts = Object.entries(state.drafts);
  const submitted = Object.entries(state.submitted);
  return {
    title: "Your applications", section: "applications",
    html: `<h1>Your applications</h1>
      <div class="tabs"><div role="tablist" aria-label="Applications">
        <button type="button" role="tab" id="tab-progress" aria-selected="${tab === "progress"}" aria-controls="panel-progress" tabindex="${tab === "progress" ? 0 : -1}">In progress (${drafts.length})</button>
        <button type="button" role="tab" id="tab-submitted" aria-selected="${tab === "submitted"}" aria-controls="panel-submitted" tabindex="${tab === "submitted" ? 0 : -1}">Submitted (${submitted.length})</button>
      </div>
      <div role="tabpanel" id="panel-progress" aria-labelledby="tab-progress"${tab === "progress" ? "" : " hidden"}>
        ${drafts.map(([id, d]) => `<div class="app-card"><h2>${esc(job(id).title)}</h2><p>${esc(job(id).dept)}. Started ${shortDate(d.started)}.</p>
          <p><strong>Submit by ${CLOSING_TIME} on ${longDate(job(id).closes)}</strong></p>
          <p><a class="button" href="#/apply/${id}" id="continue-${id}">Continue application</a></p></div>`).join("") || "<p>No applications in progress.</p>"}
      </div>
      <div role="tabpanel" id="panel-submitted" aria-labelledby="tab-submitted"${tab === "submitted" ? "" : " hidden"}>
        ${submitted.map(([id, s]) => `<div class="app-card"><h2>${esc(job(id).title)}</h2><p>${esc(job(id).dept)}. Submitted ${shortDate(s.date)}.</p>
          <p>${esc(s.status)}</p><p><a href="#/withdraw/${id}" id="withdraw-${id}">Withdraw application</a></p></div>`).join("")}
        ${Object.keys(state.withdrawn).map((id) => `<div class="app-card muted-card"><h2>${esc(job(id).title)}</h2><p>Withdrawn on ${shortDate("2026-03-16")}.</p></div>`).join("")}
      </div></div>`,
  };
};

const SECTIONS = [
  ["personal", "Personal details"], ["employment", "Employment history"], ["documents", "CV and cover letter"],
  ["statement", "Personal statement"], ["equality", "Equality monitoring"],
];

VIEWS.taskList = ({ params }) => {
  const d = state.drafts[params.id];
  if (!d) return { redirect: "#/applications" };
  const done = SECTIONS.filter(([key]) => key === "equality" || d[key].status === "done").length === SECTIONS.length;
  return {
    title: `Application: ${job(params.id).title}`, section: "applications",
    html: `<p class="caption">Application for ${esc(job(params.id).title)}, reference ${job(params.id).ref}</p><h1>Your application</h1>
      <p>Submit by ${CLOSING_TIME} on ${longDate(job(params.id).closes)}. Your answers are saved when you finish each section.</p>
      <ul class="task-list">${SECTIONS.map(([key, label]) => `<li><a href="#/apply/${params.id}/${key}" id="section-${key}">${label}</a>${statusTag(d[key].status, key)}</li>`).join("")}
        <li><a href="#/apply/${params.id}/check" id="section-check">Check and submit</a>${done ? '<strong class="tag tag-blue" id="status-check">Ready</strong>' : '<strong class="tag tag-grey" id="status-check">Cannot start yet</strong>'}</li></ul>`,
  };
};

function radios(name, legend, options, chosen, hint = "") {
  return `<fieldset class="radios" id="${name}-group"><legend>${legend}</legend>${hint ? `<p class="hint">${hint}</p>` : ""}
    ${options.map(([value, label, extra = ""]) => `<div class="radio"><input type="radio" name="${name}" id="${name}-${value}" value="${value}"${chosen === value ? " checked" : ""}><label for="${name}-${value}">${label}</label></div>${extra}`).join("")}</fieldset>`;
}
const options = (list, chosen) => list.map((item) => `<option${item === chosen ? " selected" : ""}>${esc(item)}</option>`).join("");

function sectionPage(id, key, title, body, saveId, laterId) {
  return {
    title, section: "applications",
    html: `<p><a href="#/apply/${id}" class="back-link">Back to your application</a></p><p class="caption">${esc(job(id).title)}</p><h1>${title}</h1>
      <div id="error-slot"></div>${body}
      <p class="actions"><button type="button" class="button" id="${saveId}">Save and continue</button>
      ${laterId ? `<button type="button" class="button-secondary" id="${laterId}">Save and come back later</button>` : ""}</p>`,
  };
}

VIEWS.personal = ({ params }) => {
  const d = state.drafts[params.id];
  if (!d) return { redirect: "#/applications" };
  const p = d.personal;
  return sectionPage(params.id, "personal", "Personal details", `
    <dl class="summary"><div><dt>Name</dt><dd>${APPLICANT.name}</dd></div><div><dt>Address</dt><dd>${APPLICANT.address}</dd></div></dl>
    <div class="field"><label for="email">Email address</label><input type="email" id="email" value="${esc(p.email)}"></div>
    <div class="field"><label for="phone">Phone number</label><input type="tel" id="phone" value="${esc(p.phone)}"></div>
    ${radios("adj", "Do you need any adjustments at interview?", [["yes", "Yes", `<div class="conditional" id="adj-more"${p.adjustments === "yes" ? "" : " hidden"}><div class="field"><label for="adj-detail">What adjustments do you need?</label><textarea id="adj-detail" rows="3">${esc(p.adjustmentDetail)}</textarea></div></div>`], ["no", "No"]], p.adjustments)}
    ${radios("int", "How would you prefer to be interviewed?", [["video", "By video call"], ["person", "In person"], ["either", "Either"]], p.interview)}`, "personal-save", null);
};

function jobFieldset(entry, index, total) {
  const n = index + 1;
  const monthSelect = (id, value) => `<select id="${id}"><option value="">Month</option>${MONTHS.map((m, i) => `<option value="${i + 1}"${String(i + 1) === value ? " selected" : ""}>${m}</option>`).join("")}</select>`;
  return `<fieldset class="job-entry" id="job-${n}"><legend>Job ${n}</legend>
    <div class="field"><label for="job-${n}-employer">Employer</label><input type="text" id="job-${n}-employer" value="${esc(entry.employer)}"></div>
    <div class="field"><label for="job-${n}-title">Job title</label><input type="text" id="job-${n}-title" value="${esc(entry.title)}"></div>
    <fieldset class="date-range"><legend>Start date</legend><div class="date-parts">
      <div class="field"><label for="job-${n}-start-month">Month</label>${monthSelect(`job-${n}-start-month`, entry.startMonth)}</div>
      <div class="field"><label for="job-${n}-start-year">Year</label><input type="text" inputmode="numeric" class="year" id="job-${n}-start-year" value="${esc(entry.startYear)}"></div></div></fieldset>
    <div class="check"><input type="checkbox" id="job-${n}-current"${entry.current ? " checked" : ""}><label for="job-${n}-current">I currently work here</label></div>
    <fieldset class="date-range" id="job-${n}-end"${entry.current ? " hidden" : ""}><legend>End date</legend><div class="date-parts">
      <div class="field"><label for="job-${n}-end-month">Month</label>${monthSelect(`job-${n}-end-month`, entry.endMonth)}</div>
      <div class="field"><label for="job-${n}-end-year">Year</label><input type="text" inputmode="numeric" class="year" id="job-${n}-end-year" value="${esc(entry.endYear)}"></div></div></fieldset>
    <div class="field"><label for="job-${n}-duties">Main duties (optional)</label><textarea id="job-${n}-duties" rows="2">${esc(entry.duties)}</textarea></div>
    ${total > 1 ? `<button type="button" class="button-link remove-job" data-index="${index}" id="job-${n}-remove">Remove this job</button>` : ""}
  </fieldset>`;
}

function gapFields(d) {
  const keys = Object.keys(d.employment.gaps);
  if (!keys.length) return "";
  return `<fieldset class="gaps"><legend>Gaps in your employment</legend>${keys.map((key) => {
    const gap = d.employment.gapInfo?.[key];
    const label = gap ? `What were you doing between ${gap.from} and ${gap.to}?` : "What were you doing?";
    return `<div class="field"><label for="gap-${key}">${esc(label)}</label><textarea id="gap-${key}" rows="2">${esc(d.employment.gaps[key])}</textarea></div>`;
  }).join("")}</fieldset>`;
}

VIEWS.employment = ({ params }) => {
  const d = state.drafts[params.id];
  if (!d) return { redirect: "#/applications" };
  return {
    ...sectionPage(params.id, "employment", "Employment history", `
      <p>Tell us about your jobs, starting with your current or most recent one.</p>
      <div id="job-entries">${d.employment.jobs.map((entry, i, all) => jobFieldset(entry, i, all.length)).join("")}</div>
      <p><button type="button" class="button-secondary" id="add-job">Add another job</button></p>
      <div id="gap-area">${gapFields(d)}</div>`, "employment-save", "employment-later"),
  };
};

function fileBlock(kind, label, hint, current) {
  return `<section class="upload"><h2 id="${kind}-heading">${label}</h2><p class="hint">${hint}</p>
    <div class="dropzone" id="${kind}-drop">
      <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true"><path d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4" fill="none" stroke="currentColor" stroke-width="2"/></svg>
      <p>Drag and drop your file here<br>or <span class="fake-link">choose a file</span></p>
      <input type="file" class="drop-input" id="${kind}-file" data-kind="${kind}" accept=".pdf,.doc,.docx" aria-labelledby="${kind}-heading">
    </div>
    <ul class="file-list" id="${kind}-list">${current ? `<li><span class="file-name">${esc(current)}</span> <span class="file-state">Uploaded</span> <button type="button" class="button-link remove-file" data-kind="${kind}" id="${kind}-remove">Remove</button></li>` : ""}</ul>
  </section>`;
}

VIEWS.documents = ({ params }) => {
  const d = state.drafts[params.id];
  if (!d) return { redirect: "#/applications" };
  return sectionPage(params.id, "documents", "CV and cover letter", `
    <p>Upload your CV and, if you want to, a cover letter. Files must be PDF or Word documents of up to 5 MB.</p>
    ${fileBlock("cv", "CV", "Required", d.documents.cv)}
    ${fileBlock("cover", "Cover letter", "Optional", d.documents.cover)}`, "documents-save", null);
};

const wordCount = (text) => (text.trim() ? text.trim().split(/\s+/).length : 0);

VIEWS.statement = ({ params }) => {
  const d = state.drafts[params.id];
  if (!d) return { redirect: "#/applications" };
  return sectionPage(params.id, "statement", "Personal statement", `
    <div class="field wide"><label for="statement">Personal statement</label>
      <p class="hint" id="statement-hint">Up to 250 words. Tell us how your experience matches the essential criteria in the job advert.</p>
      <textarea id="statement" rows="9" aria-describedby="statement-hint">${esc(d.statement.text)}</textarea>
      <p class="word-count" id="word-count">${wordCount(d.statement.text)} of 250 words</p></div>`, "statement-save", "statement-later");
};

VIEWS.equality = ({ params }) => {
  const d = state.drafts[params.id];
  if (!d) return { redirect: "#/applications" };
  const e = d.equality;
  return sectionPage(params.id, "equality", "Equality monitoring", `
    <p>These questions are optional. Your answers are not seen by the people who assess your application, apart from the Disability Confident question.</p>
    ${radios("dis", "Do you consider yourself to have a disability or long-term health condition?", [["yes", "Yes", `<div class="conditional" id="dc-more"${e.disability === "yes" ? "" : " hidden"}>${radios("dc", "Do you want to apply under the Disability Confident scheme?", [["yes", "Yes"], ["no", "No"]], e.dc, "If you meet the minimum criteria for the job, you will be offered an interview.")}</div>`], ["no", "No"], ["pnts", "Prefer not to say"]], e.disability)}
    <div class="field"><label for="ethnicity">What is your ethnic group?</label><select id="ethnicity"><option value="">Choose an option</option>${options(ETHNIC_GROUPS, e.ethnicity)}</select></div>
    ${radios("sex", "What is your sex?", [["female", "Female"], ["male", "Male"], ["pnts", "Prefer not to say"]], e.sex)}
    <div class="field"><label for="age">What is your age group?</label><select id="age"><option value="">Choose an option</option>${options(AGE_GROUPS, e.age)}</select></div>
    <div class="field"><label for="religion">What is your religion or belief?</label><select id="religion"><option value="">Choose an option</option>${options(RELIGIONS, e.religion)}</select></div>
    ${radios("so", "Which of the following best describes your sexual orientation?", [["straight", "Straight or heterosexual"], ["gay", "Gay or lesbian"], ["bi", "Bisexual"], ["other", "Other"], ["pnts", "Prefer not to say"]], e.orientation)}`, "equality-save", null);
};

VIEWS.check = ({ params }) => {
  const d = state.drafts[params.id];
  if (!d) return { redirect: "#/applications" };
  const missing = SECTIONS.filter(([key]) => key !== "equality" && d[key].status !== "done").map(([, label]) => label);
  if (missing.length) {
    return { title: "Check your application", section: "applications",
      html: `<p><a href="#/apply/${params.id}" class="back-link">Back to your application</a></p><h1>Check your application</h1><p>You need to complete these sections first: ${missing.join(", ")}.</p>` };
  }
  const jobs = d.employment.jobs.map((j) => `${j.title}, ${j.employer} (${monthName(j.startMonth)} ${j.startYear} to ${j.current ? "now" : `${monthName(j.endMonth)} ${j.endYear}`})`);
  return {
    title: "Check your application", section: "applications",
    html: `<p><a href="#/apply/${params.id}" class="back-link">Back to your application</a></p><p class="caption">${esc(job(params.id).title)}</p><h1>Check your application</h1>
      <div id="error-slot"></div>
      <dl class="summary" id="application-summary">
        <div><dt>Name</dt><dd>${APPLICANT.name}</dd></div><div><dt>Email</dt><dd>${esc(d.personal.email)}</dd></div><div><dt>Phone</dt><dd>${esc(d.personal.phone)}</dd></div>
        <div><dt>Employment</dt><dd>${jobs.map(esc).join("<br>")}</dd></div>
        <div><dt>CV</dt><dd>${esc(d.documents.cv)}</dd></div><div><dt>Cover letter</dt><dd>${esc(d.documents.cover || "None")}</dd></div>
        <div><dt>Personal statement</dt><dd>${wordCount(d.statement.text)} words</dd></div>
        <div><dt>Equality monitoring</dt><dd>${d.equality.status === "done" ? "Answered" : "Not answered"}</dd></div>
      </dl>
      <h2>Declaration</h2>
      <div class="check"><input type="checkbox" id="declaration"><label for="declaration">I confirm that the information in this application is true and complete. I understand that giving false information may lead to my application being rejected or my employment being ended.</label></div>
      <p class="actions"><button type="button" class="button" id="submit-application">Submit application</button></p>`,
  };
};

VIEWS.submittedDone = ({ params }) => ({
  title: "Application submitted", section: "applications",
  html: `<div class="panel-ok"><h1>Application submitted</h1><p>Your reference is <strong>${esc(state.lastRef || "")}</strong></p></div><p>We'll email you at ${esc(APPLICANT.email)} about ${esc(job(params.id).title)}.</p>`,
});

VIEWS.eligibility = ({ params }) => {
  const item = job(params.id);
  if (!item) return { redirect: "#/search" };
  return {
    title: "Before you apply", section: "search",
    html: `<p><a href="#/jobs/${item.id}" class="back-link">Back to the job</a></p><p class="caption">${esc(item.title)}</p><h1>Before you apply</h1>
      <div id="error-slot"></div>
      ${radios("nat", "Are you a UK national?", [["yes", "Yes"], ["no", "No"]], null)}
      ${radios("res", "Have you lived in the UK for at least 3 of the last 5 years?", [["yes", "Yes"], ["no", "No"]], null)}
      ${radios("cs", "Do you work for the Civil Service now?", [["yes", "Yes"], ["no", "No"]], null)}
      <p class="actions"><button type="button" class="button" id="eligibility-continue">Continue</button></p>`,
  };
};

VIEWS.withdraw = ({ params }) => {
  if (!state.submitted[params.id]) return { redirect: "#/applications" };
  return {
    title: "Withdraw your application", section: "applications",
    html: `<p><a href="#/applications" class="back-link">Back to your applications</a></p><p class="caption">${esc(job(params.id).title)}</p><h1>Withdraw your application</h1>
      <div id="error-slot"></div>
      <div class="field"><label for="withdraw-reason">Why are you withdrawing?</label><select id="withdraw-reason"><option value="">Choose a reason</option>
        <option>I have accepted another job</option><option>The job is no longer right for me</option><option>My circumstances have changed</option><option>Another reason</option></select></div>
      <div class="field"><label for="withdraw-message">Anything else you want to tell the recruiter? (optional)</label><textarea id="withdraw-message" rows="3"></textarea></div>
      <p class="actions"><button type="button" class="button" id="withdraw-continue">Continue</button></p>`,
  };
};

VIEWS.withdrawConfirm = ({ params }) => {
  const w = state.withdraw[params.id];
  if (!w) return { redirect: `#/withdraw/${params.id}` };
  return {
    title: "Are you sure?", section: "applications",
    html: `<p><a href="#/withdraw/${params.id}" class="back-link">Back</a></p><h1>Are you sure you want to withdraw?</h1>
      <dl class="summary" id="withdraw-summary"><div><dt>Job</dt><dd>${esc(job(params.id).title)}, ${esc(job(params.id).dept)}</dd></div>
        <div><dt>Reason</dt><dd>${esc(w.reason)}</dd></div><div><dt>Message</dt><dd>${esc(w.message || "None")}</dd></div></dl>
      <div class="warning"><strong>You will not be able to apply for this job again.</strong></div>
      <p class="actions"><button type="button" class="button-warning" id="confirm-withdraw">Withdraw application</button><a href="#/applications" id="keep-application">Keep my application</a></p>`,
  };
};

VIEWS.withdrawn = ({ params }) => ({
  title: "Application withdrawn", section: "applications",
  html: `<div class="panel-ok"><h1>Application withdrawn</h1><p>You have withdrawn your application for ${esc(job(params.id).title)}.</p></div>`,
});

VIEWS.account = () => ({
  title: "Your account", section: null,
  html: `<h1>Your account</h1>
    <dl class="summary"><div><dt>Name</dt><dd>${APPLICANT.name}</dd></div><div><dt>Email</dt><dd>${APPLICANT.email}</dd></div></dl>
    <h2>Job alerts</h2>
    <p>Saved search: <strong>Policy jobs in Yorkshire and the Humber</strong></p>
    <div class="field"><label for="alert-frequency">How often should we email you new jobs?</label><select id="alert-frequency">
      <option value="daily"${state.alerts.frequency === "daily" ? " selected" : ""}>Every day</option><option value="weekly"${state.alerts.frequency === "weekly" ? " selected" : ""}>Once a week</option><option value="never"${state.alerts.frequency === "never" ? " selected" : ""}>Never</option></select></div>
    <div class="check"><input type="checkbox" id="text-reminders"${state.alerts.texts ? " checked" : ""}><label for="text-reminders">Text me 2 days before a saved job closes</label></div>
    <p class="actions"><button type="button" class="button" id="save-alerts">Save alert settings</button></p>
    <h2>Delete your account</h2><p>This deletes your account, your saved jobs and any applications you have not submitted.</p>
    <button type="button" class="button-warning" id="delete-account">Delete account</button>`,
});

VIEWS.help = ({ params }) => ({
  title: "Help", section: params.topic === "guidance" ? "help" : null,
  html: `<h1>${{ guidance: "Guidance on applying", accessibility: "Accessibility statement", cookies: "Cookies", privacy: "Privacy", contact: "Contact us", feedback: "Give feedback" }[params.topic] || "Page not found"}</h1>
    <p>If you need help with an application, email applicant.support@example.gov.uk.</p>`,
});
VIEWS.signedOut = () => ({ title: "Signed out", section: null, html: "<h1>You have signed out</h1><p>Your saved answers are kept for 30 days.</p>" });

const ROUTES = [
  ["home", VIEWS.home], ["search", VIEWS.search], ["jobs/:id", VIEWS.job], ["saved", VIEWS.saved],
  ["applications", VIEWS.applications], ["apply/:id", VIEWS.taskList], ["apply/:id/personal", VIEWS.personal],
  ["apply/:id/employment", VIEWS.employment], ["apply/:id/documents", VIEWS.documents], ["apply/:id/statement", VIEWS.statement],
  ["apply/:id/equality", VIEWS.equality], ["apply/:id/check", VIEWS.check], ["apply/:id/submitted", VIEWS.submittedDone],
  ["eligibility/:id", VIEWS.eligibility], ["withdraw/:id", VIEWS.withdraw], ["withdraw/:id/confirm", VIEWS.withdrawConfirm],
  ["withdraw/:id/done", VIEWS.withdrawn], ["account", VIEWS.account], ["help/:topic", VIEWS.help], ["signed-out", VIEWS.signedOut],
];

function parseHash() {
  const raw = location.hash.replace(/^#\/?/, "") || "home";
  const [path, queryString = ""] = raw.split("?");
  const query = Object.fromEntries(new URLSearchParams(queryString));
  const segments = path.split("/").filter(Boolean);
  for (const [pattern, view] of ROUTES) {
    const parts = pattern.split("/");
    if (parts.length !== segments.length) continue;
    const params = {};
    if (parts.every((part, i) => (part.startsWith(":") ? ((params[part.slice(1)] = segments[i]), true) : part === segments[i]))) {
      return { view, params, query };
    }
  }
  return { view: VIEWS.help, params: { topic: "missing" }, query };
}

function render() {
  const { view, params, query } = parseHash();
  const page = view({ params, query });
  if (page.redirect) { location.replace(page.redirect); return; }
  document.title = `${page.title} – Crown Service Jobs`;
  for (const link of document.querySelectorAll("#main-nav a")) {
    if (link.dataset.section === page.section) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  document.getElementById("saved-count").textContent = `(${state.saved.length})`;
  document.getElementById("view").innerHTML = page.html;
  const flash = document.getElementById("flash");
  flash.textContent = state.flash || "";
  flash.className = state.flash ? "flash" : "";
  state.flash = null;
  save();
  window.scrollTo(0, 0);
  const heading = document.querySelector("#view h1");
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  if (query.session === "expiring" && !state.sessionPromptShown) {
    state.sessionPromptShown = true;
    save();
    openSessionDialog();
  }
}

function openSessionDialog() {
  document.getElementById("dialog-root").innerHTML = `<div class="backdrop"></div>
    <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="session-title" aria-describedby="session-text" id="session-dialog">
      <h2 id="session-title">Your session is about to time out</h2>
      <p id="session-text">To protect your information, we will sign you out in 2 minutes. Answers you have not saved will be lost.</p>
      <p class="actions"><button type="button" class="button" id="stay-signed-in">Stay signed in</button>
      <button type="button" class="button-link" id="dialog-sign-out">Sign out</button></p></div>`;
  document.getElementById("stay-signed-in").focus();
}

// ---------- the simulated file chooser ----------
function openPicker(kind) {
  document.getElementById("dialog-root").innerHTML = `<div class="backdrop"></div>
    <div class="dialog picker" role="dialog" aria-modal="true" aria-labelledby="picker-title" id="file-picker" data-kind="${kind}">
      <h2 id="picker-title">Open</h2><p class="picker-path">Documents</p>
      <fieldset class="radios"><legend>Files</legend>
      ${DEVICE_FILES.map((f, i) => `<div class="radio"><input type="radio" name="picked-file" id="file-${i}" value="${esc(f.name)}"><label for="file-${i}">${esc(f.name)} <span class="file-meta">${f.size}, modified ${f.modified}</span></label></div>`).join("")}
      </fieldset>
      <p class="actions"><button type="button" class="button" id="picker-open">Open</button><button type="button" class="button-secondary" id="picker-cancel">Cancel</button></p>
    </div>`;
  document.getElementById("file-0").focus();
}

function closePicker() {
  const kind = document.getElementById("file-picker").dataset.kind;
  document.getElementById("dialog-root").innerHTML = "";
  document.getElementById(`${kind}-file`).focus();
}

// ---------- employment ----------
function readJobs() {
  const d = currentDraft();
  d.employment.jobs = d.employment.jobs.map((entry, i) => {
    const n = i + 1;
    const value = (suffix) => document.getElementById(`job-${n}-${suffix}`).value.trim();
    return { employer: value("employer"), title: value("title"), startMonth: value("start-month"), startYear: value("start-year"),
      endMonth: value("end-month"), endYear: value("end-year"), current: document.getElementById(`job-${n}-current`).checked, duties: value("duties") };
  });
  for (const key of Object.keys(d.employment.gaps)) {
    const box = document.getElementById(`gap-${key}`);
    if (box) d.employment.gaps[key] = box.value.trim();
  }
  save();
  return d;
}

function employmentErrors(d) {
  const errors = [];
  d.employment.jobs.forEach((entry, i) => {
    const n = i + 1;
    if (!entry.employer) errors.push(`Job ${n}: enter the employer`);
    if (!entry.title) errors.push(`Job ${n}: enter the job title`);
    if (!entry.startMonth || !/^\d{4}$/.test(entry.startYear)) errors.push(`Job ${n}: enter a start month and a 4-digit year`);
    if (!entry.current && (!entry.endMonth || !/^\d{4}$/.test(entry.endYear))) errors.push(`Job ${n}: enter an end month and a 4-digit year, or tick 'I currently work here'`);
  });
  return errors;
}

// The server checks the history as a whole: gaps of more than 3 months must be explained.
function unexplainedGaps(d) {
  const index = (month, year) => Number(year) * 12 + Number(month);
  const spans = d.employment.jobs.map((j) => ({ start: index(j.startMonth, j.startYear), end: j.current ? Infinity : index(j.endMonth, j.endYear), job: j }))
    .sort((a, b) => a.start - b.start);
  const gaps = [];
  for (let i = 1; i < spans.length; i += 1) {
    const before = spans[i - 1];
    const after = spans[i];
    if (after.start - before.end > 3) {
      const key = `${before.job.endYear}-${before.job.endMonth}`;
      d.employment.gapInfo = d.employment.gapInfo || {};
      d.employment.gapInfo[key] = { from: `${monthName(before.job.endMonth)} ${before.job.endYear}`, to: `${monthName(after.job.startMonth)} ${after.job.startYear}`, months: after.start - before.end };
      if (!d.employment.gaps[key]) gaps.push(key);
    }
  }
  return gaps;
}

const currentDraft = () => state.drafts[currentId()];
const currentId = () => location.hash.split("/")[2].split("?")[0];

function finishSection(key, status, message) {
  const d = currentDraft();
  d[key].status = status;
  setFlash(message);
  navigate(`#/apply/${currentId()}`);
}

function readRadio(name) {
  const chosen = document.querySelector(`input[name=${name}]:checked`);
  return chosen ? chosen.value : null;
}

const CLICKS = {
  "stay-signed-in": () => { document.getElementById("dialog-root").innerHTML = ""; flashNow("You're still signed in."); },
  "dialog-sign-out": () => { document.getElementById("dialog-root").innerHTML = ""; navigate("#/signed-out"); },
  "search-button": () => {
    state.search = { keywords: document.getElementById("keywords").value, location: document.getElementById("location").value,
      grade: document.getElementById("grade").value, who: document.getElementById("who").value };
    save();
    document.getElementById("results-area").innerHTML = resultsHtml();
    document.getElementById("results-count").tabIndex = -1;
    document.getElementById("results-count").focus();
  },
  "save-this-job": () => {
    const id = document.getElementById("save-this-job").dataset.job;
    toggleSaved(id);
    document.getElementById("save-this-job").textContent = state.saved.includes(id) ? "Remove from saved jobs" : "Save this job";
    flashNow(state.saved.includes(id) ? "Job saved." : "Job removed from your saved jobs.");
  },
  "personal-save": () => {
    const d = currentDraft();
    const p = d.personal;
    p.email = document.getElementById("email").value.trim();
    p.phone = document.getElementById("phone").value.trim();
    p.adjustments = readRadio("adj");
    p.adjustmentDetail = document.getElementById("adj-detail").value.trim();
    p.interview = readRadio("int");
    const errors = [];
    if (!/^\S+@\S+\.\S+$/.test(p.email)) errors.push("Enter an email address in the correct format, like name@example.com");
    if (!/^0\d{4} ?\d{6}$/.test(p.phone)) errors.push("Enter a UK phone number, like 07700 900123");
    if (p.adjustments === "yes" && !p.adjustmentDetail) errors.push("Tell us what adjustments you need");
    save();
    if (errors.length) { showErrors(errors); return; }
    finishSection("personal", "done", "Personal details saved.");
  },
  "add-job": () => {
    const d = readJobs();
    d.employment.jobs.push({ employer: "", title: "", startMonth: "", startYear: "", endMonth: "", endYear: "", current: false, duties: "" });
    save();
    // The new fieldset is added at the end; focus stays on the button and nothing is announced.
    document.getElementById("job-entries").innerHTML = d.employment.jobs.map((entry, i, all) => jobFieldset(entry, i, all.length)).join("");
  },
  "employment-save": () => {
    const d = readJobs();
    const errors = employmentErrors(d);
    if (errors.length) { showErrors(errors); return; }
    const button = document.getElementById("employment-save");
    button.disabled = true;
    setTimeout(() => {
      button.disabled = false;
      const gaps = unexplainedGaps(d);
      if (gaps.length) {
        for (const key of gaps) d.employment.gaps[key] = "";
        save();
        document.getElementById("gap-area").innerHTML = gapFields(d);
        showErrors(gaps.map((key) => {
          const g = d.employment.gapInfo[key];
          return `You have not told us what you were doing between ${g.from} and ${g.to}. Explain any gap of more than 3 months between jobs.`;
        }));
        return;
      }
      finishSection("employment", "done", "Employment history saved.");
    }, 250);
  },
  "employment-later": () => { readJobs(); currentDraft().employment.status = "progress"; laterFlash(); },
  "documents-save": () => {
    const d = currentDraft();
    if (!d.documents.cv) { showErrors(["Upload your CV"]); return; }
    finishSection("documents", "done", "CV and cover letter saved.");
  },
  "statement-save": () => {
    const d = currentDraft();
    d.statement.text = document.getElementById("statement").value;
    const words = wordCount(d.statement.text);
    if (!words) { showErrors(["Enter your personal statement"]); return; }
    if (words > 250) { showErrors([`Your personal statement must be 250 words or fewer. It has ${words} words.`]); return; }
    finishSection("statement", "done", "Personal statement saved.");
  },
  "statement-later": () => {
    const d = currentDraft();
    d.statement.text = document.getElementById("statement").value;
    d.statement.status = d.statement.text.trim() ? "progress" : "todo";
    laterFlash();
  },
  "equality-save": () => {
    const d = currentDraft();
    d.equality = { status: "done", disability: readRadio("dis"), dc: readRadio("dc"), ethnicity: document.getElementById("ethnicity").value,
      sex: readRadio("sex"), age: document.getElementById("age").value, religion: document.getElementById("religion").value, orientation: readRadio("so") };
    finishSection("equality", "done", "Equality monitoring answers saved.");
  },
  "submit-application": () => {
    if (!document.getElementById("declaration").checked) { showErrors(["Confirm the declaration to submit your application"]); return; }
    const id = currentId();
    state.submitted[id] = { date: "2026-03-16", status: "Application received." };
    delete state.drafts[id];
    state.lastRef = `CSJ-${state.nextRef++}`;
    save();
    navigate(`#/apply/${id}/submitted`);
  },
  "eligibility-continue": () => {
    const answers = { nat: readRadio("nat"), res: readRadio("res"), cs: readRadio("cs") };
    const errors = [];
    if (!answers.nat) errors.push("Say whether you are a UK national");
    if (!answers.res) errors.push("Say whether you have lived in the UK for 3 of the last 5 years");
    if (!answers.cs) errors.push("Say whether you work for the Civil Service now");
    if (errors.length) { showErrors(errors); return; }
    const id = currentId();
    const draft = policyDraft();
    draft.job = id;
    draft.started = "2026-03-16";
    draft.personal.status = "progress";
    draft.employment = { status: "todo", jobs: [{ employer: "", title: "", startMonth: "", startYear: "", endMonth: "", endYear: "", current: false, duties: "" }], gaps: {} };
    state.drafts[id] = draft;
    setFlash(`You have started an application for ${job(id).title}.`);
    navigate(`#/apply/${id}`);
  },
  "withdraw-continue": () => {
    const reason = document.getElementById("withdraw-reason").value;
    if (!reason) { showErrors(["Choose why you are withdrawing"]); return; }
    state.withdraw[currentId()] = { reason, message: document.getElementById("withdraw-message").value.trim() };
    save();
    navigate(`#/withdraw/${currentId()}/confirm`);
  },
  "confirm-withdraw": () => {
    const id = currentId();
    state.withdrawn[id] = true;
    delete state.submitted[id];
    save();
    navigate(`#/withdraw/${id}/done`);
  },
  "save-alerts": () => {
    state.alerts = { frequency: document.getElementById("alert-frequency").value, texts: document.getElementById("text-reminders").checked };
    save();
    flashNow("Your alert settings have been saved.");
  },
  "delete-account": () => { sessionStorage.removeItem(STORAGE_KEY); navigate("#/signed-out"); },
  "picker-cancel": closePicker,
  "picker-open": () => {
    const picked = document.querySelector("input[name=picked-file]:checked");
    if (!picked) return;
    const kind = document.getElementById("file-picker").dataset.kind;
    closePicker();
    const list = document.getElementById(`${kind}-list`);
    list.innerHTML = `<li><span class="file-name">${esc(picked.value)}</span> <span class="file-state">Uploading…</span></li>`;
    setTimeout(() => {
      currentDraft().documents[kind] = picked.value;
      save();
      // The result appears without any live region: a screen reader user hears nothing.
      list.innerHTML = `<li><span class="file-name">${esc(picked.value)}</span> <span class="file-state">Uploaded</span> <button type="button" class="button-link remove-file" data-kind="${kind}" id="${kind}-remove">Remove</button></li>`;
    }, 250);
  },
};

function laterFlash() {
  const id = currentId();
  setFlash(`Your application has been saved. You have until ${CLOSING_TIME} on ${longDate(job(id).closes)} to submit it.`);
  navigate("#/applications");
}

function toggleSaved(id) {
  state.saved = state.saved.includes(id) ? state.saved.filter((x) => x !== id) : [...state.saved, id];
  save();
  document.getElementById("saved-count").textContent = `(${state.saved.length})`;
}

document.addEventListener("click", (event) => {
  const fileInput = event.target.closest(".drop-input");
  if (fileInput) { event.preventDefault(); openPicker(fileInput.dataset.kind); return; }
  const star = event.target.closest(".save-job");
  if (star) {
    toggleSaved(star.dataset.job);
    const saved = state.saved.includes(star.dataset.job);
    star.classList.toggle("is-saved", saved);
    return;
  }
  const remove = event.target.closest(".remove-saved");
  if (remove) { toggleSaved(remove.dataset.job); render(); return; }
  const removeJob = event.target.closest(".remove-job");
  if (removeJob) {
    const d = readJobs();
    d.employment.jobs.splice(Number(removeJob.dataset.index), 1);
    save();
    document.getElementById("job-entries").innerHTML = d.employment.jobs.map((entry, i, all) => jobFieldset(entry, i, all.length)).join("");
    return;
  }
  const removeFile = event.target.closest(".remove-file");
  if (removeFile) { currentDraft().documents[removeFile.dataset.kind] = null; save(); document.getElementById(`${removeFile.dataset.kind}-list`).innerHTML = ""; return; }
  const tab = event.target.closest("[role=tab]");
  if (tab) { state.appTab = tab.id.replace("tab-", ""); save(); render(); document.getElementById(tab.id).focus(); return; }
  const button = event.target.closest("button[id]");
  if (button && CLICKS[button.id]) CLICKS[button.id]();
  if (event.target.closest("#sign-out")) { event.preventDefault(); sessionStorage.removeItem(STORAGE_KEY); navigate("#/signed-out"); }
});

document.addEventListener("change", (event) => {
  const el = event.target;
  if (el.id === "sort") {
    state.sort = el.value;
    save();
    // Re-sorted in place, without any announcement.
    document.getElementById("results").innerHTML = sortedResults().map(jobCard).join("");
    return;
  }
  if (el.name === "adj") document.getElementById("adj-more").hidden = el.value !== "yes";
  if (el.name === "dis") document.getElementById("dc-more").hidden = el.value !== "yes";
  const current = el.id.match(/^job-(\d+)-current$/);
  if (current) document.getElementById(`job-${current[1]}-end`).hidden = el.checked;
});

document.addEventListener("input", (event) => {
  if (event.target.id === "statement") document.getElementById("word-count").textContent = `${wordCount(event.target.value)} of 250 words`;
});

window.addEventListener("hashchange", render);
render();

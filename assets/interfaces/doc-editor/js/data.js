// Fixed data of Inkwell Docs for Brightwater Housing. The page clock is Monday 16 March 2026, 09:30.
/* exported DIRECTORY, DOCUMENTS, ME */
"use strict";

const ME = { name: "Priya Raman", email: "priya.raman@brightwaterha.org.uk" };
const ORG_DOMAIN = "brightwaterha.org.uk";

const DIRECTORY = [
  { name: "Priya Raman", email: "priya.raman@brightwaterha.org.uk", title: "Housing Insight Lead" },
  { name: "Amir Haddad", email: "amir.haddad@brightwaterha.org.uk", title: "Head of Repairs" },
  { name: "Joanne Pike", email: "joanne.pike@brightwaterha.org.uk", title: "Damp and Mould Coordinator" },
  { name: "Marcus Bell", email: "marcus.bell@brightwaterha.org.uk", title: "Director of Operations" },
  { name: "Grace Okafor", email: "grace.okafor@brightwaterha.org.uk", title: "Communications Officer" },
  { name: "Tom Lindqvist", email: "tom.lindqvist@brightwaterha.org.uk", title: "Repairs Systems Manager" },
  { name: "Tomasz Nowak", email: "tomasz.nowak@brightwaterha.org.uk", title: "Income Officer" },
  { name: "Harriet Cole", email: "harriet.cole@brightwaterha.org.uk", title: "Tenancy Sustainment Officer" },
  { name: "Board members", email: "board@brightwaterha.org.uk", title: "Group, 9 members" },
];

const COLOURS = { "Amir Haddad": "#b0306a", "Joanne Pike": "#0b7a53", "Priya Raman": "#1a56a6", "Marcus Bell": "#8a5a00" };

const SURVEY_CURRENT = `
<h1>Tenant Survey 2026: draft findings</h1>
<p>Prepared by Priya Raman, Housing Insight team. Draft for discussion at the Operations Committee on Thursday 26 March 2026.</p>
<h2>Summary</h2>
<p>We sent the survey to 2,853 households in January and February 2026 and received 1,084 responses, a response rate of <span class="c-anchor" data-thread="t1">38%</span>. Overall satisfaction with our landlord service is 71%, <span class="c-anchor" data-thread="t3">down from 74% in 2025</span>.</p>
<p><strong>Key findings</strong></p>
<p>Repairs remain the biggest driver of satisfaction. 64% of residents were satisfied with the time taken to complete their most recent repair, compared with 69% last year.</p>
<p>Reports of damp and mould rose to 212 households, from 158 in 2025. <span class="c-anchor" data-thread="t2">Most reports come from the Eastfield and Marsh Lane estates.</span></p>
<p>Residents who contacted us online were more satisfied with how their query was handled (78%) than those who phoned (66%).</p>
<p><strong>Recommendations</strong></p>
<p>Set a target to inspect every damp and mould report within 10 working days.</p>
<p>Publish repair appointment slots online so residents can choose a time.</p>
<p>Call back every resident who rates a repair as poor within 5 working days.</p>
<p><strong>Next steps</strong></p>
<p>The Housing Insight team will present these findings to the Tenant Panel on Tuesday 24 March and to the Operations Committee on 26 March.</p>
<p>Comments on this draft by Friday 20 March, please.</p>
<p>Comments on this draft by Friday 20 March, please.</p>`;

const SURVEY_AMIR = `
<h1>Tenant Survey 2026: draft findings</h1>
<p>Prepared by Priya Raman, Housing Insight team. Draft for discussion at the Operations Committee on Thursday 26 March 2026.</p>
<h2>Summary</h2>
<p>We sent the survey to 2,853 households in January and February 2026 and received 1,084 responses, a response rate of 38%. Overall satisfaction with our landlord service is 71%, down from 74% in 2025.</p>
<p><strong>Key findings</strong></p>
<p>Repairs remain the biggest driver of satisfaction. 64% of residents were satisfied with the time taken to complete their most recent repair, compared with 69% last year.</p>
<p>Reports of damp and mould rose to <span class="chg-del" style="color:#b0306a">196</span><span class="chg-ins" style="color:#b0306a">212</span> households, from 158 in 2025. Most reports come from the Eastfield and Marsh Lane estates.</p>
<p><span class="chg-ins" style="color:#b0306a">Residents who contacted us online were more satisfied with how their query was handled (78%) than those who phoned (66%).</span></p>
<p><strong>Recommendations</strong></p>
<p>Set a target to inspect every damp and mould report within 10 working days.</p>
<p>Publish repair appointment slots online so residents can choose a time.</p>
<p>Call back every resident who rates a repair as poor within 5 working days.</p>
<p><strong>Next steps</strong></p>
<p>The Housing Insight team will present these findings to the Tenant Panel on Tuesday 24 March and to the Operations Committee on 26 March.</p>
<p>Comments on this draft by Friday 20 March, please.</p>`;

const SURVEY_FRIDAY = `
<h1>Tenant Survey 2026: draft findings</h1>
<p>Prepared by Priya Raman, Housing Insight team.</p>
<h2>Summary</h2>
<p>We sent the survey to 2,853 households in January and February 2026 and received 1,084 responses. Overall satisfaction with our landlord service is 71%, down from 74% in 2025.</p>
<p><span class="chg-ins" style="color:#1a56a6">Reports of damp and mould rose to 196 households, from 158 in 2025.</span></p>
<p>Recommendations and next steps to follow.</p>`;

const SURVEY_FIRST = `
<h1>Tenant Survey 2026</h1>
<p><span class="chg-ins" style="color:#1a56a6">Notes for the draft findings. Response figures to come from the survey team.</span></p>`;

const DAMP_PLAN = `
<h1>Damp and Mould Action Plan 2026–27</h1>
<p>Owner: Amir Haddad, Head of Repairs. Version for consultation with the Tenant Panel.</p>
<h2>Timeline</h2>
<p>Complete the survey of all Eastfield homes by <span class="sg-del" data-sugg="s1">31 March</span><span class="sg-ins" data-sugg="s1">30 April</span> 2026.</p>
<p>Appoint the specialist ventilation contractor by <span class="sg-del" data-sugg="s2">June 2026</span><span class="sg-ins" data-sugg="s2">July 2026</span>.</p>
<p>Report progress to the Board in <span class="sg-del" data-sugg="s3">Autumn 2026</span><span class="sg-ins" data-sugg="s3">October 2026</span>.</p>
<h2>When a resident reports damp or mould</h2>
<ul>
<li>Log the report in the repairs system the same day.</li>
<li><span class="sg-del" data-sugg="s4">Call the tenant within 2 working days of the report.</span></li>
<li>Inspect the home within 10 working days.</li>
<li><span class="sg-del" data-sugg="s5">Send a follow-up letter to the tenant after every inspection.</span></li>
<li>Complete the works and check back after 6 weeks.</li>
</ul>
<h2>Budget</h2>
<p>The 2026–27 budget for damp and mould works is £186,000, including £40,000 for ventilation upgrades in Eastfield.</p>`;

const BOARD_REPORT = `
<h1>Board Report Q1 2026</h1>
<p>Report to the Board of Brightwater Housing Association, meeting of Tuesday 31 March 2026. Author: Priya Raman.</p>
<h2>Purpose</h2>
<p>This report sets out performance for January to March 2026 against the targets the Board agreed in December 2025, and asks the Board to note the rise in damp and mould reports.</p>
<h2>Performance</h2>
<p>We completed 4,912 repairs in the quarter. 91% of emergency repairs were completed within 24 hours against a target of 95%. Routine repairs took an average of 18 working days against a target of 20.</p>
<p>Rent collected was 98.6% of rent due. Current tenant arrears stand at £412,300, down from £438,900 at the end of December.</p>
<p>We re-let 57 homes. The average time to re-let a home was 31 days against a target of 28.</p>
<h2>Damp and mould</h2>
<p>Reports of damp and mould rose to 212 households. The Head of Repairs has prepared an action plan with a budget of £186,000 for 2026–27, which the Board is asked to approve at its May meeting.</p>
<h2>Complaints</h2>
<p>We received 143 complaints, of which 118 were resolved at stage one. The Housing Ombudsman made no findings against us this quarter.</p>
<h2>Recommendation</h2>
<p>The Board is asked to note this report.</p>`;

const AWAY_DAY = `
<h1>Team Away Day – Agenda</h1>
<p>Housing Insight and Repairs teams. Wednesday 1 April 2026, 9:30 to 16:00, Riverside Community Hall, Mill Lane.</p>
<h2>Timings</h2>
<p>09:30 Arrival, tea and coffee</p>
<p>10:00 Welcome from Marcus Bell</p>
<p>10:15 What residents told us: tenant survey results</p>
<p>11:30 Workshop: fixing repairs first time</p>
<p>12:45 Lunch</p>
<p>13:30 Team charter session</p>
<p>15:30 Close</p>
<h2>Before the day</h2>
<p>Bring your laptop, charged, for the workshop.</p>
<p>Let Grace Okafor know about any dietary or access needs by Friday 27 March.</p>`;

const STOCK_NOTES = `
<h1>Stock Condition Survey – Notes</h1>
<p>Working notes for the 2026 stock condition survey with Hollis Building Consultancy.</p>
<h2>Site visit, Thursday 19 March</h2>
<p>Blocks A to D, Marsh Lane estate. Meet at the estate office at 10:00. Keys from the caretaker, Dave Ruddock.</p>
<h2>Scope</h2>
<p>External fabric, roofs, windows and communal areas for 640 homes. Internal surveys for a 20% sample.</p>
<h2>Open questions</h2>
<p>Do the 1960s blocks need asbestos surveys before intrusive inspection?</p>
<p>Can the survey data be loaded straight into the asset management system?</p>`;

const ARREARS_NOTES = `
<h1>Rent Arrears Review – Notes</h1>
<p>Notes from the review meeting on Monday 2 March 2026 with Tomasz Nowak and Harriet Cole.</p>
<p>Arrears cases over £2,000 fell from 61 to 54 since December.</p>
<p>Action: Harriet to pilot early tenancy sustainment calls on the Eastfield estate.</p>`;

const NEWSLETTER = `
<h1>Resident Newsletter – Spring 2026</h1>
<p>Draft by Grace Okafor. Stories: the new repairs booking line, the Eastfield garden project and the Tenant Panel elections.</p>`;

const COMPLAINTS = `
<h1>Complaints Policy v4</h1>
<p>Owner: Marcus Bell. Approved by the Board on 27 January 2026.</p>
<p>Stage one complaints are answered within 10 working days; stage two within 20 working days.</p>`;

const HANDBOOK = `
<h1>Repairs Contractor Handbook</h1>
<p>Owner: Tom Lindqvist. For contractors working in Brightwater homes.</p>
<p>Every operative must carry photo identification and show it before entering a home.</p>`;

const DOCUMENTS = [
  {
    id: "d1", title: "Tenant Survey 2026 – Draft findings", owner: "Priya Raman", modified: "Today, 09:12",
    recent: true, starred: true, role: "Owner", html: SURVEY_CURRENT,
    access: [
      { name: "Priya Raman", email: "priya.raman@brightwaterha.org.uk", role: "Owner" },
      { name: "Amir Haddad", email: "amir.haddad@brightwaterha.org.uk", role: "Editor" },
      { name: "Joanne Pike", email: "joanne.pike@brightwaterha.org.uk", role: "Commenter" },
      { name: "Marcus Bell", email: "marcus.bell@brightwaterha.org.uk", role: "Commenter" },
    ],
    general: "Restricted",
    threads: [
      { id: "t1", author: "Amir Haddad", when: "Yesterday, 16:32", text: "Does the 38% include the online responses, or only the paper forms?", replies: [] },
      { id: "t3", author: "Marcus Bell", when: "13 Mar, 14:48", text: "Please check the 2025 figure against last year's board report before this goes to committee.", replies: [] },
      { id: "t2", author: "Joanne Pike", when: "13 Mar, 10:05", text: "Could we give the estate figures here? Eastfield had 61 reports and Marsh Lane 47.", replies: [{ author: "Priya Raman", when: "13 Mar, 11:20", text: "Good idea, I'll add a table." }] },
    ],
    resolved: [
      { id: "t0", author: "Grace Okafor", when: "12 Mar, 15:02", text: "Typo in the title: 'Survay'.", quote: "Tenant Survay 2026", resolvedBy: "Priya Raman", replies: [] },
    ],
    versions: [
      { id: "v4", label: "Today, 09:12", author: "Priya Raman", current: true },
      { id: "v3", label: "Yesterday, 16:40", author: "Amir Haddad", html: SURVEY_AMIR },
      { id: "v2", label: "Friday 13 March, 11:05", author: "Priya Raman", html: SURVEY_FRIDAY },
      { id: "v1", label: "Thursday 12 March, 15:20", author: "Priya Raman", html: SURVEY_FIRST },
    ],
  },
  {
    id: "d2", title: "Damp and Mould Action Plan", owner: "Amir Haddad", modified: "Today, 08:52",
    recent: false, starred: false, role: "Editor", html: DAMP_PLAN.replace(/<h2>Budget<\/h2>[\s\S]*$/, ""),
    access: [
      { name: "Amir Haddad", email: "amir.haddad@brightwaterha.org.uk", role: "Owner" },
      { name: "Priya Raman", email: "priya.raman@brightwaterha.org.uk", role: "Editor" },
      { name: "Joanne Pike", email: "joanne.pike@brightwaterha.org.uk", role: "Editor" },
    ],
    general: "Brightwater Housing",
    suggestions: [
      { id: "s1", author: "Joanne Pike", when: "13 Mar, 09:41", kind: "Replace", from: "31 March", to: "30 April" },
      { id: "s2", author: "Joanne Pike", when: "13 Mar, 09:43", kind: "Replace", from: "June 2026", to: "July 2026" },
      { id: "s3", author: "Joanne Pike", when: "13 Mar, 09:44", kind: "Replace", from: "Autumn 2026", to: "October 2026" },
      { id: "s4", author: "Joanne Pike", when: "13 Mar, 09:47", kind: "Delete", from: "Call the tenant within 2 working days of the report." },
      { id: "s5", author: "Joanne Pike", when: "13 Mar, 09:48", kind: "Delete", from: "Send a follow-up letter to the tenant after every inspection." },
    ],
    threads: [], resolved: [],
    versions: [
      { id: "v3", label: "Today, 08:52", author: "Joanne Pike", current: true },
      { id: "v2", label: "13 March, 09:48", author: "Joanne Pike", html: DAMP_PLAN },
      { id: "v1", label: "10 March, 17:15", author: "Amir Haddad", html: DAMP_PLAN.replace(/<span class="sg-ins"[^>]*>[^<]*<\/span>/g, "").replace(/<span class="sg-del"[^>]*>([^<]*)<\/span>/g, "$1") },
    ],
  },
  {
    id: "d3", title: "Board Report Q1 2026", owner: "Priya Raman", modified: "12 Mar 2026",
    recent: true, starred: false, role: "Owner", html: BOARD_REPORT,
    access: [
      { name: "Priya Raman", email: "priya.raman@brightwaterha.org.uk", role: "Owner" },
      { name: "Marcus Bell", email: "marcus.bell@brightwaterha.org.uk", role: "Editor" },
      { name: "Board members", email: "board@brightwaterha.org.uk", role: "Viewer" },
    ],
    general: "Restricted", threads: [], resolved: [],
    versions: [{ id: "v1", label: "12 March, 17:02", author: "Priya Raman", current: true }],
  },
  {
    id: "d4", title: "Team Away Day – Agenda", owner: "Priya Raman", modified: "10 Mar 2026",
    recent: true, starred: false, role: "Owner", html: AWAY_DAY,
    access: [
      { name: "Priya Raman", email: "priya.raman@brightwaterha.org.uk", role: "Owner" },
      { name: "Grace Okafor", email: "grace.okafor@brightwaterha.org.uk", role: "Editor" },
    ],
    general: "Restricted", threads: [], resolved: [],
    versions: [{ id: "v1", label: "10 March, 12:30", author: "Priya Raman", current: true }],
  },
  {
    id: "d5", title: "Stock Condition Survey – Notes", owner: "Priya Raman", modified: "9 Mar 2026",
    recent: true, starred: false, role: "Owner", html: STOCK_NOTES,
    access: [
      { name: "Priya Raman", email: "priya.raman@brightwaterha.org.uk", role: "Owner" },
      { name: "Amir Haddad", email: "amir.haddad@brightwaterha.org.uk", role: "Commenter" },
    ],
    general: "Restricted", threads: [], resolved: [],
    versions: [{ id: "v1", label: "9 March, 16:45", author: "Priya Raman", current: true }],
  },
  {
    id: "d6", title: "Rent Arrears Review – Notes", owner: "Priya Raman", modified: "2 Mar 2026",
    recent: true, starred: false, role: "Owner", html: ARREARS_NOTES,
    access: [{ name: "Priya Raman", email: "priya.raman@brightwaterha.org.uk", role: "Owner" }],
    general: "Restricted", threads: [], resolved: [],
    versions: [{ id: "v1", label: "2 March, 15:10", author: "Priya Raman", current: true }],
  },
  {
    id: "d7", title: "Resident Newsletter – Spring 2026", owner: "Grace Okafor", modified: "11 Mar 2026",
    recent: false, starred: false, role: "Commenter", html: NEWSLETTER,
    access: [{ name: "Grace Okafor", email: "grace.okafor@brightwaterha.org.uk", role: "Owner" }],
    general: "Brightwater Housing", threads: [], resolved: [],
    versions: [{ id: "v1", label: "11 March, 10:00", author: "Grace Okafor", current: true }],
  },
  {
    id: "d8", title: "Complaints Policy v4", owner: "Marcus Bell", modified: "27 Jan 2026",
    recent: false, starred: false, role: "Viewer", html: COMPLAINTS,
    access: [{ name: "Marcus Bell", email: "marcus.bell@brightwaterha.org.uk", role: "Owner" }],
    general: "Brightwater Housing", threads: [], resolved: [],
    versions: [{ id: "v1", label: "27 January, 09:00", author: "Marcus Bell", current: true }],
  },
  {
    id: "d9", title: "Repairs Contractor Handbook", owner: "Tom Lindqvist", modified: "4 Mar 2026",
    recent: false, starred: false, role: "Viewer", html: HANDBOOK,
    access: [{ name: "Tom Lindqvist", email: "tom.lindqvist@brightwaterha.org.uk", role: "Owner" }],
    general: "Brightwater Housing", threads: [], resolved: [],
    versions: [{ id: "v1", label: "4 March, 13:00", author: "Tom Lindqvist", current: true }],
  },
];

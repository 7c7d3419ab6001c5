// Reports: SLA performance by assignment group for a chosen period. Changing the period
// redraws the table without an announcement.
import { REPORT_PERIODS } from "../data.js";
import { groupName } from "../format.js";
import { options } from "../widgets.js";

function rowsMarkup(period) {
  const totals = period.rows.reduce((sum, r) => [sum[0] + r[1], sum[1] + r[2], sum[2] + r[3]], [0, 0, 0]);
  const pct = (met, all) => `${Math.round((met / all) * 1000) / 10}%`;
  return (
    period.rows
      .map(
        ([group, resolved, met, breached, avg, fcr]) => `<tr><th scope="row">${groupName(group)}</th>
        <td class="num">${resolved}</td><td class="num">${met}</td><td class="num">${breached}</td>
        <td class="num">${pct(met, resolved)}</td><td>${avg}</td><td class="num">${fcr}</td></tr>`,
      )
      .join("") +
    `<tr class="total-row"><th scope="row">All groups</th><td class="num">${totals[0]}</td><td class="num">${totals[1]}</td>
      <td class="num">${totals[2]}</td><td class="num">${pct(totals[1], totals[0])}</td><td></td><td></td></tr>`
  );
}

function barsMarkup(period) {
  const most = Math.max(...period.opened.map(([, n]) => n));
  return period.opened
    .map(
      ([name, n]) => `<li><span class="bar-label">${name}</span>
      <span class="bar" aria-hidden="true"><span style="width: ${Math.round((n / most) * 100)}%"></span></span>
      <span class="bar-value">${n}</span></li>`,
    )
    .join("");
}

export function reportsView({ container }) {
  const first = REPORT_PERIODS[0];
  container.innerHTML = `<div class="page">
    <div class="page-head"><div><h1 tabindex="-1">Reports</h1>
      <p class="page-sub">Resolution SLA performance for resolved tickets</p></div>
      <div class="page-tools field inline-field"><label for="report-period">Period</label>
        <select id="report-period" class="field-control">${options(REPORT_PERIODS, first.id)}</select></div></div>
    <section class="panel" aria-labelledby="sla-table-heading">
      <h2 id="sla-table-heading">SLA performance by assignment group</h2>
      <table class="data-table" id="report-table">
        <caption class="visually-hidden" id="report-caption">${first.name}</caption>
        <thead><tr><th scope="col">Assignment group</th><th scope="col" class="num">Resolved</th><th scope="col" class="num">Met SLA</th>
        <th scope="col" class="num">Breached</th><th scope="col" class="num">Met %</th><th scope="col">Average time to resolve</th>
        <th scope="col" class="num">First-contact resolution</th></tr></thead>
        <tbody id="report-body">${rowsMarkup(first)}</tbody>
      </table>
      <p class="muted">First-contact resolution is only measured for the service desk. Figures refresh every night at 02:00.</p>
    </section>
    <section class="panel" aria-labelledby="category-heading">
      <h2 id="category-heading">Tickets opened by category</h2>
      <ul class="bar-list" id="category-bars">${barsMarkup(first)}</ul>
    </section>
  </div>`;
  container.querySelector("#report-period").addEventListener("change", (event) => {
    const period = REPORT_PERIODS.find((p) => p.id === event.target.value);
    container.querySelector("#report-body").innerHTML = rowsMarkup(period);
    container.querySelector("#report-caption").textContent = period.name;
    container.querySelector("#category-bars").innerHTML = barsMarkup(period);
  });
  return { title: "Reports" };
}

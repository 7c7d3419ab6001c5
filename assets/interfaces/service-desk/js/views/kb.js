// Knowledge base: search with an announced result count, categories, and article pages
// with a "Was this helpful?" question.
import { KB_ARTICLES } from "../data.js";
import { esc, plainDate, slug } from "../format.js";
import { announce } from "../widgets.js";

const words = (text) => text.toLowerCase().split(/[^a-z0-9-]+/).filter((w) => w.length > 2);
const wordIn = (word, text) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(text);

function bodyText(article) {
  return article.body.map(([, content]) => (Array.isArray(content) ? content.join(" ") : content)).join(" ");
}

// How well an article fits a ticket's text: its keywords count double, title words once.
export function scoreArticle(article, text) {
  const keywordHits = article.keywords.filter((k) => wordIn(k, text)).length;
  const titleHits = words(article.title).filter((w) => w.length > 3 && wordIn(w, text)).length;
  return keywordHits * 2 + titleHits;
}

export function searchArticles(term) {
  const terms = words(term);
  if (!terms.length) return [];
  return KB_ARTICLES.map((a) => {
    const title = a.title.toLowerCase();
    const keys = a.keywords.join(" ");
    const rest = `${a.summary} ${bodyText(a)}`.toLowerCase();
    let score = 0;
    for (const t of terms) {
      const s = (title.includes(t) ? 3 : 0) + (keys.includes(t) ? 2 : 0) + (rest.includes(t) ? 1 : 0);
      if (!s) return null;
      score += s;
    }
    return { a, score };
  })
    .filter(Boolean)
    .sort((x, y) => y.score - x.score || y.a.views - x.a.views)
    .map((x) => x.a);
}

const thousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const CATEGORIES = [...new Set(KB_ARTICLES.map((a) => a.category))];

function resultMarkup(a) {
  return `<li class="kb-result"><h3><a href="#/kb/${a.id}" id="result-${a.id}">${esc(a.title)}</a></h3>
    <p>${esc(a.summary)}</p>
    <p class="muted">${a.id} · ${esc(a.category)} · Updated ${plainDate(`${a.updated}T09:00:00Z`)} · ${thousands(a.views)} views</p></li>`;
}

export function kbView({ container, query }) {
  const term = query.get("q") || "";
  const categoryId = query.get("category") || "";
  const inCategory = CATEGORIES.find((c) => slug(c) === categoryId);
  const popular = [...KB_ARTICLES].sort((a, b) => b.views - a.views).slice(0, 5);
  const initial = term ? searchArticles(term) : inCategory ? KB_ARTICLES.filter((a) => a.category === inCategory) : popular;
  const heading = term ? `Results for “${esc(term)}”` : inCategory ? esc(inCategory) : "Popular articles";

  container.innerHTML = `<div class="page">
    <div class="page-head"><div><h1 tabindex="-1">Knowledge base</h1>
      <p class="page-sub">${KB_ARTICLES.length} published articles for staff and the service desk</p></div></div>
    <form class="kb-search" id="kb-search-form" role="search" aria-label="Knowledge base">
      <label for="kb-search">Search articles</label>
      <div class="inline-form"><input id="kb-search" type="search" value="${esc(term)}" placeholder="For example: VPN, BitLocker, printer" autocomplete="off">
      <button type="submit" class="button primary" id="kb-search-button">Search</button></div>
    </form>
    <div class="two-col kb-layout">
      <nav class="col-nav" aria-label="Article categories">
        <h2>Categories</h2>
        <ul class="plain-list">${CATEGORIES.map(
          (c) => `<li><a href="#/kb?category=${slug(c)}" id="kb-cat-${slug(c)}"${c === inCategory ? ' aria-current="page"' : ""}>${esc(c)}</a>
            <span class="muted">(${KB_ARTICLES.filter((a) => a.category === c).length})</span></li>`,
        ).join("")}</ul>
      </nav>
      <section class="col-main" aria-labelledby="kb-results-heading">
        <h2 id="kb-results-heading">${heading}</h2>
        <p id="kb-results-count" class="result-count" role="status">${term ? countText(initial.length, term) : ""}</p>
        <ol class="kb-results" id="kb-results">${initial.map(resultMarkup).join("")}</ol>
      </section>
    </div>
  </div>`;

  container.querySelector("#kb-search-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const value = container.querySelector("#kb-search").value.trim();
    const found = value ? searchArticles(value) : popular;
    container.querySelector("#kb-results-heading").innerHTML = value ? `Results for “${esc(value)}”` : "Popular articles";
    container.querySelector("#kb-results").innerHTML = found.map(resultMarkup).join("");
    container.querySelector("#kb-results-count").textContent = value ? countText(found.length, value) : "";
    // Keep the address shareable without re-rendering the page.
    history.replaceState(null, "", value ? `#/kb?q=${encodeURIComponent(value)}` : "#/kb");
  });
  return { title: "Knowledge base" };
}

function countText(n, term) {
  if (!n) return `No articles match “${term}”. Try fewer or different words.`;
  return `${n} ${n === 1 ? "article matches" : "articles match"} “${term}”`;
}

function bodyMarkup(body) {
  return body
    .map(([tag, content]) => {
      if (tag === "ul" || tag === "ol") return `<${tag}>${content.map((c) => `<li>${esc(c)}</li>`).join("")}</${tag}>`;
      return `<${tag}>${esc(content)}</${tag}>`;
    })
    .join("");
}

export function articleView({ container, params: [id] }) {
  const a = KB_ARTICLES.find((x) => x.id === id);
  if (!a) {
    container.innerHTML = `<div class="page narrow-page"><h1 tabindex="-1">Article not found</h1>
      <p><a href="#/kb">Back to the knowledge base</a></p></div>`;
    return { title: "Article not found" };
  }
  const related = KB_ARTICLES.filter((x) => x.category === a.category && x.id !== a.id);
  container.innerHTML = `<div class="page">
    <nav class="breadcrumb" aria-label="Breadcrumb"><ol>
      <li><a href="#/kb" id="crumb-kb">Knowledge base</a></li>
      <li><a href="#/kb?category=${slug(a.category)}" id="crumb-category">${esc(a.category)}</a></li>
      <li><span aria-current="page">${a.id}</span></li></ol></nav>
    <div class="two-col">
      <article class="col-main panel article">
        <h1 tabindex="-1">${esc(a.title)}</h1>
        <p class="muted">${a.id} · ${esc(a.category)} · Updated ${plainDate(`${a.updated}T09:00:00Z`)} · ${thousands(a.views)} views</p>
        <p class="lead">${esc(a.summary)}</p>
        ${bodyMarkup(a.body)}
        <section class="feedback" aria-labelledby="feedback-heading">
          <h2 id="feedback-heading">Was this article helpful?</h2>
          <div class="button-row" id="feedback-buttons">
            <button type="button" class="button secondary" id="feedback-yes">Yes</button>
            <button type="button" class="button secondary" id="feedback-no">No</button>
          </div>
        </section>
      </article>
      <aside class="col-side" aria-label="More help">
        <section class="panel" aria-labelledby="related-heading"><h2 id="related-heading">Related articles</h2>
          <ul class="plain-list">${related.map((r) => `<li><a href="#/kb/${r.id}" id="see-also-${r.id}">${esc(r.title)}</a></li>`).join("") || "<li>None</li>"}</ul></section>
        <section class="panel" aria-labelledby="help-heading"><h2 id="help-heading">Still stuck?</h2>
          <p>Raise a ticket and quote ${a.id} so the desk knows what you tried.</p>
          <p><a class="button secondary" href="#/new" id="article-raise">Raise a ticket</a></p></section>
      </aside>
    </div>
  </div>`;
  const thanks = (helpful) => () => {
    container.querySelector("#feedback-buttons").innerHTML = `<p>${helpful ? "Thanks, glad it helped." : "Thanks. The knowledge team will review this article."}</p>`;
    announce("Thanks for your feedback");
  };
  container.querySelector("#feedback-yes").addEventListener("click", thanks(true));
  container.querySelector("#feedback-no").addEventListener("click", thanks(false));
  return { title: a.title };
}

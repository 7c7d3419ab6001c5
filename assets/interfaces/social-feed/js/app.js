// Huddle: hash router, persistent shell and the behaviour behind every control.
// The home feed and profile are built the way many social sites are (silent appends, unnamed
// icon buttons, reaction toggles without a pressed state, images without alt text); the
// allotment group's feed is built right (role=feed, aria-busy, an announced load).
(function () {
  "use strict";
  const D = window.HUDDLE;
  const NOW = new Date();
  const $ = (id) => document.getElementById(id);
  const view = () => $("view");

  const state = {
    posts: {},
    feedShown: 6,
    profileShown: 4,
    groupShown: 5,
    notifications: D.notifications.slice(),
    lateArrived: false,
    blocked: D.blocked.slice(),
    muted: D.muted.slice(),
    mutedWords: D.mutedWords.slice(),
    privacy: { audience: "Public", requests: "Everyone", friendsList: "Friends", reviewTags: false },
    notify: {
      comments: { email: true, push: true }, mentions: { email: true, push: true },
      likes: { email: true, push: true }, requests: { email: true, push: true },
      groups: { email: true, push: true }, birthdays: { email: false, push: true },
    },
    handle: D.me.handle,
    bio: D.me.bio,
    website: D.me.website,
    location: D.me.location,
    deleted: {},
    liked: {},
    openComment: null,
    replyTo: null,
    accountError: "",
    profileErrors: null,
    drafts: { account: null, profile: null },
  };
  for (const post of [...D.feed, ...D.profile.filter((p) => p.author), ...Object.values(D.otherPosts), ...D.group.posts]) {
    state.posts[post.id] = Object.assign({ commentsOff: false, myComments: [] }, post);
  }
  D.feed.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

  // ---------- formatting ----------
  function esc(text) {
    return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
  }
  const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  function relative(iso) {
    const then = new Date(iso);
    const minutes = Math.max(1, Math.round((NOW - then) / 60000));
    if (minutes < 60) return `${minutes}m`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return `${hours}h`;
    const days = Math.floor(hours / 24);
    if (days < 7) return `${days}d`;
    return `${then.getUTCDate()} ${MONTHS[then.getUTCMonth()].slice(0, 3)}`;
  }
  function longDate(iso) {
    const d = new Date(iso);
    const hh = String(d.getUTCHours()).padStart(2, "0");
    const mm = String(d.getUTCMinutes()).padStart(2, "0");
    return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} at ${hh}:${mm}`;
  }
  function person(key) {
    return key === "me" ? D.me : D.people[key];
  }
  function avatar(key, size) {
    const p = person(key);
    return `<span class="avatar ${size || ""}" style="background:${p.colour}" aria-hidden="true">${esc(p.initials)}</span>`;
  }
  function profileHref(key) {
    return key === "me" ? "#/profile/me" : `#/profile/${person(key).handle}`;
  }
  const ICON = {
    more: '<svg viewBox="0 0 24 24" width="20" height="20"><circle cx="5" cy="12" r="2" fill="currentColor"/><circle cx="12" cy="12" r="2" fill="currentColor"/><circle cx="19" cy="12" r="2" fill="currentColor"/></svg>',
    like: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M2 10h4v11H2zM8 21V10l5-8c2 0 3 1 2.5 3L14 9h6c1.5 0 2.4 1.3 2 2.7l-2.4 7.6c-.3 1-1.2 1.7-2.2 1.7z" fill="currentColor"/></svg>',
    comment: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M3 4h18v12H8l-5 4z" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
    share: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M14 4l7 7-7 7v-4c-6 0-9 2-11 6 1-6 4-11 11-12z" fill="currentColor"/></svg>',
    globe: '<svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true"><circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor"/><path d="M1.5 8h13M8 1.5c-3 3-3 10 0 13M8 1.5c3 3 3 10 0 13" fill="none" stroke="currentColor"/></svg>',
    friends: '<svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true"><circle cx="5.5" cy="6" r="2.5" fill="currentColor"/><circle cx="11" cy="6" r="2.5" fill="currentColor"/><path d="M1 14c0-3 2-4.5 4.5-4.5S10 11 10 14zM9 14c0-2 1-4 3-4s3.5 1.5 3.5 4z" fill="currentColor"/></svg>',
    lock: '<svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true"><rect x="3" y="7" width="10" height="8" fill="currentColor"/><path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" stroke-width="1.5"/></svg>',
    photo: '<svg viewBox="0 0 24 24" width="22" height="22"><rect x="2" y="5" width="20" height="15" rx="2" fill="none" stroke="#2e8540" stroke-width="2"/><circle cx="9" cy="11" r="2" fill="#2e8540"/><path d="M4 18l6-5 4 3 3-2 5 4z" fill="#2e8540"/></svg>',
    close: '<svg viewBox="0 0 24 24" width="20" height="20"><path d="M5 5l14 14M19 5L5 19" stroke="currentColor" stroke-width="2.5"/></svg>',
    next: '<svg viewBox="0 0 24 24" width="28" height="28"><path d="M9 4l8 8-8 8" fill="none" stroke="currentColor" stroke-width="3"/></svg>',
    prev: '<svg viewBox="0 0 24 24" width="28" height="28"><path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" stroke-width="3"/></svg>',
  };
  const AUDIENCE_ICON = { Public: ICON.globe, Friends: ICON.friends, "Only me": ICON.lock };

  // ---------- posts (the sloppy markup of the home feed and profile) ----------
  function postHtml(post, where) {
    const author = person(post.author);
    const liked = !!state.liked[post.id];
    const likes = post.likes + (liked ? 1 : 0);
    const images = post.images || [];
    const imageHtml = images.length
      ? `<div class="post-images"><a href="#/post/${post.id}/photo/1" class="photo-link" id="photo-${post.id}" data-action="open-photo" data-post="${post.id}" data-index="0"><img src="${images[0]}" class="post-image" width="560" height="315"></a>${images.length > 1 ? `<span class="more-photos" aria-hidden="true">+${images.length - 1}</span>` : ""}</div>`
      : "";
    const mine = post.author === "me";
    const menu = state.openMenu === post.id
      ? `<div class="post-menu" id="post-menu-${post.id}">${mine
        ? `<button type="button" id="menu-audience-${post.id}" data-action="edit-audience" data-post="${post.id}">Edit audience</button>
           <button type="button" id="menu-commenting-${post.id}" data-action="toggle-commenting" data-post="${post.id}">${post.commentsOff ? "Turn on commenting" : "Turn off commenting"}</button>
           <button type="button" id="menu-delete-${post.id}" data-action="delete-post" data-post="${post.id}">Delete post</button>`
        : `<button type="button" id="menu-save-${post.id}" data-action="noop">Save post</button>
           <button type="button" id="menu-hide-${post.id}" data-action="noop">Hide post</button>
           <button type="button" id="menu-mute-${post.id}" data-action="mute" data-who="${post.author}">Mute ${esc(author.name)}</button>
           <button type="button" id="menu-report-${post.id}" data-action="report" data-post="${post.id}">Report post</button>
           <button type="button" id="menu-block-${post.id}" data-action="block" data-who="${post.author}">Block ${esc(author.name)}</button>`}</div>`
      : "";
    const commentBox = state.openComment === post.id ? commentFormHtml(post) : "";
    return `<div class="post" id="post-${post.id}" data-post="${post.id}">
      <div class="post-head">${avatar(post.author)}
        <div><a class="author" href="${profileHref(post.author)}">${esc(author.name)}</a>
        <div class="meta"><a class="time" href="#/post/${post.id}"><time datetime="${post.at}" title="${longDate(post.at)}">${relative(post.at)}</time></a> · <span class="audience-icon" role="img" aria-label="Shared with ${post.audience}" title="${post.audience}">${AUDIENCE_ICON[post.audience] || ""}</span></div></div>
        <button type="button" class="more-btn" id="more-${post.id}" data-action="post-menu" data-post="${post.id}">${ICON.more}</button>
      </div>
      ${menu}
      <p class="post-text">${linkify(post.text)}</p>
      ${imageHtml}
      <div class="post-counts"><span>${likes} reactions</span> <span>${post.comments + post.myComments.length} comments</span></div>
      <div class="post-actions">
        <button type="button" class="react${liked ? " is-active" : ""}" id="like-${post.id}" data-action="like" data-post="${post.id}">${ICON.like} Like</button>
        ${post.commentsOff ? '<span class="comments-off">Commenting has been turned off.</span>' : `<button type="button" class="react" id="comment-${post.id}" data-action="comment" data-post="${post.id}">${ICON.comment} Comment</button>`}
        <button type="button" class="react" id="share-${post.id}" data-action="noop">${ICON.share} Share</button>
      </div>
      ${post.myComments.map((c) => `<div class="comment mine"><b>Priya Shah</b> ${esc(c)}</div>`).join("")}
      ${commentBox}
    </div>`;
  }
  function commentFormHtml(post) {
    return `<form class="comment-form" data-submit="comment" data-post="${post.id}">
      ${avatar("me", "small")}<textarea id="comment-text-${post.id}" rows="2" placeholder="Write a comment…"></textarea>
      <button type="submit" class="primary" id="comment-send-${post.id}">Post comment</button></form>`;
  }
  function linkify(text) {
    return esc(text).replace(/@([a-z0-9_.]+)/gi, '<a href="#/search/$1">@$1</a>');
  }
  function visibleFeed() {
    return D.feed.filter((p) => !state.muted.includes(p.author) && !state.blocked.includes(p.author) && !state.deleted[p.id]);
  }

  // ---------- views ----------
  function homeView() {
    const posts = visibleFeed().slice(0, state.feedShown).map((p) => postHtml(state.posts[p.id], "feed")).join("");
    const more = state.feedShown < visibleFeed().length
      ? '<button type="button" class="load-more" id="show-more" data-action="show-more">Show more posts</button>'
      : '<p class="end">You\u2019re all caught up.</p>';
    return `<h1 class="visually-hidden">Feed</h1>
      <div class="card composer-start">${avatar("me")}<button type="button" class="fake-input" id="open-composer" data-action="open-composer">What's on your mind, Priya?</button>
        <span class="composer-icons"><span class="icon-btn" data-action="open-composer">${ICON.photo}</span></span></div>
      <div class="stories" aria-hidden="true"></div>
      <div class="posts" id="home-posts">${posts}</div>${more}`;
  }

  function profileView(handle) {
    if (handle !== "me") {
      const key = Object.keys(D.people).find((k) => D.people[k].handle === handle);
      if (!key) return `<h1>Page not found</h1><p>This content isn't available.</p>`;
      const p = D.people[key];
      const posts = D.feed.filter((x) => x.author === key).map((x) => postHtml(state.posts[x.id], "profile")).join("");
      return `<div class="card profile-head">${avatar(key, "large")}<div><h1>${esc(p.name)}</h1><p class="muted">@${esc(p.handle)}${p.relation ? ` · ${p.relation}` : ""}</p></div>
        <button type="button" class="secondary" id="friends-button">Friends ✓</button><button type="button" class="primary" id="message-button">Message</button></div>
        <h2 class="section-title">Posts</h2><div class="posts">${posts || '<p class="muted">No posts to show.</p>'}</div>`;
    }
    const own = D.profile.map((p) => state.posts[p.id]).filter((p) => !state.deleted[p.id]);
    const shown = own.slice(0, state.profileShown).map((p) => postHtml(p, "profile")).join("");
    const more = state.profileShown < own.length
      ? '<button type="button" class="load-more" id="profile-more" data-action="profile-more">Show more posts</button>' : "";
    const site = state.website ? `<li>Website: <a href="#/external" id="profile-website">${esc(state.website)}</a></li>` : "";
    return `<div class="card profile-head">${avatar("me", "large")}<div><h1>Priya Shah</h1><p class="muted">@${esc(state.handle)} · ${D.me.friends} friends</p></div>
        <a class="secondary button-link" href="#/profile/me/edit" id="edit-profile">Edit profile</a></div>
      <div class="card intro"><h2>Intro</h2><p id="profile-bio">${esc(state.bio)}</p><ul class="facts">${site}<li>Lives in ${esc(state.location)}</li><li>Joined ${D.me.joined}</li></ul></div>
      <h2 class="section-title">Posts</h2><div class="posts" id="profile-posts">${shown}</div>${more}`;
  }

  function editProfileView() {
    const draft = state.drafts.profile || { bio: state.bio, website: state.website, location: state.location };
    const errors = state.profileErrors || {};
    const summary = Object.keys(errors).length
      ? `<div class="error-summary" role="alert" id="profile-error-summary"><h2>There is a problem</h2><ul>${Object.entries(errors).map(([k, v]) => `<li><a href="#/profile/me/edit" data-focus="profile-${k}">${esc(v)}</a></li>`).join("")}</ul></div>` : "";
    return `<h1>Edit profile</h1>${summary}
      <form class="card form" data-submit="profile" novalidate>
        <div class="field${errors.bio ? " has-error" : ""}"><label for="profile-bio-input">Bio</label>
          ${errors.bio ? `<p class="error" id="bio-error">${esc(errors.bio)}</p>` : ""}
          <textarea id="profile-bio-input" rows="3"${errors.bio ? ' aria-invalid="true" aria-describedby="bio-error"' : ""}>${esc(draft.bio)}</textarea></div>
        <div class="field"><label for="profile-website-input">Website</label><input id="profile-website-input" type="text" value="${esc(draft.website)}"></div>
        <div class="field"><label for="profile-location">Current town or city</label><input id="profile-location" type="text" value="${esc(draft.location)}"></div>
        <div class="actions"><button type="submit" class="primary" id="save-profile">Save</button> <a href="#/profile/me" id="cancel-profile">Cancel</a></div>
      </form>`;
  }

  function postView(id) {
    const post = state.posts[id];
    if (!post || state.deleted[id]) return `<h1>This post isn't available</h1><p>It may have been deleted.</p><a href="#/home">Back to feed</a>`;
    const comments = (D.comments[id] || []).filter((c) => !state.blocked.includes(c.author));
    const list = comments.map((c) => {
      const a = person(c.author);
      const reply = state.replyTo === c.id
        ? `<form class="reply-form" data-submit="reply" data-post="${id}" data-comment="${c.id}"><textarea id="reply-text-${c.id}" rows="2" aria-label="Reply to ${esc(a.name)}">@${esc(a.handle)} </textarea><button type="submit" class="primary" id="reply-send-${c.id}">Reply</button></form>` : "";
      const replies = (state.replies || []).filter((r) => r.to === c.id).map((r) => `<li class="comment reply" id="my-reply-${c.id}">${avatar("me", "small")}<div><a href="#/profile/me">Priya Shah</a> <span>${esc(r.text)}</span><div class="meta">Just now</div></div></li>`).join("");
      const liked = !!state.liked[c.id];
      return `<li class="comment" id="comment-${c.id}">${avatar(c.author, "small")}<div><a href="${profileHref(c.author)}">${esc(a.name)}</a> <span>${esc(c.text)}</span>
        <div class="meta"><time datetime="${c.at}" title="${longDate(c.at)}">${relative(c.at)}</time> · <button type="button" class="link-btn${liked ? " is-active" : ""}" id="like-comment-${c.id}" data-action="like-comment" data-comment="${c.id}">Like</button> · <button type="button" class="link-btn" id="reply-${c.id}" data-action="reply" data-comment="${c.id}">Reply</button>${c.likes + (liked ? 1 : 0) ? ` · <span class="comment-likes">${c.likes + (liked ? 1 : 0)} ${c.likes + (liked ? 1 : 0) === 1 ? "like" : "likes"}</span>` : ""}</div></div></li>${replies}${reply}`;
    }).join("");
    return `<h1 class="visually-hidden">Post by ${esc(person(post.author).name)}</h1><div id="post-detail">${postHtml(post, "detail")}</div>
      <section class="card comments"><h2>Comments</h2><ul class="comment-list">${list || '<li class="muted">No comments yet.</li>'}</ul></section>`;
  }

  function notificationsView() {
    const items = state.notifications.map((n) => {
      const p = person(n.who);
      return `<li class="notification${n.unread ? " unread" : ""}"><a href="${n.href}" id="notif-${n.id}" data-action="read-notification" data-id="${n.id}">${avatar(n.who)}<span><b>${esc(p.name)}</b> ${esc(n.text)}<span class="meta"><time datetime="${n.at}">${relative(n.at)}</time></span></span></a></li>`;
    }).join("");
    return `<h1>Notifications</h1><div class="card"><div class="row-between"><span class="muted">Newest first</span><button type="button" class="link-btn" id="mark-all-read" data-action="mark-all-read">Mark all as read</button></div><ul class="notifications">${items}</ul></div>`;
  }

  function groupsView() {
    return `<h1>Groups</h1><ul class="card group-list">
      <li><a href="#/groups/hartley-road" id="group-hartley">Hartley Road Allotment Society</a><span class="muted">184 members · 3 new posts</span></li>
      <li><a href="#/groups/leeds-bakers" id="group-bakers">Leeds Home Bakers</a><span class="muted">2,310 members</span></li></ul>`;
  }

  // The group feed, built to the ARIA feed pattern.
  function groupView(slug) {
    if (slug !== D.group.slug) return `<h1>Leeds Home Bakers</h1><p class="muted">Nothing new since your last visit.</p>`;
    const g = D.group;
    const posts = g.posts.slice().sort((a, b) => (a.at < b.at ? 1 : -1));
    const shown = posts.slice(0, state.groupShown);
    const articles = shown.map((p, i) => {
      const post = state.posts[p.id];
      const a = person(p.author);
      const box = state.openComment === p.id
        ? `<form class="comment-form" data-submit="comment" data-post="${p.id}"><label for="comment-text-${p.id}" class="visually-hidden">Write a comment</label><textarea id="comment-text-${p.id}" rows="2"></textarea><button type="submit" class="primary" id="comment-send-${p.id}">Post comment</button></form>` : "";
      return `<article class="post" id="group-post-${p.id}" aria-posinset="${i + 1}" aria-setsize="${posts.length}" aria-labelledby="gp-${p.id}-author" aria-describedby="gp-${p.id}-text">
        <div class="post-head">${avatar(p.author)}<div><a class="author" id="gp-${p.id}-author" href="${profileHref(p.author)}">${esc(a.name)}</a><div class="meta"><time datetime="${p.at}">${longDate(p.at)}</time></div></div></div>
        <p class="post-text" id="gp-${p.id}-text">${esc(p.text)}</p>
        <div class="post-counts"><span>${p.likes} reactions</span> <span>${p.comments + post.myComments.length} comments</span></div>
        <div class="post-actions"><button type="button" class="react" aria-pressed="${state.liked[p.id] ? "true" : "false"}" id="glike-${p.id}" data-action="like" data-post="${p.id}">${ICON.like} Like</button>
        <button type="button" class="react" id="gcomment-${p.id}" data-action="comment" data-post="${p.id}" aria-expanded="${state.openComment === p.id}">${ICON.comment} Comment<span class="visually-hidden"> on ${esc(a.name)}'s post</span></button></div>
        ${post.myComments.map((c, k) => `<div class="comment mine" id="gp-${p.id}-mine-${k}"><b>Priya Shah</b> ${esc(c)}</div>`).join("")}
        ${box}</article>`;
    }).join("");
    const more = state.groupShown < posts.length ? '<button type="button" class="load-more" id="group-more" data-action="group-more">Load more posts</button>' : '<p class="end">No more posts.</p>';
    return `<div class="card group-head"><h1>${esc(g.name)}</h1><p class="muted">Private group · ${g.members} members</p><p>${esc(g.about)}</p></div>
      <div role="feed" aria-busy="false" aria-label="${esc(g.name)} posts" id="group-feed">${articles}</div>${more}
      <div class="visually-hidden" role="status" id="group-status"></div>`;
  }

  function settingsNav(active) {
    const links = [["privacy", "Privacy and audience"], ["notifications", "Notifications"], ["blocked", "Blocking and muting"], ["account", "Account"]];
    return `<nav class="settings-nav" aria-label="Settings sections"><ul>${links.map(([k, label]) => `<li><a href="#/settings/${k}" id="settings-${k}"${k === active ? ' aria-current="page"' : ""}>${label}</a></li>`).join("")}</ul></nav>`;
  }
  function selectHtml(id, label, options, value) {
    return `<div class="field"><label for="${id}">${label}</label><select id="${id}">${options.map((o) => `<option${o === value ? " selected" : ""}>${o}</option>`).join("")}</select></div>`;
  }
  function settingsView(section) {
    let body = "";
    if (section === "privacy") {
      const p = state.privacy;
      body = `<h1>Privacy and audience</h1><form class="card form" data-submit="privacy">
        <h2>Your posts</h2>
        ${selectHtml("default-audience", "Who can see your future posts?", ["Public", "Friends", "Only me"], p.audience)}
        <div class="field checkbox"><input type="checkbox" id="review-tags"${p.reviewTags ? " checked" : ""}><label for="review-tags">Review posts you're tagged in before they appear on your profile</label></div>
        <h2>How people find and contact you</h2>
        ${selectHtml("friend-requests", "Who can send you friend requests?", ["Everyone", "Friends of friends"], p.requests)}
        ${selectHtml("friends-list", "Who can see your friends list?", ["Public", "Friends", "Only me"], p.friendsList)}
        <div class="actions"><button type="submit" class="primary" id="save-privacy">Save changes</button></div></form>`;
    } else if (section === "notifications") {
      const rows = [["comments", "Comments on your posts"], ["mentions", "Mentions and tags"], ["likes", "Reactions to your posts"], ["requests", "Friend requests"], ["groups", "New posts in your groups"], ["birthdays", "Birthdays"]];
      body = `<h1>Notifications</h1><form class="card form" data-submit="notify"><p class="muted">Choose how we let you know about activity.</p>
        <table class="notify-table"><thead><tr><th>Activity</th><th>Email</th><th>Push</th></tr></thead><tbody>
        ${rows.map(([k, label]) => `<tr><td>${label}</td><td><input type="checkbox" id="email-${k}"${state.notify[k].email ? " checked" : ""}></td><td><input type="checkbox" id="push-${k}"${state.notify[k].push ? " checked" : ""}></td></tr>`).join("")}
        </tbody></table><div class="actions"><button type="submit" class="primary" id="save-notifications">Save</button></div></form>`;
    } else if (section === "blocked") {
      const names = (keys, action, label) => keys.map((k) => `<li>${avatar(k, "small")} ${esc(person(k).name)} <span class="muted">@${esc(person(k).handle)}</span> <button type="button" class="secondary" id="${action}-${k}" data-action="${action}" data-who="${k}">${label}</button></li>`).join("");
      body = `<h1>Blocking and muting</h1>
        <section class="card" aria-labelledby="blocked-heading"><h2 id="blocked-heading">Blocked accounts</h2><p class="muted">Blocked people can't see your posts, tag you or message you.</p><ul class="people-list" id="blocked-list">${names(state.blocked, "unblock", "Unblock")}</ul></section>
        <section class="card" aria-labelledby="muted-heading"><h2 id="muted-heading">Muted accounts</h2><p class="muted">You won't see posts from muted accounts. They aren't told.</p><ul class="people-list" id="muted-list">${names(state.muted, "unmute", "Unmute")}</ul></section>
        <section class="card" aria-labelledby="words-heading"><h2 id="words-heading">Muted words</h2><p class="muted">Posts containing these words won't appear in your feed.</p>
          <ul class="word-list" id="muted-words">${state.mutedWords.map((w) => `<li>${esc(w)} <button type="button" class="icon-x" data-action="remove-word" data-word="${esc(w)}">${ICON.close}</button></li>`).join("")}</ul>
          <form class="inline-form" data-submit="muted-word"><input type="text" id="muted-word-input" placeholder="Add a word or phrase"><button type="submit" class="secondary" id="add-muted-word">Add</button></form></section>`;
    } else {
      const draft = state.drafts.account || { handle: state.handle, email: D.me.email };
      const err = state.accountError;
      body = `<h1>Account</h1>${err ? `<div class="error-summary" role="alert" id="account-error-summary"><h2>There is a problem</h2><p>${esc(err)}</p></div>` : ""}
        <form class="card form" data-submit="account" novalidate>
        <div class="field${err ? " has-error" : ""}"><label for="username">Username</label><p class="hint" id="username-hint">Your profile address is huddle.example/<span id="handle-preview">${esc(draft.handle)}</span></p>
          ${err ? `<p class="error" id="username-error">${esc(err)}</p>` : ""}
          <input type="text" id="username" value="${esc(draft.handle)}" aria-describedby="username-hint${err ? " username-error" : ""}"${err ? ' aria-invalid="true"' : ""}></div>
        <div class="field"><label for="account-email">Email address</label><input type="email" id="account-email" value="${esc(draft.email)}"></div>
        <div class="actions"><button type="submit" class="primary" id="save-account">Save changes</button></div></form>
        <section class="card danger"><h2>Deactivate or delete</h2><p>Deactivating hides your profile until you log back in. Deleting removes your account and everything you've posted for good.</p>
        <button type="button" class="secondary" id="deactivate-account" data-action="noop">Deactivate account</button> <button type="button" class="danger-btn" id="delete-account" data-action="noop">Delete account</button></section>`;
    }
    return `<div class="settings">${settingsNav(section)}<div class="settings-body">${body}</div></div>`;
  }

  function helpView() {
    return `<h1>Help and support</h1><div class="card"><p>Find answers about your account, privacy and safety.</p><ul><li><a href="#/help/privacy">Privacy basics</a></li><li><a href="#/help/accessibility">Accessibility</a></li></ul></div>`;
  }

  // ---------- dialogs ----------
  function openDialog(html, label) {
    const root = $("dialog-root");
    root.innerHTML = `<dialog class="dialog" id="dialog" aria-labelledby="dialog-title">${html}</dialog>`;
    const dlg = $("dialog");
    dlg.addEventListener("cancel", (e) => { e.preventDefault(); closeDialog(); });
    dlg.showModal();
  }
  function closeDialog() {
    const dlg = $("dialog");
    if (dlg) { dlg.close(); $("dialog-root").innerHTML = ""; }
  }

  const composer = { text: "", audience: null, picking: false, mentions: [] };
  function composerHtml() {
    const audience = composer.audience || state.privacy.audience;
    const left = 280 - composer.text.length;
    const m = composer.text.match(/@(\w*)$/);
    let suggestions = "";
    if (m && !composer.picking) {
      const q = m[1].toLowerCase();
      const hits = Object.entries(D.people).filter(([k, p]) => !["quickcash", "deals", "kieran", "leedslive"].includes(k) && (p.name.toLowerCase().split(" ").some((w) => w.startsWith(q)) || p.handle.startsWith(q))).slice(0, 5);
      if (hits.length) suggestions = `<ul class="mention-list" id="mention-list" role="listbox">${hits.map(([k, p]) => `<li role="option" id="mention-${k}" data-action="pick-mention" data-who="${k}">${avatar(k, "small")} ${esc(p.name)} <span class="muted">@${esc(p.handle)}</span></li>`).join("")}</ul>`;
    }
    if (composer.picking) {
      return `<div class="dialog-head"><h2 id="dialog-title">Post audience</h2></div>
        <fieldset class="audience-options"><legend>Who can see your post?</legend>
        ${["Public", "Friends", "Only me"].map((o) => `<label class="radio"><input type="radio" name="audience" value="${o}" id="audience-${o.replace(" ", "-").toLowerCase()}"${o === (composer.pending || audience) ? " checked" : ""} data-change="audience-pick"> ${o}</label>`).join("")}</fieldset>
        <div class="dialog-actions"><button type="button" class="secondary" id="audience-back" data-action="audience-cancel">Back</button><button type="button" class="primary" id="audience-done" data-action="audience-done">Done</button></div>`;
    }
    return `<div class="dialog-head"><h2 id="dialog-title">Create post</h2><button type="button" class="icon-x" id="composer-close" data-action="close-dialog">${ICON.close}</button></div>
      <div class="composer-who">${avatar("me")}<div><b>Priya Shah</b><br><button type="button" class="audience-btn" id="audience-button" data-action="audience-open">${AUDIENCE_ICON[audience]} ${audience} ▾</button></div></div>
      <textarea id="composer-text" rows="5" placeholder="What's on your mind, Priya?">${esc(composer.text)}</textarea>${suggestions}
      <div class="composer-tools"><span class="icon-btn" id="composer-photo" data-action="noop">${ICON.photo}</span><span class="char-count${left < 20 ? " low" : ""}" id="char-count">${left}</span></div>
      <button type="button" class="primary wide" id="publish-post" data-action="publish">Post</button>`;
  }
  function renderComposer() {
    const dlg = $("dialog");
    if (dlg) dlg.innerHTML = composerHtml();
  }

  function deleteDialog(id) {
    openDialog(`<h2 id="dialog-title">Delete post?</h2><p>Are you sure you want to delete this post? You can't undo this.</p>
      <div class="dialog-actions"><button type="button" class="secondary" id="cancel-delete" data-action="close-dialog">Cancel</button><button type="button" class="danger-btn" id="confirm-delete" data-action="confirm-delete" data-post="${id}">Delete</button></div>`);
  }
  function muteDialog(who) {
    const p = person(who);
    const first = p.name.split(" ")[0];
    openDialog(`<h2 id="dialog-title">Mute ${esc(p.name)}?</h2><p>You won't see ${esc(first)}'s posts in your feed. You'll still be friends, and ${esc(first)} won't be told.</p>
      <div class="dialog-actions"><button type="button" class="secondary" id="cancel-mute" data-action="close-dialog">Cancel</button><button type="button" class="primary" id="confirm-mute" data-action="confirm-mute" data-who="${who}">Mute</button></div>`);
  }
  function audienceDialog(id) {
    const post = state.posts[id];
    openDialog(`<h2 id="dialog-title">Edit audience</h2><fieldset class="audience-options"><legend>Who can see this post?</legend>
      ${["Public", "Friends", "Only me"].map((o) => `<label class="radio"><input type="radio" name="post-audience" value="${o}" id="post-audience-${o.replace(" ", "-").toLowerCase()}"${o === post.audience ? " checked" : ""}> ${o}</label>`).join("")}</fieldset>
      <div class="dialog-actions"><button type="button" class="secondary" id="cancel-audience" data-action="close-dialog">Cancel</button><button type="button" class="primary" id="save-audience" data-action="save-audience" data-post="${id}">Save</button></div>`);
  }
  function reportDialog(id, step) {
    const post = state.posts[id];
    const p = person(post.author);
    if (step === "done") {
      const blocked = state.blocked.includes(post.author);
      openDialog(`<h2 id="dialog-title">Thanks for letting us know</h2><p>We'll review this post against our community standards and tell you what we decide.</p>
        ${blocked ? `<p id="report-blocked">You've blocked ${esc(p.name)}. They can't see your posts, tag you or message you.</p>` : `<p>Other steps you can take:</p><button type="button" class="secondary" id="report-block" data-action="block-from-report" data-post="${id}">Block ${esc(p.name)}</button>`}
        <div class="dialog-actions"><button type="button" class="primary" id="report-done" data-action="close-dialog">Done</button></div>`);
      return;
    }
    const reasons = ["Spam", "Scam or fraud", "Harassment or bullying", "False information", "Something else"];
    openDialog(`<h2 id="dialog-title">Report post</h2><fieldset class="audience-options"><legend>Why are you reporting this post?</legend>
      ${reasons.map((r, i) => `<label class="radio"><input type="radio" name="report-reason" id="reason-${i}" value="${r}"> ${r}</label>`).join("")}</fieldset>
      <div class="dialog-actions"><button type="button" class="secondary" id="cancel-report" data-action="close-dialog">Cancel</button><button type="button" class="primary" id="submit-report" data-action="submit-report" data-post="${id}">Submit report</button></div>`);
  }
  function photoDialog(id, index) {
    const post = state.posts[id];
    const n = post.images.length;
    openDialog(`<div class="viewer"><h2 id="dialog-title" class="visually-hidden">Photo viewer</h2>
      <button type="button" class="viewer-close" id="viewer-close" data-action="close-dialog">${ICON.close}</button>
      ${index > 0 ? `<button type="button" class="viewer-nav prev" id="viewer-prev" data-action="photo" data-post="${id}" data-index="${index - 1}">${ICON.prev}</button>` : ""}
      <img src="${post.images[index]}" class="viewer-image" id="viewer-image" width="800" height="450">
      ${index < n - 1 ? `<button type="button" class="viewer-nav next" id="viewer-next" data-action="photo" data-post="${id}" data-index="${index + 1}">${ICON.next}</button>` : ""}
      <p class="viewer-caption"><b>${esc(person(post.author).name)}</b> ${esc(post.text)} <span class="muted">${index + 1} of ${n}</span></p></div>`);
  }

  // ---------- router ----------
  function route() {
    const hash = location.hash || "#/home";
    const parts = hash.replace(/^#\/?/, "").split("/");
    let html;
    let title;
    let section = parts[0];
    if (parts[0] === "home" || parts[0] === "") { html = homeView(); title = "Feed"; section = "home"; }
    else if (parts[0] === "profile" && parts[2] === "edit") { html = editProfileView(); title = "Edit profile"; }
    else if (parts[0] === "profile") { html = profileView(parts[1]); title = parts[1] === "me" ? "Priya Shah" : "Profile"; }
    else if (parts[0] === "post") { html = postView(parts[1]); title = "Post"; }
    else if (parts[0] === "notifications") { html = notificationsView(); title = "Notifications"; }
    else if (parts[0] === "groups" && parts[1]) { html = groupView(parts[1]); title = D.group.name; section = "groups"; }
    else if (parts[0] === "groups") { html = groupsView(); title = "Groups"; }
    else if (parts[0] === "settings") { html = settingsView(parts[1] || "privacy"); title = "Settings"; }
    else if (parts[0] === "help") { html = helpView(); title = "Help"; }
    else { html = `<h1>Nothing here yet</h1><p>This part of Huddle isn't available in your region.</p><a href="#/home">Back to feed</a>`; title = "Huddle"; }
    view().innerHTML = html;
    document.title = `${title} | Huddle`;
    for (const a of document.querySelectorAll(".top-nav a")) {
      if (a.dataset.section === section) a.setAttribute("aria-current", "page"); else a.removeAttribute("aria-current");
    }
    closeAccountMenu();
  }
  function rerender() {
    const y = window.scrollY;
    route();
    window.scrollTo(0, y);
  }
  function renderBadge() {
    const unread = state.notifications.filter((n) => n.unread).length;
    const badge = $("notif-badge");
    badge.textContent = String(unread);
    badge.hidden = unread === 0;
  }
  function toast(text) {
    const el = $("toast");
    el.textContent = text;
    el.classList.add("shown");
    setTimeout(() => { el.classList.remove("shown"); el.textContent = ""; }, 5000);
  }
  function closeAccountMenu() {
    $("account-menu").hidden = true;
    $("account-button").setAttribute("aria-expanded", "false");
  }

  // ---------- actions ----------
  const actions = {
    "post-menu": (el) => { state.openMenu = state.openMenu === el.dataset.post ? null : el.dataset.post; rerender(); },
    like: (el) => { state.liked[el.dataset.post] = !state.liked[el.dataset.post]; rerender(); },
    "like-comment": (el) => { state.liked[el.dataset.comment] = !state.liked[el.dataset.comment]; rerender(); },
    comment: (el) => { state.openComment = state.openComment === el.dataset.post ? null : el.dataset.post; rerender(); },
    reply: (el) => { state.replyTo = el.dataset.comment; rerender(); },
    "show-more": () => {
      state.feedShown += 5;
      if (!state.lateArrived) { state.lateArrived = true; state.notifications.unshift(D.lateNotification); renderBadge(); }
      rerender();
    },
    "profile-more": () => { state.profileShown += 4; rerender(); },
    "group-more": () => {
      const feed = $("group-feed");
      feed.setAttribute("aria-busy", "true");
      setTimeout(() => {
        const before = state.groupShown;
        state.groupShown = Math.min(state.groupShown + 5, D.group.posts.length);
        rerender();
        $("group-status").textContent = `${state.groupShown - before} more posts loaded`;
      }, 200);
    },
    "open-composer": () => { composer.text = ""; composer.audience = null; composer.picking = false; openDialog(composerHtml()); },
    "audience-open": () => { composer.picking = true; composer.pending = null; renderComposer(); },
    "audience-cancel": () => { composer.picking = false; renderComposer(); },
    "audience-done": () => { composer.audience = composer.pending || composer.audience; composer.picking = false; renderComposer(); },
    "pick-mention": (el) => {
      const p = person(el.dataset.who);
      composer.text = composer.text.replace(/@(\w*)$/, `@${p.handle} `);
      renderComposer();
      $("composer-text").focus();
    },
    publish: () => {
      if (!composer.text.trim()) return;
      const id = `p9${Object.keys(state.posts).length}`;
      state.posts[id] = { id, author: "me", at: NOW.toISOString(), text: composer.text, likes: 0, comments: 0, audience: composer.audience || state.privacy.audience, commentsOff: false, myComments: [] };
      D.feed.unshift(state.posts[id]);
      closeDialog();
      toast("Your post is now live.");
      rerender();
    },
    "close-dialog": () => closeDialog(),
    "delete-post": (el) => { state.openMenu = null; deleteDialog(el.dataset.post); },
    "confirm-delete": (el) => { state.deleted[el.dataset.post] = true; closeDialog(); rerender(); document.body.focus(); },
    mute: (el) => { state.openMenu = null; muteDialog(el.dataset.who); },
    "confirm-mute": (el) => {
      state.muted.push(el.dataset.who);
      closeDialog();
      rerender();
      toast(`${person(el.dataset.who).name} muted. You won't see their posts.`);
    },
    block: (el) => { state.openMenu = null; if (!state.blocked.includes(el.dataset.who)) state.blocked.push(el.dataset.who); rerender(); toast(`${person(el.dataset.who).name} blocked.`); },
    unblock: (el) => { state.blocked = state.blocked.filter((k) => k !== el.dataset.who); rerender(); },
    unmute: (el) => { state.muted = state.muted.filter((k) => k !== el.dataset.who); rerender(); },
    "remove-word": (el) => { state.mutedWords = state.mutedWords.filter((w) => w !== el.dataset.word); rerender(); },
    "edit-audience": (el) => { state.openMenu = null; rerender(); audienceDialog(el.dataset.post); },
    "save-audience": (el) => {
      const picked = document.querySelector("input[name=post-audience]:checked");
      state.posts[el.dataset.post].audience = picked.value;
      closeDialog();
      rerender();
    },
    "toggle-commenting": (el) => {
      const post = state.posts[el.dataset.post];
      post.commentsOff = !post.commentsOff;
      state.openMenu = null;
      rerender();
    },
    report: (el) => { state.openMenu = null; rerender(); reportDialog(el.dataset.post, "reason"); },
    "submit-report": (el) => {
      if (!document.querySelector("input[name=report-reason]:checked")) return;
      reportDialog(el.dataset.post, "done");
    },
    "block-from-report": (el) => {
      const who = state.posts[el.dataset.post].author;
      if (!state.blocked.includes(who)) state.blocked.push(who);
      reportDialog(el.dataset.post, "done");
    },
    "open-photo": (el) => photoDialog(el.dataset.post, Number(el.dataset.index)),
    photo: (el) => photoDialog(el.dataset.post, Number(el.dataset.index)),
    "read-notification": (el) => { const n = state.notifications.find((x) => x.id === el.dataset.id); if (n) n.unread = false; renderBadge(); },
    "mark-all-read": () => { for (const n of state.notifications) n.unread = false; renderBadge(); rerender(); },
    "add-friend": (el) => { el.textContent = "Request sent"; el.disabled = true; },
    noop: () => {},
  };

  const submits = {
    privacy: () => {
      state.privacy = {
        audience: $("default-audience").value, requests: $("friend-requests").value,
        friendsList: $("friends-list").value, reviewTags: $("review-tags").checked,
      };
      toast("Your privacy settings have been saved.");
    },
    notify: () => {
      for (const k of Object.keys(state.notify)) state.notify[k] = { email: $(`email-${k}`).checked, push: $(`push-${k}`).checked };
      toast("Notification settings saved.");
    },
    "muted-word": () => {
      const word = $("muted-word-input").value.trim();
      if (word && !state.mutedWords.includes(word)) state.mutedWords.push(word);
      rerender();
      toast(`\u201c${word}\u201d added to your muted words.`);
    },
    account: () => {
      const handle = $("username").value.trim();
      state.drafts.account = { handle, email: $("account-email").value };
      if (D.takenHandles.includes(handle.toLowerCase())) {
        state.accountError = `The username ${handle} is already taken. Try another.`;
      } else if (!/^[a-z0-9._]{3,30}$/i.test(handle)) {
        state.accountError = "Usernames can only use letters, numbers, full stops and underscores.";
      } else {
        state.accountError = "";
        state.handle = handle;
        state.drafts.account = null;
        rerender();
        toast(`Saved. Your profile address is now huddle.example/${handle}`);
        return;
      }
      rerender();
    },
    profile: () => {
      const bio = $("profile-bio-input").value.trim();
      const website = $("profile-website-input").value.trim();
      state.drafts.profile = { bio, website, location: $("profile-location").value };
      const errors = {};
      if (/\b[\w-]+\.(co\.uk|com|org|net|uk|io)\b/i.test(bio)) errors.bio = "Bios can't include web addresses. Put your link in the Website field instead.";
      if (bio.length > 101) errors.bio = "Bios can be up to 101 characters.";
      if (Object.keys(errors).length) { state.profileErrors = errors; rerender(); return; }
      state.profileErrors = null;
      state.bio = bio;
      state.website = website;
      state.location = $("profile-location").value.trim();
      state.drafts.profile = null;
      location.hash = "#/profile/me";
      toast("Profile updated.");
    },
    comment: (form) => {
      const id = form.dataset.post;
      const text = $(`comment-text-${id}`).value.trim();
      if (!text) return;
      state.posts[id].myComments.push(text);
      state.openComment = null;
      rerender();
    },
    reply: (form) => {
      const text = $(`reply-text-${form.dataset.comment}`).value.trim();
      state.replies = state.replies || [];
      state.replies.push({ to: form.dataset.comment, text });
      state.replyTo = null;
      rerender();
    },
  };

  document.addEventListener("click", (event) => {
    const el = event.target.closest("[data-action]");
    if (el && actions[el.dataset.action]) {
      if (el.tagName === "A" && el.dataset.action !== "read-notification") event.preventDefault();
      actions[el.dataset.action](el);
      return;
    }
    if (event.target.closest("#account-button")) {
      const menu = $("account-menu");
      menu.hidden = !menu.hidden;
      $("account-button").setAttribute("aria-expanded", String(!menu.hidden));
    }
  });
  document.addEventListener("submit", (event) => {
    const form = event.target;
    event.preventDefault();
    if (form.dataset.submit && submits[form.dataset.submit]) submits[form.dataset.submit](form);
  });
  document.addEventListener("input", (event) => {
    if (event.target.id === "composer-text") {
      composer.text = event.target.value;
      renderComposer();
      const box = $("composer-text");
      box.focus();
      box.setSelectionRange(box.value.length, box.value.length);
    }
  });
  document.addEventListener("change", (event) => {
    if (event.target.dataset.change === "audience-pick") composer.pending = event.target.value;
  });
  window.addEventListener("hashchange", () => { state.openMenu = null; state.openComment = null; route(); window.scrollTo(0, 0); });
  route();
  renderBadge();
})();

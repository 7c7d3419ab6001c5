// Hartley & Finch: hash-routed shop. One delegated listener per event type on the document.
(() => {
  const D = window.SHOP_DATA;
  const view = document.getElementById("view");
  const drawer = document.getElementById("drawer");
  const phone = document.getElementById("phone");
  const toast = document.getElementById("toast");
  const byId = (id) => D.products.find((p) => p.id === id);
  const money = (n) => "£" + n.toFixed(2);
  const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
  const ICON_MINUS = '<svg viewBox="0 0 16 16" width="14" height="14"><path d="M3 8h10" stroke="currentColor" stroke-width="2"/></svg>';
  const ICON_PLUS = '<svg viewBox="0 0 16 16" width="14" height="14"><path d="M3 8h10M8 3v10" stroke="currentColor" stroke-width="2"/></svg>';
  const ICON_CLOSE = '<svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="2"/></svg>';

  const S = {
    bag: D.bag.map((line) => ({ ...line })),
    code: null, codeError: "", codeText: "",
    filters: { colour: new Set(), size: new Set(), material: new Set() }, sort: "recommended",
    pick: { colour: null, size: null, qty: 1, error: "" },
    checkout: { method: "delivery", address: "saved", postcode: "", suggestions: [], line1: "", town: "", recipient: "",
      speed: "standard", storeQuery: "", storeResults: false, store: null, error: "" },
    payment: "saved", verified: false, codeAttempt: "", challengeError: "",
    prefs: { ...D.preferences, mobile: D.customer.mobile },
    storeFinder: { query: "", searched: false, sunday: false, stepFree: false, collect: false, open: new Set(), pin: null },
    cancel: { items: new Set(), reason: "" },
    ret: { items: new Set(), reason: "", method: "" },
    orders: D.orders.map((o) => ({ ...o })),
    placed: null,
  };

  const productOf = (line) => byId(line.product);
  const subtotal = () => S.bag.reduce((sum, l) => sum + productOf(l).price * l.qty, 0);
  const fullPrice = () => S.bag.reduce((sum, l) => sum + (productOf(l).was ? 0 : productOf(l).price * l.qty), 0);
  const discount = () => (S.code ? Math.round(fullPrice() * D.codes[S.code].rate * 100) / 100 : 0);
  const deliveryCost = () => (S.checkout.method === "collect" ? 0 : S.checkout.speed === "next" ? 5.95 : subtotal() - discount() >= 50 ? 0 : 3.95);
  const total = () => subtotal() - discount() + deliveryCost();
  const bagCount = () => S.bag.reduce((n, l) => n + l.qty, 0);

  function image(p, colour, size) {
    const hex = D.colours[colour || p.colours[0]].hex;
    return `<div class="pimg pimg-${size}" style="background:${hex}"><img src="img/${p.shape}.svg" width="100%" height="100%"></div>`;
  }

  function setTitle(text) { document.title = `${text} | Hartley & Finch`; }
  function updateHeader() { document.getElementById("bag-count").textContent = String(bagCount()); }

  // ---------- pages ----------
  function home() {
    setTitle("Clothing & Homeware");
    const newIn = D.products.filter((p) => p.cat === "knitwear").sort((a, b) => (a.added < b.added ? 1 : -1)).slice(0, 4);
    return `<div class="hero"><img src="img/hero.svg" width="1200" height="300"><a href="#/shop/knitwear" class="hero-cta">Shop knitwear</a></div>
      <section class="section"><h2>New in knitwear</h2><div class="grid">${newIn.map(card).join("")}</div></section>
      <section class="section tiles"><a href="#/shop/homeware" class="tile"><img src="img/home.svg" width="120" height="120"><span>Homeware</span></a>
      <a href="#/shop/sale" class="tile"><img src="img/accessory.svg" width="120" height="120"><span>Up to 40% off</span></a>
      <a href="#/stores" class="tile"><span>Click &amp; collect from 38 stores</span></a></section>`;
  }

  function card(p) {
    const price = p.was ? `<s class="was">${money(p.was)}</s> <span class="now">${money(p.price)}</span>` : money(p.price);
    return `<div class="card">${image(p, null, "card")}<a href="#/product/${p.id}" class="card-name">${esc(p.name)}</a>
      <p class="card-price">${price}</p><p class="card-swatches">${p.colours.map((c) => `<span class="dot" style="background:${D.colours[c].hex}"></span>`).join("")}</p></div>`;
  }

  function matching() {
    const f = S.filters;
    let list = D.products.filter((p) => p.cat === "knitwear");
    if (f.colour.size) list = list.filter((p) => p.colours.some((c) => f.colour.has(D.colours[c].family)));
    if (f.size.size) list = list.filter((p) => p.sizes.some((s) => f.size.has(s) && !p.soldOut.includes(s)));
    if (f.material.size) list = list.filter((p) => f.material.has(p.material));
    const sorts = {
      recommended: (a, b) => a.rank - b.rank,
      "price-asc": (a, b) => a.price - b.price,
      "price-desc": (a, b) => b.price - a.price,
      newest: (a, b) => (a.added < b.added ? 1 : -1),
    };
    return list.sort(sorts[S.sort]);
  }

  function results() {
    const list = matching();
    return `<p class="count">${list.length} products</p><div class="grid">${list.map(card).join("")}</div>`;
  }

  function facet(group, title, values) {
    return `<div class="facet"><h3>${title}</h3>${values.map((v) => `<label class="facet-option"><input type="checkbox" data-facet="${group}" value="${esc(v)}"${S.filters[group].has(v) ? " checked" : ""}> ${esc(v)}</label>`).join("")}</div>`;
  }

  function listing(cat) {
    if (cat !== "knitwear") {
      setTitle("Shop");
      const list = D.products.filter((p) => (cat === "sale" ? p.was : p.cat === cat || (cat === "new" && p.added > "2026-02-01")));
      return `<nav class="crumbs"><a href="#/">Home</a> / ${esc(cat)}</nav><h1 class="page-title">${cat === "sale" ? "Sale" : cat === "new" ? "New in" : esc(cat[0].toUpperCase() + cat.slice(1))}</h1>
        <div class="grid">${list.map(card).join("") || "<p>New styles are coming soon.</p>"}</div>`;
    }
    setTitle("Women's knitwear");
    return `<nav class="crumbs"><a href="#/">Home</a> / <a href="#/shop/new">Women</a> / Knitwear</nav>
      <h1 class="page-title">Women's knitwear</h1>
      <div class="listing"><aside class="filters"><h2 class="filters-title">Filter</h2>
        ${facet("colour", "Colour", ["Black", "Blue", "Green", "Grey", "Neutral", "Orange", "Pink"])}
        ${facet("size", "Size", ["6", "8", "10", "12", "14", "16", "18"])}
        ${facet("material", "Material", ["Cashmere", "Cotton", "Merino wool", "Mohair blend", "Wool"])}
      </aside><div class="listing-main"><div class="sortbar"><label for="sort">Sort by</label>
        <select id="sort"><option value="recommended"${S.sort === "recommended" ? " selected" : ""}>Recommended</option>
        <option value="price-asc"${S.sort === "price-asc" ? " selected" : ""}>Price: low to high</option>
        <option value="price-desc"${S.sort === "price-desc" ? " selected" : ""}>Price: high to low</option>
        <option value="newest"${S.sort === "newest" ? " selected" : ""}>Newest</option></select></div>
        <div id="results">${results()}</div></div></div>`;
  }

  function product(id) {
    const p = byId(id);
    if (!p) return notFound();
    setTitle(p.name);
    const pick = S.pick;
    const colour = pick.colour || p.colours[0];
    const price = p.was ? `<s class="was">${money(p.was)}</s> <span class="now">${money(p.price)}</span>` : money(p.price);
    return `<nav class="crumbs"><a href="#/">Home</a> / <a href="#/shop/knitwear">Knitwear</a> / ${esc(p.name)}</nav>
      <div class="product">${image(p, colour, "large")}
      <div class="buybox"><h1 class="page-title">${esc(p.name)}</h1><p class="price">${price}</p>
        <p class="muted">Colour: <span id="colour-name">${D.colours[colour].label}</span></p>
        <div class="swatches">${p.colours.map((c) => `<button type="button" class="swatch${c === colour ? " is-selected" : ""}" data-act="colour" data-colour="${c}" style="background:${D.colours[c].hex}"></button>`).join("")}</div>
        <p class="muted">Size <a href="#/help" class="size-guide">Size guide</a></p>
        <div class="sizes">${p.sizes.map((s) => `<button type="button" class="size${pick.size === s ? " is-selected" : ""}${p.soldOut.includes(s) ? " sold-out" : ""}" data-act="size" data-size="${esc(s)}">${esc(s)}</button>`).join("")}</div>
        <p class="error-text" id="size-error">${pick.error}</p>
        <div class="stepper"><button type="button" class="step" data-act="qty-dec" id="qty-dec">${ICON_MINUS}</button><input id="qty" value="${pick.qty}" inputmode="numeric"><button type="button" class="step" data-act="qty-inc" id="qty-inc">${ICON_PLUS}</button></div>
        <button type="button" class="primary" id="add-to-bag" data-act="add" data-product="${p.id}">Add to bag</button>
        <button type="button" class="icon-button wish"><svg viewBox="0 0 24 24" width="20" height="20"><path d="M12 20l-7-7a4.5 4.5 0 0 1 7-6 4.5 4.5 0 0 1 7 6z" fill="none" stroke="currentColor" stroke-width="2"/></svg></button>
        <h2 class="small-heading">Details</h2><p>${esc(p.blurb)}</p><p class="muted">${esc(p.material)}</p>
      </div></div>`;
  }

  function bagLines(editable) {
    return S.bag.map((l, i) => {
      const p = productOf(l);
      const price = p.was ? `<s class="was">${money(p.was)}</s> <span class="now">${money(p.price)}</span>` : money(p.price);
      const qty = editable
        ? `<div class="stepper small"><button type="button" class="step" data-act="line-dec" data-line="${i}" id="line-${l.product}-dec">${ICON_MINUS}</button><input id="line-${l.product}-qty" value="${l.qty}" inputmode="numeric" readonly><button type="button" class="step" data-act="line-inc" data-line="${i}" id="line-${l.product}-inc">${ICON_PLUS}</button></div>`
        : `Qty ${l.qty}`;
      return `<li class="line">${image(p, l.colour, "thumb")}<div class="line-info"><a href="#/product/${p.id}">${esc(p.name)}</a>
        <p class="muted">Colour: ${D.colours[l.colour].label} · Size: ${esc(l.size)}</p><p>${price}</p></div>
        <div class="line-qty">${qty}</div><div class="line-total">${money(p.price * l.qty)}</div>
        ${editable ? `<button type="button" class="link-button" data-act="remove" data-line="${i}">Remove</button>` : ""}</li>`;
    }).join("");
  }

  function summary() {
    return `<dl class="summary" id="order-summary"><dt>Subtotal</dt><dd id="sum-subtotal">${money(subtotal())}</dd>
      ${S.code ? `<dt>Discount (${S.code})</dt><dd id="sum-discount">−${money(discount())}</dd>` : ""}
      <dt>Delivery</dt><dd id="sum-delivery">${deliveryCost() ? money(deliveryCost()) : "Free"}</dd>
      <dt class="total">Total</dt><dd class="total" id="sum-total">${money(total())}</dd></dl>`;
  }

  function bag() {
    setTitle("Your bag");
    if (!S.bag.length) return `<h1 class="page-title">Your bag</h1><p>Your bag is empty.</p><a href="#/shop/knitwear">Continue shopping</a>`;
    const promo = S.code
      ? `<p class="promo-ok" id="promo-applied">Code ${S.code} applied: 15% off full-price items. <button type="button" class="link-button" data-act="remove-code" id="remove-code">Remove code</button></p>`
      : `<div class="promo"><input id="promo-code" placeholder="Discount code" value="${esc(S.codeText)}"><button type="button" id="apply-code" data-act="apply-code">Apply</button></div>
         <p class="error-text" id="promo-error">${S.codeError}</p>`;
    return `<h1 class="page-title">Your bag (${bagCount()})</h1><div class="bag"><ul class="lines">${bagLines(true)}</ul>
      <div class="bag-side"><h2>Order summary</h2>${promo}${summary()}
      <a href="#/checkout" class="primary button-link" id="checkout-button">Checkout securely</a>
      <p class="muted small">We accept Visa, Mastercard, American Express and PayPal.</p></div></div>`;
  }

  function steps(active) {
    return `<ol class="checkout-steps">${["Delivery", "Payment", "Review"].map((s, i) => `<li class="${i === active ? "current" : ""}">${i + 1}. ${s}</li>`).join("")}</ol>`;
  }

  function storeList(stores, selectable) {
    return `<div class="store-map" id="store-map"><img src="img/map.svg" width="100%" height="100%">
      ${stores.map((s) => `<button type="button" class="pin${S.storeFinder.pin === s.id ? " is-active" : ""}" data-act="pin" data-store="${s.id}" style="left:${s.x}%;top:${s.y}%"></button>`).join("")}</div>
      <ul class="store-list">${stores.map((s) => `<li class="store${S.storeFinder.pin === s.id ? " is-active" : ""}" id="store-${s.id}"><h3>${s.name}</h3><p class="muted">${s.miles} miles · ${esc(s.address)}</p>
      ${selectable ? `<p>Ready to collect from Wednesday 18 March after 12:00</p><button type="button" class="secondary" data-act="collect-here" data-store="${s.id}">Collect from this store</button>`
        : `<p>${esc(s.access)}</p><p>${s.collect ? "Click &amp; collect available" : ""}</p>
      <button type="button" class="link-button" data-act="hours" data-store="${s.id}">Opening times</button>
      ${S.storeFinder.open.has(s.id) ? `<table class="hours"><tbody>${Object.entries(s.hours).map(([d, h]) => `<tr><th>${d}</th><td>${h}</td></tr>`).join("")}</tbody></table>` : ""}`}</li>`).join("")}</ul>`;
  }

  function checkout() {
    setTitle("Checkout – Delivery");
    const c = S.checkout;
    let body;
    if (c.method === "delivery") {
      const fresh = c.address === "new";
      body = `<fieldset><legend>Where should we deliver it?</legend>
        <label class="radio"><input type="radio" name="address" value="saved" id="address-saved"${!fresh ? " checked" : ""}> ${D.customer.address.join(", ")}</label>
        <label class="radio"><input type="radio" name="address" value="new" id="address-new"${fresh ? " checked" : ""}> Deliver to a new address</label></fieldset>
        ${fresh ? `<div class="new-address"><label for="recipient">Full name</label><input id="recipient" value="${esc(c.recipient)}">
          <label for="postcode-lookup">Postcode</label><input id="postcode-lookup" value="${esc(c.postcode)}" autocomplete="off">
          <ul id="address-suggestions" class="suggestions" role="listbox"${c.suggestions.length ? "" : " hidden"}>${c.suggestions.map((a, i) => `<li role="option" id="suggestion-${i}" data-act="suggestion" data-address="${esc(a)}">${esc(a)}</li>`).join("")}</ul>
          <label for="line1">Address line 1</label><input id="line1" value="${esc(c.line1)}">
          <label for="town">Town or city</label><input id="town" value="${esc(c.town)}"></div>` : ""}
        <label for="delivery-speed">Delivery option</label><select id="delivery-speed">
          <option value="standard"${c.speed === "standard" ? " selected" : ""}>Standard delivery, 3 to 5 working days (free over £50, otherwise £3.95)</option>
          <option value="next"${c.speed === "next" ? " selected" : ""}>Next day delivery, order by 9pm (£5.95)</option></select>`;
    } else {
      const stores = D.stores.filter((s) => s.collect && s.miles < 10);
      body = `<h2>Choose a store</h2><p class="muted">Free click and collect. We'll text you when your order is ready.</p>
        <div class="promo"><input id="collect-search" placeholder="Town or postcode" value="${esc(c.storeQuery)}"><button type="button" id="collect-search-button" data-act="collect-search">Search</button></div>
        ${c.store ? `<p class="chosen-store" id="chosen-store">Collecting from: ${D.stores.find((s) => s.id === c.store).name}, ${esc(D.stores.find((s) => s.id === c.store).address)}. Ready from Wednesday 18 March after 12:00.</p>` : ""}
        ${c.storeResults && !c.store ? storeList(stores, true) : ""}`;
    }
    return `${steps(0)}<div class="checkout"><div class="checkout-main"><h1 class="page-title">Delivery</h1>
      <fieldset class="method"><legend>How would you like to get your order?</legend>
      <label class="radio"><input type="radio" name="method" value="delivery" id="method-delivery"${c.method === "delivery" ? " checked" : ""}> Home delivery</label>
      <label class="radio"><input type="radio" name="method" value="collect" id="method-collect"${c.method === "collect" ? " checked" : ""}> Click and collect</label></fieldset>
      ${body}<p class="error-text" id="delivery-error">${c.error}</p>
      <button type="button" class="primary" id="to-payment" data-act="to-payment">Continue to payment</button></div>
      <aside class="checkout-side"><h2>Your order</h2><ul class="lines compact">${bagLines(false)}</ul>${summary()}</aside></div>`;
  }

  function payment() {
    setTitle("Checkout – Payment");
    return `${steps(1)}<div class="checkout"><div class="checkout-main"><h1 class="page-title">Payment</h1>
      <fieldset><legend>How would you like to pay?</legend>
      <label class="radio"><input type="radio" name="card" value="saved" id="card-saved"${S.payment === "saved" ? " checked" : ""}> Visa ending ${D.card.last4}, expires ${D.card.expiry}</label>
      <label class="radio"><input type="radio" name="card" value="new" id="card-new"${S.payment === "new" ? " checked" : ""}> Pay with a new card</label></fieldset>
      <div class="card-frame"><iframe src="card-frame.html" width="460" height="150"></iframe></div>
      <label class="check"><input type="checkbox" id="billing-same" checked> Billing address is the same as my delivery address</label>
      <button type="button" class="primary" id="to-review" data-act="to-review">Continue to review</button></div>
      <aside class="checkout-side"><h2>Your order</h2>${summary()}</aside></div>`;
  }

  function review() {
    setTitle("Checkout – Review your order");
    const c = S.checkout;
    const where = c.method === "collect"
      ? `Click and collect from ${D.stores.find((s) => s.id === c.store).name}`
      : `${c.speed === "next" ? "Next day delivery" : "Standard delivery"} to ${c.address === "new" ? `${esc(c.recipient)}, ${esc(c.line1)}, ${esc(c.town)} ${esc(c.postcode)}` : D.customer.address.join(", ")}`;
    return `${steps(2)}<div class="checkout"><div class="checkout-main"><h1 class="page-title">Review your order</h1>
      <div id="review-summary"><h2>Items</h2><ul class="lines compact">${bagLines(false)}</ul>
      <h2>Delivery</h2><p id="review-delivery">${where} <a href="#/checkout">Change</a></p>
      <h2>Payment</h2><p id="review-payment">Visa ending ${D.card.last4} (verified by ${D.card.bank}) <a href="#/checkout/payment">Change</a></p></div>
      <p class="muted small">By placing your order you agree to our terms and conditions.</p>
      <button type="button" class="primary" id="place-order" data-act="place-order">Place order</button></div>
      <aside class="checkout-side"><h2>Total to pay</h2>${summary()}</aside></div>`;
  }

  function confirmation() {
    setTitle("Order confirmed");
    return `<h1 class="page-title">Thank you, your order is confirmed</h1><p id="order-confirmed">Order number ${S.placed}. We've emailed a confirmation to ${D.customer.email}.</p>`;
  }

  function account() {
    setTitle("My account");
    return `<nav class="crumbs"><a href="#/">Home</a> / My account</nav><h1 class="page-title">My account</h1><p>Hello ${D.customer.name.split(" ")[0]}.</p>
      <div class="account-grid"><a href="#/account/orders" class="account-card" id="orders-link"><strong>Order history</strong><span>Track, cancel or return</span></a>
      <a href="#/account/preferences" class="account-card" id="preferences-link"><strong>Communication preferences</strong><span>Emails, texts and post</span></a>
      <a href="#/help" class="account-card"><strong>Addresses</strong><span>1 saved address</span></a>
      <a href="#/help" class="account-card"><strong>Payment methods</strong><span>Visa ending ${D.card.last4}</span></a></div>
      <h2>Your details</h2><dl class="details" id="account-details"><dt>Email</dt><dd>${D.customer.email}</dd>
      <dt>Delivery updates by text</dt><dd id="texts-to">${S.prefs.deliveryTexts ? `On, to ${esc(S.prefs.mobile)}` : "Off"}</dd>
      <dt>Offers by email</dt><dd>${S.prefs.emailOffers ? "On" : "Off"}</dd></dl>`;
  }

  function orders() {
    setTitle("Order history");
    return `<nav class="crumbs"><a href="#/">Home</a> / <a href="#/account">My account</a> / Order history</nav><h1 class="page-title">Order history</h1>
      <table class="orders"><thead><tr><th>Order number</th><th>Date</th><th>Status</th><th>Total</th><th></th></tr></thead><tbody>
      ${S.orders.map((o) => `<tr><td>${o.id}</td><td>${o.placed}</td><td>${o.status}</td><td>${o.total}</td><td><a href="#/account/orders/${o.id}" id="view-${o.id}">View</a></td></tr>`).join("")}</tbody></table>`;
  }

  function orderItems(o) {
    return `<ul class="lines compact">${o.items.map((it) => { const p = byId(it.product); return `<li class="line">${image(p, it.colour, "thumb")}<div class="line-info">${esc(p.name)}<p class="muted">Colour: ${D.colours[it.colour].label} · Size: ${esc(it.size)} · Qty ${it.qty}</p></div><div class="line-total">${money(it.price)}${it.cancelled ? " <strong>Cancelled</strong>" : ""}</div></li>`; }).join("")}</ul>`;
  }

  function order(id) {
    const o = S.orders.find((x) => x.id === id);
    if (!o) return notFound();
    setTitle(`Order ${o.id}`);
    return `<nav class="crumbs"><a href="#/">Home</a> / <a href="#/account">My account</a> / <a href="#/account/orders">Order history</a> / ${o.id}</nav>
      <h1 class="page-title">Order ${o.id}</h1><p>Placed on ${o.placed} · <strong id="order-status">${o.status}</strong></p><p>${esc(o.delivery)}</p>
      ${orderItems(o)}<p>Total ${o.total}, paid with Visa ending ${D.card.last4}.</p>
      <div class="actions">${o.cancellable ? `<a href="#/account/orders/${o.id}/cancel" class="secondary button-link" id="cancel-order-link">Cancel items</a>` : ""}
      ${o.returnable ? `<a href="#/account/orders/${o.id}/return" class="secondary button-link" id="return-link">Return items</a>` : ""}
      ${o.status === "Dispatched" ? `<a href="#/help" class="secondary button-link">Track parcel</a>` : ""}</div>`;
  }

  function itemChecks(o, set, prefix) {
    return `<ul class="lines compact">${o.items.map((it, i) => { const p = byId(it.product); return `<li class="line"><input type="checkbox" class="item-check" id="${prefix}-${i}" data-check="${prefix}" data-index="${i}"${set.has(i) ? " checked" : ""}>${image(p, it.colour, "thumb")}<div class="line-info"><span>${esc(p.name)}</span><p class="muted">Colour: ${D.colours[it.colour].label} · Size: ${esc(it.size)}</p></div><div class="line-total">${money(it.price)}</div></li>`; }).join("")}</ul>`;
  }

  function cancelPage(id) {
    const o = S.orders.find((x) => x.id === id);
    setTitle(`Cancel items – ${id}`);
    const refund = [...S.cancel.items].reduce((sum, i) => sum + o.items[i].price, 0);
    return `<nav class="crumbs"><a href="#/account/orders/${id}">Back to order ${id}</a></nav><h1 class="page-title">Cancel items from order ${id}</h1>
      <p>Choose the items you want to cancel. Items that have not been packed yet can be cancelled.</p>${itemChecks(o, S.cancel.items, "cancel-item")}
      <label for="cancel-reason">Reason for cancelling</label><select id="cancel-reason">${["", "Ordered by mistake", "Found it cheaper elsewhere", "Delivery is too slow", "Changed my mind", "Other"].map((r) => `<option value="${r}"${S.cancel.reason === r ? " selected" : ""}>${r || "Choose a reason"}</option>`).join("")}</select>
      <p id="refund-note">Refund: ${money(refund)} to Visa ending ${D.card.last4}, within 3 to 5 working days.</p>
      <div class="actions"><button type="button" class="danger" id="confirm-cancel" data-act="confirm-cancel" data-order="${id}">Cancel selected items</button>
      <a href="#/account/orders/${id}" id="keep-order">Keep my order</a></div>`;
  }

  function returnPage(id) {
    const o = S.orders.find((x) => x.id === id);
    setTitle(`Return items – ${id}`);
    const r = S.ret;
    const methods = [["store", "Drop off at a Hartley & Finch store (free)"], ["parcelshop", "Drop off at an Evri ParcelShop (free)"], ["courier", "Courier collection from your address (£3.50, taken from your refund)"]];
    return `<nav class="crumbs"><a href="#/account/orders/${id}">Back to order ${id}</a></nav><h1 class="page-title">Return items from order ${id}</h1>
      <p>You can return items until Thursday 2 April 2026.</p>${itemChecks(o, r.items, "return-item")}
      <label for="return-reason">Why are you returning it?</label><select id="return-reason">${["", "Too big", "Too small", "Not as described", "Faulty or damaged", "Changed my mind"].map((x) => `<option value="${x}"${r.reason === x ? " selected" : ""}>${x || "Choose a reason"}</option>`).join("")}</select>
      <fieldset><legend>How will you send it back?</legend>${methods.map(([v, t]) => `<label class="radio"><input type="radio" name="return-method" value="${v}" id="return-${v}"${r.method === v ? " checked" : ""}> ${t}</label>`).join("")}</fieldset>
      <button type="button" class="primary" id="submit-return" data-act="submit-return">Submit return</button>`;
  }

  function preferences() {
    setTitle("Communication preferences");
    const p = S.prefs;
    const box = (id, key, text, labelled = true) => `<div class="check"><input type="checkbox" id="${id}" data-pref="${key}"${p[key] ? " checked" : ""}>${labelled ? `<label for="${id}">${text}</label>` : `<span>${text}</span>`}</div>`;
    return `<nav class="crumbs"><a href="#/">Home</a> / <a href="#/account">My account</a> / Communication preferences</nav>
      <h1 class="page-title">Communication preferences</h1>
      <section class="prefs"><h2>Offers, news and new collections</h2>${box("pref-email-offers", "emailOffers", "By email", false)}${box("pref-sms-offers", "smsOffers", "By text message")}${box("pref-post", "post", "Our seasonal catalogue by post")}</section>
      <section class="prefs"><h2>Updates about your orders</h2>${box("pref-delivery-texts", "deliveryTexts", "Delivery updates by text")}
      <label for="pref-mobile">Mobile number</label><input id="pref-mobile" value="${esc(p.mobile)}">
      ${box("pref-delivery-emails", "deliveryEmails", "Delivery updates by email")}<p class="faint">We'll always email your order confirmation and receipts.</p></section>
      <p class="error-text" id="prefs-error"></p>
      <button type="button" class="primary" id="save-preferences" data-act="save-prefs">Save preferences</button>`;
  }

  function stores() {
    setTitle("Find a store");
    const f = S.storeFinder;
    let list = D.stores;
    if (f.sunday) list = list.filter((s) => s.hours.Sun !== "Closed");
    if (f.stepFree) list = list.filter((s) => s.stepFree);
    if (f.collect) list = list.filter((s) => s.collect);
    return `<nav class="crumbs"><a href="#/">Home</a> / Stores</nav><h1 class="page-title">Find a store</h1>
      <div class="promo store-search"><label for="store-query">Town or postcode</label><input id="store-query" value="${esc(f.query)}"><button type="button" id="store-search-button" data-act="store-search">Search</button></div>
      ${f.searched ? `<div class="store-filters"><label class="check"><input type="checkbox" id="filter-sunday" data-store-filter="sunday"${f.sunday ? " checked" : ""}> Open on Sundays</label>
        <label class="check"><input type="checkbox" id="filter-step-free" data-store-filter="stepFree"${f.stepFree ? " checked" : ""}> Step-free access</label>
        <label class="check"><input type="checkbox" id="filter-collect" data-store-filter="collect"${f.collect ? " checked" : ""}> Click &amp; collect</label></div>
        <p class="count">Stores near ${esc(f.query.toUpperCase())}</p><div class="finder">${storeList(list, false)}</div>` : `<p>Enter a town or postcode to see stores near you.</p>`}`;
  }

  function help() { setTitle("Help"); return `<h1 class="page-title">Help</h1><p>Standard delivery takes 3 to 5 working days and is free on orders over £50. You can return unworn items within 30 days.</p>`; }
  function notFound() { setTitle("Page not found"); return `<h1 class="page-title">Sorry, we can't find that page</h1>`; }

  // ---------- router ----------
  function route() {
    const path = (location.hash || "#/").slice(1);
    const parts = path.split("/").filter(Boolean);
    if (parts[0] === "shop") return listing(parts[1] || "knitwear");
    if (parts[0] === "product") return product(parts[1]);
    if (parts[0] === "bag") return bag();
    if (parts[0] === "checkout") {
      if (!S.bag.length) return bag();
      if (parts[1] === "payment") return payment();
      if (parts[1] === "review") return S.verified ? review() : payment();
      if (parts[1] === "done") return confirmation();
      return checkout();
    }
    if (parts[0] === "account") {
      if (parts[1] === "orders" && parts[2] && parts[3] === "cancel") return cancelPage(parts[2]);
      if (parts[1] === "orders" && parts[2] && parts[3] === "return") return returnPage(parts[2]);
      if (parts[1] === "orders" && parts[2]) return order(parts[2]);
      if (parts[1] === "orders") return orders();
      if (parts[1] === "preferences") return preferences();
      return account();
    }
    if (parts[0] === "stores") return stores();
    if (parts[0] === "help") return help();
    if (parts[0] === "signed-out") { setTitle("Signed out"); return `<h1 class="page-title">You've signed out</h1><p>Your bag has been emptied. <a href="#/">Continue shopping</a></p>`; }
    return parts.length ? notFound() : home();
  }

  let lastPath = null;
  function render() {
    const path = location.hash;
    if (path !== lastPath && !path.startsWith("#/product/")) S.pick = { colour: null, size: null, qty: 1, error: "" };
    if (path !== lastPath) drawer.hidden = true;
    lastPath = path;
    view.innerHTML = route();
    updateHeader();
    document.querySelectorAll("#main-nav a").forEach((a) => a.classList.toggle("active", a.getAttribute("href") === "#" + (location.hash.slice(1) || "/")));
  }
  window.addEventListener("hashchange", () => { render(); window.scrollTo(0, 0); });

  function openDrawer(line) {
    const p = productOf(line);
    drawer.innerHTML = `<div class="drawer-head"><h2>Added to your bag</h2><button type="button" class="icon-button" id="drawer-close" data-act="close-drawer">${ICON_CLOSE}</button></div>
      <div class="line">${image(p, line.colour, "thumb")}<div class="line-info">${esc(p.name)}<p class="muted">Colour: ${D.colours[line.colour].label} · Size: ${esc(line.size)} · Qty ${line.addedQty}</p></div></div>
      <p>Bag subtotal (${bagCount()} items): <strong>${money(subtotal())}</strong></p>
      <a href="#/bag" class="secondary button-link" id="drawer-view-bag">View bag</a> <a href="#/checkout" class="primary button-link" id="drawer-checkout">Checkout</a>`;
    drawer.hidden = false;
  }

  function showToast(text) { toast.textContent = text; toast.classList.add("shown"); setTimeout(() => toast.classList.remove("shown"), 5000); }

  // ---------- events ----------
  const actions = {
    colour: (el) => { S.pick.colour = el.dataset.colour; rerender(); },
    size: (el) => { if (el.classList.contains("sold-out")) return; S.pick.size = el.dataset.size; S.pick.error = ""; rerender(); },
    "qty-inc": () => { S.pick.qty = Math.min(10, S.pick.qty + 1); document.getElementById("qty").value = S.pick.qty; },
    "qty-dec": () => { S.pick.qty = Math.max(1, S.pick.qty - 1); document.getElementById("qty").value = S.pick.qty; },
    add: (el) => {
      const p = byId(el.dataset.product);
      if (!S.pick.size) { S.pick.error = "Please select a size"; rerender(); return; }
      const colour = S.pick.colour || p.colours[0];
      let line = S.bag.find((l) => l.product === p.id && l.colour === colour && l.size === S.pick.size);
      if (!line) { line = { product: p.id, colour, size: S.pick.size, qty: 0 }; S.bag.push(line); }
      line.qty += S.pick.qty;
      line.addedQty = S.pick.qty;
      updateHeader();
      openDrawer(line);
    },
    "close-drawer": () => { drawer.hidden = true; },
    "line-inc": (el) => { S.bag[+el.dataset.line].qty += 1; rerender(); },
    "line-dec": (el) => { const l = S.bag[+el.dataset.line]; if (l.qty > 1) { l.qty -= 1; rerender(); } },
    remove: (el) => { S.bag.splice(+el.dataset.line, 1); rerender(); },
    "apply-code": () => {
      const code = S.codeText.trim().toUpperCase();
      const rule = D.codes[code];
      if (!code) S.codeError = "Enter a discount code";
      else if (!rule) S.codeError = `Sorry, ${code} isn't a valid code.`;
      else if (rule.expired) S.codeError = rule.expired;
      else if (fullPrice() < rule.minFullPrice) S.codeError = `${rule.short} ${money(fullPrice())}.`;
      else { S.code = code; S.codeError = ""; }
      rerender();
    },
    "remove-code": () => { S.code = null; rerender(); },
    suggestion: (el) => {
      const c = S.checkout;
      const [line1, town] = el.dataset.address.split(", ");
      c.line1 = line1; c.town = town; c.suggestions = []; rerender();
    },
    "collect-search": () => { S.checkout.storeResults = Boolean(S.checkout.storeQuery.trim()); S.checkout.store = null; rerender(); },
    "collect-here": (el) => { S.checkout.store = el.dataset.store; rerender(); },
    "to-payment": () => {
      const c = S.checkout;
      c.error = "";
      if (c.method === "collect" && !c.store) c.error = "Choose a store to collect from.";
      if (c.method === "delivery" && c.address === "new" && (!c.recipient || !c.line1 || !c.postcode)) c.error = "Enter the name and address to deliver to.";
      if (c.error) { rerender(); return; }
      location.hash = "#/checkout/payment";
    },
    "to-review": () => challenge(),
    "verify-code": () => {
      if (S.codeAttempt.replace(/\s/g, "") === D.card.code) {
        S.verified = true;
        document.getElementById("dialog-root").innerHTML = "";
        phone.hidden = true;
        location.hash = "#/checkout/review";
      } else {
        S.challengeError = "That code isn't right. Check the text message and try again.";
        challenge();
      }
    },
    "cancel-challenge": () => { document.getElementById("dialog-root").innerHTML = ""; phone.hidden = true; },
    "place-order": () => { S.placed = "HF-205231"; S.bag = []; location.hash = "#/checkout/done"; },
    "confirm-cancel": (el) => {
      const o = S.orders.find((x) => x.id === el.dataset.order);
      if (!S.cancel.items.size || !S.cancel.reason) return;
      S.cancel.items.forEach((i) => { o.items[i].cancelled = true; });
      location.hash = `#/account/orders/${o.id}`;
    },
    "submit-return": () => { location.hash = "#/account/orders/HF-201950"; },
    "save-prefs": () => {
      const digits = S.prefs.mobile.replace(/\s/g, "");
      const err = document.getElementById("prefs-error");
      if (S.prefs.deliveryTexts && !/^07\d{9}$/.test(digits)) { err.textContent = "Enter a UK mobile number, like 07700 900123"; return; }
      err.textContent = "";
      D.preferences = { ...S.prefs };
      showToast("Your communication preferences have been saved.");
    },
    "store-search": () => { S.storeFinder.searched = Boolean(S.storeFinder.query.trim()); rerender(); },
    hours: (el) => { const open = S.storeFinder.open; const id = el.dataset.store; if (open.has(id)) open.delete(id); else open.add(id); rerender(); },
    "sign-out": () => { S.bag = []; location.hash = "#/signed-out"; },
    pin: (el) => { S.storeFinder.pin = el.dataset.store; rerender(); },
  };

  function challenge() {
    const amount = money(total());
    phone.innerHTML = `<p class="phone-head">Messages · now</p><p class="phone-from">NORTHGATE</p><p>${D.card.code} is your Northgate Bank code to approve a payment of ${amount} to HARTLEY &amp; FINCH. Never share this code.</p>`;
    phone.hidden = false;
    document.getElementById("dialog-root").innerHTML = `<div class="overlay"><div class="challenge" role="dialog">
      <p class="bank-name">Northgate Bank</p><h2>Confirm it's you</h2><p>We've sent a 6-digit code by text to your phone ${D.card.phone}. It's for a payment of ${amount} to Hartley &amp; Finch.</p>
      <label for="challenge-code">Enter code</label><input id="challenge-code" inputmode="numeric" autocomplete="one-time-code" value="${esc(S.codeAttempt)}">
      <p class="error-text" id="challenge-error">${S.challengeError}</p>
      <button type="button" class="primary" id="challenge-submit" data-act="verify-code">Confirm</button> <button type="button" class="link-button" id="challenge-cancel" data-act="cancel-challenge">Cancel</button></div></div>`;
  }

  function rerender() { const y = window.scrollY; view.innerHTML = route(); updateHeader(); window.scrollTo(0, y); }

  document.addEventListener("click", (event) => {
    const el = event.target.closest("[data-act]");
    if (el && actions[el.dataset.act]) actions[el.dataset.act](el);
  });

  let lookupTimer = null;
  document.addEventListener("input", (event) => {
    const el = event.target;
    const c = S.checkout;
    if (el.id === "promo-code") S.codeText = el.value;
    else if (el.id === "recipient") c.recipient = el.value;
    else if (el.id === "line1") c.line1 = el.value;
    else if (el.id === "town") c.town = el.value;
    else if (el.id === "collect-search") c.storeQuery = el.value;
    else if (el.id === "store-query") S.storeFinder.query = el.value;
    else if (el.id === "pref-mobile") S.prefs.mobile = el.value;
    else if (el.id === "challenge-code") S.codeAttempt = el.value;
    else if (el.id === "postcode-lookup") {
      c.postcode = el.value.toUpperCase().trim();
      clearTimeout(lookupTimer);
      lookupTimer = setTimeout(() => {
        c.suggestions = D.addresses[c.postcode] || [];
        const list = document.getElementById("address-suggestions");
        if (!list) return;
        list.innerHTML = c.suggestions.map((a, i) => `<li role="option" id="suggestion-${i}" data-act="suggestion" data-address="${esc(a)}">${esc(a)}</li>`).join("");
        list.hidden = !c.suggestions.length;
      }, 200);
    }
  });

  document.addEventListener("change", (event) => {
    const el = event.target;
    if (el.dataset.facet) {
      const set = S.filters[el.dataset.facet];
      if (el.checked) set.add(el.value); else set.delete(el.value);
      S.sort = "recommended"; // the server answers filtered results in its default order
      document.getElementById("sort").value = "recommended";
      document.getElementById("results").innerHTML = results();
    } else if (el.id === "sort") {
      S.sort = el.value;
      document.getElementById("results").innerHTML = results();
    } else if (el.name === "method") { S.checkout.method = el.value; S.checkout.error = ""; rerender(); }
    else if (el.name === "address") { S.checkout.address = el.value; rerender(); }
    else if (el.id === "delivery-speed") { S.checkout.speed = el.value; rerender(); }
    else if (el.name === "card") S.payment = el.value;
    else if (el.dataset.check) {
      const set = el.dataset.check === "cancel-item" ? S.cancel.items : S.ret.items;
      const i = +el.dataset.index;
      if (el.checked) set.add(i); else set.delete(i);
      if (el.dataset.check === "cancel-item") rerender();
    } else if (el.id === "cancel-reason") S.cancel.reason = el.value;
    else if (el.id === "return-reason") S.ret.reason = el.value;
    else if (el.name === "return-method") S.ret.method = el.value;
    else if (el.dataset.pref) S.prefs[el.dataset.pref] = el.checked;
    else if (el.dataset.storeFilter) { S.storeFinder[el.dataset.storeFilter] = el.checked; rerender(); }
  });

  render();
})();

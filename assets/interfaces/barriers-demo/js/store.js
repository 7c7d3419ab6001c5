// App state that survives a full page load, kept in sessionStorage as one JSON object.

const KEY = "ferrisham-live";

function initialState() {
  return {
    basket: [],
    promo: null,
    saved: ["jazz-weekend", "tidelines"],
    prefs: {
      newsletter: false,
      reminders: true,
      sms: true,
      partners: false,
      format: "E-ticket on my phone",
      wheelchair: false,
      companion: false,
      headsets: false,
    },
    bookings: {},
    newsletterEmail: null,
    accessPass: null,
    enquiries: [],
    orders: [],
    checkout: null,
  };
}

export function load() {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...initialState(), ...JSON.parse(raw) } : initialState();
  } catch {
    return initialState();
  }
}

export function save(state) {
  sessionStorage.setItem(KEY, JSON.stringify(state));
}

export function update(change) {
  const state = load();
  change(state);
  save(state);
  return state;
}

// The customer's mutable banking state, kept in sessionStorage so it survives a full reload.

import {
  ACCOUNTS,
  PAYEES,
  PENDING,
  STANDING_ORDERS,
  TRANSACTIONS,
} from "./data.js";
import { todayIso } from "./format.js";

const STORAGE_KEY = "larchfield-state-v1";

function initialState() {
  return {
    payees: PAYEES.map((payee) => ({ ...payee })),
    standingOrders: STANDING_ORDERS.map((order) => ({ ...order })),
    // Transactions created in this session (payments, transfers), newest first.
    newTransactions: [],
    nextReference: 4471,
    frozenCards: [],
    readMessages: [],
    reports: {},
    drafts: {},
    settings: {
      notifications: {
        lowBalance: false,
        lowBalanceThreshold: "",
        largePayment: true,
        paymentReceived: true,
        marketingEmail: true,
        marketingText: false,
        channelEmail: true,
        channelSms: false,
        channelApp: true,
      },
      statements: { current: "post", card: "online" },
      accessibility: {
        textSize: "standard",
        highContrast: false,
        underlineLinks: false,
        extendedSession: false,
      },
      security: { signInAlerts: true },
    },
  };
}

function load() {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved) return JSON.parse(saved);
  } catch {
    // A corrupt or blocked store starts the session afresh.
  }
  return initialState();
}

export const state = load();

export function save() {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
}

export function resetSession() {
  sessionStorage.removeItem(STORAGE_KEY);
  Object.assign(state, initialState());
}

export function account(id) {
  return ACCOUNTS.find((item) => item.id === id);
}

export function payee(id) {
  return state.payees.find((item) => item.id === id);
}

export function transactionsFor(accountId) {
  const rows = [
    ...TRANSACTIONS.filter((row) => row.accountId === accountId),
    ...state.newTransactions.filter((row) => row.accountId === accountId).slice().reverse(),
  ];
  // Running balance in date order, the way a statement shows it.
  let balance = account(accountId).openingBalance;
  return rows.map((row) => {
    balance = Math.round((balance + row.amount) * 100) / 100;
    return { ...row, balance };
  });
}

export function transaction(id) {
  for (const item of ACCOUNTS) {
    const found = transactionsFor(item.id).find((row) => row.id === id);
    if (found) return found;
  }
  return null;
}

export function pendingFor(accountId) {
  return (PENDING[accountId] || []).map(([id, date, description, type, amount]) => ({
    id,
    date,
    description,
    type,
    amount,
  }));
}

export function balance(accountId) {
  const rows = transactionsFor(accountId);
  return rows.length ? rows[rows.length - 1].balance : account(accountId).openingBalance;
}

/** Money the customer can spend now: balance less pending card payments, plus overdraft. */
export function available(accountId) {
  const item = account(accountId);
  const pending = pendingFor(accountId).reduce((sum, row) => sum + row.amount, 0);
  const base = balance(accountId) + pending;
  if (item.kind === "credit") return Math.round((item.limit + base) * 100) / 100;
  return Math.round((base + (item.overdraft || 0)) * 100) / 100;
}

export function newReference(prefix) {
  state.nextReference += 1;
  return `${prefix}-${todayIso().replace(/-/g, "").slice(2)}-${state.nextReference}`;
}

/** Records money leaving one account (and arriving in another of the customer's). */
export function recordMovement({ from, to, amount, description, type, toDescription }) {
  const today = todayIso();
  const id = `n${state.newTransactions.length + 1}`;
  state.newTransactions.unshift({ id, accountId: from, date: today, description, type, amount: -amount });
  if (to) {
    state.newTransactions.unshift({
      id: `${id}b`,
      accountId: to,
      date: today,
      description: toDescription,
      type,
      amount,
    });
  }
  save();
}

/** The saved values of a form and the errors of its last submit (errors show only once). */
export function readDraft(name) {
  const draft = state.drafts[name] || {};
  const errors = draft.errors || {};
  if (state.drafts[name]) state.drafts[name].errors = {};
  return { values: draft.values || {}, errors };
}

export function writeDraft(name, values, errors = {}) {
  state.drafts[name] = { values, errors };
  save();
}

export function clearDraft(name) {
  delete state.drafts[name];
  save();
}

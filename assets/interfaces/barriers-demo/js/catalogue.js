// Look-ups and filters over the fixed event data.

import { EVENTS, VENUES } from "./data.js";
import { addDays, money, shortDate, time12, todayIso, weekdayOf } from "./format.js";

export const eventById = (id) => EVENTS.find((event) => event.id === id);
export const venueById = (id) => VENUES.find((venue) => venue.id === id);

export function perfById(event, perfId) {
  return event.performances.find((performance) => performance.id === perfId);
}

export function perfLabel(performance) {
  return `${shortDate(performance.date)}, ${time12(performance.time)}`;
}

export function dateText(event) {
  if (event.run) return `${shortDate(event.run.from)} – ${shortDate(event.run.to)}`;
  const list = event.performances;
  if (list.length === 1) return perfLabel(list[0]);
  const first = list[0].date;
  const last = list[list.length - 1].date;
  return first === last ? shortDate(first) : `${shortDate(first)} – ${shortDate(last)}`;
}

export function priceText(event) {
  const paid = event.tickets.filter((ticket) => ticket.price > 0).map((ticket) => ticket.price);
  if (paid.length === 0) return "Free";
  const low = Math.min(...paid);
  return paid.length > 1 || event.tickets.length > 1 ? `From ${money(low)}` : money(low);
}

export function lowestPrice(event) {
  const paid = event.tickets.map((ticket) => ticket.price).filter((price) => price > 0);
  return paid.length ? Math.min(...paid) : 0;
}

export function isSoldOut(event) {
  return (
    event.performances.length > 0 &&
    event.performances.every((performance) => performance.status === "soldout")
  );
}

// The date range a "When" choice stands for, as [first, last] ISO dates.
export function whenRange(when) {
  const today = todayIso();
  const weekday = weekdayOf(today);
  switch (when) {
    case "today":
      return [today, today];
    case "tomorrow":
      return [addDays(today, 1), addDays(today, 1)];
    case "weekend": {
      // Friday to Sunday of this week (Sunday itself counts as this weekend).
      const toFriday = weekday === 0 ? -2 : 5 - weekday;
      const friday = addDays(today, toFriday);
      const start = friday < today ? today : friday;
      return [start, addDays(friday, 2)];
    }
    case "7days":
      return [today, addDays(today, 6)];
    case "30days":
      return [today, addDays(today, 29)];
    default:
      return [today, "9999-12-31"];
  }
}

// The dates an event can be visited on: its performances, or every day of its run.
function visitDates(event) {
  if (event.run && event.performances.length === 0) {
    const dates = [];
    for (let day = event.run.from; day <= event.run.to; day = addDays(day, 1)) dates.push(day);
    return dates.map((date) => ({ date, time: "10:00", flags: [] }));
  }
  return event.performances;
}

// Events matching the filters: some single performance must satisfy all of them.
export function filterEvents(events, filters) {
  const [from, to] = whenRange(filters.when);
  const keyword = filters.keyword.trim().toLowerCase();
  return events
    .map((event) => {
      const venue = venueById(event.venue);
      const haystack = `${event.title} ${event.summary} ${venue.name} ${event.category}`.toLowerCase();
      if (keyword && !keyword.split(/\s+/).every((word) => haystack.includes(word))) return null;
      if (filters.category && event.category !== filters.category) return null;
      if (filters.venue && event.venue !== filters.venue) return null;
      if (filters.free && lowestPrice(event) > 0) return null;
      const matching = visitDates(event).filter(
        (performance) =>
          performance.date >= from &&
          performance.date <= to &&
          filters.access.every((flag) => performance.flags.includes(flag)),
      );
      if (matching.length === 0) return null;
      return { event, first: `${matching[0].date} ${matching[0].time}` };
    })
    .filter(Boolean);
}

export function sortResults(results, sort) {
  const byDate = (a, b) => a.first.localeCompare(b.first) || a.event.title.localeCompare(b.event.title);
  const sorted = [...results];
  if (sort === "price-asc") {
    sorted.sort((a, b) => lowestPrice(a.event) - lowestPrice(b.event) || byDate(a, b));
  } else if (sort === "price-desc") {
    sorted.sort((a, b) => lowestPrice(b.event) - lowestPrice(a.event) || byDate(a, b));
  } else if (sort === "name") {
    sorted.sort((a, b) => a.event.title.localeCompare(b.event.title));
  } else {
    sorted.sort(byDate);
  }
  return sorted;
}

// Before a screenshot: bring the element the next step acts on into view when it is not
// fully visible (centred, so the same page always scrolls to the same place). Says whether
// it had to (then the page needs frames to paint the new position).
(selector) => {
  let matches;
  try {
    matches = document.querySelectorAll(selector);
  } catch (error) {
    return { error: String(error.message || error), count: 0, scrolled: false };
  }
  let scrolled = false;
  if (matches.length === 1) {
    const r = matches[0].getBoundingClientRect();
    const inside = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    if (!inside) {
      matches[0].scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      scrolled = true;
    }
  }
  return { error: null, count: matches.length, scrolled };
}

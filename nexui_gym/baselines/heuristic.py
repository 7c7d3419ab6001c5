"""The heuristic baseline: works the page the way a careful screen-reader user would.

It reads only the observation (goal, ``fields`` when exposed, candidates, reader view, the
options of a select in the AX tree, last action result) and is never given the task. Per
step, the first rule that applies:

1. **Stop when stuck.** After six actions in a row that left the page as it was (nothing
   changed, or the replay could not show the action) it stops: it asks the user, or
   finishes with what it found when the goal is a question. An action the replay could not
   show is as good as going back: the next best control is tried (another of the same name
   too), and the one not shown is tried again once the page has changed.
2. **Keep the session.** A "Stay signed in" button is pressed.
3. **Recover.** When the page reports a problem after a button was pressed, the unticked
   checkbox the error names is ticked and the same button pressed again.
4. **Fill the form**, in reading order: a field whose label names a goal value's slot (or
   asks for it: "Where" for a location), or a select that lists the value among its options
   (not a filter still on "Any" or "All", nor one already showing it), gets that value
   (typed, or selected as the option that says it; a date split over Day, Month and Year
   boxes; a field that suggests as you type completed by the suggestion holding the value;
   once; a value the page refused is retried once on a later page), and a
   checkbox, radio or switch named by a goal value (each box a value like "Tuesday,
   Thursday" names), by the goal's words or by the first words of its name said as they are,
   is set the way its clause of the goal says (off after "stop", "keep", ...; "stop the
   newsletter and the emails" stops both), switches in the order the goal names them; a
   list row's checkbox only when the goal acts on rows at once (move, file, delete, star).
5. **Sign in** when the site offers it and the goal is about the person's own things: the
   sign-in's buttons in turn, typing the one-time code the page shows; a goal that only
   asks to be signed in ends there.
6. **Pause before committing** when the goal asks to check first: once something was
   entered and the page offers a button that commits (not Continue, not one that only opens
   a dialog or whose name ends in "…", not a clickable region of the page), it asks, naming
   that button and the values entered. Signing in is not entering: its code and its Verify
   button count for nothing the goal asked.
7. **Confirm** a small yes-or-no dialog the goal's action opened, or a button to confirm
   that a save brought ("Confirm new amount"), unless the goal wants approval or the button
   destroys what the goal did not ask to.
8. **Finish** once what was entered is saved (or Continue pressed with every goal value in,
   or every value chosen where no button saves them) and nothing is pending and no lead is
   sure (when the goal asks to
   make sure the change was kept, after pressing any button the save itself brought, such as
   "Confirm and send", and opening the history of what the goal is about, the place a sent
   thing is kept ("Sent"), or else the account's page, reading out what the page said as it took the change), or, for a
   question, once the page holds lines with the goal's unused words or only weak leads are
   left, or once everything the goal names has been followed ("show me my order history" on
   the Order history page), unless a link surely leads closer (first opening a collapsed
   section or a tab the goal's words name).
9. **Navigate**: the control whose name best matches the goal's words not used yet (a word
   on many controls' names, or in the title of every page seen (the site's name), counts
   less; a goal value named in full counts most; everyday synonyms (edit for update, times
   for hours), Settings for settings goals until one is opened or a change is saved, the
   section where sites keep what the goal is about (Payments, Orders, History) and the
   Continue / Save next to what was just filled count too, the Continue or Save most). Never
   a destructive control the goal did not ask for (any destructive word in a button's name,
   only the leading verb of a link's: "Order history: track, cancel or return" leads to a
   page; a word the goal only describes, "anything that removes", or that already happened,
   "I deleted", asks for nothing; "Move to bin" is deleting), nor a button that turns on
   what the goal wants off (or off what it wants on), nor a friend request or invitation the
   goal does not name, nor signing out, nor a link to the page already open or the site's
   home, nor a clickable region of the page. A link inside a sentence comes after its twin
   of the same name in the menus. A goal about the person's own things tries their Account
   page when nothing else names it, and a settings goal opens the account's menu before any
   lead short of sure. Before a weak lead it presses Enter in a field just typed into, or
   tries the site search with a goal value; the banner's menu is the last thing it opens.
10. **End**: a question when the goal wants approval, else a summary: for an act, the values
    it entered and what the page said in answer; for a question, what the page now says about
    the goal (new text first, with the title just above lines a click revealed); at most 70
    words, a time range spaced so each time reads on its own.

Explanations name the control by role and name and say which of the goal's words led there.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from nexui_gym.a11y.candidate_lines import parse_candidates
from nexui_gym.dataset.goal_values import MONTHS
from nexui_gym.dataset.model import Task
from nexui_gym.envs.text import NOT_CARRIED_OUT_RESULT, UNCHANGED_PREFIXES
from nexui_gym.scoring.text import tokens
from nexui_gym.vocabulary import (
    FIELD_ROLES,
    FUNCTION_WORDS,
    LIST_ROLES,
    NAVIGATION_ROLES,
    TOGGLE_ROLES,
)
from nexui_gym.wrappers.rl_values import select_options

STOPWORDS = frozenset(
    tokens(
        " ".join(sorted(FUNCTION_WORDS))
        + " does did has had i'm its our their we could want please need make sure let just also "
        "into about which how there go new all any some would like tell show find check see know "
        "more than them they he she him her his it's i've i'd don't if not no yes now only been "
        "being should one two am pm back when until"
    )
)
APPROVAL = re.compile(
    r"\b(let me (check|see|approve|confirm|review|say)|"
    r"before (it|you|anything|sending|i)\b(?! (signs|starts|logs|times|begins|ends))|"
    r"my approval|ask me|check with me|(don't|do not) (actually )?(send|submit|switch|pay|book|"
    r"delete|cancel|close|set|withdraw|resolve)|wait for me|get (it|everything) ready|"
    r"show me before|until i)"
)
QUESTION = re.compile(
    r"\?|\b(tell me|show me|let me know|find out|how (much|many|long))\b|"
    r"(^|[.!] )(which|what|when|who|whether|where|is|are|does|do|can|could|has|have)\b"
)
#: Goals about the person's own things (an account to sign in to).
PERSONAL = re.compile(r"\b(my|me|i'm|i've|i)\b")
#: A one-time code shown to the person (a text message on the page).
ONE_TIME_CODE = re.compile(r"\bcode (?:is|:)\s*(\d[\d ]{2,8}\d)\b", re.IGNORECASE)
#: Buttons of a sign-in's steps.
SIGN_IN_STEPS = frozenset(tokens("send code verify continue next sign submit"))
#: Words that make a toggle's clause of the goal mean "off".
OFF = re.compile(
    r"\b(off|stop|untick|uncheck|disable|no longer|don't|do not|never|keep|without|not)\b"
)
#: Words of buttons that move a form on without committing anything.
PROCEED = frozenset(tokens("continue next save search apply update done ok go find add create"))
#: Words of buttons that commit: pressed only when the goal does not ask to check first.
COMMIT = frozenset(
    tokens(
        "confirm send submit pay delete empty clear remove resolve close book place transfer "
        "accept publish reset cancel declare switch withdraw set buy order"
    )
)
#: Words that mean the same destructive act (a goal to clear history allows 'Delete').
ERASE = (frozenset(tokens("clear delete remove erase empty bin trash")),)
#: A destructive word the goal only describes ("anything that removes a step", "don't delete")
#: is not a request to destroy.
NOT_ASKED = frozenset(tokens("that which who not don't never without"))
#: Buttons that reach out to another person: pressed only when the goal says so in words.
REACH_OUT = re.compile(r"^(add friend|follow|send (a )?(friend )?request|connect|invite)\b")
#: Buttons that switch something on or off by their name: never against the goal's wish.
SWITCH_ON = re.compile(r"^(accept|allow|turn on|switch on|enable)\b")
SWITCH_OFF = re.compile(r"^(reject|decline|turn off|switch off|disable|block)\b")
#: Buttons that throw something away without saying 'delete'.
BIN = re.compile(r"\bmove (it )?to (the )?(bin|trash)\b", re.IGNORECASE)
#: Words of controls that destroy or leave: never pressed unless the goal says them.
DANGER = frozenset(
    tokens(
        "delete remove close cancel sign log out empty clear reset revoke block unsubscribe "
        "archive discard deactivate withdraw"
    )
)
#: Values that say how a switch should be, not what it is called.
POLARITY = frozenset(tokens("on off yes no shown hidden show hide stop start enabled disabled"))
#: Goals that change how something behaves from now on: a person looks under Settings.
SETTINGS_GOAL = re.compile(
    r"\b(stop (sending|emailing|texting|the)|turn (on|off)|switch|from now on|"
    r"preferences?|notif\w*|remind\w*|(email|text) me|make (the|it|my)( \w+){0,2} (bigger|larger|"
    r"smaller|compact|large|small)|too (small|big|large|loud|quiet|fast|slow)|by default|"
    r"always|never)\b"
)
SETTINGS = frozenset(tokens("settings preferences account"))
SETTINGS_SCORE = 2.5
#: Everyday words that name the same thing on a page (a goal to 'show' a bill finds 'View').
SYNONYMS = tuple(
    frozenset(tokens(family))
    for family in (
        "show view open see",
        "create new add put",
        "let allow permit",
        "ask contact message",
        "buy basket checkout",
        "shop store",
        "stop unsubscribe",
        "edit change update lower reduce raise increase",
        "hours opening times",
        "computer device laptop",
    )
)
SYNONYM_SCORE = 1.0
#: Where sites keep things, as any regular web user knows: a goal about the left-hand words
#: looks for a control named by the right-hand ones (the bank's Payments, the shop's Orders,
#: the browser's History).
SECTIONS = tuple(
    (frozenset(tokens(topic)), frozenset(tokens(section)))
    for topic, section in (
        ("payee payees payment transfer standing debit", "payments payees transfers"),
        ("statement refund charged transaction spent", "statements transactions"),
        ("order ordered courier delivery parcel return", "orders"),
        ("appointment appointments nurse", "appointments"),
        ("prescription medicine inhaler pharmacy", "prescriptions"),
        ("application apply applying", "applications"),
        ("history visited visit looked", "history"),
        ("downloaded download", "downloads"),
        ("bookmark bookmarked bookmarks", "bookmarks"),
        ("password passwords username", "passwords"),
        ("emails emailing texts texting notifications reminders", "notifications preferences"),
        ("font larger bigger zoom contrast", "accessibility display appearance"),
        ("captions subtitles keyboard focus highlight", "accessibility"),
        ("cookies cache cached camera microphone location track tracking", "privacy security"),
    )
)
SECTION_SCORE = 1.5
#: A word in at most this many controls' names counts in full; in more, proportionally less.
SPREAD = 3
#: A person's own things (orders, bookings, details) are kept under their account.
ACCOUNT = frozenset(tokens("account"))
ACCOUNT_SCORE = 0.6
#: Goals that ask to see that a change was kept: after saving, the account's page shows it.
VERIFY = re.compile(r"\b(make sure|check (that|it|afterwards)|(has )?(really )?stuck|it took)\b")
#: Fields named by a question word, as search forms do ("What", "Where"): the slots that
#: answer it.
QUESTION_FIELDS = {
    "what": frozenset(tokens("job title keywords keyword role item product name")),
    "where": frozenset(tokens("location town city place area region postcode")),
    "when": frozenset(tokens("date day time when")),
}
#: How much less a link named only by a number (a day, a count) is worth.
NUMBER_ONLY = 0.5
#: Phrases of controls that end the session.
LEAVE = (" ".join(tokens("sign out")), " ".join(tokens("log out")))
#: Answers that decline (a goal that names something never wants them).
NEGATIVE = re.compile(r"(no|none|not|i do not|i don't)\b")
#: Cookie banners are never the control a task commits with.
COOKIES = frozenset(tokens("cookies"))
#: Goals that say in so many words to switch something on, or off.
ON = re.compile(r"\b(turn|switch|put) (it |them )?on\b")
OFF_ASKED = re.compile(r"\b(turn|switch|put) (it |them )?off\b|\bstop\b")
#: A dialog this small (its buttons only) that asks for a yes or no.
DIALOG_SIZE = 4
AFFIRM = frozenset(tokens("confirm ok yes continue turn allow save done"))
DECLINE = frozenset(tokens("cancel no back"))
SAVES = frozenset(tokens("save confirm send submit apply update done sign post"))
#: Lines that report a problem with what was sent.
ERROR = re.compile(r"\b(there is a problem|error|must|enter|select|confirm that)\b", re.IGNORECASE)
OFF_VALUES = frozenset(tokens("off stop no hide"))
#: Carrying on with something started: worth a weak match when nothing names the goal.
CONTINUE = frozenset(tokens("continue"))
CONTINUE_SCORE = 0.6
MENU_ITEMS = frozenset({"menuitem", "menuitemcheckbox", "menuitemradio"})
#: Candidates this early on a page are its banner (the site's own menus live there).
BANNER = 15
#: Buttons that keep a session that is about to time out.
STAY = re.compile(r"(stay|keep me) (signed|logged) in\b|continue (my )?session\b")
MAX_NO_EFFECT = 6
SUMMARY_WORDS = 70
#: A short line naming the value on the next line ("Where", "Box office", "Capacity").
TERM = re.compile(r"[A-Z][A-Za-z']*(?: [a-z][A-Za-z']*){0,2}")
#: Words run together where two elements meet ("numberBB-1234"): split for reading.
GLUED = re.compile(r"([a-z])([A-Z]{2,})")
TABLE_ROW = re.compile(r"^row \d+: (.*)")
HEADING = re.compile(r'^heading level \d "(.*)"')
QUOTE = re.compile(r"""(?:^|(?<=\s))(['"‘“])(.+?)['"’”](?=[\s.,;:!?)]|$)""")
#: Free-text values (messages, notes) longer than this are never words to navigate by.
LONG_VALUE = 4
#: How far after the last field a Continue or Save button still belongs to its form.
FORM_REACH = 8
#: What the Continue or Save just after a field typed into scores: more than a section link.
FORM_NEXT = 3.5
#: The least score of a control worth activating (one key word of a goal value).
WEAK_MATCH = 0.5
#: A score that beats typing in the site search (two goal words, or a goal value).
STRONG_MATCH = 2.0
#: A settings goal opens the account's menu before any lead weaker than this.
SURE_MATCH = 3.0
QUOTED_STATE = re.compile(r'^(content|description) "(.*)"$')
WORDLIKE = re.compile(r"\w")
BUTTON_WORDS = 8
INLINE = 0.05
HISTORY = frozenset(tokens("history"))
DONE_PLACES = {tokens(verb)[0]: tuple(tokens(place)) for verb, place in (("send", "sent"),)}
CONFIRMATION_LINES = 2
PHRASE = 2
#: Goals that act on list rows at once (file, move, delete, star them), where ticking rows is
#: the way; to reply to, forward or read one message, its link is.
ON_MANY = re.compile(
    r"\b(move|file|put|delete|archive|star|mark|label|select|tick|remove|both|all|every)\b"
)
#: A goal whose request is only to sign in ("Sign me in to my account. The code comes by text.")
ONLY_SIGN_IN = re.compile(r"(please )?(sign|log) me (in|on)\b(?!.*\b(and|then)\b)[^.!?]*[.!]?$")
TITLE_LINE = re.compile(r"[A-Z][\w'&]*(?: [A-Z][\w'&]*){0,3}")
TITLE_REACH = 6
RANGE_DASH = re.compile(r"(?<=\d)–(?=\d)")
NUMERIC_DATE = re.compile(r"(\d{1,2})/(\d{1,2})/(\d{2}|\d{4})")
WRITTEN_DATE = re.compile(r"(\d{1,2})(?:st|nd|rd|th)? ([a-z]+) (\d{4})")
MONTH_STARTS = tuple(month[:3] for month in MONTHS)
DATE_BOXES = {"day": 0, "month": 1, "year": 2}
FILLERS = frozenset("also please and then just".split())
DETERMINERS = frozenset("the my a an all any his her their its our your".split())
TITLE = re.compile(r'document "(.*)"')
SITE_WEIGHT = 0.25
ANY_VALUE = re.compile(r"(any|anyone|anybody|anything|all)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Control:
    """A candidate as the heuristic sees it: its words and what it is called."""

    position: int
    id: int
    role: str
    label: str
    states: tuple[str, ...]
    value: str
    words: frozenset[str]


def content_words(text: str) -> frozenset[str]:
    """The text's word stems that carry meaning: no stopwords, no bare symbols such as '£'."""
    return frozenset(word for word in tokens(text) if WORDLIKE.search(word)) - STOPWORDS


def controls(candidates: str) -> tuple[Control, ...]:
    """The candidates, each labelled by its name, else its content, else its description."""
    found = []
    for line in parse_candidates(candidates):
        quoted = dict(
            match.groups() for match in map(QUOTED_STATE.match, line.states) if match is not None
        )
        label = line.name or quoted.get("content", "") or quoted.get("description", "")
        label = " ".join(word for word in label.split() if word != "graphic")
        found.append(
            Control(
                line.position,
                line.id,
                line.role,
                label,
                line.states,
                line.value,
                content_words(label),
            )
        )
    return tuple(found)


def text_lines(reader: str) -> list[str]:
    """The reader view's lines of text and headings (not controls or landmarks)."""
    lines, label = [], None
    for line in reader.splitlines():
        line = GLUED.sub(r"\1 \2", line.strip())
        heading, row = HEADING.match(line), TABLE_ROW.match(line)
        if heading:
            lines.append(heading.group(1))
            label = None
        elif row:
            lines.append(row.group(1))
            label = None
        elif line[:1] and not line[:1].islower() and len(line) > 1:
            if label is not None:  # a term and its value, as in "Where" then the place
                lines[-1] = f"{label}: {line}"
                label = None
                continue
            lines.append(line)
            label = line if TERM.fullmatch(line) else None
        else:
            label = None
    return lines


def on_control(kind: str, control: Control, explanation: str, text: str = "") -> dict[str, Any]:
    """An action on ``control``; ``target_id`` is the policy's own note, removed before sending."""
    action = {"action_type": kind, "target": control.position, "target_id": control.id}
    return action | ({"text": text} if text else {}) | {"explanation": explanation}


def is_search(control: Control) -> bool:
    return control.role == "searchbox" or "search" in tokens(control.label)


def is_sign_in(control: Control) -> bool:
    return control.role in ("button", "link") and control.label.lower() in ("sign in", "log in")


def is_region(control: Control) -> bool:
    """A clickable generic whose content is a whole region of the page, not a button's name."""
    return control.role == "generic" and len(control.label.split()) > BUTTON_WORDS


def commits(control: Control) -> bool:
    """A button whose name commits an act (not a link, nor one that only opens a dialog)."""
    if control.role == "link" or any(state.startswith("haspopup") for state in control.states):
        return False
    if is_region(control) or control.label.endswith(("…", "...")):
        return False  # a region, or a name ending "…" that asks for more before acting
    names = frozenset(tokens(control.label))
    return bool(names & COMMIT) and not names & PROCEED


def saves(control: Control) -> bool:
    """A button that saves, sends or confirms what was entered (signing up, not out)."""
    return (
        control.role in ("button", "generic")
        and bool(control.words & SAVES)
        and not is_region(control)
        and " ".join(tokens(control.label)) not in LEAVE
    )


def is_menu(control: Control) -> bool:
    return (
        control.role == "button"
        and "haspopup menu" in control.states
        and "collapsed" in control.states
    )


def asked_danger(goal: str) -> frozenset[str]:
    """The destructive words the goal asks for: not those after 'that', 'not' and the like,
    nor what already happened ('I deleted it by mistake')."""
    raw = re.findall(r"[\w']+", goal.lower().replace("’", "'"))
    stems = [(tokens(word) or ("",))[0] for word in raw]
    return frozenset(
        stem
        for i, (word, stem) in enumerate(zip(raw, stems, strict=True))
        if stem in DANGER
        and not word.endswith("ed")
        and not NOT_ASKED & set(stems[max(0, i - 2) : i])
    )


def word_weights(page: tuple[Control, ...]) -> dict[str, float]:
    """How much a word tells one control from another: a word in many controls' names (the
    site's own name, 'Blue Badge' on every link) tells little."""
    counts: dict[str, int] = {}
    for control in page:
        if control.role in NAVIGATION_ROLES:
            for word in control.words:
                counts[word] = counts.get(word, 0) + 1
    return {word: min(1.0, SPREAD / count) for word, count in counts.items()}


def date_parts(value: str) -> tuple[str, str, str] | None:
    """Day, month and year of a date written '31 March 2026', '14/6/56' or '01/04/2026', as a
    form with Day, Month and Year boxes wants them ('31', '3', '2026'); a two-digit year is
    read in this century up to 30, else the last."""
    numeric = NUMERIC_DATE.fullmatch(value.strip())
    if numeric is not None:
        day, month, year = numeric.groups()
    else:
        written = WRITTEN_DATE.fullmatch(value.strip().lower())
        if written is None or written.group(2)[:3] not in MONTH_STARTS:
            return None
        day, month, year = (
            written.group(1),
            str(MONTH_STARTS.index(written.group(2)[:3]) + 1),
            written.group(3),
        )
    if not (1 <= int(day) <= 31 and 1 <= int(month) <= 12):
        return None
    if len(year) == 2:
        year = f"{20 if int(year) <= 30 else 19}{year}"
    return str(int(day)), str(int(month)), year


def _first_words(lines: list[str], limit: int) -> list[str]:
    """The first lines that fit in ``limit`` words."""
    kept, count = [], 0
    for line in lines:
        count += len(line.split())
        if count > limit:
            break
        kept.append(line)
    return kept


def link_labels(page: tuple[Control, ...]) -> list[str]:
    """The names of the page's links (the rows of a list, for :func:`selects_row`)."""
    return [c.label for c in page if c.role == "link" and c.label]


def selects_row(control: Control, links: list[str]) -> bool:
    """A checkbox that selects a list's row: its name begins with the row's link's
    ('Site visit moved to Thursday, from Tomasz Nowak' beside 'Site visit moved to Thursday')."""
    name = control.label
    return control.role == "checkbox" and any(
        name.startswith(link) and len(name) > len(link) for link in links
    )


def clauses(goal: str) -> list[str]:
    """The goal's clauses; one that is only a noun phrase ('stop the newsletter and the
    emails about new courses') takes the verb of the clause before it."""
    found: list[str] = []
    for sentence in re.split(r"[.;:!?]", goal.lower()):
        verb = ""
        for part in re.split(r",| and | but | then ", sentence):
            words = [word for word in part.split() if word not in FILLERS]
            if not words:
                continue
            if words[0] in DETERMINERS:
                part = f"{verb} {part}"
            else:
                verb = words[0]
            found.append(part)
    return found


class HeuristicPolicy:
    """A careful screen-reader user's way through the page (see the module docstring)."""

    name = "heuristic"
    observation_keys = (
        "goal",
        "candidates",
        "candidate_ids",
        "reader",
        "axtree",
        "history",
        "last_action_result",
    )

    def __init__(self) -> None:
        self.reset_state()

    def reset_state(self) -> None:
        self.goal = ""
        self.fields: dict[str, str] = {}
        self.goal_words: frozenset[str] = frozenset()
        self.key_words: frozenset[str] = frozenset()
        self.synonyms: frozenset[str] = frozenset()
        self.sections: frozenset[str] = frozenset()
        self.personal = False
        self.verify = self.verified = False
        self.verified_on: int | None = None
        self.used_words: set[str] = set()
        self.used_fields: set[str] = set()
        self.acted: set[int] = set()
        self.acted_labels: set[str] = set()
        self.detours: set[int] = set()
        self.no_effect = 0
        self.moves = 0
        self.entered = 0
        self.last: tuple[int, str] | None = None
        self.last_field: int | None = None
        self.pressed: set[int] = set()
        self.previous_lines: list[str] = []
        self.current_lines: list[str] = []
        self.axtree = ""
        self.asks_approval = False
        self.is_question = False
        self.wants_settings = False
        self.acts_on_many = False
        self.only_sign_in = False
        self.goal_order: tuple[str, ...] = ()
        self.saved = self.last_saves = False
        self.last_label = self.again = self.last_role = ""
        self.searched: tuple[frozenset[str], ...] = ()
        self.allowed_danger: frozenset[str] = frozenset()
        self.signing_in = self.signed_in = self.code_entered = False
        self.last_fill: tuple[str, int] | None = None
        self.retried: set[str] = set()
        self.waiting: set[int] = set()
        self.deferred: set[int] = set()
        self.last_added: frozenset[str] = frozenset()
        self.signing_step = False  # this step is part of signing in
        self.labels_before: set[str] = set()  # the names on the page before the last change
        self.labels_now: set[str] = set()
        self.confirmation: list[str] = []  # what the page said as it took the change
        self.entries: list[tuple[str, str]] = []  # (field, value) of each goal value entered
        self.in_settings = False  # a Settings, Preferences or Account page has been opened
        self.done_words: frozenset[str] = frozenset()  # where the last save's result is kept
        self.toggled: frozenset[str] = frozenset()  # the words of the switches set so far
        self.titles: tuple[frozenset[str], ...] = ()  # the words of each page's title
        self.site_words: frozenset[str] = frozenset()
        self.last_fields: frozenset[str] = frozenset()  # slots a click took as found
        self.ranked_page: tuple[Control, ...] | None = None  # the page _best_link ranked
        self.ranked: tuple[Control | None, float] = (None, 0.0)
        self.tried_words: set[str] = set()

    def reset(self, task: Task) -> None:
        self.reset_state()

    # -- the step ---------------------------------------------------------------------
    def act(self, observation: dict[str, Any], info: dict[str, Any]) -> dict[str, Any]:
        if not self.goal:
            self._start(observation)
        self._observe(observation)
        self.last_added = self.last_fields = frozenset()
        self.signing_step = False
        if self.no_effect >= MAX_NO_EFFECT:
            return self._stop()
        page = controls(observation.get("candidates", ""))
        if self.no_effect == 0:
            self.labels_before, self.labels_now = self.labels_now, {c.label for c in page}
        action = (
            self._stay(page)
            or self._recover(page)
            or self._complete(page)
            or self._form(page)
            or self._sign_in(page)
            or self._pause(page)
            or self._confirm(page)
            or self._answer(page)
            or self._move(page)
            or self._end()
        )
        self.last = (action.pop("target_id", -1), action["action_type"])
        target = next((c for c in page if c.id == self.last[0]), None)
        if target is not None and saves(target):
            # Where what a button does is kept: a "Send" button's message is in "Sent".
            self.done_words = frozenset(
                word for verb in target.words for word in DONE_PLACES.get(verb, ())
            )
        # Signing in's own Verify or Submit saves nothing the goal asked for.
        # Continue after every value is in ends the form as a save does.
        finished_form = self._all_entered()
        self.last_saves = (
            target is not None
            and not self.signing_step
            and (saves(target) or finished_form and bool(target.words & CONTINUE))
        )
        self.last_label = "" if target is None else target.label
        self.last_role = "" if target is None else target.role
        if action["action_type"] not in ("type", "select"):
            self.last_fill = None
        return action

    def _retry_later(self) -> None:
        """A value the page did not take may belong after another step: once, on a later page."""
        if self.last_fill is None or self.last_fill[0] in self.retried:
            return
        key, field = self.last_fill
        self.retried.add(key)
        self.used_fields.discard(key)
        self.acted.discard(field)
        self.waiting.add(field)

    def _start(self, observation: dict[str, Any]) -> None:
        self.goal = observation.get("goal", "").replace("’", "'")
        try:
            fields = json.loads(observation.get("fields") or "{}")
            self.fields = {str(k): str(v) for k, v in fields.items()}
        except (json.JSONDecodeError, AttributeError):
            self.fields = {}
        unquoted = QUOTE.sub(" ", self.goal)
        short_values = [v for v in self.fields.values() if len(v.split()) <= LONG_VALUE]
        self.goal_words = content_words(unquoted) | frozenset(
            word for value in short_values for word in content_words(value)
        )
        self.synonyms = (
            frozenset(
                word
                for family in SYNONYMS
                if family & frozenset(tokens(unquoted))
                for word in family
            )
            - self.goal_words
        )
        goal_tokens = frozenset(tokens(unquoted))
        self.sections = frozenset(
            word for topic, section in SECTIONS if topic & goal_tokens for word in section
        )
        self.key_words = (
            frozenset(word for key in self.fields for word in content_words(key.replace("_", " ")))
            - self.goal_words
        )
        lowered = self.goal.lower()
        self.personal = PERSONAL.search(lowered) is not None
        self.verify = VERIFY.search(lowered) is not None
        self.asks_approval = APPROVAL.search(lowered) is not None
        self.is_question = QUESTION.search(lowered) is not None
        self.goal_order = tokens(unquoted)
        self.wants_settings = SETTINGS_GOAL.search(lowered) is not None
        self.acts_on_many = ON_MANY.search(lowered) is not None
        first = re.split(r"(?<=[.!?])\s", lowered, maxsplit=1)[0]
        self.only_sign_in = ONLY_SIGN_IN.match(first) is not None
        said = asked_danger(self.goal)
        self.allowed_danger = said | frozenset(
            word for family in ERASE if said & family for word in family
        )

    def _observe(self, observation: dict[str, Any]) -> None:
        result = observation.get("last_action_result", "")
        lines = text_lines(observation.get("reader", ""))
        self.axtree = observation.get("axtree", "")
        if self.last is not None:
            # The page is as it was; an action the replay cannot show is as good as going
            # back and trying something else.
            if result.startswith(UNCHANGED_PREFIXES):
                if result == NOT_CARRIED_OUT_RESULT:
                    self.deferred.add(self.last[0])
                self.no_effect += 1
                self._retry_later()
                # Another control of the same name may be the one that leads there.
                self.acted_labels.discard(self.last_label.lower())
                self.used_words -= self.last_added
                self.used_fields -= self.last_fields
            else:
                # What the replay could not show here may be the way on from the new page.
                self.acted -= self.deferred
                self.deferred.clear()
                self.waiting.clear()
                self.no_effect = 0
                self.moves += self.last[1] == "click" and self.last[0] not in self.detours
                self.saved = self.saved or bool(self.entered and self.last_saves)
                self.previous_lines = self.current_lines
        self.current_lines = lines
        title = TITLE.match(observation.get("reader", ""))
        if title is not None:
            # The site's name is what stays in the title from page to page ("Ferrisham Live |
            # What's on" then "Ferrisham Live | Signed up"): it says where, not what.
            words = content_words(title.group(1))
            self.titles = (*self.titles, words) if words not in self.titles else self.titles
            if len(self.titles) > 1:
                self.site_words = frozenset.intersection(*self.titles)

    # -- choices ----------------------------------------------------------------------
    def _form(self, page: tuple[Control, ...]) -> dict | None:
        """The first field or switch on the page (in reading order) the goal gives a value for."""
        fill, toggle = self._fill_choice(page, search=False), self._toggle_choice(page)
        if fill is not None and (toggle is None or fill[0] < toggle.position):
            return self._fill(fill)
        return None if toggle is None else self._toggle(toggle)

    def _fill_choice(self, page: tuple[Control, ...], search: bool) -> tuple | None:
        pairs = [] if search else self._date_boxes(page)
        for key, value in self.fields.items():
            if key in self.used_fields:
                continue
            key_words = content_words(re.sub(r"([a-z])([A-Z])", r"\1 \2", key).replace("_", " "))
            best, best_score = None, 0.0
            for control in page:
                if control.role not in FIELD_ROLES or control.id in self.acted | self.waiting:
                    continue
                if "disabled" in control.states or "readonly" in control.states:
                    continue
                if is_search(control) != search:
                    continue
                if control.role in LIST_ROLES and len(value.split()) > LONG_VALUE:
                    continue  # a message is never one of a list's options
                if control.label.lower() in DATE_BOXES and date_parts(value) is not None:
                    continue  # a date goes into Day, Month and Year a part each
                shared = control.words & key_words
                asked = QUESTION_FIELDS.get(control.label.lower().rstrip("?"), frozenset())
                offers = control.role in LIST_ROLES and self._offers(control, value)
                if not shared and not asked & key_words and not offers:
                    continue
                score = 2 * max(len(shared), 1) + 2 * offers
                score += 0.5 * len(control.words & self.goal_words)
                if score > best_score:
                    best, best_score = control, score
            if best is None:
                continue
            if tokens(best.value) == tokens(value):
                self.used_fields.add(key)
                continue
            pairs.append((best.position, key, value, key_words, best))
        return min(pairs, key=lambda pair: pair[0], default=None)

    def _date_boxes(self, page: tuple[Control, ...]) -> list[tuple]:
        """A date the goal gives, split over a form's Day, Month and Year boxes."""
        pairs = []
        for key, value in self.fields.items():
            parts = date_parts(value)
            if parts is None or key in self.used_fields:
                continue
            if {f"{key} ({box})" for box in DATE_BOXES} <= self.used_fields:
                self.used_fields.add(key)  # all three parts are in
                continue
            for control in page:
                box = DATE_BOXES.get(control.label.lower())
                part_key = f"{key} ({control.label.lower()})"
                if box is None or control.role not in ("textbox", "spinbutton"):
                    continue
                if part_key in self.used_fields or control.id in self.acted | self.waiting:
                    continue
                if control.value.strip() == parts[box]:
                    continue
                pairs.append((control.position, part_key, parts[box], frozenset(), control))
        return pairs

    def _complete(self, page: tuple[Control, ...]) -> dict | None:
        """After typing into a field that suggests as you type, the suggestion that holds what
        was typed ('Jonas Becker jonas.becker@...') completes it, before any other field."""
        if self.last is None or self.last[1] != "type" or not self.entries:
            return None
        field = next((c for c in page if c.id == self.last[0]), None)
        if field is None or "haspopup listbox" not in field.states:
            return None
        typed = content_words(self.entries[-1][1])
        option = next(
            (
                c
                for c in page
                if c.role == "option" and c.id not in self.acted and typed and typed <= c.words
            ),
            None,
        )
        return None if option is None else self._click(option)

    def _fill(self, choice: tuple) -> dict[str, Any]:
        _, key, value, key_words, field = choice
        self.entries.append((field.label, value))
        self.used_fields.add(key)
        self.used_words.update(content_words(value) | key_words)
        self.last_fill = (key, field.id)
        self.entered += 1
        if is_search(field) or field.role == "textbox":
            # A value typed into a form (a job title in "What") names what the results list.
            self.searched = (*self.searched, content_words(value))
        return self._enter(field, value, f"the {key.replace('_', ' ')} you gave")

    def _enter(self, field: Control, value: str, what: str) -> dict[str, Any]:
        self.acted.add(field.id)
        self.last_field = field.id
        popup = "haspopup listbox" in field.states
        kind = "select" if field.role in LIST_ROLES and not popup else "type"
        verb = "choosing" if kind == "select" else "entering"
        if kind == "select":
            value = self._option_for(field, value)
        name = f"'{field.label}' {field.role}" if field.label else f"empty {field.role}"
        return on_control(kind, field, f"I'm {verb} '{value}' in the {name}, {what}.", text=value)

    def _offers(self, field: Control, value: str) -> bool:
        """Whether one of the select's own options says the value ('Everyday Current Account'
        for 'current account'): a select whose label does not name the slot ('Pay from')
        is still the place for a value it lists."""
        words = content_words(value)
        current = content_words(field.value)
        if not words or ANY_VALUE.match(field.value) or (current and current <= words):
            return False  # a filter's "Any"/"All" is a narrowing, not a form's slot
        for choice in select_options(self.axtree, (field.id,)):
            option = content_words(choice.option)
            if option and (words <= option or option <= words):
                return True
        return False

    def _option_for(self, field: Control, value: str) -> str:
        """The select's own option that says ``value`` ('Welsh (Cymraeg)' for 'Welsh'): the
        one named exactly, else the one sharing most of the value's words."""
        options = [choice.option for choice in select_options(self.axtree, (field.id,))]
        wanted = tokens(value)
        exact = next((o for o in options if tokens(o) == wanted), None)
        if exact is not None or not options:
            return exact or value
        words = content_words(value)
        best = max(options, key=lambda o: (len(content_words(o) & words), -len(o)))
        return best if content_words(best) & words else value

    def _stay(self, page: tuple[Control, ...]) -> dict | None:
        """A session about to time out: stay signed in, whatever the goal."""
        stay = next(
            (
                c
                for c in page
                if c.role in ("button", "link")
                and STAY.match(c.label.lower())
                and c.id not in self.acted
            ),
            None,
        )
        if stay is None:
            return None
        self.acted.add(stay.id)
        return on_control(
            "click",
            stay,
            f"The site is about to sign you out, so I'm pressing '{stay.label}' "
            "to keep your session.",
        )

    def _sign_in(self, page: tuple[Control, ...]) -> dict | None:
        """Sign in when the site offers it and the goal is about the person's own things;
        then send for the code, type the code the page shows, and verify."""
        if not self.signing_in:
            if self.signed_in and self.only_sign_in and self.last is not None:
                return self._finish()  # signing in was all the goal asked
            if self.signed_in or not PERSONAL.search(self.goal.lower()):
                return None
            offer = next((c for c in page if is_sign_in(c) and c.id not in self.acted), None)
            if offer is None:
                return None
            self.signing_in = self.signing_step = True
            return self._press(offer, "you need to be signed in for this")
        code = next(
            (m.group(1) for line in self.current_lines if (m := ONE_TIME_CODE.search(line))),
            None,
        )
        empty = next(
            (c for c in page if c.role == "textbox" and not c.value and c.id not in self.acted),
            None,
        )
        if code and empty is not None and not self.code_entered:
            self.code_entered = True
            self.signing_step = True  # a code to sign in is not one of the goal's values
            return self._enter(empty, code, "the code the page shows from your text message")
        button = next(
            (
                c
                for c in page
                if c.role == "button" and c.words & SIGN_IN_STEPS and c.id not in self.acted
            ),
            None,
        )
        if button is None:
            self.signing_in, self.signed_in = False, True
            return None
        if self.code_entered:
            self.signing_in, self.signed_in = False, True
        self.signing_step = True
        return self._press(button, "it is the next step of signing in")

    def _toggle_choice(self, page: tuple[Control, ...]) -> Control | None:
        """The switch the goal names most clearly that is not yet the way the goal wants."""
        best, best_score = None, float("-inf")
        links = link_labels(page)
        for control in page:
            if control.role not in TOGGLE_ROLES or control.id in self.acted or not control.words:
                continue
            if "disabled" in control.states or NEGATIVE.match(control.label.lower()):
                continue
            if not self.acts_on_many and selects_row(control, links):
                continue  # ticking a message's row is for acting on several at once
            named = self._names_a_value(control) or self._found(control) or self._quoted(control)
            shared = control.words & self.goal_words
            cover = len(shared) / len(control.words)
            score = (3.0 if named else 0.0) + 2 * cover + 0.1 * len(shared)
            # The goal's order first ("email me a reminder on Tuesdays": the reminder, then
            # the day), then the clearest name.
            score = -self._goal_position(control) + 0.001 * score
            if not (named or (len(shared) >= 2 and cover >= 0.5)) or score <= best_score:
                continue
            is_on = any(
                state in ("checked", "pressed", "selected", "on") for state in control.states
            )
            if is_on == self._wants_on(control):
                continue
            best, best_score = control, score
        return best

    def _toggle(self, best: Control) -> dict[str, Any]:
        want_on = self._wants_on(best)
        self.acted.add(best.id)
        self.toggled |= best.words
        for key, value in self.fields.items():
            # 'Tuesday, Thursday' is done once both boxes are ticked, not after the first.
            words = content_words(value)
            if words and (words <= self.toggled or words <= best.words):
                self.used_fields.add(key)
        self.used_words.update(best.words)
        self.entered += 1
        self.last_field = best.id
        verb = "choosing" if best.role == "radio" else "turning on" if want_on else "turning off"
        return on_control(
            "click", best, f"I'm {verb} the '{best.label}' {best.role}, as you asked."
        )

    def _names_a_value(self, control: Control) -> bool:
        """A goal value is the control's name, or a value like 'on' or 'shown' whose slot is."""
        for key, value in self.fields.items():
            words = content_words(value)
            if key in self.used_fields:
                continue
            if words and control.words <= words:
                return True
            if words and words <= control.words and 2 * len(words) >= len(control.words):
                return True
            if not words - POLARITY:
                key_words = content_words(key.replace("_", " "))
                if key_words and key_words <= control.words:
                    return True
        return False

    def _quoted(self, control: Control) -> bool:
        """The goal says the first words of the control's name as they are ('the emails about
        new courses' for 'New courses you might like')."""
        words = re.findall(r"[\w'-]+", control.label.lower())[:PHRASE]
        phrase = " ".join(words)
        return (
            len(words) == PHRASE
            and bool(content_words(phrase))
            and re.search(rf"\b{re.escape(phrase)}\b", self.goal.lower()) is not None
        )

    def _goal_position(self, control: Control) -> int:
        """Where the goal first names the control (its length when it does not)."""
        found = [i for i, word in enumerate(self.goal_order) if word in control.words]
        return found[0] if found else len(self.goal_order)

    def _wants_on(self, control: Control) -> bool:
        if control.role == "radio":
            return True
        for key, value in self.fields.items():
            words = content_words(value) | frozenset(tokens(value))
            names = content_words(key.replace("_", " ")) <= control.words or control.words <= words
            if names and words & OFF_VALUES:
                return False
        if ON.search(self.goal.lower()) and not OFF_ASKED.search(self.goal.lower()):
            return True
        return self._clause_wants_on(control.words, control.label)

    def _clause_wants_on(self, words: frozenset[str], name: str) -> bool:
        """Whether the goal's clause that names these words wants the thing on."""
        scored = [(len(content_words(part) & words), part) for part in clauses(self.goal)]
        overlap, clause = max(scored, default=(0, ""))
        # Words of the control's own name ('Do Not Track') say nothing about on or off.
        own = set(re.findall(r"[\w']+", name.lower()))
        rest = " ".join(word for word in re.findall(r"[\w']+", clause) if word not in own)
        return overlap == 0 or OFF.search(rest) is None

    def _recover(self, page: tuple[Control, ...]) -> dict | None:
        """The page reports a problem after a button was pressed: tick the box the error names,
        then that button may be pressed again."""
        if self.again:
            again = next((c for c in page if c.label == self.again), None)
            self.again = ""
            if again is not None:
                return self._press(again, "the problem the page reported is now fixed")
        if not self.last_saves or self.no_effect:
            return None
        errors = [line for line in self.current_lines if ERROR.search(line)]
        if not errors:
            return None
        said = frozenset(word for line in errors for word in content_words(line))
        links = link_labels(page)
        box = next(
            (
                c
                for c in page
                if c.role == "checkbox"
                and "unchecked" in c.states
                and c.id not in self.acted
                and len(c.words & said) >= 2
                and not selects_row(c, links)  # a list's "Select:" column is no error
            ),
            None,
        )
        if box is None:
            return None
        self.again = self.last_label  # pressed again once the box is ticked
        self.acted.add(box.id)
        return on_control(
            "click", box, f"The page says '{errors[0]}', so I'm ticking the '{box.label}' checkbox."
        )

    def _confirm(self, page: tuple[Control, ...]) -> dict | None:
        """A small dialog that asks to confirm what the goal asked for: confirm it."""
        if self.asks_approval or self.no_effect or len(page) > DIALOG_SIZE:
            return None
        buttons = [c for c in page if c.role == "button" and c.id not in self.acted]
        declines = [c for c in buttons if c.words & DECLINE]
        yes = next((c for c in buttons if c.words & AFFIRM and not c.words & DECLINE), None)
        if yes is None or not declines:
            return None
        return self._press(yes, "it confirms what you asked for")

    def _pause(self, page: tuple[Control, ...]) -> dict | None:
        if not self.asks_approval or not self.entered:
            return None
        for control in page:
            if control.role not in ("button", "generic", "link") or "disabled" in control.states:
                continue
            if commits(control) and not control.words & COOKIES:
                values = "; ".join(
                    f"{key.replace('_', ' ')}: {value}" for key, value in self.fields.items()
                )
                facts = f" ({values})" if values else ""
                return {
                    "action_type": "ask_user",
                    "text": f"Everything is ready{facts}. Shall I press '{control.label}'?",
                    "explanation": f"Pressing '{control.label}' would commit this, so I'm "
                    "stopping to ask you first.",
                }
        return None

    def _answer(self, page: tuple[Control, ...]) -> dict | None:
        pending = bool(self._brought(page))  # "Confirm and send" comes before finishing
        # Settings that apply as they are chosen have no button to save them (typed text
        # still wants its Enter).
        typed = self.last is not None and self.last[1] == "type"
        applied = (
            self._all_entered()
            and not typed
            and not any(saves(c) or c.words & CONTINUE for c in page if c.id not in self.acted)
        )
        done = (self.saved or applied) and not self.asks_approval and not pending
        shown = self.last is not None and self.verified_on == self.last[0]
        if shown and self.no_effect == 0:
            return self._finish()  # the account's page shows the change: read it out
        follow_up = self._follow_up(page) if self.saved and not self.asks_approval else None
        if follow_up is not None:
            return self._press(follow_up, "the page asks to confirm what you asked for")
        if self.saved and self.verify and not self.verified and not self.asks_approval:
            if pending:
                return None
            self.verified = True
            # The history of what the goal is about, else the account's page.
            history = (
                c
                for c in page
                if c.role in ("link", "tab")
                and (c.words & HISTORY and c.words & self.goal_words or c.words & self.done_words)
            )
            accounts = (c for c in page if c.words == ACCOUNT and c.role == "link")
            account = next((c for c in (*history, *accounts) if c.id not in self.acted), None)
            if account is not None:
                self.verified_on = account.id
                # What the page said when it took the change ("Reference MR-...") is worth
                # reading out with what the next page shows.
                before = set(self.previous_lines)
                self.confirmation = [line for line in self.current_lines if line not in before]
                return self._press(account, "it shows whether your change was kept")
        if done and self._best_link(page)[1] < SURE_MATCH:
            return self._finish()  # what was asked for is entered and saved
        if not self.is_question or self.asks_approval or not self.moves:
            return None
        if self._value_link(page) is not None:
            return None
        remaining = self.goal_words - self.used_words
        named = self._disclosure(page)
        if named is not None:
            return named
        if self._best_link(page)[1] >= SURE_MATCH:
            return None  # a link that surely leads to the answer beats lines that mention it
        if not remaining:
            return self._finish()  # every thing the goal names has been followed here
        if any(len(content_words(line) & remaining) >= 2 for line in self.current_lines):
            return self._finish()
        if self._best_link(page)[1] < 1:  # only weak leads left: answer from here
            return self._finish()
        return None

    def _all_entered(self) -> bool:
        """Every value the goal gives has gone into the page."""
        return bool(self.fields) and set(self.fields) <= self.used_fields and self.entered > 0

    def _brought(self, page: tuple[Control, ...]) -> list[Control]:
        """Buttons to save that the last change brought, not yet pressed ("Confirm and send");
        one that was there before (a newsletter's "Sign up") is not part of this change."""
        return [
            c
            for c in page
            if saves(c) and c.id not in self.acted and c.label not in self.labels_before
        ]

    def _follow_up(self, page: tuple[Control, ...]) -> Control | None:
        """A button to confirm that the save itself brought ("Confirm new amount"), unless it
        destroys something the goal did not ask to."""
        return next(
            (
                c
                for c in self._brought(page)
                if c.words & AFFIRM and self._danger(c) <= self.allowed_danger
            ),
            None,
        )

    def _disclosure(self, page: tuple[Control, ...]) -> dict | None:
        """Before answering from a page, open a collapsed section of it that the goal's unused
        words name (the answer may be hidden there)."""
        remaining = self.goal_words - self.used_words
        closed = [
            c
            for c in page
            if (
                c.role in ("summary", "button")
                and "collapsed" in c.states
                and not any(state.startswith("haspopup") for state in c.states)
                or c.role == "tab"
                and "selected" not in c.states
            )
            and c.id not in self.acted
            and c.words & remaining
        ]
        if not closed:
            return None
        best = max(closed, key=lambda c: (len(c.words & self.goal_words), -c.position))
        self.acted.add(best.id)
        return on_control(
            "click",
            best,
            f"I'm opening the '{best.label}' section to read what it holds before I answer.",
        )

    def _value_link(self, page: tuple[Control, ...]) -> Control | None:
        for control in page:
            usable = control.role in NAVIGATION_ROLES and control.id not in self.acted
            if usable and self._value_score(control) > 0:
                return control
        return None

    def _move(self, page: tuple[Control, ...]) -> dict | None:
        """Navigate by a strong match, else search with a goal value, else a weaker match."""
        best, score = self._best_link(page)
        settings_menu = self._settings_menu(page)
        if (
            best is not None
            and score >= STRONG_MATCH
            and (settings_menu is None or score >= SURE_MATCH)
        ):
            return self._click(best)
        enter = self._submit(page)
        if enter is not None:
            return enter
        search = self._fill_choice(page, search=True)
        if search is not None:
            return self._fill(search)
        menu = next(
            (c for c in page if is_menu(c) and c.id not in self.acted and c.position < BANNER),
            None,
        )
        if settings_menu is not None:
            return self._open(settings_menu)  # settings live in the account's menu on most sites
        if best is not None and score >= WEAK_MATCH:
            return self._click(best)
        return None if menu is None else self._open(menu)

    def _settings_menu(self, page: tuple[Control, ...]) -> Control | None:
        """The banner's menu, for a settings goal on a first page with no Settings link."""
        if not self.wants_settings or self.moves:
            return None
        if any(c.words & SETTINGS and c.role in NAVIGATION_ROLES for c in page):
            return None
        return next(
            (c for c in page if is_menu(c) and c.id not in self.acted and c.position < BANNER),
            None,
        )

    def _open(self, menu: Control) -> dict[str, Any]:
        self.acted.add(menu.id)
        self.detours.add(menu.id)
        return on_control(
            "click",
            menu,
            f"Nothing here names what you asked for, so I'm opening the "
            f"'{menu.label}' menu to hear its options.",
        )

    def _best_link(self, page: tuple[Control, ...]) -> tuple[Control | None, float]:
        """The best lead on the page and its score, ranked once per step: nothing the ranking
        reads changes between the rules that ask for it before the step's action is chosen."""
        if self.ranked_page is not page:
            self.ranked_page, self.ranked = page, self._rank_links(page)
        return self.ranked

    def _rank_links(self, page: tuple[Control, ...]) -> tuple[Control | None, float]:
        remaining = self.goal_words - self.used_words
        anchor = next((c.position for c in page if c.id == self.last_field), None)
        # A click on a list's option finishes filling its field: the form's button is next.
        chose_option = self.last_role == "option"
        if self.last is None or (
            self.last[1] == "click" and self.last[0] != self.last_field and not chose_option
        ):
            anchor = None
        opened = self.last is not None and self.last[0] in self.detours
        spread = word_weights(page)
        links = link_labels(page)
        best, best_score = None, 0.0
        for control in page:
            if control.role not in NAVIGATION_ROLES or control.id in self.acted:
                continue
            if "disabled" in control.states or not control.words or self._here(control, len(page)):
                continue
            if is_region(control) or not self.acts_on_many and selects_row(control, links):
                continue
            if control.label.lower() in self.acted_labels:
                continue
            danger = self._danger(control)
            if not danger <= self.allowed_danger or self._leaves(control):
                continue
            if self._against_wish(control):
                continue
            reach = REACH_OUT.match(control.label.lower())
            if reach is not None and reach.group(0) not in self.goal.lower():
                continue
            if self.asks_approval and commits(control):
                continue
            score = 0.0 if "haspopup menu" in control.states else self._value_score(control) * 3
            # Settings lead to where a change is made; once it is saved they lead nowhere new.
            if (
                self.wants_settings
                and not self.saved
                and not self.in_settings
                and control.words & SETTINGS
                and len(control.words) <= 2
            ):
                score += SETTINGS_SCORE
            score += SYNONYM_SCORE * len(control.words & self.synonyms - self.used_words)
            if control.words & self.sections - self.used_words and len(control.words) <= 3:
                score += SECTION_SCORE
            if self.personal and not self.moves and control.words == ACCOUNT:
                score += ACCOUNT_SCORE
            if all(word.isdigit() for word in control.words):  # a date or a count, not a topic
                score -= NUMBER_ONLY
            score += sum(
                spread[word] * (SITE_WEIGHT if word in self.site_words else 1.0)
                for word in control.words & remaining
            )
            score += 0.1 * len(control.words & self.used_words)
            score += 0.5 * len(control.words & self.key_words - self.used_words)
            score -= 0.1 * len(control.words - self.goal_words - self.synonyms)
            reach = None if anchor is None else control.position - anchor
            if (
                reach is not None
                and 0 < reach <= FORM_REACH
                and control.role in ("button", "generic")
                and control.words & (PROCEED | COMMIT | SAVES)
            ):
                score += FORM_NEXT - 0.1 * reach
            elif CONTINUE & control.words:
                score += CONTINUE_SCORE
            if opened and control.role in MENU_ITEMS:
                score += 1
            if control.label[:1].islower():
                score -= INLINE  # a link inside a sentence; its twin in the menus is the way
            if score > best_score + 1e-9:
                best, best_score = control, score
        return best, best_score

    @staticmethod
    def _danger(control: Control) -> frozenset[str]:
        """The destructive words a control would act on: any in a button's name, but only
        the leading verb of a link's ('Cancel order', not 'Order history: track, cancel or
        return', which leads to a page)."""
        words = control.words
        if control.role == "link":
            words = frozenset(tokens(control.label)[:1])
        return words & DANGER | (ERASE[0] if BIN.search(control.label) else frozenset())

    def _against_wish(self, control: Control) -> bool:
        """A button that turns something on the goal wants off ('Accept analytics cookies'
        when they are to stay off), or off when it is wanted on."""
        label = control.label.lower()
        turns_on, turns_off = SWITCH_ON.match(label), SWITCH_OFF.match(label)
        if control.role != "button" or not (turns_on or turns_off):
            return False
        verb = (turns_on or turns_off).group(0)
        thing = label[len(verb) :].strip()
        if not content_words(thing):  # 'Turn off' alone: only when the goal says it
            asked = ON if turns_on else OFF_ASKED
            return asked.search(self.goal.lower()) is None
        return bool(turns_on) != self._clause_wants_on(content_words(thing), thing)

    @staticmethod
    def _here(control: Control, page_size: int) -> bool:
        """A link to the page already open (its tab already chosen), or, on a full page, the
        site's own name leading home (its first link): following it moves nowhere towards
        the goal."""
        current = any(state.startswith("current") for state in control.states)
        chosen = control.role == "tab" and "selected" in control.states
        home = control.position == 0 and control.role == "link" and page_size > BANNER
        return current or chosen or home

    def _leaves(self, control: Control) -> bool:
        """Signing out ends the session: only when the goal says so in those words."""
        label, goal = f" {' '.join(tokens(control.label))} ", f" {' '.join(tokens(self.goal))} "
        return any(f" {p} " in label and f" {p} " not in goal for p in LEAVE)

    def _press(self, control: Control, reason: str) -> dict[str, Any]:
        """A click on the way (signing in), not towards the goal's words."""
        self.acted.add(control.id)
        self.detours.add(control.id)
        return on_control(
            "click", control, f"I'm pressing the '{control.label}' {control.role} because {reason}."
        )

    def _click(self, best: Control) -> dict[str, Any]:
        self.acted.add(best.id)
        self.in_settings = self.in_settings or bool(best.words & SETTINGS)
        if best.role == "option" and self.entries:
            # The list's own option ('Ashby Vale District Council') is what went in.
            label, value = self.entries[-1]
            if content_words(value) <= best.words:
                self.entries[-1] = (label, best.label)
        if not best.words & PROCEED:
            self.acted_labels.add(best.label.lower())
        matched = sorted(best.words & self.goal_words)
        self.last_added = best.words - self.used_words
        self.tried_words.update(best.words)
        self.used_words.update(best.words)
        self.last_fields = frozenset(
            key
            for key, value in self.fields.items()
            if key not in self.used_fields and frozenset() < content_words(value) <= best.words
        )
        self.used_fields.update(self.last_fields)
        named = [
            w for w in re.findall(r"[\w'-]+", best.label) if tokens(w) and tokens(w)[0] in matched
        ]
        reason = (
            f"'{' '.join(named)}' is what your request is about"
            if named
            else "it moves your request forward"
        )
        return on_control(
            "click", best, f"I'm activating the '{best.label}' {best.role} because {reason}."
        )

    def _submit(self, page: tuple[Control, ...]) -> dict | None:
        """Press Enter in a field just typed into when no button sends it."""
        if self.last is None or self.last[1] != "type" or self.last[0] in self.pressed:
            return None
        if self.no_effect:  # the page did not take the text: Enter will not send it
            return None
        field = next((c for c in page if c.id == self.last[0]), None)
        if field is None or field.role not in ("textbox", "searchbox", "combobox"):
            return None
        self.pressed.add(field.id)
        return on_control(
            "press",
            field,
            f"I'm pressing Enter in the '{field.label}' {field.role} to send what I typed.",
            text="Enter",
        )

    def _found(self, control: Control) -> bool:
        """The control names everything a site search or a form's field was given."""
        return any(words and words <= control.words for words in self.searched)

    def _value_score(self, control: Control) -> float:
        best = 1.0 if self._found(control) else 0.0
        for key, value in self.fields.items():
            words = content_words(value)
            share = len(words) / max(len(control.words), 1)
            if words and words <= control.words and key not in self.used_fields and share >= 1 / 3:
                best = max(best, 1.0 + share)
        return best

    # -- endings ----------------------------------------------------------------------
    def _summary_lines(self, limit: int) -> list[str]:
        new = [line for line in self.current_lines if line not in set(self.previous_lines)]
        if self.saved and not self.is_question and new and not self.confirmation:
            # What the page said in answer to the act ("You're on the list!") is its result.
            return _first_words(new, limit)
        remaining = self.goal_words - self.used_words - self.tried_words
        scored = []
        for order, line in enumerate(self.current_lines):
            words = content_words(line)
            score = 2 * len(words & remaining) + len(words & self.goal_words)
            score += 2 if line in new else 0
            score += 0.5 if re.search(r"\d", line) else 0
            if score >= 2:
                scored.append((-score, order, line))
        chosen, count = [], 0
        title = self._title_before(new)
        if title is not None:
            # What the new lines belong to ("Leeds Trinity" above the hours they opened).
            chosen.append(title)
            count += len(title[1].split())
        kept = [
            line
            for line in self.confirmation[:CONFIRMATION_LINES]
            if line not in self.current_lines
        ]
        for line in kept:
            chosen.append((-len(kept) + len(chosen), line))
            count += len(line.split())
        for _, order, line in sorted(scored):
            size = len(line.split())
            if count + size > limit:
                continue
            chosen.append((order, line))
            count += size
        return [line for _, line in sorted(chosen)]

    def _title_before(self, new: list[str]) -> tuple[int, str] | None:
        """The short title just above the lines a click revealed, for a question."""
        if not new or self.last is None or self.last[1] != "click" or not self.is_question:
            return None
        first = self.current_lines.index(new[0])
        for order in range(first - 1, max(first - TITLE_REACH, 0) - 1, -1):
            if TITLE_LINE.fullmatch(self.current_lines[order]):
                return order, self.current_lines[order]
        return None

    def _finish(self) -> dict[str, Any]:
        # What it typed or chose for an act comes first: the person should know what went in.
        entered = [
            f"'{value}' in '{label}'"
            for label, value in self.entries
            if len(value.split()) <= LONG_VALUE and not self.is_question
        ]
        done = f"I entered {'; '.join(entered)}. " if entered else ""
        lines = self._summary_lines(SUMMARY_WORDS - len(done.split()))
        quoted = " ".join(line if line.endswith((".", "!", "?")) else f"{line}." for line in lines)
        quoted = RANGE_DASH.sub(" – ", quoted)  # '10:30–16:30' read as two times
        said = f"The page says: {quoted}" if quoted else ""
        summary = f"{done}{said}".strip() or "I could not find anything more to do."
        return {
            "action_type": "finish",
            "text": summary,
            "explanation": "I'm finishing and reading you what the page now says about your "
            "request.",
        }

    def _end(self) -> dict[str, Any]:
        """Nothing left to try: a goal that wants approval ends with a question."""
        if self.asks_approval and self.entered:
            return {
                "action_type": "ask_user",
                "text": "I've done what I can without committing anything. Shall I go on?",
                "explanation": "You asked to check before anything is committed, so I'm "
                "stopping here to ask you.",
            }
        return self._finish()

    def _stop(self) -> dict[str, Any]:
        if self.asks_approval or not self.is_question:
            return {
                "action_type": "ask_user",
                "text": "I'm stuck: my last tries changed nothing. How would you like me to go on?",
                "explanation": "My last actions had no effect, so I'm stopping to ask you "
                "rather than guessing.",
            }
        return self._finish()

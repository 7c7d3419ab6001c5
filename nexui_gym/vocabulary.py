"""Word and role lists that more than one part of NeXUI reads, kept in one place.

The bottom layer: it imports nothing of NeXUI, so the scorer, the wrappers and the baselines
can all read it. Each list says who reads it. Lists with the same purpose whose words differ
are kept apart on purpose and named for what they are used for, because their readers depend
on the exact words: the RL features are the input of trained models (a word added there
changes what a saved model sees), and the keyword baseline is kept as the first baseline was
measured. Every reader tests membership only, so the order of a list's words carries no meaning.

The explanation scorer's tokenizer is :mod:`nexui_gym.scoring.text` (canonical, stemmed
tokens); a change there changes scores.
"""

from __future__ import annotations

import re

#: One word of a name or a goal, lowercased first (RL features, keyword baseline).
WORD = re.compile(r"[a-z0-9£$€][a-z0-9£$€.'-]*")

# -- roles -----------------------------------------------------------------------------
#: Roles whose value is chosen from a list rather than typed (heuristic, keyword).
LIST_ROLES = frozenset({"combobox", "listbox"})
#: Roles that are switched on or off by a click (heuristic, keyword).
TOGGLE_ROLES = frozenset({"checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"})
#: Roles that take a typed or chosen value (keyword baseline).
VALUE_FIELD_ROLES = frozenset({"textbox", "searchbox", "spinbutton", "combobox", "listbox"})
#: Roles a goal's value goes into: the value fields, date and time inputs, sliders (heuristic).
FIELD_ROLES = VALUE_FIELD_ROLES | {"date", "time", "slider"}
#: Roles whose click moves the task on (keyword baseline).
BASIC_NAVIGATION_ROLES = frozenset(
    {"link", "button", "tab", "menuitem", "treeitem", "option", "gridcell", "cell", "generic"}
)
#: The same, with disclosure summaries and table rows (heuristic).
NAVIGATION_ROLES = BASIC_NAVIGATION_ROLES | {"summary", "row"}

# -- control names -----------------------------------------------------------------------
#: Names of controls that carry out a task's important, often irreversible action: the
#: keyword baseline stops before them when the goal asks for approval.
COMMIT_WORDS = (
    "confirm",
    "send",
    "submit",
    "pay",
    "delete",
    "empty",
    "clear",
    "remove",
    "apply",
    "resolve",
    "close",
    "book",
    "place",
    "transfer",
    "accept",
    "publish",
    "reset",
    "cancel",
    "declare",
)
#: Names that commit what was entered and move forward: the RL features' "reads as
#: committing" column (a trained model's input).
FORWARD_COMMIT_WORDS = ("confirm", "send", "submit", "pay", "apply", "resolve", "save", "continue")
#: Names of the final action an RL agent's ``ask_user`` question offers to press.
FINAL_ACTION_WORDS = tuple("confirm send submit pay delete empty clear apply resolve".split())
#: Names that remove or undo something: the RL features' "reads as destructive" column (a
#: trained model's input).
DESTRUCTIVE_WORDS = (
    "delete",
    "remove",
    "close",
    "cancel",
    "empty",
    "clear",
    "reset",
    "revoke",
    "sign out",
    # A bin holds what was deleted: "Move to bin: Board report" deletes the report.
    "move to bin",
    "move to trash",
)
#: The destructive names, with account and subscription ones: the keyword baseline avoids
#: them unless the goal says the word.
DANGER_WORDS = (
    *DESTRUCTIVE_WORDS,
    "log out",
    "block",
    "unsubscribe",
    "archive",
    "discard",
    "deactivate",
)
#: Names that move a task forward whatever the goal says: half a point in the RL slots'
#: relevance order (a trained model's input).
PROCEED_WORDS = (
    "save",
    "continue",
    "next",
    "submit",
    "apply",
    "search",
    "confirm",
    "send",
    "done",
    "ok",
    "add",
    "update",
    "change",
    "resolve",
    "close",
)
#: Names the keyword baseline presses once a form is filled.
FORM_PROCEED_WORDS = (
    "continue",
    "next",
    "save",
    "search",
    "apply",
    "update",
    "done",
    "ok",
    "go",
    "start",
)

#: Words of control names that mean the same on most sites (where settings live, how a
#: session or a form goes on): one RL candidate column each (a trained model's input), so a
#: policy can learn "a goal that changes a preference goes through Settings" on any site
#: instead of which names lead somewhere on the training sites.
UI_WORDS = (
    "settings",
    "account",
    "profile",
    "preferences",
    "menu",
    "more",
    "search",
    "help",
    "home",
    "sign",
    "stay",
    "back",
    "next",
    "continue",
    "save",
    "submit",
    "cancel",
    "edit",
    "change",
    "manage",
    "view",
    "details",
    "new",
    "create",
    "add",
    "delete",
    "send",
    "reply",
    "share",
    "download",
    "filter",
    "close",
    "accessibility",
    "notifications",
    "messages",
    "privacy",
    "display",
    "history",
    "saved",
    "your",
    "my",
    "options",
    "show",
    "book",
    "apply",
    "confirm",
)

# -- goals -----------------------------------------------------------------------------
#: Short cues that a goal asks for approval first: the RL goal features (a trained model's
#: input).
APPROVAL_CUES = ("let me", "before it", "before you", "approve", "check it", "ready", "prepare")
#: Whole phrases of a goal that asks for approval first (keyword baseline).
APPROVAL_PHRASES = (
    "let me check",
    "let me see",
    "let me approve",
    "let me confirm",
    "let me review",
    "before it",
    "before you",
    "before anything",
    "before sending",
    "my approval",
    "ask me",
    "check with me",
    "don't send",
    "do not send",
    "i'll confirm",
    "i will confirm",
    "don't submit",
    "do not submit",
    "but don't",
    "but do not",
    "wait for me",
    "ready for me",
    "get it ready",
    "get everything ready",
    "before it goes",
)

#: Function words no goal, name or explanation word-matcher counts as content. Each matcher
#: adds the words its own purpose makes uninformative (``STOPWORDS`` in the heuristic, keyword
#: and probe baselines and in the explanation scorer, which stem them as they stem text).
FUNCTION_WORDS = frozenset(
    "a an and are as at be but by can do for from have i in is it me my of on or so that the "
    "then this to up what will with you your".split()
)

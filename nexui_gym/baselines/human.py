"""A person at the terminal as a policy: plain lines in and out, usable with a screen reader.

Nothing is redrawn and nothing is coloured; every prompt says what it expects. The person
names controls by the stable id shown in square brackets in the candidates and tree views
(``click 12``), and gives an explanation for every action, as an agent must.

Commands at the action prompt::

    goal | reader | candidates | tree | history | result | help
    click ID          type ID TEXT       select ID OPTION      press ID KEY
    ask QUESTION      (stop and ask the user; ends the run)
    finish SUMMARY    (say what was done or found; ends the run)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from nexui_gym.dataset.model import Task

HELP = """\
Commands:
  goal            read the goal again
  reader          read the page as a screen reader does, top to bottom
  candidates      list the controls you can act on: [id] role "name" (states)
  tree            the accessibility tree
  history         your steps so far
  result          what your last action did
  click ID        activate the control with that id, for example: click 12
  type ID TEXT    type TEXT into a field, for example: type 7 Rent
  select ID TEXT  choose an option, for example: select 9 Weekly
  press ID KEY    press a key on a control, for example: press 7 Enter
  ask QUESTION    stop and ask the user for approval (ends the run)
  finish SUMMARY  say what you did or found (ends the run)
After an action you are asked for an explanation: what you are doing and why."""

VIEWS = {
    "goal": "goal",
    "reader": "reader",
    "r": "reader",
    "candidates": "candidates",
    "c": "candidates",
    "tree": "axtree",
    "history": "history",
    "result": "last_action_result",
}
TARGETED = {"click": 0, "type": 1, "select": 1, "press": 1}  # action -> words after the id
ENDING = ("ask", "finish")
ACTION_PROMPT = "Action, or 'help' for the commands: "
EXPLANATION_PROMPT = "Explanation, what you are doing and why: "


class InputEnded(Exception):
    """The input closed before the run ended."""


class HumanPolicy:
    """Reads actions and explanations from a person; see the module docstring."""

    observation_keys = (
        "goal",
        "reader",
        "axtree",
        "candidates",
        "candidate_ids",
        "history",
        "last_action_result",
    )

    def __init__(self, name: str, read_line: Callable[[str], str], write: Callable[[str], None]):
        if not name.strip():
            raise ValueError("a human player needs a name (--name)")
        self.name = f"human:{name.strip()}"
        self._read_line = read_line
        self._write = write
        self._first = True

    def reset(self, task: Task) -> None:
        self._first = True
        self._write(f"Task {task.id}. {task.goal}")

    def act(self, observation: dict[str, Any], info: dict[str, Any]) -> dict[str, Any]:
        if self._first:
            self._first = False
            self._write(
                "Type 'reader' to hear the page, 'candidates' for its controls, 'help' for all commands."
            )
        else:
            self._write(f"Result: {observation['last_action_result']}")
        while True:
            line = self._ask(ACTION_PROMPT)
            action = self._parse(line, observation)
            if action is None:
                continue
            action["explanation"] = self._explanation()
            return action

    def _ask(self, prompt: str) -> str:
        line = self._read_line(prompt)
        if line is None:
            raise InputEnded
        return line.strip()

    def _explanation(self) -> str:
        while True:
            text = self._ask(EXPLANATION_PROMPT)
            if text:
                return text
            self._write("The explanation is scored: say in a sentence what you are doing and why.")

    def _parse(self, line: str, observation: dict[str, Any]) -> dict[str, Any] | None:
        word, _, rest = line.partition(" ")
        word, rest = word.lower(), rest.strip()
        if not word:
            return None
        if word == "help":
            self._write(HELP)
            return None
        if word in VIEWS and not rest:
            self._write(str(observation[VIEWS[word]]) or "(empty)")
            return None
        if word in ENDING:
            if not rest:
                self._write(f"Say the {'question' if word == 'ask' else 'summary'} after '{word}'.")
                return None
            return {"action_type": "ask_user" if word == "ask" else "finish", "text": rest}
        if word in TARGETED:
            return self._targeted(word, rest, observation)
        self._write(f"I did not understand '{line}'. Type an action such as 'click 12', or 'help'.")
        return None

    def _targeted(self, word: str, rest: str, observation: dict[str, Any]) -> dict[str, Any] | None:
        id_text, _, value = rest.partition(" ")
        value = value.strip()
        if not id_text.isdigit():
            self._write(f"Give the control's id after '{word}', for example: {word} 12")
            return None
        ids = [int(i) for i in observation["candidate_ids"]]
        if int(id_text) not in ids:
            self._write(
                f"There is no control [{id_text}] on this page. Type 'candidates' to list them."
            )
            return None
        if TARGETED[word] and not value:
            self._write(f"Give the text after the id, for example: {word} {id_text} something")
            return None
        return {"action_type": word, "target": ids.index(int(id_text)), "text": value}

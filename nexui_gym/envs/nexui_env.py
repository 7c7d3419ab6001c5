"""NeXUIEnv: one NeXUI task as a Gymnasium environment."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import gymnasium as gym
import numpy as np

from nexui_gym.dataset.limits import MAX_VIEWPORT_SIDE
from nexui_gym.dataset.loader import load_task
from nexui_gym.dataset.model import (
    MAX_CANDIDATES,
    TERMINAL_ACTIONS,
    PublicTask,
    State,
    Task,
    public_view,
)
from nexui_gym.envs import text
from nexui_gym.envs.actions import ActionError, parse_action
from nexui_gym.envs.cache import SHARED_CACHE, StateCache
from nexui_gym.envs.source import ReplaySource, StateSource
from nexui_gym.envs.spaces import (
    OBSERVATION_KEYS,
    TEXT_LIMITS,
    action_space,
    observation_space,
)
from nexui_gym.scoring import (
    AgentAction,
    StepOutcome,
    StepRecord,
    Violation,
    check_safety,
    check_weights,
    efficiency,
    evaluate_success,
    score_explanation,
    shaped_reward,
)
from nexui_gym.scoring.episode import episode_explanation
from nexui_gym.scoring.explanation import COMPONENTS, ExplanationScore
from nexui_gym.scoring.reward import REWARD_MODES
from nexui_gym.scoring.run_scores import RunScores

if TYPE_CHECKING:
    from nexui_gym.a11y import StateViews

STEP_LIMIT_CAP = 50
#: Transitions that leave the task graph: not carried out in replay, a page no captured state
#: matches live.
OFF_GRAPH = ("off_path", "moved")
#: What happens after an action that leaves the task's graph (``off_path=``).
OFF_PATH_MODES = ("stay", "end")
#: What ``last_action_result`` says after a step (``feedback=``).
FEEDBACK_MODES = ("perceived", "descriptive")
#: Where the pages come from (``backend=``): the captured states, or a real Chromium page.
BACKENDS = ("replay", "live")
#: Transitions after which the run is on another page (its first action there is pending).
PAGE_CHANGES = ("advanced", "moved", "back")
#: Largest ``max_candidates`` accepted (the dataset holds at most 128 per state).
MAX_CANDIDATES_LIMIT = 1024
#: Longest invalid-action reason kept in ``info["action_error"]`` and the observation.
REASON_LIMIT = 500
#: Explanation scores an env keeps for repeated (state, action, explanation) under replay.
EXPLANATION_MEMO_SIZE = 4096


def step_limit(reference_length: int) -> int:
    """Steps allowed: twice the reference length plus four, capped at 50 (as in the paper)."""
    return min(STEP_LIMIT_CAP, 2 * reference_length + 4)


class NeXUIEnv(gym.Env):
    """An assistive web-navigation task: reach the user's goal and explain every step.

    ## Description
    The agent helps a blind or low-vision user with a goal ("Turn off the marketing emails
    from my bank") on a real web interface, captured state by state from Chromium. At each
    step it picks an action on one of the page's candidate targets and explains it in words
    the user can follow. Some tasks end at a confirmation boundary: the agent must stop and
    ask the user before an important action (sending money, deleting data).

    ## Observation Space
    A ``Dict`` (same for every task; keys can be dropped with ``obs_keys``):
    ``goal`` (text), ``screenshot`` (``Box(0, 255, (H, W, 3), uint8)``), ``axtree``,
    ``reader`` (text views of the accessibility tree and of a screen reader's browse mode),
    ``candidate_ids`` (``(K,)`` int64 stable ids, -1 padding), ``candidate_mask``
    (``MultiBinary(K)``), ``candidate_boxes`` (``(K, 4)`` float32, ``[x, y, w, h]``
    normalised to the viewport), ``candidates`` (one line per candidate:
    ``[id] role "name" (states)``), ``history`` (the last steps), ``last_action_result``;
    with ``expose_fields=True`` also ``fields`` (the goal's slot values as JSON).

    ## Action Space
    A ``Dict``: ``action_type`` ``Discrete(8)`` over ``click, type, select, press, ask_user,
    finish, click_xy, back``; ``target`` ``Discrete(K)``, a position in this state's candidate
    list; ``text`` (value to type, option to select, key to press, question, or final
    summary); ``coords`` ``Box(0, 1, (2,))`` for ``click_xy``; ``explanation``;
    ``expected_result`` (optional: what the agent expects to see next). A dict with only
    some keys is accepted; ``action_type`` may also be given by name.

    ## Transition
    A task is a graph of captured states (the reference path and the spec's alternative
    routes; ``docs/dataset-format.md`` §3). An action that is one of the current state's
    transitions (the reference action, an equivalent one found at capture such as the same
    link elsewhere or Enter on it, an accepted value) moves to that transition's state
    (``transition == "advanced"``). A click the capture saw change nothing keeps the state
    (``"no_effect"``). Any other well-formed action leaves the recorded task: with
    ``off_path="stay"`` (default) it is not carried out and the state stays (``"off_path"``);
    with ``off_path="end"`` the run ends there. ``back`` returns to the previous state of the
    run (``"back"``; ``"no_effect"`` at the start). Every action is checked against the
    safety rules.

    With ``backend="live"`` the task runs in a real Chromium page (:mod:`nexui_gym.envs.live`)
    and every action really happens: the transition is ``"advanced"`` when the new page is
    a captured state (same fingerprint), ``"moved"`` when it is a page no captured state
    matches (``info["state_index"]`` is then -1; with ``off_path="end"`` the run ends
    there), ``"back"`` after a browser history back, ``"no_effect"`` when the page is
    identical. An action that breaks a critical safety rule is carried out, then ends the
    run. Success conditions, safety rules and the boundary are evaluated on the live page
    by their selectors; progress is measured by the captured state the page matches.

    ``last_action_result`` never claims what the replay does not know: by default
    (``feedback="perceived"``) a move reports what a screen reader user would perceive (a new
    page title, focus landing elsewhere, live announcements; nothing for a silent change), a
    known no-op says nothing happened, an off-path action says it was not carried out.
    ``feedback="descriptive"`` reports every move as "The page changed: now <title> at <url>".

    ## Rewards
    Shaped by default (see :data:`nexui_gym.scoring.reward.DEFAULT_WEIGHTS`): progress (a
    move that brings the run closer to a goal state along any captured path than it has
    been in this run, so going back and forth earns it once), explanation
    quality, a step cost, penalties for invalid actions and
    safety violations, and a bonus for passing scaled by efficiency. ``info["reward_terms"]``
    shows each term. ``reward_mode="sparse"`` gives 1 when the run passes, else 0.

    ## Starting State
    The first captured state of the task.

    ## Episode End
    Terminates on ``ask_user`` or ``finish``, a critical safety violation, or a malformed
    action (unknown type, target out of range or masked out, wrong value types); the reason
    is in ``info["action_error"]``. Truncates at the step limit
    (``min(50, 2 * reference_length + 4)``, or ``max_steps``). The registry's
    ``max_episode_steps`` is that same limit, so Gymnasium's ``TimeLimit`` truncates at the
    step where the env ends the run with its final scores; to shorten runs, pass
    ``max_steps=N`` (a smaller ``max_episode_steps`` would truncate without final scores).

    ## Errors
    ``step`` raises only ``RuntimeError`` when called after the episode ended: whatever
    the action, a malformed one ends the run as invalid, with a reason of at most 500
    characters, and every observation stays in ``observation_space`` (text observations
    are cut to their limits, ending in "…"). ``reset`` raises ``TypeError`` when
    ``options`` is not a dict, ``ValueError`` for an unknown option or another task, and
    Gymnasium's ``error.Error`` for a seed that is not a non-negative integer. The
    constructor raises ``TypeError`` or ``ValueError`` naming the argument, and
    ``DatasetError`` (a ``ValueError``) naming the file for a malformed bundle.

    ## Info
    ``task_id``, ``state_index``, ``step``, ``action_valid``, ``action_error``,
    ``transition`` (``advanced`` | ``back`` | ``no_effect`` | ``off_path`` | ``terminal``, and
    ``moved`` live; ``reset`` after a reset),
    ``scores`` (``safety`` with the violations so far, ``critical`` and
    ``coordinate_clicks``; at the end also ``success``, ``passed``, ``efficiency``,
    ``explanation_mean`` (the episode's explanation score, counted against the reference:
    see :mod:`nexui_gym.scoring.episode`) and ``explanation_steps`` (each step's score and
    components)), ``reward_terms``, ``expose_fields``, ``step_limit``,
    ``candidate_actions`` (the action kinds each candidate takes, by position) and
    ``resolved_action`` (the action as carried out, its target by stable id, with the target's
    box; None after a reset or a malformed action). Nothing derived from the reference's
    rubric appears before the end, except the reward's ``explanation`` term on steps that
    advanced. At the end also ``is_success`` (= ``passed``, where SB3's ``EvalCallback``
    looks) and ``run_scores``, the record of the run's
    :class:`~nexui_gym.scoring.run_scores.RunScores` as a plain dict (what the harness records
    and reports).

    ## Arguments
    - ``task_id``: a task id such as ``"task-042"``, or ``task``: a loaded :class:`Task`.
    - ``bundles_root``: folder of the bundles (default: the packaged dataset).
    - ``render_mode``: ``"rgb_array"`` (the screenshot) or ``"ansi"`` (the reader view).
    - ``obs_keys``: observation keys to compute (default: all of them).
    - ``screenshot_size``: ``(height, width)`` of the screenshot (default: the viewport; each
      side at most 4096).
    - ``max_candidates``: ``K`` (default 128, the dataset's maximum; at most 1024).
    - ``max_steps``: override the step limit. ``history_length``: steps shown in ``history``.
    - ``expose_fields``: add the goal's slot values to the observation.
    - ``reward_mode``: ``"shaped"`` or ``"sparse"``; ``reward_weights``: overrides.
    - ``off_path``: ``"stay"`` or ``"end"`` (above); ``feedback``: ``"perceived"`` or
      ``"descriptive"``.
    - ``copy_screenshots``: give every observation its own writable screenshot (Gymnasium's
      contract, the default); ``False`` shares read-only cached arrays between steps.
    - ``backend``: ``"replay"`` (the captured states, the default) or ``"live"`` (a real
      Chromium page; needs ``pip install "nexui-gym[live]"`` and Debian's ``chromium``).
      ``close()`` closes a live env's browser context.
    """

    metadata = {"render_modes": ["rgb_array", "ansi"], "render_fps": 1}

    def __init__(
        self,
        task_id: str = "task-000",
        *,
        task: Task | None = None,
        bundles_root: str | Path | None = None,
        render_mode: str | None = None,
        obs_keys: Sequence[str] = OBSERVATION_KEYS,
        screenshot_size: tuple[int, int] | None = None,
        max_candidates: int = MAX_CANDIDATES,
        max_steps: int | None = None,
        history_length: int = 5,
        expose_fields: bool = False,
        reward_mode: str = "shaped",
        reward_weights: Mapping[str, float] | None = None,
        copy_screenshots: bool = True,
        cache: StateCache | None = None,
        off_path: str = "stay",
        feedback: str = "perceived",
        backend: str = "replay",
    ) -> None:
        if task is not None and not isinstance(task, Task):
            raise TypeError(f"task: expected a loaded Task, got {type(task).__name__}")
        if cache is not None and not isinstance(cache, StateCache):
            raise TypeError(f"cache: expected a StateCache, got {type(cache).__name__}")
        if task is None and not isinstance(task_id, str):
            raise TypeError(f"task_id: expected a string such as 'task-042', got {task_id!r}")
        self.task = (
            task
            if task is not None
            else load_task(task_id, Path(bundles_root) if bundles_root is not None else None)
        )
        self.obs_keys = _check_obs_keys(obs_keys)
        self._key_set = frozenset(self.obs_keys)
        self.screenshot_size = _check_screenshot_size(screenshot_size, self.task.viewport)
        self.max_candidates = _check_positive(
            "max_candidates", max_candidates, maximum=MAX_CANDIDATES_LIMIT
        )
        self.max_steps = (
            step_limit(self.task.reference_length)
            if max_steps is None
            else _check_positive("max_steps", max_steps)
        )
        self.history_length = _check_positive("history_length", history_length, minimum=0)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode {render_mode!r}: expected one of rgb_array, ansi or None"
            )
        if reward_mode not in REWARD_MODES:
            raise ValueError(
                f"reward_mode {reward_mode!r}: expected one of {', '.join(REWARD_MODES)}"
            )
        if off_path not in OFF_PATH_MODES:
            raise ValueError(f"off_path {off_path!r}: expected one of {', '.join(OFF_PATH_MODES)}")
        if feedback not in FEEDBACK_MODES:
            raise ValueError(f"feedback {feedback!r}: expected one of {', '.join(FEEDBACK_MODES)}")
        if backend not in BACKENDS:
            raise ValueError(f"backend {backend!r}: expected one of {', '.join(BACKENDS)}")
        self.backend = backend
        self.off_path = off_path
        self.feedback = feedback
        self.render_mode = render_mode
        self.reward_mode = reward_mode
        self.reward_weights = check_weights(reward_weights)
        self.expose_fields = bool(expose_fields)
        self.copy_screenshots = bool(copy_screenshots)
        self.cache = cache if cache is not None else SHARED_CACHE
        for state in self.task.states:
            if len(state.candidates) > self.max_candidates:
                raise ValueError(
                    f"max_candidates={self.max_candidates} is below the {len(state.candidates)} "
                    f"candidates of {self.task.id} state {state.index}"
                )
        self.observation_space = observation_space(
            self.screenshot_size, self.max_candidates, self.obs_keys, self.expose_fields
        )
        self.action_space = action_space(self.max_candidates)
        self._fields_text = _fields_json(self.task.fields)
        self.source: StateSource = self._make_source(bundles_root)
        self._explanation_memo: dict[tuple, ExplanationScore] = {}
        self._reset_episode()

    def _make_source(self, bundles_root: str | Path | None) -> StateSource:
        if self.backend == "replay":
            return ReplaySource(self.task, self.cache)
        from nexui_gym.envs.live import LiveSource

        return LiveSource(self.task, bundles_root)

    # -- episode ------------------------------------------------------------------------
    def _reset_episode(self) -> None:
        self._state = 0
        self._best_distance = self.task.distance[0] if self.task.distance else None
        self._steps = 0
        self._history: list[StepRecord] = []
        self._explanations: list[dict[str, Any]] = []
        self._history_lines: list[str] = []
        self._violations: list[Violation] = []
        self._coordinate_clicks = 0
        self._result = text.START_RESULT
        self._done = False
        self._first_tries = 0  # states where the run took a first action
        self._first_tries_on_graph = 0
        self._first_action_pending = True

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        check_options(options)
        if options:
            unknown = sorted(set(options) - {"task_id"})
            if unknown:
                raise ValueError(f"reset options {unknown}: NeXUIEnv accepts only 'task_id'")
            if options.get("task_id") not in (None, self.task.id):
                raise ValueError(
                    f"reset option task_id={options['task_id']!r}: this env runs {self.task.id}; "
                    "use a split env (e.g. NeXUI/all-v0) to choose tasks"
                )
        self._reset_episode()
        self.source.reset()
        self._state = self.source.index
        info = self._info(action_valid=True, action_error=None, transition="reset")
        info["reward_terms"] = {}
        info["resolved_action"] = None
        return self._observation(), info

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        if self._done:
            raise RuntimeError(f"{self.task.id}: the episode has ended; call reset() before step()")
        source, state_index, step_number = self.source, self._state, self._steps
        page, page_views = source.page, source.views()
        self._steps += 1
        try:
            agent_action = parse_action(action, page, self.max_candidates, self.task.viewport)
        except ActionError as error:
            return self._invalid_step(step_number, str(error))

        task = source.scoring_task()
        violations = check_safety(task, step_number, agent_action, self._history)
        self._violations.extend(violations)
        self._coordinate_clicks += agent_action.via_coordinates
        critical = any(violation.critical for violation in violations)
        if agent_action.kind in TERMINAL_ACTIONS or (critical and not source.real_effects):
            transition = "terminal"
        else:
            transition = source.apply(agent_action)
            if critical:  # carried out (live), and the run ends on it
                transition = "terminal"
            # a scoring task that knows the targets of the page the action led to
            task = source.scoring_task()
        self._state = source.index
        if self._first_action_pending:
            self._first_action_pending = False
            self._first_tries += 1
            self._first_tries_on_graph += transition == "advanced" or (
                transition == "terminal" and not critical and state_index in task.goal_states
            )
        if transition in PAGE_CHANGES:
            self._first_action_pending = True

        next_page, next_views = source.page, source.views()
        explanation = self._explanation_score(
            task, state_index, agent_action, page_views, next_views
        )
        record = StepRecord(
            step_number, state_index, agent_action, transition, self._state, explanation.score
        )
        self._history.append(record)
        self._result = self._result_text(
            agent_action, transition, violations, page, next_page, next_views
        )
        self._history_lines.append(
            text.history_line(
                step_number,
                text.action_summary(agent_action, _label(page_views, agent_action.target)),
                agent_action.explanation,
                self._result,
            )
        )
        terminated = transition == "terminal" or (
            transition in OFF_GRAPH and self.off_path == "end"
        )
        truncated = not terminated and self._steps >= self.max_steps
        self._done = terminated or truncated

        self._explanations.append(
            {"score": explanation.score, "components": dict(explanation.components)}
        )
        info = self._info(action_valid=True, action_error=None, transition=transition)
        info["resolved_action"] = resolved_action(agent_action, page)
        reward = self._reward(
            info,
            advanced=transition == "advanced" and self._progressed(),
            explanation=explanation.score,
            invalid=False,
            violations=violations,
        )
        return self._observation(), reward, terminated, truncated, info

    def _explanation_score(
        self,
        task: Task,
        state_index: int,
        action: AgentAction,
        page_views: StateViews,
        next_views: StateViews,
    ) -> ExplanationScore:
        """``score_explanation`` for this step, memoised under replay.

        The score depends only on the task, the two states' views and the action (the
        history it is given is not read). Replay states' views are fixed, so an action
        repeated in the same state with the same explanation (templated explanations in RL,
        one policy over many episodes) is scored once. Live pages may differ from the
        captured state they match, so the live backend always scores afresh.
        """
        if self.source.real_effects:
            return score_explanation(
                task, state_index, action, self._state, self._history, page_views, next_views
            )
        key = (task.id, state_index, self._state, action)
        score = self._explanation_memo.get(key)
        if score is None:
            score = score_explanation(
                task, state_index, action, self._state, self._history, page_views, next_views
            )
            if len(self._explanation_memo) >= EXPLANATION_MEMO_SIZE:
                del self._explanation_memo[next(iter(self._explanation_memo))]  # the oldest
            self._explanation_memo[key] = score
        return score

    def _progressed(self) -> bool:
        """Whether the current state is closer to a goal state than any before in the run
        (so going back and forth along a path earns its progress once)."""
        distance = self._distance(self._state)
        if distance is None or (
            self._best_distance is not None and distance >= self._best_distance
        ):
            return False
        self._best_distance = distance
        return True

    def _distance(self, index: int) -> int | None:
        """Fewest actions from captured state ``index`` to a goal state; None off the graph."""
        distance = self.task.distance
        return distance[index] if 0 <= index < len(distance) else None

    def _invalid_step(self, step_number: int, reason: str):
        reason = clip(reason, REASON_LIMIT)
        self._first_tries += self._first_action_pending
        self._first_action_pending = False
        self._history.append(StepRecord(step_number, self._state, None, "invalid", self._state))
        self._result = f"Invalid action: {reason}"
        self._history_lines.append(
            text.history_line(step_number, "invalid action", "", self._result)
        )
        self._done = True
        self._explanations.append({"score": 0.0, "components": dict.fromkeys(COMPONENTS, 0.0)})
        info = self._info(action_valid=False, action_error=reason, transition="terminal")
        info["resolved_action"] = None
        reward = self._reward(info, advanced=False, explanation=0.0, invalid=True, violations=())
        return self._observation(), reward, True, False, info

    def _reward(
        self,
        info: dict[str, Any],
        *,
        advanced: bool,
        explanation: float,
        invalid: bool,
        violations: Sequence[Violation],
    ) -> float:
        scores = info["scores"]
        outcome = StepOutcome(
            advanced=advanced,
            no_effect=info["transition"] in ("no_effect", *OFF_GRAPH),
            explanation=explanation,
            invalid=invalid,
            violations=len(violations),
            critical=sum(violation.critical for violation in violations),
            done=self._done,
            passed=bool(scores.get("passed", False)),
            efficiency=float(scores.get("efficiency", 0.0)),
        )
        reward, terms = shaped_reward(outcome, self.reward_weights, self.reward_mode)
        info["reward_terms"] = terms
        return float(reward)

    # -- observation and info -----------------------------------------------------------
    def _observation(self) -> dict[str, Any]:
        task, source, keys = self.task, self.source, self._key_set
        observation: dict[str, Any] = {}
        if "goal" in keys:
            observation["goal"] = task.goal
        if "screenshot" in keys:
            pixels = source.screenshot(self.screenshot_size)
            observation["screenshot"] = pixels.copy() if self.copy_screenshots else pixels
        if not keys.isdisjoint(("axtree", "reader", "candidates")):
            views = source.views()
            if "axtree" in keys:
                observation["axtree"] = views.axtree
            if "reader" in keys:
                observation["reader"] = views.reader
        if not keys.isdisjoint(("candidate_ids", "candidate_mask", "candidate_boxes")):
            arrays = source.arrays(self.max_candidates)
            if "candidate_ids" in keys:
                observation["candidate_ids"] = arrays.ids.copy()
            if "candidate_mask" in keys:
                observation["candidate_mask"] = arrays.mask.copy()
            if "candidate_boxes" in keys:
                observation["candidate_boxes"] = arrays.boxes.copy()
        if "candidates" in keys:
            observation["candidates"] = views.candidates
        if "history" in keys:
            lines = self._history_lines[-self.history_length :] if self.history_length else []
            observation["history"] = "\n".join(lines)
        if "last_action_result" in keys:
            observation["last_action_result"] = self._result
        if self.expose_fields:
            observation["fields"] = self._fields_text
        for key, value in observation.items():
            if isinstance(value, str) and len(value) > TEXT_LIMITS[key]:
                observation[key] = clip(value, TEXT_LIMITS[key])
        return observation

    def _info(
        self, *, action_valid: bool, action_error: str | None, transition: str
    ) -> dict[str, Any]:
        scores: dict[str, Any] = {
            "safety": {
                "violations": [violation.as_dict() for violation in self._violations],
                "critical": any(violation.critical for violation in self._violations),
                "coordinate_clicks": self._coordinate_clicks,
            },
        }
        run_scores = None
        if self._done:
            run_scores, details = self._final_scores()
            scores.update(details)
        info = {
            "task_id": self.task.id,
            "state_index": self._state,
            "step": self._steps,
            "action_valid": action_valid,
            "action_error": action_error,
            "transition": transition,
            "scores": scores,
            "expose_fields": self.expose_fields,
            "step_limit": self.max_steps,
            # The action kinds each candidate takes, by position (what a policy's mask needs).
            "candidate_actions": [c.actions for c in self.page.candidates],
        }
        if run_scores is not None:
            # As a plain record: info stays JSON-serialisable for loggers and vector envs.
            info["run_scores"] = run_scores.as_record()
            # Where SB3's EvalCallback and logger look for a success rate.
            info["is_success"] = bool(scores["passed"])
        return info

    def _final_scores(self) -> tuple[RunScores, dict[str, Any]]:
        """The run's scores (the record that reaches the report), and the details that
        ``info["scores"]`` adds to them."""
        task = self.source.scoring_task()
        result = evaluate_success(task, self._state, self._history, self.source.holds())
        critical = any(violation.critical for violation in self._violations)
        passed = result.success and not critical
        # Off the graph: not carried out (replay) or carried out to an uncaptured page (live).
        off_path = sum(record.transition in OFF_GRAPH for record in self._history)
        shortest = task.shortest_length
        distance = self._distance(self._state)
        reached = shortest - distance if distance is not None else 1
        run = RunScores(
            success=result.success,
            passed=passed,
            strict_success=passed and off_path == 0,
            first_try_accuracy=self._first_tries_on_graph / max(1, self._first_tries),
            explanation=episode_explanation(self.task, self._history),
            critical=critical,
            efficiency=efficiency(self._steps, shortest, result.success, reached),
            steps=self._steps,
        )
        return run, {
            "success": run.success,
            "passed": run.passed,
            "strict_success": run.strict_success,
            "first_try_accuracy": run.first_try_accuracy,
            "off_path_actions": off_path,
            "conditions": [
                {"kind": c.kind, "passed": c.passed, "detail": c.detail} for c in result.conditions
            ],
            "efficiency": run.efficiency,
            "explanation_mean": run.explanation,
            "explanation_steps": list(self._explanations),
        }

    def _result_text(
        self,
        action: AgentAction,
        transition: str,
        violations: Sequence[Violation],
        before: State,
        after: State,
        after_views: StateViews,
    ) -> str:
        critical = [violation for violation in violations if violation.critical]
        if critical:
            return (
                f"Stopped: acting on [{critical[0].target}] breaks a safety rule "
                f"({critical[0].rule.replace('_', ' ')}: {critical[0].reason})."
            )
        if transition in PAGE_CHANGES:
            if self.feedback == "descriptive":
                return text.advanced_result(after)
            return text.perceived_result(before, after, _label(after_views, after.focused))
        if transition == "no_effect":
            if action.via_coordinates and action.target is None:
                return "Nothing happened: there is no control at that point."
            if action.kind == "back":
                return text.NO_PREVIOUS_PAGE_RESULT
            return text.NOTHING_HAPPENED_RESULT
        if transition == "off_path":
            return text.LEFT_TASK_RESULT if self.off_path == "end" else text.NOT_CARRIED_OUT_RESULT
        if action.kind == "ask_user":
            return f'You asked the user: "{text.excerpt(action.text)}". The run ends here.'
        return f'You finished: "{text.excerpt(action.text)}". The run ends here.'

    # -- rendering ----------------------------------------------------------------------
    def render(self) -> np.ndarray | str | None:
        if self.render_mode == "rgb_array":
            return self.source.screenshot(self.screenshot_size).copy()
        if self.render_mode == "ansi":
            return self.source.views().reader
        return None

    def close(self) -> None:
        """Release the backend (the live page's browser context); the env can be reset again."""
        self.source.close()
        super().close()

    @property
    def public_task(self) -> PublicTask:
        """What an agent may know of this task (id, goal, interface, fields if exposed)."""
        return public_view(self.task, self.expose_fields)

    @property
    def state_index(self) -> int:
        return self._state

    @property
    def page(self) -> State:
        """The current page as a state: the captured state in replay, the live page live
        (candidates with the live page's stable ids; ``index`` -1 when no captured state
        matches it)."""
        return self.source.page

    @property
    def history(self) -> tuple[StepRecord, ...]:
        return tuple(self._history)


def resolved_action(action: AgentAction, page: State) -> dict[str, Any]:
    """``info["resolved_action"]``: the action as the env carried it out, its ``target`` the
    candidate's stable id (the ``[id]`` of the text views) and ``target_box`` that candidate's
    box on the page it was taken on (None without a target)."""
    candidate = (
        next((c for c in page.candidates if c.id == action.target), None)
        if action.target is not None
        else None
    )
    return {
        "kind": action.kind,
        "target": action.target,
        "text": action.text,
        "explanation": action.explanation,
        "expected_result": action.expected_result,
        "via_coordinates": action.via_coordinates,
        "target_box": list(candidate.box) if candidate is not None else None,
    }


def _check_obs_keys(obs_keys: Sequence[str]) -> tuple[str, ...]:
    if isinstance(obs_keys, str):
        raise TypeError(f"obs_keys: expected a sequence of key names, got the string {obs_keys!r}")
    keys = tuple(obs_keys)
    unknown = [key for key in keys if key not in OBSERVATION_KEYS]
    if unknown or not keys:
        raise ValueError(
            f"obs_keys {list(keys)}: expected a non-empty subset of {', '.join(OBSERVATION_KEYS)}"
        )
    return tuple(key for key in OBSERVATION_KEYS if key in keys)


def _check_screenshot_size(
    size: tuple[int, int] | None, viewport: tuple[int, int]
) -> tuple[int, int]:
    if size is None:
        return (viewport[1], viewport[0])
    if (
        not isinstance(size, (tuple, list))
        or len(size) != 2
        or not all(
            isinstance(v, (int, np.integer))
            and not isinstance(v, bool)
            and 0 < v <= MAX_VIEWPORT_SIDE
            for v in size
        )
    ):
        raise ValueError(
            f"screenshot_size {size!r}: expected (height, width) in pixels, "
            f"each in 1..{MAX_VIEWPORT_SIDE}"
        )
    return (int(size[0]), int(size[1]))


def _check_positive(name: str, value: int, minimum: int = 1, maximum: int | None = None) -> int:
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, np.integer))
        or value < minimum
        or (maximum is not None and value > maximum)
    ):
        bounds = f"in {minimum}..{maximum}" if maximum is not None else f">= {minimum}"
        raise ValueError(f"{name}={value!r}: expected an integer {bounds}")
    return int(value)


def check_options(options: object) -> None:
    """``reset(options=...)`` must be None or a dict (whose keys the env then checks)."""
    if options is not None and not isinstance(options, Mapping):
        raise TypeError(
            f"reset options: expected a dict such as {{'task_id': 'task-003'}} or None, "
            f"got {type(options).__name__}"
        )


def _label(views: StateViews, target: int | None) -> str | None:
    """``[12] link "Payments"``: how a candidate of the page with ``views`` is named."""
    if target is None:
        return None
    for info in views.candidate_info:
        if info.id == target:
            return f'[{target}] {info.role} "{info.name}"'
    return f"[{target}]"


def clip(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters, ending in "…" when cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _fields_json(fields: Mapping[str, str]) -> str:
    return json.dumps(dict(fields), ensure_ascii=False)

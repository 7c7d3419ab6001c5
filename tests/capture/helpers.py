"""Small hand-made values for capture tests that run without a browser."""

from __future__ import annotations

from pathlib import Path

from nexui_gym.capture.snapshot import Answer, CapturedState
from nexui_gym.dataset.model import Announcement, Candidate
from nexui_gym.dataset.spec import (
    ConditionSpec,
    InterfaceSpec,
    SafetyRuleSpec,
    StepSpec,
    TaskSpec,
)

INTERFACE = InterfaceSpec(
    slug="shop",
    title="Corner Shop",
    source_kind="public-service",
    start_url="/index.html",
    description="A small shop.",
    root=Path("shop"),
)


def step(action: str, target: str | None = None, text: str = "", **extra) -> StepSpec:
    return StepSpec(
        action=action,
        target=target,
        text=text,
        accept=extra.get("accept", ()),
        explanation=extra.get("explanation", f"I {action}."),
        rubric=extra.get("rubric", ()),
        boundary_target=extra.get("boundary_target"),
    )


def task(
    steps: tuple[StepSpec, ...],
    success: tuple[ConditionSpec, ...] = (ConditionSpec("state_reached"),),
    safety: tuple[SafetyRuleSpec, ...] = (),
    kinds: tuple[str, ...] = ("form",),
) -> TaskSpec:
    return TaskSpec(
        id="task-042",
        interface="shop",
        goal="Order two apples.",
        fields={"quantity": "2"},
        split="dev",
        challenge=False,
        difficulty="easy",
        kinds=kinds,
        start_url="/index.html#/order",
        steps=steps,
        success=success,
        safety=safety,
        source=Path("shop/tasks.json"),
    )


def answer(*ids: int, matches: int | None = None, holds: bool | None = None, error=None) -> Answer:
    return Answer(
        error=error, matches=len(ids) if matches is None else matches, ids=ids, holds=holds
    )


def candidate(stable_id: int, tag: str = "button", actions=("click", "press")) -> Candidate:
    return Candidate(id=stable_id, tag=tag, box=(0.0, 0.0, 10.0, 10.0), actions=tuple(actions))


def state(
    candidates: tuple[Candidate, ...] = (),
    answers: dict[str, Answer] | None = None,
    html: str = "<html></html>",
    url: str = "https://shop.example/index.html",
    announcements: tuple[Announcement, ...] = (),
) -> CapturedState:
    return CapturedState(
        url=url,
        title="Shop",
        focused=None,
        announcements=announcements,
        candidates=candidates,
        html=html,
        screenshot=b"RIFF",
        ax='{"nodes": [\n]}\n',
        answers=answers or {},
    )

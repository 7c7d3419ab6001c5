"""The accessibility engine: what a screen reader gets from a captured DOM snapshot.

From a snapshot's HTML, with lxml and no browser: the accessibility tree (roles, accessible
names and descriptions, states, hidden content pruned) as Chromium exposes it, and its text
views for agents (``axtree``, ``reader``, ``candidates``). See DESIGN section 4 and
docs/text-views.md.
"""

from nexui_gym.a11y.parse import parse_html
from nexui_gym.a11y.tree import AXNode, build_tree
from nexui_gym.a11y.views import CandidateInfo, StateViews, build_views

__all__ = ["AXNode", "CandidateInfo", "StateViews", "build_tree", "build_views", "parse_html"]
